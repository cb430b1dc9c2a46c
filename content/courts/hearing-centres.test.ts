import { readFileSync } from 'node:fs';
import path from 'node:path';
import { courts } from './courts';
import { HEARING_CENTRES_SOURCE, hearingCentres } from './hearing-centres';

/** The committed import of HMCTS's FaCT data (March 2021): what `npm run import:courts` wrote from the CSVs. */
describe('hearing centres (content/courts/hearing-centres.json)', () => {
  const raw = readFileSync(path.join(__dirname, 'hearing-centres.json'), 'utf8');

  it('holds the 139 County Court hearing centres FaCT displayed, and the Civil National Business Centre', () => {
    expect(hearingCentres).toHaveLength(140);
    expect(hearingCentres.filter((court) => court.kind === 'hearing-centre')).toHaveLength(139);
    expect(hearingCentres.filter((court) => court.kind === 'national-issuing-centre').map((court) => court.name)).toEqual(['Civil National Business Centre']);
  });

  it('counts what the CSVs hold: areas of law, catchments and Welsh names', () => {
    expect(hearingCentres.filter((court) => court.areasOfLaw.includes('Money claims'))).toHaveLength(121);
    expect(hearingCentres.filter((court) => court.catchment.length > 0)).toHaveLength(123);
    expect(hearingCentres.reduce((sum, court) => sum + court.catchment.length, 0)).toBe(20989);
    expect(hearingCentres.filter((court) => court.nameCy)).toHaveLength(17);
    expect(hearingCentres.filter((court) => court.coordinates.source === 'postcode-district').map((court) => court.slug)).toEqual([
      'central-london-county-court-bankruptcy',
      'county-court-business-centre-ccbc',
      'newport-south-wales-regional-divorce-centre',
      'wakefield-civil-and-family-justice-centre',
    ]);
  });

  it('includes the six checked courts of the spec, at their checked postcodes', () => {
    for (const court of courts) {
      const slug = court.findACourtUrl.split('/').pop();
      const imported = hearingCentres.find((centre) => centre.slug === slug);
      expect({ slug, postcode: imported?.address.postcode }).toEqual({ slug, postcode: court.postcode });
    }
  });

  it('matches a sample of the CSV rows', () => {
    expect(hearingCentres.find((court) => court.slug === 'leeds-combined-court-centre')).toMatchObject({
      name: 'Leeds Combined Court Centre',
      address: { type: 'visiting', lines: ['The Courthouse', '1 Oxford Row'], town: 'Leeds', postcode: 'LS1 3BG' },
      coordinates: { lat: 53.800376, lng: -1.551755, source: 'fact' },
    });
    const aberystwyth = hearingCentres.find((court) => court.slug === 'aberystwyth-justice-centre');
    expect(aberystwyth).toMatchObject({ nameCy: 'Aberystwyth - Canolfan Cyfiawnder', address: { postcode: 'SY23 1AS' } });
    expect(aberystwyth?.catchment).toContain('LL350ES');
  });

  it('dates the data and carries the licence attribution', () => {
    expect(HEARING_CENTRES_SOURCE).toMatchObject({
      asOf: '2021-03',
      dateLine: 'HMCTS court data, March 2021',
      attribution: 'Contains public sector information licensed under the Open Government Licence v3.0',
    });
  });

  it('holds no fax numbers, DX addresses, phone numbers, emails or internal notes', () => {
    expect(raw).not.toMatch(/fax|\bDX\b|\b0\d{3} ?\d{3} ?\d{4}\b|@|<[a-z]+>/i);
  });
});
