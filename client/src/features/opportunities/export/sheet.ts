/**
 * The "Oportunidades" spreadsheet (spec section 2): a header row of Portuguese column names, then one row per
 * opportunity with the values a person reads: status labels, real dates (dd/mm/yyyy cells, so that a spreadsheet
 * sorts them as dates), the value as a number in reais, the CNPJ with its mask. Loaded only when the user exports
 * (it carries SheetJS).
 */
import { type CellObject, type ColInfo, utils, type WorkBook, writeFileXLSX } from 'xlsx';
import type { OpportunityExportQuery } from '../../../__generated__/graphql.js';
import { DISTRIBUTOR_LABEL } from '../../../constants.js';
import { formatCnpj, formatDate } from '../../../lib/format.js';
import { FIELD_LABELS } from '../fields.js';
import { opportunityListMessages as m } from '../messages/list.js';
import { opportunityMessages } from '../messages.js';
import { listedApproveDate, STATUS_LABELS } from '../model.js';

export type ExportRow = OpportunityExportQuery['opportunities']['items'][number];

const DATE_FORMAT = 'dd/mm/yyyy';
const CURRENCY_FORMAT = '"R$" #,##0.00';
/** Excel counts days from 1899-12-30; 1970-01-01 is its day 25569. */
const EXCEL_EPOCH_OFFSET_DAYS = 25_569;
const DAY_MS = 86_400_000;

const text = (value: string | null | undefined): CellObject => ({ t: 's', v: value ?? '' });

/** The day the portal shows for an instant (Brasília) as an Excel date; an unreadable one as empty text. */
function dayCell(value: string | null | undefined): CellObject {
  const [d, mo, y] = formatDate(value).split('/').map(Number);
  if (!d || !mo || !y) return text('');
  return { t: 'n', v: Date.UTC(y, mo - 1, d) / DAY_MS + EXCEL_EPOCH_OFFSET_DAYS, z: DATE_FORMAT };
}

interface Column {
  header: string;
  /** Width in characters. */
  width: number;
  cell: (row: ExportRow) => CellObject;
}

const COLUMNS: Column[] = [
  { header: FIELD_LABELS.status, width: 22, cell: (r) => text(STATUS_LABELS[r.status]) },
  { header: FIELD_LABELS.name, width: 40, cell: (r) => text(r.name) },
  { header: FIELD_LABELS.createdAt, width: 14, cell: (r) => dayCell(r.createdAt) },
  { header: FIELD_LABELS.corporateName, width: 40, cell: (r) => text(r.corporateName) },
  { header: FIELD_LABELS.fantasyName, width: 30, cell: (r) => text(r.fantasyName) },
  { header: FIELD_LABELS.cnpj, width: 20, cell: (r) => text(formatCnpj(r.cnpj)) },
  { header: FIELD_LABELS.estimated, width: 16, cell: (r) => ({ t: 'n', v: r.estimated, z: CURRENCY_FORMAT }) },
  {
    header: FIELD_LABELS.approveDate,
    width: 16,
    cell: (r) => {
      const approved = listedApproveDate(r);
      return approved ? dayCell(approved) : text(opportunityMessages.noDate);
    },
  },
  { header: m.columns.distributor, width: 22, cell: () => text(DISTRIBUTOR_LABEL) },
  { header: FIELD_LABELS.resaleName, width: 30, cell: (r) => text(r.resaleName) },
  { header: FIELD_LABELS.state, width: 8, cell: (r) => text(r.state) },
  { header: FIELD_LABELS.city, width: 22, cell: (r) => text(r.city) },
  { header: FIELD_LABELS.email, width: 30, cell: (r) => text(r.email) },
  { header: FIELD_LABELS.register, width: 20, cell: (r) => text(r.register) },
];

export const EXPORT_HEADERS = COLUMNS.map((c) => c.header);

export function buildOpportunityWorkbook(rows: readonly ExportRow[]): WorkBook {
  const sheet = utils.aoa_to_sheet([EXPORT_HEADERS, ...rows.map((row) => COLUMNS.map((c) => c.cell(row)))]);
  sheet['!cols'] = COLUMNS.map((c): ColInfo => ({ wch: c.width }));
  if (sheet['!ref']) sheet['!autofilter'] = { ref: sheet['!ref'] };
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, m.exportSheet);
  return book;
}

/** Hands "Oportunidades.xlsx" to the browser, whole: built in memory first, then saved in one go. */
export function downloadOpportunityWorkbook(rows: readonly ExportRow[]): void {
  writeFileXLSX(buildOpportunityWorkbook(rows), m.exportFile, { compression: true });
}
