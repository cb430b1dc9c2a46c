import { MAX_FILE_SIZE_BYTES } from '@/content/consultation';
import {
  acceptAttribute,
  addFiles,
  addFilesExplained,
  documentsRefusalMessage,
  explainRefusals,
  joinNames,
  notAddedBeforeSending,
  notAddedNames,
  fileExtension,
  formatFileSize,
  hasAcceptedType,
  isAcceptedFile,
  isFull,
  refusalMessage,
  removeFileAt,
  totalSize,
  type FileLike,
} from './uploads';

const MB = 1024 * 1024;
const file = (name: string, size = 1000): FileLike => ({ name, size });
const files = (count: number, size = 1000) => Array.from({ length: count }, (_, i) => file(`doc-${i + 1}.pdf`, size));

describe('the accepted types (spec 9)', () => {
  it('are the seven extensions, offered to the file picker', () => {
    expect(acceptAttribute).toBe('.pdf,.doc,.docx,.jpg,.jpeg,.png,.txt');
  });
});

describe('fileExtension and hasAcceptedType', () => {
  it.each([
    ['claim.pdf', 'pdf'],
    ['CLAIM.PDF', 'pdf'],
    ['Photo.JpEg', 'jpeg'],
    ['invoice.2024.docx', 'docx'],
    ['archive.pdf.exe', 'exe'],
    ['README', ''],
    ['notes.', ''],
    ['.txt', 'txt'],
    ['', ''],
  ])('%j has extension %j', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });

  it.each(['a.pdf', 'a.doc', 'a.docx', 'a.jpg', 'a.jpeg', 'a.png', 'a.txt', 'A.PDF', 'B.Docx', 'scan.final.PNG'])(
    'accepts %s',
    (name) => expect(hasAcceptedType(name)).toBe(true),
  );

  it.each(['a.exe', 'a.gif', 'a.pdf.exe', 'pdf', 'README', 'notes.', 'a.pdfx', 'a. pdf', 'a.zip', 'a.html', 'a.svg'])(
    'rejects %s',
    (name) => expect(hasAcceptedType(name)).toBe(false),
  );
});

describe('isAcceptedFile: the 10 MB limit', () => {
  it('keeps a file of exactly 10 MB (only "over 10 MB" is dropped)', () => {
    expect(isAcceptedFile(file('big.pdf', MAX_FILE_SIZE_BYTES))).toBe(true);
  });
  it('drops a file of 10 MB and one byte', () => {
    expect(isAcceptedFile(file('big.pdf', MAX_FILE_SIZE_BYTES + 1))).toBe(false);
  });
  it('keeps an empty file and rejects nonsense sizes', () => {
    expect(isAcceptedFile(file('empty.txt', 0))).toBe(true);
    expect(isAcceptedFile(file('odd.txt', -1))).toBe(false);
    expect(isAcceptedFile(file('odd.txt', Number.NaN))).toBe(false);
  });
});

