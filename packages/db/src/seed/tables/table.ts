/**
 * Data tables are written as pipe-separated text (one row per line) so that they stay compact
 * and readable; this turns each row into a record keyed by the given column names. Blank lines
 * and `#` comments are skipped; a row with the wrong number of cells is a programming error.
 */
export function parseTable<K extends string>(text: string, columns: readonly K[]) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      if (cells.length !== columns.length) {
        throw new Error(
          `Seed table row has ${cells.length} cells, expected ${columns.length}: ${line}`,
        );
      }
      return Object.fromEntries(columns.map((key, i) => [key, cells[i]])) as Record<K, string>;
    });
}

/** "a, b, c" → ['a', 'b', 'c'] */
export const list = (cell: string, separator = ','): string[] =>
  cell
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');
