import { hearingCentres } from '@/content/courts/hearing-centres';
import { outcodeCentroids } from '@/content/courts/outcode-centroids';
import { distanceFrom, formatMiles } from '@/lib/courts/distance';
import { GET, generateStaticParams } from '@/app/court-finder/[file]/route';
import { finderFiles, finderIndex } from './committed-index';
import { areaOfLawFlag, finderCourtPostcode, postcodeArea, type FinderAreaOfLaw } from './finder-index';
import { searchCourts, type FinderAnswer } from './finder-search';
import { parsePostcodeQuery, type PostcodeQuery } from './postcode-query';

const { core, shards } = finderIndex;

function find(typed: string, areaOfLaw: FinderAreaOfLaw = 'Money claims') {
  const query = parsePostcodeQuery(typed);
  if (query.kind !== 'postcode') throw new Error(`${typed} is not a postcode of England and Wales: ${query.kind}`);
  return searchCourts(query, areaOfLaw, core, shards[query.area] ?? null);
}
function answer(typed: string, areaOfLaw: FinderAreaOfLaw = 'Money claims') {
  const found = find(typed, areaOfLaw);
  if (found.kind !== 'answer') throw new Error(`${typed}: no answer`);
  return found;
}
const slugs = (ranked: FinderAnswer & { kind: 'answer' }) => ranked.courts.map(({ court }) => court.slug);

describe('parsePostcodeQuery', () => {
  it.each([
    ['CF10 1ET', 'full', 'CF10 1ET', ['CF101ET', 'CF101', 'CF10', 'CF']],
    ['cf101et', 'full', 'CF10 1ET', ['CF101ET', 'CF101', 'CF10', 'CF']],
    ['  c f 1 0  1 e t ', 'full', 'CF10 1ET', ['CF101ET', 'CF101', 'CF10', 'CF']],
    ['m11aa', 'full', 'M1 1AA', ['M11AA', 'M11', 'M1', 'M']],
    ['ec1a 1bb', 'full', 'EC1A 1BB', ['EC1A1BB', 'EC1A1', 'EC1A', 'EC']],
    ['CF10 1', 'sector', 'CF10 1', ['CF101', 'CF10', 'CF']],
    ['cf101', 'sector', 'CF10 1', ['CF101', 'CF10', 'CF']],
    ['CF1 1', 'sector', 'CF1 1', ['CF11', 'CF1', 'CF']],
    ['CF11', 'outcode', 'CF11', ['CF11', 'CF']],
    [' ls1 ', 'outcode', 'LS1', ['LS1', 'LS']],
    ['cf', 'area', 'CF', ['CF']],
    ['TD15 1AA', 'full', 'TD15 1AA', ['TD151AA', 'TD151', 'TD15', 'TD']],
    ['GL1', 'outcode', 'GL1', ['GL1', 'GL']],
  ])('reads %j as a %s postcode %s', (typed, level, display, keys) => {
    expect(parsePostcodeQuery(typed)).toEqual(expect.objectContaining({ kind: 'postcode', level, display, keys }));
  });

  it.each(['', '   '])('reads %j as empty', (typed) => expect(parsePostcodeQuery(typed)).toEqual({ kind: 'empty' }));

  it.each(['hello', 'CF10 1E', '12345', 'CF10 1ETX', '1', 'CF10-1ET', 'ABC', '1AA', 'CF10 1ET CF10 1ET', 'x'.repeat(500), '<b>CF10</b>'])(
    'reads %j as malformed',
    (typed) => expect(parsePostcodeQuery(typed)).toEqual({ kind: 'malformed' }),
  );

  const outside: [string, PostcodeQuery & { kind: 'outside' }][] = [
    ...['AB10 1AA', 'DD1 1AA', 'DG1 1AA', 'EH1 1AA', 'FK1 1AA', 'G1 1AA', 'HS1 2AA', 'IV1 1AA', 'KA1 1AA', 'KW1 4AA', 'KY1 1AA', 'ML1 1AA', 'PA1 1AA', 'PH1 1AA', 'ZE1 0AA', 'TD1 1AA', 'TD9 7AA', 'TD14 5AA'].map(
      (p): [string, PostcodeQuery & { kind: 'outside' }] => [p, { kind: 'outside', display: p, place: 'scotland' }],
    ),
    ['eh1', { kind: 'outside', display: 'EH1', place: 'scotland' }],
    ['td', { kind: 'outside', display: 'TD', place: 'scotland' }],
    ['BT1 1AA', { kind: 'outside', display: 'BT1 1AA', place: 'northern-ireland' }],
    ['bt48', { kind: 'outside', display: 'BT48', place: 'northern-ireland' }],
    ['IM1 1AA', { kind: 'outside', display: 'IM1 1AA', place: 'isle-of-man' }],
    ['JE2 3AA', { kind: 'outside', display: 'JE2 3AA', place: 'jersey' }],
    ['GY1 1AA', { kind: 'outside', display: 'GY1 1AA', place: 'guernsey' }],
  ];
  it.each(outside)('tells %j is outside England and Wales', (typed, expected) => expect(parsePostcodeQuery(typed)).toEqual(expected));

  it('keeps the English TD districts (TD12, TD15) in England and Wales', () => {
    expect(parsePostcodeQuery('TD15 1AA').kind).toBe('postcode');
    expect(parsePostcodeQuery('TD12 4AA').kind).toBe('postcode');
  });
});

