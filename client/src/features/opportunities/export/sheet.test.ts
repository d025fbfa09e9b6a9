import { describe, expect, it } from 'vitest';
import { read } from 'xlsx';
import type { ExportRow } from './exportRow.js';
import { buildOpportunityWorkbook, EXPORT_HEADERS } from './sheet.js';

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

async function* inBatches(rows: ExportRow[], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/** Writes the workbook as the browser saves it (rows arriving in batches) and reads it back as a spreadsheet would. */
async function roundTrip(rows: ExportRow[], batch = 2) {
  const file = await buildOpportunityWorkbook(inBatches(rows, batch));
  const book = read(new Uint8Array(await file.arrayBuffer()), { cellDates: true, cellNF: true, cellStyles: true });
  return { file, book, sheet: book.Sheets.Oportunidades };
}

const column = (header: string) => String.fromCharCode(65 + EXPORT_HEADERS.indexOf(header));

describe('the opportunities spreadsheet', () => {
  it('has one sheet "Oportunidades" whose first row names the columns in Portuguese', async () => {
    const { file, book, sheet } = await roundTrip([row({})]);
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(book.SheetNames).toEqual(['Oportunidades']);
    expect(sheet.A1.v).toBe('Status');
    expect(EXPORT_HEADERS).toEqual(
      expect.arrayContaining(['Data de criação', 'Razão social', 'CNPJ', 'Valor estimado', 'Data de aprovação']),
    );
  });

  it('writes labels, the masked CNPJ, real dates of the Brasília day and the value as a currency number', async () => {
    const { sheet } = await roundTrip([
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

  it('says "Sem Data" for the approval date of an opportunity that is not approved', async () => {
    const { sheet } = await roundTrip([row({ status: 'RENOVATION', approveDate: '2026-01-05T12:00:00.000Z' })]);
    expect(sheet[`${column('Data de aprovação')}2`].v).toBe('Sem Data');
    expect(sheet[`${column('Status')}2`].v).toBe('Renovação Pendente');
  });

  it('holds one data row per opportunity, whatever the batches, under an autofilter and column widths', async () => {
    const { sheet } = await roundTrip([row({}), row({ cnpj: '12ABC34501DE35' }), row({})], 2);
    expect(sheet['!ref']).toBe(`A1:${column('Vendedor Prime')}4`);
    expect(sheet['!autofilter']).toEqual({ ref: `A1:${column('Vendedor Prime')}4` });
    expect(sheet['!cols']?.[0]?.wch).toBeGreaterThan(0);
    expect(sheet[`${column('CNPJ')}3`].v).toBe('12.ABC.345/01DE-35');
  });

  it('keeps texts as typed: markup characters, spaces at the ends, empty cells in their columns', async () => {
    const { sheet } = await roundTrip([row({ name: ' <Acme & Filhos> ', fantasyName: null, state: 'SP' })]);
    expect(sheet[`${column('Nome da oportunidade')}2`].v).toBe(' <Acme & Filhos> ');
    expect(sheet[`${column('Nome fantasia')}2`]?.v ?? '').toBe('');
    expect(sheet[`${column('Estado')}2`].v).toBe('SP');
    expect(sheet[`${column('Cidade')}2`].v).toBe('Belo Horizonte');
    expect(sheet[`${column('Revenda')}2`].v).toBe('Revenda Demo');
    expect(sheet[`${column('Distribuidor')}2`].v).toBeTruthy();
  });

  it('writes the wait as a number of business days, "Fora do prazo", the company checks and the seller', async () => {
    const { sheet } = await roundTrip([
      row({
        waitingBusinessDays: 5,
        decisionOverdue: true,
        companyUnverified: true,
        companyStatus: 'BAIXADA',
        seller: 'Vera Vendedora',
      }),
      row({ status: 'APPROVED', waitingBusinessDays: null, decisionOverdue: false, companyStatus: null, seller: null }),
    ]);
    const waiting = sheet[`${column('Aguardando decisão (dias úteis)')}2`];
    expect(waiting.t).toBe('n');
    expect(waiting.v).toBe(5);
    expect(sheet[`${column('Fora do prazo')}2`].v).toBe('Sim');
    expect(sheet[`${column('Dados da empresa não verificados')}2`].v).toBe('Sim');
    expect(sheet[`${column('Situação cadastral')}2`].v).toBe('BAIXADA');
    expect(sheet[`${column('Vendedor Prime')}2`].v).toBe('Vera Vendedora');
    // Decided: no wait to count, and a company the register never confirmed says so.
    expect(sheet[`${column('Aguardando decisão (dias úteis)')}3`]?.v ?? '').toBe('');
    expect(sheet[`${column('Fora do prazo')}3`].v).toBe('Não');
    expect(sheet[`${column('Dados da empresa não verificados')}3`].v).toBe('Não');
    expect(sheet[`${column('Situação cadastral')}3`].v).toBe('Não verificada');
    expect(sheet[`${column('Vendedor Prime')}3`]?.v ?? '').toBe('');
  });

  it('an export with no rows is the header alone', async () => {
    const { sheet } = await roundTrip([]);
    expect(sheet['!ref']).toBe(`A1:${column('Vendedor Prime')}1`);
  });
});
