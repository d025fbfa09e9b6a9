import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db, Queryable } from '../../../db/connection.js';
import type {
  ContactRecord,
  ErasureResult,
  PersonalDataExport,
  ResaleRecord,
  SellerRecord,
  WatchRecord,
} from '../../../lib/personal-data.js';
import { emailField, parseBody } from '../../../lib/validation.js';
import type { Viewer } from '../viewer.js';
import { anonymiseContacts } from './anonymise.js';
import { eraseCopies, subjectOf } from './copies.js';
import { type PersonalDataDocument, personalDataDocument } from './document.js';
import type { EraseMailerCopies } from './mailer-copies.js';

export const INVALID_EMAIL = 'Informe um e-mail válido';
export const MISSING_EMAIL = 'Informe o e-mail da pessoa';

const requestSchema = z.object({ email: emailField(INVALID_EMAIL) });

/** The e-mail address of a data-subject request: trimmed and lower-cased, as records are matched. */
export const parseSubjectEmail = (body: unknown) => parseBody(requestSchema, body, MISSING_EMAIL).email;

/**
 * How the audit keeps the person: the SHA-256 of the normalised address. The audit then does not itself hold the
 * address it erased, yet a request can be proved later by hashing the address it was about.
 */
export const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The brand's records that hold `email`, each read through an index on (brand, lower(email)) but the watches. */
export async function personalDataOf(
  q: Queryable,
  brand: string,
  email: string,
  now: Date,
): Promise<PersonalDataExport> {
  const contacts = await q.query<ContactRecord & { createdAt: Date; acceptedTermAt: Date | null }>(
    `SELECT id AS "opportunityId", name AS "opportunityName", status, cnpj AS "customerCnpj",
       corporate_name AS "customerName", contact, email, phone, created_at AS "createdAt",
       accepted_term_version AS "acceptedTermVersion", accepted_term_at AS "acceptedTermAt"
     FROM api.opportunities WHERE brand = $1 AND lower(email) = $2 ORDER BY created_at, id`,
    [brand, email],
  );
  const resales = await q.query<ResaleRecord & { createdAt: Date }>(
    `SELECT id AS "resaleId", cnpj, corporate_name AS "corporateName", contact_name AS "contactName", email, phone,
       status, created_at AS "createdAt"
     FROM api.resales WHERE brand = $1 AND lower(email) = $2 ORDER BY created_at, id`,
    [brand, email],
  );
  const sellers = await q.query<SellerRecord & { createdAt: Date }>(
    `SELECT id AS "sellerId", name, email, phone, active, created_at AS "createdAt"
     FROM api.sellers WHERE brand = $1 AND lower(email) = $2 ORDER BY created_at, id`,
    [brand, email],
  );
  const watches = await q.query<WatchRecord & { requestedAt: Date; expiresAt: Date }>(
    `SELECT cnpj, user_name AS "userName", requested_at AS "requestedAt", expires_at AS "expiresAt"
     FROM api.customer_watches WHERE brand = $1 AND lower(user_email) = $2 ORDER BY requested_at, id`,
    [brand, email],
  );
  return {
    email,
    brand,
    exportedAt: now.toISOString(),
    contacts: contacts.map((c) => ({
      ...c,
      createdAt: iso(c.createdAt) as string,
      acceptedTermAt: iso(c.acceptedTermAt),
    })),
    resales: resales.map((r) => ({ ...r, createdAt: iso(r.createdAt) as string })),
    sellers: sellers.map((s) => ({ ...s, createdAt: iso(s.createdAt) as string })),
    customerWatches: watches.map((w) => ({
      ...w,
      requestedAt: iso(w.requestedAt) as string,
      expiresAt: iso(w.expiresAt) as string,
    })),
  };
}

const recordCount = (e: PersonalDataExport) =>
  e.contacts.length + e.resales.length + e.sellers.length + e.customerWatches.length;

/** Writes the audit row of a request, in the transaction of what it audits (append-only: migration 028). */
async function audit(
  q: Queryable,
  a: { viewer: Viewer; action: 'export' | 'erase'; email: string; records: number; now: Date },
) {
  await q.query(
    `INSERT INTO api.personal_data_requests (brand, action, email_hash, user_id, username, records, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [a.viewer.brand, a.action, emailHash(a.email), a.viewer.id, a.viewer.name, a.records, a.now],
  );
}

/**
 * The export of a data-subject request: the brand's records of that address, audited in the same transaction. The
 * records keep the field names and formats tools read (docs/rest-api.md); `document` is the same export as the person
 * reads it (document.ts), what the screen downloads.
 */
export function exportPersonalData(
  db: Db,
  viewer: Viewer,
  body: unknown,
  now: Date,
): Promise<PersonalDataExport & { document: PersonalDataDocument }> {
  const email = parseSubjectEmail(body);
  return db.tx(async (q) => {
    const found = await personalDataOf(q, viewer.brand, email, now);
    await audit(q, { viewer, action: 'export', email, records: recordCount(found), now });
    return { ...found, document: personalDataDocument(found) };
  });
}

/**
 * The erasure of a data-subject request: the customer contact of every opportunity of the brand with that address is
 * anonymised (anonymise.ts) under the representative's name, with the copies the API keeps of its values (copies.ts),
 * and audited in the same transaction. Resale sign-ups and
 * sellers are accounts the person holds under a contract with the distributor: they are exported, never erased here
 * (design section 18).
 */
export async function erasePersonalData(
  db: Db,
  viewer: Viewer,
  body: unknown,
  now: Date,
  eraseMailerCopies: EraseMailerCopies,
): Promise<ErasureResult> {
  const email = parseSubjectEmail(body);
  const contactsOf = (q: Queryable, lock = '') =>
    q
      .query<{ id: string }>(
        `SELECT id FROM api.opportunities WHERE brand = $1 AND lower(email) = $2 ORDER BY id ${lock}`,
        [viewer.brand, email],
      )
      .then((rows) => rows.map((r) => r.id));
  // The mailer first, outside the transaction (it answers from the same database, which the embedded one serves one
  // transaction at a time): if it fails, nothing is anonymised yet and a retry still finds the values to look for.
  const before = await subjectOf(db, await contactsOf(db), email);
  await eraseMailerCopies([...before.emails, ...before.phones]);
  return db.tx(async (q) => {
    const ids = await contactsOf(q, 'FOR UPDATE');
    // Read before the columns are anonymised: the copies elsewhere are found by these values.
    const subject = await subjectOf(q, ids, email);
    const done = await anonymiseContacts(q, ids, { id: viewer.id, name: viewer.name }, now);
    await eraseCopies(q, subject);
    await audit(q, { viewer, action: 'erase', email, records: done.length, now });
    return { email, anonymisedContacts: done.length };
  });
}
