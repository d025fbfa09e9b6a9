import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../lib/config.js';
import { APPROVAL_LEASE_CRM_TIMEOUTS, approvalLeaseMs } from './approval-sequence.js';

describe('approval lease', () => {
  it('lasts three minutes with the default CRM timeout of 10 s', () => {
    expect(approvalLeaseMs(loadConfig({ NODE_ENV: 'test' }).crmTimeoutMs)).toBe(180_000);
  });

  it('follows CRM_TIMEOUT_MS, outlasting every CRM call an approval can make', () => {
    const timeout = loadConfig({ NODE_ENV: 'test', CRM_TIMEOUT_MS: '2500' }).crmTimeoutMs;
    expect(timeout).toBe(2500);
    // Sixteen sequential calls at most (approval-sequence.ts), each failed at the timeout.
    expect(approvalLeaseMs(timeout)).toBeGreaterThan(16 * timeout);
    expect(approvalLeaseMs(timeout)).toBe(APPROVAL_LEASE_CRM_TIMEOUTS * 2500);
  });
});
