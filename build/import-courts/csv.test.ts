import { parseCsvCells, parseCsvTable } from '@/build/import-courts/csv';

describe('parseCsvCells', () => {
  it('reads quoted commas, newlines and doubled quotes, as PostgreSQL writes them', () => {
    expect(parseCsvCells('a,b,c\n1,"x, y","line 1\nline 2"\n2,"say ""hi""",\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'line 1\nline 2'],
      ['2', 'say "hi"', ''],
    ]);
  });

  it('accepts CRLF line ends and a byte-order mark, and no newline at the end', () => {
    expect(parseCsvCells('\ufeffa,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('refuses a quoted field that never closes', () => {
    expect(() => parseCsvCells('a\n"open')).toThrow(/unterminated/);
  });
});

describe('parseCsvTable', () => {
  it('keys each row by the required columns and ignores the others', () => {
    const { rows, problems } = parseCsvTable('t.csv', 'id,fax,name\n1,0870 000,Leeds\n', ['id', 'name']);
    expect(rows).toEqual([{ id: '1', name: 'Leeds' }]);
    expect(problems).toEqual([]);
  });

  it('names a missing column', () => {
    expect(() => parseCsvTable('court.csv', 'id,name\n1,Leeds\n', ['id', 'name', 'slug'])).toThrow('court.csv: missing column slug');
  });

  it('reports a row with the wrong number of cells instead of reading it', () => {
    const { rows, problems } = parseCsvTable('t.csv', 'id,name\n1,Leeds\n2,Bristol,extra\n3\n', ['id', 'name']);
    expect(rows).toEqual([{ id: '1', name: 'Leeds' }]);
    expect(problems).toEqual(['t.csv record 2: 3 cells, expected 2', 't.csv record 3: 1 cells, expected 2']);
  });

  it('refuses an empty file', () => {
    expect(() => parseCsvTable('t.csv', '', ['id'])).toThrow('t.csv: empty file');
  });
});
