import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hearingCentresFileSchema } from '@/content/courts/hearing-centres-schema';
import { addressLines, FACT_TABLES, formatHearingCentres, importFactTables, normaliseCatchment, type FactTableName, type FactTableSources } from '@/build/import-courts/fact';

const FIXTURES = path.join(__dirname, 'fixtures', 'fact-mini');
const CENTROIDS = { WF1: [53.683, -1.497], NN1: [52.243, -0.882] } as const;

function fixtures(change: Partial<Record<FactTableName, (csv: string) => string>> = {}): FactTableSources {
  const names = Object.keys(FACT_TABLES) as FactTableName[];
  return Object.fromEntries(
    names.map((name) => {
      const csv = readFileSync(path.join(FIXTURES, `${name}.csv`), 'utf8');
      return [name, change[name]?.(csv) ?? csv];
    }),
  ) as FactTableSources;
}

const court = (slug: string, result = importFactTables(fixtures(), CENTROIDS)) => result.file.courts.find((c) => c.slug === slug);

describe('importFactTables on the fixture tables', () => {
  const result = importFactTables(fixtures(), CENTROIDS);

  it('publishes every displayed County Court but the postal money claims centre, sorted by name', () => {
    expect(result.problems).toEqual([]);
    expect(result.file.courts.map((c) => c.slug)).toEqual([
      'cardiff-civil-and-family-justice-centre',
      'county-court-business-centre-ccbc',
      'leeds-combined-court-centre',
      'newcastle-civil-family-courts-and-tribunals-centre',
      'newcastle-moot-hall',
      'wakefield-civil-and-family-justice-centre',
    ]);
    expect(result.leftOut.map((c) => c.slug)).toEqual(['county-court-money-claims-centre-ccmcc']);
    expect(hearingCentresFileSchema.safeParse(result.file).success).toBe(true);
  });

  it('reads name, visiting address, coordinates, areas of law and catchment; never fax, DX, alerts or notes', () => {
    expect(court('leeds-combined-court-centre')).toEqual({
      slug: 'leeds-combined-court-centre',
      name: 'Leeds Combined Court Centre',
      kind: 'hearing-centre',
      address: { type: 'visiting', lines: ['The Courthouse', '1 Oxford Row'], town: 'Leeds', postcode: 'LS1 3BG' },
      coordinates: { lat: 53.800376, lng: -1.551755, source: 'fact' },
      areasOfLaw: ['Bankruptcy', 'Housing possession', 'Money claims'],
      catchment: ['LS1', 'LS13BG', 'LS27'],
    });
    expect(formatHearingCentres(result.file)).not.toMatch(/alert|<p>|0870|fax|\bDX\b/i);
  });

  it('keeps the Welsh name where FaCT holds one', () => {
    expect(court('cardiff-civil-and-family-justice-centre')?.nameCy).toBe('Canolfan Cyfiawnder Sifil a Theulu Caerdydd');
    expect(court('leeds-combined-court-centre')).not.toHaveProperty('nameCy');
  });

  it('marks the Civil National Business Centre as the one national issuing centre, at its Northampton address', () => {
    const cnbc = court('county-court-business-centre-ccbc');
    expect(cnbc).toMatchObject({
      name: 'Civil National Business Centre',
      kind: 'national-issuing-centre',
      address: { type: 'postal', lines: ["St Katharine's House", "21–27 St Katharine's Street"], town: 'Northampton', postcode: 'NN1 2LH' },
      coordinates: { lat: 52.243, lng: -0.882, source: 'postcode-district' },
    });
    expect(cnbc?.note).toMatch(/County Court Business Centre/);
    expect(result.file.courts.filter((c) => c.kind === 'national-issuing-centre')).toHaveLength(1);
  });

  it('notes where the County Court in Newcastle sits, and leaves out the Crown-only Quayside centre', () => {
    expect(court('newcastle-civil-family-courts-and-tribunals-centre')?.note).toMatch(/July 2021/);
    expect(court('newcastle-moot-hall')?.note).toMatch(/Barras Bridge/);
    expect(court('newcastle-upon-tyne-combined-court-centre')).toBeUndefined();
  });

  it('places a court without coordinates at its postcode district, and says so', () => {
    expect(court('wakefield-civil-and-family-justice-centre')).toMatchObject({
      address: { postcode: 'WF1 2QN' },
      coordinates: { lat: 53.683, lng: -1.497, source: 'postcode-district' },
    });
  });

  it('normalises catchment cells, removes duplicates, and lists the rows it cannot read', () => {
    expect(court('newcastle-civil-family-courts-and-tribunals-centre')?.catchment).toEqual(['NE1', 'NE18QF']);
    expect(court('cardiff-civil-and-family-justice-centre')?.catchment).toEqual(['CF', 'CF101ET']);
    expect(result.skippedCatchment).toEqual(['"GU21TQS" (court 1)', '"BB46E" (court 7)']);
    expect(result.otherCourtsCatchmentRows).toBe(1);
    expect(result.malformedRows).toEqual(['courtpostcode.csv record 13: 4 cells, expected 3']);
  });
});

