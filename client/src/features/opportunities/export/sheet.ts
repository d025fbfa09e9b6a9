/**
 * The "Oportunidades" spreadsheet (spec section 2): a header row of Portuguese column names, then one row per
 * opportunity with the values a person reads: status labels, real dates (dd/mm/yyyy cells, so that a spreadsheet
 * sorts them as dates), the value as a number in reais, the CNPJ with its mask, the business days waiting as a
 * number and yes/no as "Sim"/"Não"; column widths and an autofilter.
 * Written as the rows arrive: each batch becomes the XML of its rows (cells.ts) and goes straight into the zip,
 * so the workbook never sits whole in memory.
 */

import { saveFile } from '../../../lib/download.js';
import { formatCnpj } from '../../../lib/format.js';
import { FIELD_LABELS } from '../fieldLabels.js';
import { opportunityListMessages as m } from '../messages/list.js';
import { opportunityMessages } from '../messages/outcomes.js';
import { listedApproveDate, STATUS_LABELS, yesNo } from '../model.js';
import { DISTRIBUTOR_LABEL } from '../rules.js';
import { currency, day, integer, SharedStrings, text, xmlText } from './cells.js';
import type { ExportRow } from './exportRow.js';
import { workerDeflaters } from './offThreadDeflaters.js';
import { zipToBlob } from './zip.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Column {
  header: string;
  /** Width in characters. */
  width: number;
  /** The row's cell; texts that repeat down the column go to `shared`. */
  cell: (row: ExportRow, shared: SharedStrings) => string;
}

const COLUMNS: Column[] = [
  { header: FIELD_LABELS.status, width: 22, cell: (r, s) => s.cell(STATUS_LABELS[r.status]) },
  { header: FIELD_LABELS.name, width: 40, cell: (r) => text(r.name) },
  { header: FIELD_LABELS.createdAt, width: 14, cell: (r) => day(r.createdAt) },
  { header: FIELD_LABELS.corporateName, width: 40, cell: (r) => text(r.corporateName) },
  { header: FIELD_LABELS.fantasyName, width: 30, cell: (r) => text(r.fantasyName) },
  { header: FIELD_LABELS.cnpj, width: 20, cell: (r) => text(formatCnpj(r.cnpj)) },
  { header: FIELD_LABELS.estimated, width: 16, cell: (r) => currency(r.estimated) },
  {
    header: FIELD_LABELS.approveDate,
    width: 16,
    cell: (r, s) => {
      const approved = listedApproveDate(r);
      return approved ? day(approved) : s.cell(opportunityMessages.noDate);
    },
  },
  { header: m.columns.distributor, width: 22, cell: (_r, s) => s.cell(DISTRIBUTOR_LABEL) },
  { header: FIELD_LABELS.resaleName, width: 30, cell: (r, s) => s.cell(r.resaleName) },
  { header: FIELD_LABELS.state, width: 8, cell: (r, s) => s.cell(r.state) },
  { header: FIELD_LABELS.city, width: 22, cell: (r, s) => s.cell(r.city) },
  { header: FIELD_LABELS.email, width: 30, cell: (r) => text(r.email) },
  { header: FIELD_LABELS.register, width: 20, cell: (r) => text(r.register) },
  // What the list shows beside each row (design sections 15 and 17), so that a filtered sheet matches the screen.
  { header: m.columns.waitingBusinessDays, width: 16, cell: (r) => integer(r.waitingBusinessDays) },
  { header: m.decisionOverdue, width: 14, cell: (r, s) => s.cell(yesNo(r.decisionOverdue ?? false)) },
  { header: m.companyUnverifiedFilter, width: 18, cell: (r, s) => s.cell(yesNo(r.companyUnverified ?? false)) },
  { header: m.columns.companyStatus, width: 18, cell: (r, s) => s.cell(r.companyStatus ?? m.companyStatusUnknown) },
  { header: FIELD_LABELS.seller, width: 24, cell: (r, s) => s.cell(r.seller) },
];

export const EXPORT_HEADERS = COLUMNS.map((c) => c.header);

/** The last column's letter (fewer than 27 columns). */
const LAST_COLUMN = String.fromCharCode(64 + COLUMNS.length);

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>\
</Types>`;

const ROOT_RELS = `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">\
<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">\
<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>\
<Relationship Id="rId3" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

/** Cell formats: 0 general, 1 the date (dd/mm/yyyy), 2 the currency (R$ with thousands and cents). */
const STYLES = `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}">\
<numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="&quot;R$&quot; #,##0.00"/></numFmts>\
<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const workbook = (lastRow: number) => `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">\
<sheets><sheet name="${xmlText(m.exportSheet)}" sheetId="1" r:id="rId1"/></sheets>\
<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">\
'${xmlText(m.exportSheet)}'!$A$1:$${LAST_COLUMN}$${lastRow}</definedName></definedNames></workbook>`;

/** The worksheet's XML, a batch of rows at a time; `lastRow` tells the row count once it is over. */
async function* worksheet(
  batches: AsyncIterable<readonly ExportRow[]>,
  shared: SharedStrings,
  end: (lastRow: number) => void,
) {
  const cols = COLUMNS.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`);
  yield `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><cols>${cols.join('')}</cols><sheetData>`;
  yield `<row r="1">${EXPORT_HEADERS.map(text).join('')}</row>`;
  let n = 1;
  for await (const rows of batches) {
    let xml = '';
    for (const row of rows) {
      xml += `<row r="${++n}">`;
      for (const column of COLUMNS) xml += column.cell(row, shared);
      xml += '</row>';
    }
    yield xml;
  }
  end(n);
  yield `</sheetData><autoFilter ref="A1:${LAST_COLUMN}${n}"/></worksheet>`;
}

/**
 * The workbook of the rows `batches` yields, written as they come (the caller reports its progress as it hands
 * them over). An error or an abort from `batches` rejects, and nothing is made.
 */
export async function buildOpportunityWorkbook(batches: AsyncIterable<readonly ExportRow[]>): Promise<Blob> {
  let lastRow = 1;
  const shared = new SharedStrings();
  const parts = function* () {
    yield { name: '[Content_Types].xml', content: CONTENT_TYPES };
    yield { name: '_rels/.rels', content: ROOT_RELS };
    yield { name: 'xl/_rels/workbook.xml.rels', content: WORKBOOK_RELS };
    yield { name: 'xl/styles.xml', content: STYLES };
    yield { name: 'xl/worksheets/sheet1.xml', content: worksheet(batches, shared, (n) => (lastRow = n)) };
    // Made once the sheet is written: the texts it shared, and the autofilter's range (the row count).
    yield { name: 'xl/sharedStrings.xml', content: XML_DECLARATION + shared.xml(MAIN_NS) };
    yield { name: 'xl/workbook.xml', content: workbook(lastRow) };
  };
  // Compressed on a worker where there is one (a browser), so that the page writes rows while it deflates.
  const workers = typeof Worker === 'undefined' ? undefined : workerDeflaters();
  try {
    return await zipToBlob(parts(), XLSX_TYPE, workers?.open);
  } finally {
    workers?.terminate();
  }
}

/** Hands "Oportunidades.xlsx" to the browser as a download. */
export function saveOpportunityWorkbook(file: Blob): void {
  saveFile(file, m.exportFile);
}
