import { BULK_IMPORT_MAX_ROWS, type BulkProblem } from '@kilau/domain/admin';
import { hasControlCharacters, translate, type Locale, type MessageCode } from '@kilau/domain';
import Papa from 'papaparse';

/** The words a yes/no cell may hold (`active`). */
export const YES = new Set(['1', 'true', 'yes', 'ya', 'y']);
export const NO = new Set(['0', 'false', 'no', 'tidak', 'n']);

/** The CSV's cells: a header and its data rows, each with its record number (header = 1). */
export interface ParsedCsv {
  header: string[];
  rows: Array<{ row: number; cells: string[] }>;
}

/**
 * The export escapes a cell a spreadsheet would run as a formula with a leading `'`
 * (papaparse's `escapeFormulae`); reading it back takes that mark off again.
 */
const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** Parses CSV text with papaparse (ADR 0041); blank lines are skipped, numbering kept. */
export function parseCsv(text: string): ParsedCsv | null {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    header: false,
    skipEmptyLines: false,
  });
  if (parsed.errors.some((error) => error.type === 'Quotes' || error.type === 'Delimiter')) {
    return null;
  }
  const [header, ...body] = parsed.data;
  if (!header) return null;
  const rows = body
    .map((cells, index) => ({ row: index + 2, cells: cells.map(unescapeFormula) }))
    .filter(({ cells }) => !(cells.length === 1 && cells[0]!.trim() === ''));
  return { header: header.map((name) => name.trim().toLowerCase()), rows };
}

/** A report's problems, each translated into `locale` as it is said. */
export function problemList(locale: Locale) {
  const problems: BulkProblem[] = [];
  const said = new Set<string>();
  const say = (row: number, column: string | null, code: MessageCode, params = {}) => {
    said.add(`${row}:${column ?? ''}`);
    problems.push({ row, column, message: translate(code, locale, params) });
  };
  /** Whether this row's column already has a problem (one message per cell is enough). */
  const saidOf = (row: number, column: string) => said.has(`${row}:${column}`);
  return { problems, say, saidOf };
}

/**
 * Checks a file's header against the kind's columns (an unknown or repeated column, a required
 * one missing, no rows, too many rows: problems of row 1) and answers where each column is.
 */
export function readHeader<Column extends string>(
  csv: ParsedCsv,
  columns: readonly Column[],
  required: readonly Column[],
  say: ReturnType<typeof problemList>['say'],
): Map<Column, number> {
  const known = new Set<string>(columns);
  const at = new Map<Column, number>();
  csv.header.forEach((name, index) => {
    if (!known.has(name)) say(1, name || `#${index + 1}`, 'bulk_column_unknown');
    else if (at.has(name as Column)) say(1, name, 'bulk_column_repeated');
    else at.set(name as Column, index);
  });
  for (const column of required) if (!at.has(column)) say(1, column, 'bulk_column_missing');
  if (csv.rows.length === 0) say(1, null, 'bulk_empty');
  if (csv.rows.length > BULK_IMPORT_MAX_ROWS) {
    say(1, null, 'bulk_too_many_rows', { max: BULK_IMPORT_MAX_ROWS });
  }
  return at;
}

/**
 * The data rows of a file whose cells match its header, each with its cells by column (see
 * `rowCells`) and how many problems the report had before it; a row of another length is
 * reported and skipped.
 */
export function* dataRows<Column extends string>(
  csv: ParsedCsv,
  at: ReadonlyMap<Column, number>,
  report: Pick<ReturnType<typeof problemList>, 'problems' | 'say'>,
) {
  for (const line of csv.rows) {
    if (line.cells.length !== csv.header.length) {
      report.say(line.row, null, 'bulk_row_shape');
      continue;
    }
    const before = report.problems.length;
    yield { row: line.row, before, cell: rowCells(line, at, report.say) };
  }
}

/**
 * A row's cells by column, trimmed (`undefined` for a column the file does not have). A cell with
 * a control character is reported once and read as not given: the database refuses a NUL in
 * text, and the cell's other checks would only repeat the problem.
 */
function rowCells<Column extends string>(
  row: { row: number; cells: string[] },
  at: ReadonlyMap<Column, number>,
  say: ReturnType<typeof problemList>['say'],
) {
  const read = new Map<Column, string | undefined>();
  return (column: Column): string | undefined => {
    if (read.has(column)) return read.get(column);
    const index = at.get(column);
    let text = index === undefined ? undefined : row.cells[index]!.trim();
    if (text !== undefined && hasControlCharacters(text)) {
      say(row.row, column, 'text_control_characters');
      text = undefined;
    }
    read.set(column, text);
    return text;
  };
}

/** The distinct non-blank values of one column, without control characters (for look-ups). */
export function columnValues(csv: ParsedCsv, column: string, normalize = (text: string) => text) {
  const index = csv.header.indexOf(column);
  if (index < 0) return [];
  const values = csv.rows
    .map(({ cells }) => normalize((cells[index] ?? '').trim()))
    .filter((text) => text !== '' && !hasControlCharacters(text));
  return [...new Set(values)];
}
