import { describe, expect, it } from 'vitest';
import { decisionTargetOf } from '../lifecycle/decision-clock.js';
import { type ExportSourceRow, toExportRow } from './export.js';

const source = (over: Partial<ExportSourceRow>): ExportSourceRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  sort_key: '2026-03-09 12:00:00+00',
  status: 'analysis',
  name: 'Oportunidade Acme - 09/03/2026',
  // A Monday, 09:00 in São Paulo.
  created_at: '2026-03-09T12:00:00.000Z',
  corporate_name: 'Acme Comércio Ltda',
  fantasy_name: 'Acme',
  cnpj: '12345678000195',
  estimated: '1234.50',
  approve_date: null,
  resale: 'Revenda Demo',
  user_id: '00000000-0000-4000-8000-000000000002',
  state: 'MG',
  city: 'Belo Horizonte',
  email: 'compras@acme.com.br',
  register: null,
  request_renovation_at: null,
  renovation_date: null,
  company_unverified: false,
  company_status: 'ATIVA',
  seller: 'Vera Vendedora',
  ...over,
});

/** Thursday of the same week, 15:00 in São Paulo: three business days after the Monday. */
const thursday = new Date('2026-03-12T18:00:00.000Z');

/** The wait a row of the export shows on Thursday: business days since the registration or its renewal. */
function waitOf(over: Partial<ExportSourceRow>) {
  const { waitingBusinessDays, decisionOverdue } = toExportRow(source(over), 'Revenda Demo', 'scanora', thursday);
  return { waitingBusinessDays, decisionOverdue };
}

describe('a row of the export', () => {
  it('counts the wait in business days with the approval clock, and says when it is past the brand target', () => {
    expect(waitOf({})).toEqual({ waitingBusinessDays: 3, decisionOverdue: 3 > decisionTargetOf('scanora') });
  });

  it('counts a renewal awaiting its decision from the request, not from the registration', () => {
    const requested: Partial<ExportSourceRow> = {
      status: 'awaiting_renovation',
      request_renovation_at: new Date('2026-03-11T12:00:00.000Z'),
    };
    expect(waitOf(requested)).toEqual({ waitingBusinessDays: 1, decisionOverdue: false });
  });

  it('counts a wait back in analysis after an approved renewal from that approval, as the details page does', () => {
    const renewed = { renovation_date: new Date('2026-03-12T12:00:00.000Z') };
    expect(waitOf(renewed)).toEqual({ waitingBusinessDays: 0, decisionOverdue: false });
  });

  it('has no wait once decided', () => {
    expect(waitOf({ status: 'approved' })).toEqual({ waitingBusinessDays: null, decisionOverdue: false });
  });

  it('carries the company checks, the seller, the resale and the value as a number; status first', () => {
    const row = toExportRow(
      source({ company_unverified: true, company_status: null, seller: null }),
      'Revenda X',
      'scanora',
      thursday,
    );
    expect(row).toMatchObject({
      companyUnverified: true,
      companyStatus: null,
      seller: null,
      resaleName: 'Revenda X',
      estimated: 1234.5,
    });
    // The gateway renames the status in place at the start of each line.
    expect(JSON.stringify(row).startsWith('{"status":"analysis"')).toBe(true);
  });
});
