import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTACT_TABLES, englishHours, importFactContacts, linePurpose, otherWorkAddress, type ContactTableName, type ContactTableSources } from '@/build/import-courts/contacts';

const FIXTURES = path.join(__dirname, 'fixtures', 'fact-mini');
const sources = (change: Partial<Record<ContactTableName, (csv: string) => string>> = {}): ContactTableSources =>
  Object.fromEntries(
    (Object.keys(CONTACT_TABLES) as ContactTableName[]).map((name) => {
      const csv = readFileSync(path.join(FIXTURES, `${name}.csv`), 'utf8');
      return [name, change[name]?.(csv) ?? csv];
    }),
  ) as ContactTableSources;

describe('importFactContacts', () => {
  it("keeps a money claim's phone lines, emails and opening times in the data's order; never fax, DX or other work", () => {
    const result = importFactContacts(sources(), ['leeds-combined-court-centre', 'wakefield-civil-and-family-justice-centre']);
    expect(result.problems).toEqual([]);
    expect(result.file['leeds-combined-court-centre']).toEqual({
      phones: [
        { name: 'County Court', number: '0113 306 2461' },
        { name: 'Enquiries', number: '0113 306 2800' },
        { name: 'Small claims mediation', number: '01604 795 511' },
        // Issue 54: the data's note on a line is kept beside it.
        { name: 'Enquiries', note: 'from 9am to 5pm', number: '0113 306 2000' },
      ],
      // The same address under a second name is shown once. An address the data gives no name (leeds.general) is
      // left out: nothing says what it is for (issue 54: never a blanket "Enquiries").
      emails: [
        { name: 'Enquiries', address: 'enquiries.leeds.countycourt@justice.gov.uk' },
        { name: 'Mediation – Small Claims', address: 'scenquiries@justice.gov.uk' },
      ],
      openingTimes: [
        { what: 'Court building open', hours: 'Monday to Friday 9am to 5pm' },
        { what: 'Counter open', hours: '10am to 2pm' },
        { hours: 'By appointment only' },
      ],
    });
    // A court the data gives nothing for has empty lists, so its page says so.
    expect(result.file['wakefield-civil-and-family-justice-centre']).toEqual({ phones: [], emails: [], openingTimes: [] });
  });

  it('issue 51 (FACTS.md §14): leaves out Court of Protection, family and Administrative Court lines, and Covid-19 notices, and lists them', () => {
    const result = importFactContacts(sources(), ['leeds-combined-court-centre', 'cardiff-civil-and-family-justice-centre']);
    expect(result.file['cardiff-civil-and-family-justice-centre']).toEqual({
      phones: [
        { name: 'For Welsh speakers', number: '0300 303 5174' },
        { name: 'Enforcements', number: '02920 376 417' },
      ],
      // Issue 54: each line under what the data says it is for, not "Enquiries" for all.
      emails: [
        { name: 'Enquiries', address: 'enquiries.cardiff.countycourt@justice.gov.uk' },
        { name: 'Possession cases', address: 'possessions.cardiff.countycourt@justice.gov.uk' },
        { name: 'Support through Court', address: 'cardiff@supportthroughcourt.org' },
      ],
      // Issue 54: in English, the page's language; the 2021 Covid closure is gone.
      openingTimes: [
        { what: 'Court open', hours: 'Monday to Friday 9am to 4pm' },
        { what: 'Counter open', hours: 'A limited appointment-only counter service will be available to customers from Monday 17th August 2020' },
      ],
    });
    expect(result.leftOut).toEqual([
      'leeds-combined-court-centre: phone 0113 306 2999 (not for a money claim: Court of Protection)',
      'leeds-combined-court-centre: phone 0300 332 1000 (not for a money claim: Witness Service)',
      'leeds-combined-court-centre: email leeds.general@justice.gov.uk (no name in the data, so nothing to say what it is for)',
      'leeds-combined-court-centre: email cop.leeds.countycourt@Justice.gov.uk (Court of Protection address)',
      'leeds-combined-court-centre: email leedsfamily@justice.gov.uk (family address)',
      'cardiff-civil-and-family-justice-centre: phone 0300 790 9980 (not for a money claim: Pay a Fine)',
      'cardiff-civil-and-family-justice-centre: email Cardiffcop@justice.gov.uk (Court of Protection address)',
      'cardiff-civil-and-family-justice-centre: email cardiff@administrativecourtoffice.justice.gov.uk (Administrative Court address)',
      'cardiff-civil-and-family-justice-centre: opening note "Counters are closed until further notice due to Covid pandemic" (a Covid-19 notice)',
    ]);
  });

  it('stops on a court it cannot find; leaves out and lists a number or address it cannot read', () => {
    expect(importFactContacts(sources(), ['no-such-court']).problems).toEqual(['no-such-court: not in court.csv']);
    const bad = importFactContacts(
      sources({ contact: (csv) => csv.replace('0113 306 2800', 'ask at the desk'), email: (csv) => csv.replace('scenquiries@justice.gov.uk', 'scenquiries') }),
      ['leeds-combined-court-centre'],
    );
    expect(bad.problems).toEqual([]);
    expect(bad.skipped).toEqual(['leeds-combined-court-centre: phone "ask at the desk"', 'leeds-combined-court-centre: email "scenquiries"']);
    expect(bad.file['leeds-combined-court-centre']!.phones.map((p) => p.name)).toEqual(['County Court', 'Small claims mediation', 'Enquiries']);
    expect(bad.file['leeds-combined-court-centre']!.emails).toHaveLength(1);
  });
});