describe('importFactTables refuses incomplete courts', () => {
  it('a displayed County Court without a name or slug', () => {
    const noName = importFactTables(fixtures({ court: (csv) => csv.replace('1,Leeds Combined Court Centre,', '1,,') }), CENTROIDS);
    expect(noName.problems).toContain('court 1 (no name): missing name');
    const noSlug = importFactTables(fixtures({ court: (csv) => csv.replace(',leeds-combined-court-centre,', ',,') }), CENTROIDS);
    expect(noSlug.problems).toContain('court 1 (Leeds Combined Court Centre): missing slug');
  });

  it('a court with no address, or an address postcode that is not one', () => {
    const noAddress = importFactTables(fixtures({ courtaddress: (csv) => csv.replaceAll(',6,Wakefield', ',99,Wakefield') }), CENTROIDS);
    expect(noAddress.problems).toContain('court 6 (Wakefield Civil and Family Justice Centre): no visiting or postal address');
    const badPostcode = importFactTables(fixtures({ courtaddress: (csv) => csv.replace('wf1 2qn', 'WF1') }), CENTROIDS);
    expect(badPostcode.problems).toContain('court 6 (Wakefield Civil and Family Justice Centre): address postcode "WF1" is not a postcode');
  });

  it('a court with no coordinates and no district centre', () => {
    const result = importFactTables(fixtures(), { NN1: [52.243, -0.882] });
    expect(result.problems).toContain("court 6 (Wakefield Civil and Family Justice Centre): no coordinates, and no centre for WF1 2QN's district");
  });

  it('an area of law it does not know', () => {
    const result = importFactTables(fixtures({ areaoflaw: (csv) => csv.replace('34255,Bankruptcy', '34255,Insolvency') }), CENTROIDS);
    expect(result.problems).toContain('court 1 (Leeds Combined Court Centre): unknown area of law "Insolvency"');
  });

  it('a known change whose court is missing, so it cannot silently stop applying', () => {
    const result = importFactTables(fixtures({ court: (csv) => csv.replace(',newcastle-moot-hall,t,', ',newcastle-moot-hall,f,') }), CENTROIDS);
    expect(result.problems).toContain('known change for newcastle-moot-hall: no displayed County Court with that slug');
  });

  it('a table without a column it needs', () => {
    expect(() => importFactTables(fixtures({ courtpostcode: (csv) => csv.replace('id,postcode,court_id', 'id,code,court_id') }), CENTROIDS)).toThrow(
      'courtpostcode.csv: missing column postcode',
    );
  });
});

describe('normaliseCatchment', () => {
  it.each([
    ['hp5 1qq', 'HP51QQ'],
    ['HP51', 'HP51'],
    ['WC2A', 'WC2A'],
    ['HP', 'HP'],
    ['CO10 0ND', 'CO100ND'],
  ])('reads %j as %j', (cell, entry) => expect(normaliseCatchment(cell)).toBe(entry));

  it.each(['GU21TQS', 'S0230', "SO317LA'", 'BB46E', '', '123'])('refuses %j', (cell) => expect(normaliseCatchment(cell)).toBeNull());
});

describe('addressLines (issue 54: nothing in an address twice)', () => {
  it('leaves out a part of a line that another line gives whole, and a repeated line', () => {
    expect(addressLines('County Court at Central London, Royal Courts of Justice\nThomas More Building\nRoyal Courts of Justice\nStrand')).toEqual([
      'County Court at Central London',
      'Thomas More Building',
      'Royal Courts of Justice',
      'Strand',
    ]);
    expect(addressLines('The Law Courts\n  The Quayside \nthe law courts\n\n')).toEqual(['The Law Courts', 'The Quayside']);
  });

  it('keeps a line that only begins like another, and a line all of whose parts are elsewhere', () => {
    expect(addressLines('Queensgate House\nQueensgate')).toEqual(['Queensgate House', 'Queensgate']);
    expect(addressLines('1st Floor, Thomas More Building\nRoyal Courts of Justice')).toEqual(['1st Floor, Thomas More Building', 'Royal Courts of Justice']);
    expect(addressLines('Strand, London\nStrand\nLondon')).toEqual(['Strand, London', 'Strand', 'London']);
  });
});

describe('the committed records', () => {
  it('are exactly what the importer writes, so an edit by hand shows up here', () => {
    const raw = readFileSync(path.join(process.cwd(), 'content', 'courts', 'hearing-centres.json'), 'utf8');
    expect(formatHearingCentres(hearingCentresFileSchema.parse(JSON.parse(raw)))).toBe(raw);
  });
});
