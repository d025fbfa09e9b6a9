import { UpstreamDataSource } from './upstream.js';

/**
 * The mailer. The portal's e-mails are sent by the main API (outbox and dispatcher, design section 4), so the
 * gateway only checks that the mailer answers; POST /mailer/outlook is never offered to browsers, where it would
 * let any signed-in user send HTML mail in the brand's name.
 */
export class MailerDataSource extends UpstreamDataSource {
  health() {
    return this.call<{ status: string }>('healthz', { retryOn401: false });
  }
}