describe('otherWorkAddress (FACTS.md §14 "Court contact lines")', () => {
  it.each([
    ['family.aberystwyth.countycourt@justice.gov.uk', 'family'],
    ['sussexfamily@justice.gov.uk', 'family'],
    ['cm-workingtonfam@justice.gov.uk', 'family'],
    ['courtofprotection.birmingham.countycourt@justice.gov.uk', 'Court of Protection'],
    ['cop.leeds.countycourt@Justice.gov.uk', 'Court of Protection'],
    ['Cardiffcop@justice.gov.uk', 'Court of Protection'],
    ['COPNewcastle.newcastle.countycourt@Justice.gov.uk', 'Court of Protection'],
    ['utiac.birmingham@justice.gov.uk', 'tribunal'],
    ['north-shields-IAC@justice.gov.uk', 'tribunal'],
    ['cardiff@administrativecourtoffice.justice.gov.uk', 'Administrative Court'],
    ['listing.mold.crowncourt@justice.gov.uk', 'Crown Court'],
    ['bristoldcj@justice.gov.uk', 'Designated Civil Judge'],
    ['bristoltcclisting@justice.gov.uk', 'Technology and Construction Court'],
    ['bristolmercantilelisting@justice.gov.uk', 'mercantile'],
    ['bristolclinneg@justice.gov.uk', 'clinical negligence'],
    ['newportdivorce@justice.gov.uk', 'divorce'],
    ['bristolfrc.bristol.countycourt@justice.gov.uk', 'financial remedy'],
    ['FRApplicationsbradford@justice.gov.uk', 'financial remedy'],
    ['nw-caernarfonmcenq@justice.gov.uk', "magistrates' court"],
    ['llanellimagscrt@justice.gov.uk', "magistrates' court"],
    ['db-dbymcpostcourt@Justice.gov.uk', "magistrates' court"],
  ])('%s is a %s address', (address, work) => {
    expect(otherWorkAddress(address)).toBe(work);
  });

  it.each([
    'enquiries.leeds.countycourt@Justice.gov.uk',
    'bailiffs.birmingham.countycourt@justice.gov.uk',
    'hearings.brighton.countycourt@justice.gov.uk',
    'possessions.cardiff.countycourt@justice.gov.uk',
    'scmenquiries@justice.gov.uk',
    'civil.worcester.countycourt@justice.gov.uk',
    'e-filing.bristol.countycourt@justice.gov.uk',
    'Asg-wocteam@justice.gov.uk',
    'cardiff@supportthroughcourt.org',
    'aoemanchestercounty@justice.gov.uk',
  ])('%s is a money claim’s address', (address) => {
    expect(otherWorkAddress(address)).toBeNull();
  });
});

