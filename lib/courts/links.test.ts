import { courtForms } from '@/content/courts/forms';
import { courts } from '@/content/courts/courts';
import { hearingCentres } from '@/content/courts/hearing-centres';
import { courtPagePath, directionsUrl, factCourtUrl, featuredCourtSlug, officialFormLinkLabel } from './links';

describe('directionsUrl', () => {
  it('sends the postcode to Google Maps as the destination', () => {
    expect(directionsUrl('WC2A 2LL')).toBe('https://www.google.com/maps/dir/?api=1&destination=WC2A%202LL');
  });
});

describe('officialFormLinkLabel', () => {
  it('says download where the link opens the form’s GOV.UK publication page', () => {
    expect(officialFormLinkLabel({ code: 'N1', officialUrl: 'https://www.gov.uk/government/publications/form-n1-claim-form-cpr-part-7' })).toBe(
      'Download N1 from GOV.UK',
    );
  });

  it('says find where the link opens a GOV.UK search, which holds no file', () => {
    expect(officialFormLinkLabel({ code: 'N245', officialUrl: 'https://www.gov.uk/search/all?keywords=N245+form' })).toBe('Find N245 on GOV.UK');
  });

  it('names every form of the library by its code and GOV.UK', () => {
    for (const form of courtForms) {
      expect(officialFormLinkLabel(form)).toMatch(new RegExp(`^(Download ${form.code} from|Find ${form.code} on) GOV\\.UK$`));
    }
  });
});

describe('factCourtUrl', () => {
  it("is each checked court's Find a Court page, from its FaCT slug", () => {
    for (const court of courts) expect(factCourtUrl(court.findACourtUrl.split('/').pop() ?? '')).toBe(court.findACourtUrl);
  });
});

describe('court page paths (issue 27)', () => {
  it('puts a court page under /court-locations by its FaCT slug', () => {
    expect(courtPagePath('leeds-combined-court-centre')).toBe('/court-locations/leeds-combined-court-centre');
  });
  it('reads a featured court’s FaCT slug from its Find a Court address, and every featured court has a hearing-centre record', () => {
    for (const court of courts) {
      const slug = featuredCourtSlug(court);
      expect(factCourtUrl(slug)).toBe(court.findACourtUrl);
      expect(hearingCentres.some((centre) => centre.slug === slug)).toBe(true);
    }
  });
});
