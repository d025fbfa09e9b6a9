import { randomInt } from 'node:crypto';

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` random characters [0-9A-Za-z], as Salesforce ids use. */
export function randomAlphanumeric(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

/**
 * Ids shaped like Salesforce's 18-character ids (3-character key prefix + 15), so that `register` looks the same
 * whichever adapter issued it: '001' accounts, '006' opportunities, '005' users.
 */
export const crmOpportunityId = () => `006${randomAlphanumeric(15)}`;
export const crmAccountId = () => `ACC-${randomAlphanumeric(10)}`;