describe('searchCourts against the committed data (money claims unless said)', () => {
  it('matches a full postcode in a catchment list', () => {
    // "CF38AU" is listed for Cardiff as a full postcode; CF3 8AZ, beside it, is not listed at all.
    expect(shards.CF!.catchment.CF38AU).toBeDefined();
    expect(answer('cf3 8au')).toEqual(expect.objectContaining({ level: 'full', from: 'CF3' }));
    expect(slugs(answer('cf3 8au'))).toEqual(['cardiff-civil-and-family-justice-centre']);
    expect(answer('CF3 8AZ').level).toBe('area');
  });

  it('matches a sector when the full postcode is not listed', () => {
    expect(answer('CF11 0ZZ')).toEqual(expect.objectContaining({ level: 'sector', from: 'CF11' }));
    expect(slugs(answer('CF11 0ZZ'))).toEqual(['cardiff-civil-and-family-justice-centre']);
  });

  it('matches an outcode (PO19, Chichester: listed under Chelmsford, with Portsmouth 14 miles away) and shows the oddity', () => {
    const found = answer('po19 1aa');
    expect(found.level).toBe('outcode');
    expect(slugs(found)).toEqual(['chelmsford-county-and-family-court']);
    expect(found.courts[0]!.miles).toBeGreaterThan(80);
    expect(found.nextNearest[0]!.court.slug).toBe('portsmouth-combined-court-centre');
    expect(formatMiles(found.nextNearest[0]!.miles)).toBe('14 miles');
    expect(found.oddity?.listed.court.slug).toBe('chelmsford-county-and-family-court');
    expect(found.oddity?.nearest.court.slug).toBe('portsmouth-combined-court-centre');
  });

  it('matches the area letters when nothing more precise is listed', () => {
    const found = answer('CF10 1ET');
    expect(found).toEqual(expect.objectContaining({ level: 'area', from: 'CF10' }));
    expect(slugs(found)).toEqual(['cardiff-civil-and-family-justice-centre']);
    expect(found.oddity).toBeNull();
    // Area letters alone are placed at the mean of the area's outcode centres.
    expect(answer('cf')).toEqual(expect.objectContaining({ level: 'area', from: 'CF' }));
  });

  it('falls back to the nearest courts with the area of law when no catchment list holds the postcode', () => {
    const found = answer('CB2 1TN');
    expect(found.level).toBe('nearest');
    expect(slugs(found)).toEqual(['cambridge-county-court-and-family-court']);
    expect(found.nextNearest).toHaveLength(3);
    const miles = [found.courts[0]!.miles!, ...found.nextNearest.map((n) => n.miles)];
    expect([...miles].sort((a, b) => a - b)).toEqual(miles);
  });

  it('answers per area of law: only courts listing it, matched or nearest', () => {
    // HP5 1QQ is listed under High Wycombe, which takes money claims and housing possession but not bankruptcy.
    expect(slugs(answer('HP5 1QQ', 'Money claims'))).toEqual(['high-wycombe-county-court-and-family-court']);
    const bankruptcy = answer('HP5 1QQ', 'Bankruptcy');
    expect(bankruptcy.level).toBe('nearest');
    for (const { court } of [...bankruptcy.courts, ...bankruptcy.nextNearest]) expect(court.areas & areaOfLawFlag('Bankruptcy')).not.toBe(0);
    expect(slugs(answer('LL11 1AA', 'Housing possession'))).toEqual(['wrexham-county-and-family-court']);
  });

  it('never answers with the national issuing centre, which takes no hearings', () => {
    expect(core.courts.map((court) => court.slug)).not.toContain('county-court-business-centre-ccbc');
    for (const typed of ['NN1 2LH', 'NN1', 'NN']) expect(slugs(answer(typed))).not.toContain('county-court-business-centre-ccbc');
  });

  it('cannot place a well-formed postcode in an area that does not exist', () => {
    expect(find('QQ1 1AA')).toEqual({ kind: 'unknown' });
    expect(find('ZZ9')).toEqual({ kind: 'unknown' });
    expect(find('C')).toEqual({ kind: 'unknown' });
  });

  it('answers a listed but unplaceable postcode without distances', () => {
    // CB99 has no centre (not a geographic district) but is listed for Cambridge.
    const found = answer('CB99 9ZZ');
    expect(slugs(found)).toEqual(['cambridge-county-court-and-family-court']);
    expect(found).toEqual(expect.objectContaining({ from: null, nextNearest: [], oddity: null }));
    expect(found.courts[0]!.miles).toBeNull();
  });

  it('gives these ten places across England and Wales their court', () => {
    const table = ['CF10 1ET', 'TR1 2HE', 'LL55 1AA', 'NR2 1DD', 'LS1 4DY', 'PO19 1AA', 'SK23 0AA', 'EX1 1AA', 'CB2 1TN', 'NE1 7RU'].map((typed) => {
      const found = answer(typed);
      return `${typed}: ${found.courts[0]!.court.name}, ${formatMiles(found.courts[0]!.miles!)} (${found.level}${found.oddity ? `; nearest ${found.oddity.nearest.court.name}, ${formatMiles(found.oddity.nearest.miles)}` : ''})`;
    });
    expect(table).toEqual([
      'CF10 1ET: Cardiff Civil and Family Justice Centre, 0.7 miles (area)',
      'TR1 2HE: Truro Combined Court, 0.4 miles (sector)',
      'LL55 1AA: Caernarfon  Justice Centre, 2.5 miles (sector)',
      'NR2 1DD: Norwich Combined Court Centre, 0.6 miles (sector)',
      'LS1 4DY: Leeds Combined Court Centre, 0.2 miles (sector)',
      'PO19 1AA: Chelmsford Justice Centre, 82 miles (outcode; nearest Portsmouth Combined Court Centre, 14 miles)',
      'SK23 0AA: Derby Combined Court Centre, 34 miles (sector; nearest Stockport County Court and Family Court, 10 miles)',
      'EX1 1AA: Exeter Law Courts, 1.6 miles (sector)',
      'CB2 1TN: Cambridge County Court and Family Court, 1.1 miles (nearest)',
      'NE1 7RU: Newcastle Civil & Family Courts and Tribunals Centre, 0.7 miles (sector)',
    ]);
    expect(answer('LS1 4DY').courts[0]).toEqual(expect.objectContaining({ court: expect.objectContaining({ slug: 'leeds-combined-court-centre' }) }));
    expect(formatMiles(answer('LS1 4DY').courts[0]!.miles!)).toBe('0.2 miles');
  });

  it('issue 54: says a court in the postcode district is in it, never "0.7 miles from CF10" for a court at CF10 1ET', () => {
    const said = ['CF10 1ET', 'NE1 7RU', 'LS1 4DY', 'TR1 2HE', 'CB2 1TN'].map((typed) => {
      const found = answer(typed);
      return `${typed}: ${distanceFrom(found.courts[0]!.miles!, found.from!, finderCourtPostcode(found.courts[0]!.court))}`;
    });
    expect(said).toEqual([
      'CF10 1ET: in CF10, the same postcode district',
      'NE1 7RU: in NE1, the same postcode district',
      'LS1 4DY: in LS1, the same postcode district',
      'TR1 2HE: in TR1, the same postcode district',
      'CB2 1TN: 1.1 miles from CB2',
    ]);
  });

  it('reads each court’s postcode back from its one-line address', () => {
    const postcodes = new Map(hearingCentres.map((court) => [court.slug, court.address.postcode]));
    for (const court of finderIndex.core.courts) expect([court.slug, finderCourtPostcode(court)]).toEqual([court.slug, postcodes.get(court.slug)]);
  });

  // Every outcode of England and Wales, searched for a money claim by its outward code alone.
  const byOutcode = Object.keys(outcodeCentroids).map((outcode) => ({ outcode, found: answer(outcode) }));

  it('lists every outcode whose catchment court is over 30 miles away and over twice as far as the nearest (money claims)', () => {
    expect(byOutcode.filter(({ found }) => found.oddity).map(({ outcode }) => outcode).sort()).toEqual([
      'BA21', 'BA22', 'CO11', 'CO12', 'IP12', 'IP13', 'IP14', 'IP2', 'IP30', 'NG34', 'PL34', 'PL35', 'PO19', 'RH19', 'SK23', 'SY10',
      'SY16', 'SY17', 'SY18', 'SY19', 'SY25', 'WS8', 'YO21',
    ]);
  });

  it('counts the outcodes whose catchment court is more than 5 miles further than the nearest money-claims court', () => {
    const further = byOutcode.filter(({ found }) => {
      if (found.level === 'nearest') return false;
      const listed = found.courts[0]!.miles!;
      const nearest = Math.min(listed, ...found.nextNearest.map((n) => n.miles));
      return listed - nearest > 5;
    });
    expect(further).toHaveLength(174);
    expect(further.map(({ outcode }) => outcode)).toContain('SK23');
  });
});