describe('addFiles (spec 5)', () => {
  it('adds accepted files after the current ones, in order', () => {
    const current = [file('a.pdf')];
    expect(addFiles(current, [file('b.png'), file('c.txt')]).map((f) => f.name)).toEqual(['a.pdf', 'b.png', 'c.txt']);
  });

  it('silently drops files of other types and keeps the rest of the addition', () => {
    const result = addFiles([], [file('virus.exe'), file('claim.PDF'), file('README'), file('two.dots.docx')]);
    expect(result.map((f) => f.name)).toEqual(['claim.PDF', 'two.dots.docx']);
  });

  it('silently drops a file over 10 MB and keeps one of exactly 10 MB', () => {
    const result = addFiles([], [file('over.pdf', 10 * MB + 1), file('exact.pdf', 10 * MB)]);
    expect(result.map((f) => f.name)).toEqual(['exact.pdf']);
  });

  it('returns the same list when nothing is accepted', () => {
    const current = [file('a.pdf')];
    expect(addFiles(current, [])).toBe(current);
    expect(addFiles(current, [file('x.exe'), file('y.pdf', 11 * MB)])).toBe(current);
  });

  it('accepts a 5th file', () => {
    expect(addFiles(files(4), [file('fifth.pdf')])).toHaveLength(5);
  });

  it('ignores a 6th file', () => {
    const five = files(5);
    expect(addFiles(five, [file('sixth.pdf')])).toBe(five);
  });

  it('ignores the whole addition when it would pass 5 files, even if part of it would fit', () => {
    const three = files(3);
    expect(addFiles(three, [file('x.pdf'), file('y.pdf'), file('z.pdf')])).toBe(three);
    expect(addFiles(three, [file('x.pdf'), file('y.pdf')])).toHaveLength(5);
  });

  it('counts only accepted files towards the 5: dropped ones do not block an addition', () => {
    const result = addFiles(files(3), [file('x.pdf'), file('bad.exe'), file('y.pdf'), file('huge.pdf', 20 * MB)]);
    expect(result).toHaveLength(5);
  });

  it('allows exactly 50 MB in total', () => {
    const result = addFiles(files(4, 10 * MB), [file('last.pdf', 10 * MB)]);
    expect(totalSize(result)).toBe(50 * MB);
    expect(result).toHaveLength(5);
  });

  // With the spec's limits (5 files of at most 10 MB) the list can never pass 50 MB through addFiles, so the
  // total rule is checked against lists that already hold more than the per-file limit allows.
  it('ignores the whole addition when it would pass 50 MB in total', () => {
    const heavy = [file('a.pdf', 45 * MB)];
    expect(addFiles(heavy, [file('b.pdf', 5 * MB)])).toHaveLength(2);
    expect(addFiles(heavy, [file('b.pdf', 5 * MB + 1)])).toBe(heavy);
    expect(addFiles(heavy, [file('b.pdf', 3 * MB), file('c.pdf', 3 * MB)])).toBe(heavy);
  });

  it('ignores a single addition of 6 files from an empty list', () => {
    const empty: FileLike[] = [];
    expect(addFiles(empty, files(6))).toBe(empty);
  });

  it('does not change the lists it is given', () => {
    const current = [file('a.pdf')];
    const incoming = [file('b.pdf')];
    addFiles(current, incoming);
    expect(current).toHaveLength(1);
    expect(incoming).toHaveLength(1);
  });

  it('keeps names with markup, emoji and right-to-left text as they are', () => {
    const names = ['<img src=x onerror=alert(1)>.pdf', '📄 contract.docx', 'عقد.pdf'];
    expect(addFiles([], names.map((n) => file(n))).map((f) => f.name)).toEqual(names);
  });
});

describe('removeFileAt', () => {
  it('removes the file at the index and leaves the others in order', () => {
    const list = files(3);
    expect(removeFileAt(list, 1).map((f) => f.name)).toEqual(['doc-1.pdf', 'doc-3.pdf']);
  });
  it('returns the same list for an index out of range', () => {
    const list = files(2);
    expect(removeFileAt(list, 5)).toBe(list);
    expect(removeFileAt(list, -1)).toBe(list);
  });
});

