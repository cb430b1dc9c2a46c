import { courtContactsFileSchema, courtContactsSchema, type CourtContacts, type CourtContactsFile } from '@/content/courts/hearing-centre-contacts-schema';
import { parseCsvTable, type CsvRow } from './csv';

/**
 * Issue 40: the contact details HMCTS's March 2021 data holds for the hearing centres we publish (the data's README:
 * `contact.csv` + `courtcontact.csv`, `email.csv` + `courtemail.csv`, `openingtime.csv` + `courtopeningtime.csv`).
 * Pure, like the court importer beside it. Only what a party to a money claim would use is kept: the lines named
 * below (enquiries, the County Court, civil, listing, mediation, bailiffs); never fax, DX or minicom numbers, and
 * never lines for fines, jury service, crime or family work. Each court's lines keep the data's order. A number or
 * address that is not one (the data holds a few, such as two numbers in one cell) is left out and listed (`skipped`).
 */
export const CONTACT_TABLES = {
  court: ['id', 'slug'],
  contact: ['id', 'name', 'number', 'sort_order'],
  courtcontact: ['contact_id', 'court_id'],
  email: ['id', 'description', 'address'],
  courtemail: ['court_id', 'email_id', 'order'],
  openingtime: ['id', 'hours', 'type'],
  courtopeningtime: ['court_id', 'opening_time_id', 'sort'],
} as const;
export type ContactTableName = keyof typeof CONTACT_TABLES;
export type ContactTableSources = Readonly<Record<ContactTableName, string>>;

/** The names of the phone lines and email addresses a money claim may need (matched without regard to case). */
const MONEY_CLAIM_LINE = /^(enquiries|county court|civil( queries| and family)?|small claims mediation|mediation|listing|bailiffs|enforcement|case progression)$/i;
/** Never shown, whatever the name says (the data's README). */
const NEVER = /\b(fax|dx|minicom)\b/i;
/** An email the data gives without a name is the court's general address. */
const UNNAMED_EMAIL = 'Enquiries';

const order = (value: string) => (value.trim() === '' ? Number.MAX_SAFE_INTEGER : Number(value));

function groupBy<K extends string, R extends CsvRow<K>>(rows: readonly R[], key: K): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const row of rows) groups.set(row[key], [...(groups.get(row[key]) ?? []), row]);
  return groups;
}

export interface ContactsImport {
  file: CourtContactsFile;
  malformedRows: string[];
  /** Lines left out because their number or address is not one, each with its court. */
  skipped: string[];
  problems: string[];
}

/** Each published court's contacts (`slugs`: the hearing centres' records), checked against the schema. */
export function importFactContacts(sources: ContactTableSources, slugs: readonly string[]): ContactsImport {
  const malformedRows: string[] = [];
  const table = <N extends ContactTableName>(name: N): CsvRow<(typeof CONTACT_TABLES)[N][number]>[] => {
    const parsed = parseCsvTable(`${name}.csv`, sources[name], CONTACT_TABLES[name]);
    malformedRows.push(...parsed.problems);
    return parsed.rows;
  };
  const ids = new Map(table('court').map((row) => [row.slug, row.id]));
  const contacts = new Map(table('contact').map((row) => [row.id, row]));
  const emails = new Map(table('email').map((row) => [row.id, row]));
  const hours = new Map(table('openingtime').map((row) => [row.id, row]));
  const courtContacts = groupBy(table('courtcontact'), 'court_id');
  const courtEmails = groupBy(table('courtemail'), 'court_id');
  const courtHours = groupBy(table('courtopeningtime'), 'court_id');

  const file: Record<string, CourtContacts> = {};
  const problems: string[] = [];
  const skipped: string[] = [];
  const readable = <T>(slug: string, items: readonly T[], schema: { safeParse: (item: unknown) => { success: boolean } }, show: (item: T) => string) =>
    items.filter((item) => schema.safeParse(item).success || (skipped.push(`${slug}: ${show(item)}`), false));
  for (const slug of slugs) {
    const id = ids.get(slug);
    if (!id) {
      problems.push(`${slug}: not in court.csv`);
      continue;
    }
    const phones = (courtContacts.get(id) ?? [])
      .flatMap((link) => (contacts.has(link.contact_id) ? [contacts.get(link.contact_id)!] : []))
      .filter((row) => MONEY_CLAIM_LINE.test(row.name.trim()) && !NEVER.test(row.name))
      .sort((a, b) => order(a.sort_order) - order(b.sort_order))
      .map((row) => ({ name: row.name.trim(), number: row.number.trim().replace(/\s+/g, ' ') }));
    const mail = (courtEmails.get(id) ?? [])
      .sort((a, b) => order(a.order) - order(b.order))
      .flatMap((link) => (emails.has(link.email_id) ? [emails.get(link.email_id)!] : []))
      .filter((row) => (row.description.trim() === '' || MONEY_CLAIM_LINE.test(row.description.trim())) && !NEVER.test(row.description))
      .map((row) => ({ name: row.description.trim() || UNNAMED_EMAIL, address: row.address.trim() }));
    const openingTimes = (courtHours.get(id) ?? [])
      .sort((a, b) => order(a.sort) - order(b.sort))
      .flatMap((link) => (hours.has(link.opening_time_id) ? [hours.get(link.opening_time_id)!] : []))
      .filter((row) => row.hours.trim() !== '')
      .map((row) => ({ ...(row.type.trim() ? { what: row.type.trim() } : {}), hours: row.hours.trim().replace(/\s+/g, ' ') }));
    file[slug] = {
      phones: unique(readable(slug, phones, courtContactsSchema.shape.phones.element, (p) => `phone ${JSON.stringify(p.number)}`), (p) => p.number),
      emails: unique(readable(slug, mail, courtContactsSchema.shape.emails.element, (e) => `email ${JSON.stringify(e.address)}`), (e) => e.address.toLowerCase()),
      openingTimes,
    };
  }
  const checked = courtContactsFileSchema.safeParse(file);
  if (!checked.success) problems.push(...checked.error.issues.map((issue) => `contacts ${issue.path.join('.')}: ${issue.message}`));
  return { file: checked.success ? checked.data : file, malformedRows, skipped, problems };
}

/** The first of each kind (the same number or address listed twice under two names is shown once). */
function unique<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))));
}
