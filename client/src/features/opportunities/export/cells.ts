/**
 * Cells of the sheet's XML (SpreadsheetML): texts, dates of the Brasília day and amounts in reais. Texts that
 * repeat down a column (labels, resale, state, city) go to the shared-string table, written once each; the others
 * inline, so that no table has to hold a hundred thousand names until the last row.
 */

import { DAY_MS } from '../../../../../shared/time.js';
import { formatDate } from '../../../lib/format.js';

/** Indices in styles.xml's cellXfs (sheet.ts). */
export const STYLE = { date: 1, currency: 2 } as const;

/** Excel counts days from 1899-12-30; 1970-01-01 is its day 25569. */
const EXCEL_EPOCH_OFFSET_DAYS = 25_569;
export const EMPTY_CELL = '<c/>';

const XML_SPECIAL = /[&<>]/g;
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
/** Characters XML 1.0 cannot carry at all (control characters other than tab and line breaks). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters it removes
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
/** Anything that a text cannot carry as it is: one test, so that the usual text costs no more than that. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters of NOT_XML among others
const NEEDS_CARE = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|^\s|\s$/;

export const xmlText = (value: string) => value.replace(NOT_XML, '').replace(XML_SPECIAL, (c) => XML_ENTITIES[c]);

/** `<t>` of a text: as it is, or cleaned, with its spaces at the ends kept. */
function t(value: string): string {
  if (!NEEDS_CARE.test(value)) return `<t>${value}</t>`;
  return /^\s|\s$/.test(value) ? `<t xml:space="preserve">${xmlText(value)}</t>` : `<t>${xmlText(value)}</t>`;
}

/** A text cell written in place (an inline string); an empty one keeps its column. */
export function text(value: string | null | undefined): string {
  return value ? `<c t="inlineStr"><is>${t(value)}</is></c>` : EMPTY_CELL;
}

/** The workbook's shared strings: each text once in xl/sharedStrings.xml, cells by its index. */
export class SharedStrings {
  private readonly index = new Map<string, number>();
  private uses = 0;

  cell(value: string | null | undefined): string {
    if (!value) return EMPTY_CELL;
    let i = this.index.get(value);
    if (i === undefined) {
      i = this.index.size;
      this.index.set(value, i);
    }
    this.uses++;
    return `<c t="s"><v>${i}</v></c>`;
  }

  xml(namespace: string): string {
    let xml = `<sst xmlns="${namespace}" count="${this.uses}" uniqueCount="${this.index.size}">`;
    for (const value of this.index.keys()) xml += `<si>${t(value)}</si>`;
    return `${xml}</sst>`;
  }
}

/** The day the portal shows for an instant (Brasília) as an Excel date cell; an unreadable one as an empty cell. */
function dayCell(value: string | null | undefined): string {
  const [d, mo, y] = formatDate(value).split('/').map(Number);
  if (!d || !mo || !y) return EMPTY_CELL;
  return `<c s="${STYLE.date}"><v>${Date.UTC(y, mo - 1, d) / DAY_MS + EXCEL_EPOCH_OFFSET_DAYS}</v></c>`;
}

/** An instant in UTC (`…Z`) up to its hour: Brasília's offsets are whole hours, so the hour decides the day. */
const UTC_HOUR = /^\d{4}-\d{2}-\d{2}T\d{2}:.*Z$/;
const dayByHour = new Map<string, string>();

/**
 * A date cell, remembered by the hour of the instant: a sheet of a hundred thousand rows spans a few thousand
 * hours, so the time-zone arithmetic runs that often rather than twice a row.
 */
export function day(value: string | null | undefined): string {
  if (!value || !UTC_HOUR.test(value)) return dayCell(value);
  const hour = value.slice(0, 13);
  let cell = dayByHour.get(hour);
  if (cell === undefined) {
    cell = dayCell(value);
    dayByHour.set(hour, cell);
  }
  return cell;
}

/** A whole number a spreadsheet sums and sorts (a count of days); none (null) as an empty cell. */
export function integer(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? `<c><v>${value}</v></c>` : EMPTY_CELL;
}

export function currency(value: number): string {
  return Number.isFinite(value) ? `<c s="${STYLE.currency}"><v>${value}</v></c>` : EMPTY_CELL;
}