describe('linePurpose (issue 54: what a line is for, from the data)', () => {
  it.each([
    // [name, explanation, purpose]
    ['Enquiries', '', { name: 'Enquiries' }],
    ['Enquiries', 'Possession cases', { name: 'Possession cases' }],
    ['Enquiries', 'for Welsh - speakers', { name: 'For Welsh speakers' }],
    ['Enquiries', 'Including C100 applications', { name: 'Enquiries' }],
    ['Enquiries', 'including appointments', { name: 'Enquiries, including appointments' }],
    ['Enquiries', 'from 9am to 5pm', { name: 'Enquiries', note: 'from 9am to 5pm' }],
    ['Enquiries', 'Please remember to include a case number/ hearing date', { name: 'Enquiries', note: 'Please remember to include a case number/ hearing date' }],
    ['County Court', 'enquiries', { name: 'County Court' }],
    ['County Court', 'Civil Enquiries', { name: 'County Court – Civil Enquiries' }],
    ['County Court', 'County and Family Court Enquiries', { name: 'County and Family Court Enquiries' }],
    ['Mediation', 'Small Claims', { name: 'Mediation – Small Claims' }],
    ['Listing', 'County Court Listing', { name: 'County Court Listing' }],
    ['Bailiffs', 'Bailiff payments only', { name: 'Bailiff payments only' }],
    ['Bailiffs', 'Enquiries Only', { name: 'Bailiffs – Enquiries Only' }],
    ['Enquiries', 'County Court/Magistrates Court/Crown Court', { name: 'County Court/Magistrates Court/Crown Court' }],
  ])('%s, %j: %j', (name, explanation, purpose) => {
    expect(linePurpose(name, explanation)).toEqual(purpose);
  });

  it.each([
    ['Enquiries', 'Court of Protection', 'explanation'],
    ['County Court', 'Family Court', 'explanation'],
    ['Enquiries', 'Pay a Fine', 'explanation'],
    ['Enquiries', 'Witness Service', 'explanation'],
    ['Listing', 'Crown Listing', 'explanation'],
    ['Enquiries', 'Relating to ET Judgments prior to February 2017', 'explanation'],
    ['Enquiries', 'Administrative Court', 'explanation'],
    ['', '', 'explanation'],
    ['Family queries', '', 'name'],
    ['Civil fax', '', 'name'],
  ])('leaves out %j, %j (by %s)', (name, explanation, by) => {
    expect(linePurpose(name, explanation)).toEqual({ leftOut: expect.any(String), by });
  });
});

describe('englishHours (issue 54: opening times in the page’s language)', () => {
  it.each([
    ['a limited appointment-only counter service will be available to customers from Monday 17th August 2020.bydd system gyfyngedig o gael apwyntiad cownter ar gael i gwsmeriaid o Ddydd Llun 17eg Awst 2020.', 'A limited appointment-only counter service will be available to customers from Monday 17th August 2020'],
    ['Monday to Friday/Dydd Llun i Ddydd Gwener 10:00am to 2:00pm', 'Monday to Friday 10:00am to 2:00pm'],
    ['Dydd Llun i Ddydd Gwener/Monday to Friday 9am to 4pm', 'Monday to Friday 9am to 4pm'],
    ['Dydd Llun i Ddydd Gwener8:30am to 5pm Monday to Friday', '8:30am to 5pm Monday to Friday'],
    ['9am to 5pm Monday to Friday;Dydd Llun i Ddydd Gwener', '9am to 5pm Monday to Friday'],
    ['10am-2pm Monday to Friday/ Dydd Llun i Ddydd Gwener', '10am-2pm Monday to Friday'],
    ['9am to 5pm / 9am i 5pm', '9am to 5pm'],
    ['County Court/Llys Sifil 10am to 2pm', 'County Court 10am to 2pm'],
    ['10am to 2pm (County Court)(Llys Sirol)', '10am to 2pm (County Court)'],
    ['10am to 2pm (floor/Llawr 5)', '10am to 2pm (floor 5)'],
    ['Bailiff/Beili - 8am to 10am (floor/Llawr5)', 'Bailiff - 8am to 10am (floor 5)'],
    ['Monday to Friday  9am to 5pm', 'Monday to Friday 9am to 5pm'],
  ])('%j reads %j', (hours, english) => {
    expect(englishHours(hours)).toBe(english);
  });
});
