import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTACT_TABLES, importFactContacts, type ContactTableName, type ContactTableSources } from './contacts';

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
      ],
      // The unnamed address is the court's general one; the same address under a second name is shown once.
      emails: [
        { name: 'Enquiries', address: 'enquiries.leeds.countycourt@justice.gov.uk' },
        { name: 'Enquiries', address: 'leeds.general@justice.gov.uk' },
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

  it('stops on a court it cannot find; leaves out and lists a number or address it cannot read', () => {
    expect(importFactContacts(sources(), ['no-such-court']).problems).toEqual(['no-such-court: not in court.csv']);
    const bad = importFactContacts(
      sources({ contact: (csv) => csv.replace('0113 306 2800', 'ask at the desk'), email: (csv) => csv.replace('leeds.general@justice.gov.uk', 'leeds.general') }),
      ['leeds-combined-court-centre'],
    );
    expect(bad.problems).toEqual([]);
    expect(bad.skipped).toEqual(['leeds-combined-court-centre: phone "ask at the desk"', 'leeds-combined-court-centre: email "leeds.general"']);
    expect(bad.file['leeds-combined-court-centre']!.phones.map((p) => p.name)).toEqual(['County Court', 'Small claims mediation']);
    expect(bad.file['leeds-combined-court-centre']!.emails).toHaveLength(1);
  });
});