describe('isFull (spec 4)', () => {
  it('is not full below 5 files and 50 MB', () => {
    expect(isFull([])).toBe(false);
    expect(isFull(files(4, 12 * MB))).toBe(false);
  });
  it('is full at 5 files', () => {
    expect(isFull(files(5))).toBe(true);
  });
  it('is full at 50 MB in total with fewer than 5 files', () => {
    expect(isFull([file('a.pdf', 25 * MB), file('b.pdf', 25 * MB)])).toBe(true);
    expect(isFull([file('a.pdf', 25 * MB), file('b.pdf', 25 * MB - 1)])).toBe(false);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [512, '512 bytes'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [820 * 1024, '820 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [1.5 * MB, '1.5 MB'],
    [10 * MB, '10 MB'],
    [10 * MB + 1, '10 MB'],
    [50 * MB, '50 MB'],
  ])('%d bytes reads %j', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
  it('gives nothing for nonsense sizes', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe('addFilesExplained: which files were not added, and why (issue 18)', () => {
  const names = (list: readonly FileLike[]) => list.map((f) => f.name);
  const explain = (current: readonly FileLike[], incoming: readonly FileLike[]) => {
    const { files: next, refused } = addFilesExplained(current, incoming);
    return { next: names(next), refused: refused.map((r) => [r.reason, names(r.files)]) };
  };

  it('names nothing when every file is added', () => {
    expect(explain([], [file('a.pdf'), file('b.png')])).toEqual({ next: ['a.pdf', 'b.png'], refused: [] });
  });

  it('names files of other types and files over 10 MB, and adds the rest', () => {
    expect(explain([], [file('setup.exe'), file('a.pdf'), file('big.pdf', 10 * MB + 1), file('README')])).toEqual({
      next: ['a.pdf'],
      refused: [
        ['type', ['setup.exe', 'README']],
        ['size', ['big.pdf']],
      ],
    });
  });

  it('names the whole addition when it would pass 5 files, or the list is full', () => {
    expect(explain(files(3), [file('x.pdf'), file('y.pdf'), file('z.pdf')])).toEqual({
      next: names(files(3)),
      refused: [['count', ['x.pdf', 'y.pdf', 'z.pdf']]],
    });
    expect(explain(files(5), [file('sixth.pdf')]).refused).toEqual([['count', ['sixth.pdf']]]);
  });

  it('names the whole addition when it would pass 50 MB, or the list already holds 50 MB', () => {
    expect(explain([file('a.pdf', 45 * MB)], [file('b.pdf', 5 * MB + 1)]).refused).toEqual([['total', ['b.pdf']]]);
    expect(explain([file('a.pdf', 50 * MB)], [file('empty.txt', 0)]).refused).toEqual([['total', ['empty.txt']]]);
  });
});

describe('refusalMessage', () => {
  it('says which file, why, and what can be done', () => {
    expect(refusalMessage({ reason: 'type', files: [file('setup.exe')] }, [])).toBe(
      'setup.exe was not added: only PDF, Word, JPG, PNG and text files can be attached.',
    );
    expect(refusalMessage({ reason: 'type', files: [file('a.exe'), file('b.gif'), file('c.zip')] }, [])).toBe(
      'a.exe, b.gif and c.zip were not added: only PDF, Word, JPG, PNG and text files can be attached.',
    );
    expect(refusalMessage({ reason: 'size', files: [file('scan.pdf', 11 * MB)] }, [])).toBe(
      'scan.pdf was not added: it is larger than 10 MB, the most for one file.',
    );
    expect(refusalMessage({ reason: 'count', files: [file('d.pdf'), file('e.pdf'), file('f.pdf')] }, files(3))).toBe(
      'd.pdf, e.pdf and f.pdf were not added: you can attach up to 5 files, and 3 are already chosen. Remove a file first, or choose fewer.',
    );
    expect(refusalMessage({ reason: 'total', files: [file('b.pdf', 6 * MB)] }, [file('a.pdf', 45 * MB)])).toBe(
      'b.pdf was not added: all the files together can be at most 50 MB, and those already chosen come to 45 MB. Remove a file first, or choose smaller ones.',
    );
  });
});

describe('documentsRefusalMessage', () => {
  it('gives the inbox\'s reason, then what to change for the file it names', () => {
    expect(documentsRefusalMessage('"scan.pdf" is not the kind of file its name says.', [file('a.png'), file('scan.pdf')])).toBe(
      '"scan.pdf" is not the kind of file its name says. Remove scan.pdf from the list, or attach a copy saved as a PDF, Word, JPG, PNG or text file of up to 10 MB instead, then send your request.',
    );
  });

  it('without a file named, says what the documents may be; never to simply try again', () => {
    const text = documentsRefusalMessage(undefined, [file('a.pdf')]);
    expect(text).toBe(
      'Our system did not accept the documents. Change the documents (PDF, Word, JPG, PNG or text files; up to 5 files, 10 MB each and 50 MB in total), or remove them, then send your request.',
    );
    expect(text).not.toMatch(/try again/i);
  });
});

describe('files not added, before sending (issue 54)', () => {
  it('names each file, says why, and that a request sent again goes without it', () => {
    const { refused } = addFilesExplained([file('a.pdf')], [file('big.pdf', 60 * MB), file('setup.exe'), file('b.pdf')]);
    const notAdded = explainRefusals(refused, [file('a.pdf')]);
    expect(notAdded).toEqual([
      { message: 'setup.exe was not added: only PDF, Word, JPG, PNG and text files can be attached.', names: ['setup.exe'] },
      { message: 'big.pdf was not added: it is larger than 10 MB, the most for one file.', names: ['big.pdf'] },
    ]);
    expect(notAddedBeforeSending(notAdded)).toBe(
      'setup.exe was not added: only PDF, Word, JPG, PNG and text files can be attached. big.pdf was not added: it is larger than 10 MB, the most for one file. If you send your request again, it goes without setup.exe and big.pdf.',
    );
    expect(notAddedBeforeSending(explainRefusals([{ reason: 'size', files: [file('big.pdf', 11 * MB)] }], []))).toBe(
      'big.pdf was not added: it is larger than 10 MB, the most for one file. If you send your request again, it goes without big.pdf.',
    );
  });

  it('names a file once, however many times it was refused', () => {
    const twice = [
      { message: 'x', names: ['big.pdf'] },
      { message: 'y', names: ['big.pdf', 'c.exe'] },
    ];
    expect(notAddedNames(twice)).toEqual(['big.pdf', 'c.exe']);
    expect(explainRefusals([], [])).toEqual([]);
  });

  it('joins names as a sentence does', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['a.pdf'])).toBe('a.pdf');
    expect(joinNames(['a.pdf', 'b.pdf'])).toBe('a.pdf and b.pdf');
    expect(joinNames(['a.pdf', 'b.pdf', 'c.pdf'])).toBe('a.pdf, b.pdf and c.pdf');
  });
});
