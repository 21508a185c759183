import { strToU8, zipSync } from 'fflate';

/** One kind's rows, as the export repository read them. */
export interface ExportSection {
  name: string;
  rows: Record<string, unknown>[];
}

/** A value as JSON carries it: dates as ISO text, big integers as text. */
const jsonValue = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
};

const plain = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, jsonValue(value)]));

/** A cell's text: objects as JSON; text a spreadsheet would run as a formula gets a `'`. */
function cell(value: unknown): string {
  const shown = jsonValue(value);
  let text =
    shown === null || shown === undefined
      ? ''
      : typeof shown === 'object'
        ? JSON.stringify(shown)
        : String(shown);
  if (/^[=+\-@\t\r]/.test(text) && typeof shown === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV, CRLF lines, the header from every row's columns (first seen first). */
export function toCsv(rows: Record<string, unknown>[]): string {
  const columns: string[] = [];
  for (const row of rows)
    for (const key of Object.keys(row)) {
      if (!columns.includes(key)) columns.push(key);
    }
  if (columns.length === 0) return '';
  const lines = [columns.map(cell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The export's zip: `data.json` (every kind, keyed by name, with when and for whom it was
 * made) and one CSV per kind (`csv/<kind>.csv`, header only when the kind has rows), plus a
 * short README in the member's language. Built in memory: a member's data is small, and the
 * job builds one at a time.
 */
export function buildExportZip(input: {
  memberId: number;
  generatedAt: Date;
  sections: ExportSection[];
  readme: string;
}): Uint8Array {
  const data = {
    member_id: String(input.memberId),
    generated_at: input.generatedAt.toISOString(),
    format: 'kilau-data-export/1',
    records: Object.fromEntries(
      input.sections.map((section) => [section.name, section.rows.map(plain)]),
    ),
  };
  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(input.readme),
    'data.json': strToU8(JSON.stringify(data, null, 2)),
  };
  for (const section of input.sections) {
    // A BOM, so spreadsheet programs read the UTF-8 names and addresses as UTF-8.
    files[`csv/${section.name}.csv`] = strToU8(`\uFEFF${toCsv(section.rows)}`);
  }
  return zipSync(files, { level: 6, mtime: input.generatedAt });
}
