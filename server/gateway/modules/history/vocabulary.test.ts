import { describe, expect, it } from 'vitest';
import { inSchemaTerms, type Modification, modificationsOf } from './vocabulary.js';

const mod = (attribute: string, oldValue: string | null, newValue: string | null): Modification => ({
  attribute,
  oldValue,
  newValue,
});

describe('history in the schema’s vocabulary', () => {
  it('names enum values as the schema does: status per record type, probability, origin', () => {
    expect(
      inSchemaTerms('opportunity', [
        mod('status', 'renovation', 'awaiting_renovation'),
        mod('probabilityClosing', '50', '75'),
        mod('opportunityOrigin', null, 'Trade Show'),
      ]),
    ).toEqual([
      mod('status', 'RENOVATION', 'AWAITING_RENOVATION'),
      mod('probabilityClosing', 'P50', 'P75'),
      mod('opportunityOrigin', null, 'TRADE_SHOW'),
    ]);
    expect(inSchemaTerms('resale', [mod('status', 'analysis', 'disapproved')])).toEqual([
      mod('status', 'ANALYSIS', 'DISAPPROVED'),
    ]);
  });

  it('gives money in reais, instants in ISO and the schema’s field names', () => {
    expect(
      inSchemaTerms('opportunity', [
        mod('estimated', null, '1500.00'),
        mod('approveDate', '2026-03-01T12:00:00Z', null),
        mod('resale', null, 'Demo Automação'),
      ]),
    ).toEqual([
      mod('estimated', null, '1500'),
      mod('approveDate', '2026-03-01T12:00:00.000Z', null),
      mod('resaleName', null, 'Demo Automação'),
    ]);
  });

  it('leaves internal keys out of a creation: the names a person recognises stay', () => {
    expect(
      inSchemaTerms('opportunity', [
        mod('name', null, 'Oportunidade Mercado'),
        mod('resaleId', null, '00000000-0000-4000-8000-000000000001'),
        mod('resale', null, 'Demo Automação'),
        mod('userId', null, '00000000-0000-4000-8000-000000000002'),
        mod('brand', null, 'scanora'),
        mod('seller', null, 'Paulo Prime'),
        mod('sellerSalesforceId', null, '005000000000001AAA'),
      ]),
    ).toEqual([
      mod('name', null, 'Oportunidade Mercado'),
      mod('resaleName', null, 'Demo Automação'),
      mod('seller', null, 'Paulo Prime'),
    ]);
  });

  it('turns the projects of a creation into one project.* row per non-empty field', () => {
    const projects = JSON.stringify([
      {
        aplication: 'Inventário',
        specification: 'Coletor',
        additionalInformation: null,
        conclusionDate: '2026-05-10',
        homologated: false,
        partner: true,
        partnerOwner: 'Software Próprio',
        partnerName: '',
      },
    ]);
    expect(inSchemaTerms('opportunity', [mod('projects', null, projects)])).toEqual([
      mod('project.application', null, 'Inventário'),
      mod('project.specification', null, 'Coletor'),
      mod('project.conclusionDate', null, '2026-05-10'),
      mod('project.homologated', null, 'false'),
      mod('project.partner', null, 'true'),
      mod('project.partnerOwner', null, 'OWN'),
    ]);
  });

  it('keeps products one row: a JSON list of ProductLine', () => {
    const stored = JSON.stringify([
      { partNumber: 'CT40', description: 'Coletor', amount: 3, price: 1234.56, accessory: false, competition: false },
      { partNumber: 'X1', description: null, amount: '2', price: '10.05', accessory: 'true', competition: true },
    ]);
    const [row] = inSchemaTerms('opportunity', [mod('products', null, stored)]);
    expect(row.attribute).toBe('products');
    expect(JSON.parse(row.newValue ?? '')).toEqual([
      { partNumber: 'CT40', description: 'Coletor', amount: 3, price: 1234.56, accessory: false, competition: false },
      { partNumber: 'X1', description: null, amount: 2, price: 10.05, accessory: true, competition: true },
    ]);
  });

  it('passes unknown attributes, unknown values and other record types unchanged', () => {
    const note = mod('note', null, 'Aprovação interrompida');
    const odd = [mod('status', 'archived', 'analysis'), mod('projects', null, 'não é JSON'), note];
    expect(inSchemaTerms('opportunity', odd)).toEqual([mod('status', 'archived', 'ANALYSIS'), odd[1], note]);
    const user = [mod('active', 'true', 'false'), mod('password', null, null)];
    expect(inSchemaTerms('user', user)).toEqual(user);
  });

  it('leaves a note as its author wrote it, and translates a change', () => {
    const written = [mod('status', 'analysis', 'approved'), mod('probabilityClosing', '25', '75')];
    expect(modificationsOf({ type: 'opportunity', kind: 'note', modifications: written })).toEqual(written);
    expect(modificationsOf({ type: 'opportunity', kind: 'change', modifications: written })).toEqual([
      mod('status', 'ANALYSIS', 'APPROVED'),
      mod('probabilityClosing', 'P25', 'P75'),
    ]);
  });
});
