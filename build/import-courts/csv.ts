/**
 * A CSV parser for the FaCT tables (RFC 4180: quoted fields may hold commas, newlines and doubled quotes). Every
 * row becomes an object keyed by the header; a missing column named in `required` is an error naming the table,
 * and a row with the wrong number of cells is returned as a problem instead of a record.
 */
export type CsvRow<C extends string = string> = Readonly<Record<C, string>>;
export type CsvTable<C extends string = string> = { rows: CsvRow<C>[]; problems: string[] };

/** The cells of each line, quotes removed; a trailing newline does not make an empty row. */
export function parseCsvCells(source: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
    i += 1;
  }
  if (quoted) throw new Error('unterminated quoted field at the end of the file');
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A table's rows as records; throws if the header lacks a required column. */
export function parseCsvTable<C extends string>(name: string, source: string, required: readonly C[]): CsvTable<C> {
  const [header, ...lines] = parseCsvCells(source);
  if (!header) throw new Error(`${name}: empty file`);
  const missing = required.filter((column) => !header.includes(column));
  const at = required.map((column) => header.indexOf(column));
  if (missing.length > 0) throw new Error(`${name}: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
  const rows: CsvRow<C>[] = [];
  const problems: string[] = [];
  lines.forEach((cells, index) => {
    if (cells.length === 1 && cells[0] === '') return;
    if (cells.length !== header.length) {
      problems.push(`${name} record ${index + 1}: ${cells.length} cells, expected ${header.length}`);
      return;
    }
    rows.push(Object.fromEntries(required.map((column, c) => [column, cells[at[c] ?? -1] ?? ''])) as CsvRow<C>);
  });
  return { rows, problems };
}