describe('the finder index files', () => {
  it('hold exactly the committed hearing centres and their catchments, in England and Wales postcode areas', () => {
    const hearing = hearingCentres.filter((court) => court.kind === 'hearing-centre');
    expect(core.courts.map((court) => court.slug)).toEqual(hearing.map((court) => court.slug));
    expect(core.dateLine).toBe('HMCTS court data, March 2021');
    const rebuilt = new Map<string, string[]>(hearing.map((court) => [court.slug, []]));
    for (const shard of Object.values(shards)) {
      for (const [entry, indexes] of Object.entries(shard.catchment)) {
        expect(postcodeArea(entry)).toBe(shard.area);
        for (const index of indexes) rebuilt.get(core.courts[index]!.slug)!.push(entry);
      }
    }
    let left = 0;
    for (const court of hearing) {
      const kept = court.catchment.filter((entry) => shards[postcodeArea(entry)]);
      left += court.catchment.length - kept.length;
      expect([...rebuilt.get(court.slug)!].sort()).toEqual([...kept].sort());
      const indexed = core.courts.find((c) => c.slug === court.slug)!;
      expect(indexed).toEqual(expect.objectContaining({ name: court.name, lat: court.coordinates.lat, lng: court.coordinates.lng }));
      expect(indexed.address.endsWith(court.address.postcode)).toBe(true);
      for (const area of ['Money claims', 'Housing possession', 'Bankruptcy'] as const) {
        expect((indexed.areas & areaOfLawFlag(area)) !== 0).toBe(court.areasOfLaw.includes(area));
      }
      expect(indexed.note).toBe(court.note);
    }
    // Entries in no postcode area of England and Wales ("FG", "HW", and a few in Scotland or Northern Ireland).
    expect(left).toBe(97);
    const centroids = Object.assign({}, ...Object.values(shards).map((shard) => shard.centroids));
    expect(centroids).toEqual(outcodeCentroids);
    expect(core.areas).toEqual(Object.keys(shards).sort());
  });

  it('are what the build writes: core.json and one file per area, each marked with the same version', async () => {
    const params = generateStaticParams();
    expect(params).toContainEqual({ file: 'core.json' });
    expect(params).toContainEqual({ file: 'CF.json' });
    expect(params).toHaveLength(core.areas.length + 1);
    for (const file of ['core.json', 'CF.json', 'LS.json']) {
      const response = await GET(new Request('http://localhost/'), { params: Promise.resolve({ file }) });
      expect(await response.json()).toEqual(JSON.parse(JSON.stringify(finderFiles()[file])));
    }
    for (const shard of Object.values(shards)) expect(shard.version).toBe(core.version);
  });
});
