import { describe, expect, it } from 'vitest';
import { read, write } from 'xlsx';
import { buildOpportunityWorkbook, EXPORT_HEADERS, type ExportRow } from './sheet.js';

const row = (over: Partial<ExportRow>): ExportRow => ({
  status: 'ANALYSIS',
  name: 'Oportunidade Acme - 10/03/2026',
  createdAt: '2026-03-10T14:00:00.000Z',
  corporateName: 'Acme Comércio Ltda',
  fantasyName: 'Acme',
  cnpj: '12345678000195',
  estimated: 1234.5,
  approveDate: null,
  resaleName: 'Revenda Demo',
  state: 'MG',
  city: 'Belo Horizonte',
  email: 'compras@acme.com.br',
  register: null,
  ...over,
});

/** Writes the workbook as the browser saves it and reads it back as a spreadsheet program would. */
function roundTrip(rows: ExportRow[]) {
  const bytes = write(buildOpportunityWorkbook(rows), { type: 'array', bookType: 'xlsx' });
  const book = read(bytes, { cellDates: true, cellNF: true });
  return { book, sheet: book.Sheets.Oportunidades };
}

const column = (header: string) => String.fromCharCode(65 + EXPORT_HEADERS.indexOf(header));

describe('the opportunities spreadsheet', () => {
  it('has one sheet "Oportunidades" whose first row names the columns in Portuguese', () => {
    const { book, sheet } = roundTrip([row({})]);
    expect(book.SheetNames).toEqual(['Oportunidades']);
    expect(sheet.A1.v).toBe('Status');
    expect(EXPORT_HEADERS).toEqual(
      expect.arrayContaining(['Data de criação', 'Razão social', 'CNPJ', 'Valor estimado', 'Data de aprovação']),
    );
  });

  it('writes labels, the masked CNPJ, real dates of the Brasília day and the value as a currency number', () => {
    const { sheet } = roundTrip([
      // 01:30 UTC is still the evening before in Brasília.
      row({ status: 'APPROVED', createdAt: '2026-03-10T01:30:00.000Z', approveDate: '2026-03-12T15:00:00.000Z' }),
    ]);
    expect(sheet[`${column('Status')}2`].v).toBe('Aprovada');
    expect(sheet[`${column('CNPJ')}2`].v).toBe('12.345.678/0001-95');
    const created = sheet[`${column('Data de criação')}2`];
    expect(created.t).toBe('d');
    expect(created.z).toBe('dd/mm/yyyy');
    expect((created.v as Date).toISOString().slice(0, 10)).toBe('2026-03-09');
    expect(sheet[`${column('Data de aprovação')}2`].w).toBe('12/03/2026');
    const value = sheet[`${column('Valor estimado')}2`];
    expect(value.t).toBe('n');
    expect(value.v).toBe(1234.5);
    expect(value.z).toContain('R$');
  });

  it('says "Sem Data" for the approval date of an opportunity that is not approved', () => {
    const { sheet } = roundTrip([row({ status: 'RENOVATION', approveDate: '2026-01-05T12:00:00.000Z' })]);
    expect(sheet[`${column('Data de aprovação')}2`].v).toBe('Sem Data');
    expect(sheet[`${column('Status')}2`].v).toBe('Renovação Pendente');
  });

  it('holds one data row per opportunity', () => {
    const { sheet } = roundTrip([row({}), row({ cnpj: '12ABC34501DE35' }), row({})]);
    expect(sheet['!ref']).toBe(`A1:${column('Registro no CRM')}4`);
  });
});
