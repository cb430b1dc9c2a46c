import { courtContactsFileSchema, courtContactsSchema, type CourtContacts, type CourtContactsFile } from '@/content/courts/hearing-centre-contacts-schema';
import { parseCsvTable, type CsvRow } from '@/build/import-courts/csv';

/**
 * Issue 40: the contact details HMCTS's March 2021 data holds for the hearing centres we publish (the data's README:
 * `contact.csv` + `courtcontact.csv`, `email.csv` + `courtemail.csv`, `openingtime.csv` + `courtopeningtime.csv`).
 * Pure, like the court importer beside it. Only what a party to a money claim would use is kept: the lines named
 * below (enquiries, the County Court, civil, listing, mediation, bailiffs); never fax, DX or minicom numbers, and
 * never lines for fines, jury service, crime or family work, whether the name, the explanation or (for an email) the
 * address says so (issue 51, FACTS.md §14). Each line is labelled by what the data says it is for (issue 54,
 * `linePurpose`); an email the data gives no name is left out. Opening times are given in English, without the
 * 2020–21 Covid-19 notices. Each court's lines keep the data's order. A number or address that is not one (the data
 * holds a few, such as two numbers in one cell) is left out and listed (`skipped`); what the rules leave out is
 * listed too (`leftOut`).
 */
export const CONTACT_TABLES = {
  court: ['id', 'slug'],
  contact: ['id', 'name', 'number', 'sort_order', 'explanation'],
  courtcontact: ['contact_id', 'court_id'],
  email: ['id', 'description', 'address', 'explanation'],
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

/**
 * FACTS.md §14 "Court contact lines" (issue 51): an address for work a money claim never needs is left out by the
 * address itself, whatever name the data gives it (the data calls a Court of Protection address "Enquiries" or
 * "County Court"). Matched on the part before the @, or the whole address where the domain says it. Magistrates'
 * court addresses (`…mcenq`, `…mclist`, `…magscrt`) go with them: the importer keeps no line for crime or fines.
 */
export const OTHER_WORK_ADDRESSES: readonly { work: string; local?: RegExp; whole?: RegExp }[] = [
  { work: 'family', local: /famil|fam$/i },
  { work: 'Court of Protection', local: /courtofprotection|^cop|cop$|[._-]cop[._-]/i },
  { work: 'tribunal', local: /utiac|(^|[^a-z])iac($|[^a-z])|tribunal/i },
  { work: 'Administrative Court', whole: /administrativecourt|admincourt/i },
  { work: 'Crown Court', whole: /crowncourt/i },
  { work: 'Designated Civil Judge', local: /dcj/i },
  { work: 'Technology and Construction Court', local: /tcc/i },
  { work: 'mercantile', local: /mercantile/i },
  { work: 'clinical negligence', local: /clinneg|clinicalneg/i },
  { work: 'divorce', local: /divorce/i },
  { work: 'financial remedy', local: /frc|financialremedy|^frapplications/i },
  { work: "magistrates' court", local: /mags|mc(enq|list|admin|postcourt|precourt|_|$)/i },
];

/** The work an address is for when it is one of OTHER_WORK_ADDRESSES, else null. */
export function otherWorkAddress(address: string): string | null {
  const local = address.split('@')[0] ?? '';
  return OTHER_WORK_ADDRESSES.find((rule) => (rule.local ? rule.local.test(local) : rule.whole!.test(address)))?.work ?? null;
}

/**
 * Issue 54: the data's explanation of a line says what it is for ("Court of Protection", "Possession cases", "Pay a
 * fine"). A line whose explanation names only other work is left out; one that names County Court or civil work as
 * well stays ("County and Family Court Enquiries", "Magistrates' & County Court").
 */
const OTHER_WORK = /\bet\b|famil|child|c100|court of protection|tribunal|\biac\b|immigration|asylum|admin(istrative)? court|crown|crim|magistrat|\bfines?\b|fixed penalt|witness|divorce|financial remedy|employment|jury|adoption|public law|private law|maintenance/i;
const CIVIL_WORK = /county|civil|small claims|money claim|bailiff|warrant|possession/i;
/** An explanation that is a note on using the line rather than what it is for: shown after it, under the line's name. */
const NOTE = /^(from |opening hours|all queries|if |please |for contact outside)/i;
/** An explanation that adds to the line's name ("Including C100 applications"): the line is the name's. */
const ADDS_TO_NAME = /^including\b/i;
/** Covid-19 notices of 2020–21 (FACTS.md §14): a closed counter or a distancing rule of the time, never shown. */
const COVID_NOTICE = /covid|coronavirus|pandemic|lockdown|social distancing/i;

const tidy = (value: string) =>
  value
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\.$/, '')
    .replace(/Welsh ?[-–] ?speakers/i, 'Welsh speakers');
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
/** "Bailiffs" in "Bailiff payments only", "Listing" in "County Court Listing", "Civil" in "Civil, Enforcement…". */
const repeats = (explanation: string, name: string) =>
  explanation.toLowerCase().includes((name.split(' ')[0] ?? '').toLowerCase().replace(/s$/, ''));

/** Why a line is not shown: `by` tells a line never meant for visitors ('name': not a money claim's line, fax, DX) from one the data's explanation or address rules out. */
export type LinePurpose = { name: string; note?: string } | { leftOut: string; by: 'name' | 'explanation' | 'address' };

/**
 * What a phone line or email address is for, from the data's own name for it (`description`, "Enquiries") and its
 * explanation ("Possession cases"); or why it is left out. "Enquiries" with an explanation is labelled by the
 * explanation; another name keeps its own word before it ("Mediation – Small Claims").
 */
export function linePurpose(description: string, explanation: string): LinePurpose {
  const name = tidy(description);
  const why = tidy(explanation);
  if (name === '') return { leftOut: 'no name in the data, so nothing to say what it is for', by: 'explanation' };
  if (NEVER.test(name) || NEVER.test(why)) return { leftOut: 'fax, DX or minicom', by: 'name' };
  if (!MONEY_CLAIM_LINE.test(name)) return { leftOut: `not for a money claim: ${name}`, by: 'name' };
  if (why === '' || why.toLowerCase() === 'enquiries') return { name };
  if (ADDS_TO_NAME.test(why)) return OTHER_WORK.test(why) ? { name } : { name: `${name}, ${why.charAt(0).toLowerCase()}${why.slice(1)}` };
  if (OTHER_WORK.test(why) && !CIVIL_WORK.test(why)) return { leftOut: `not for a money claim: ${why}`, by: 'explanation' };
  if (NOTE.test(why)) return { name, note: why };
  if (name.toLowerCase() === 'enquiries' || repeats(why, name)) return { name: capitalised(why) };
  return { name: `${name} – ${capitalised(why)}` };
}

/**
 * Issue 54: opening times in English, the page's language. Some cells run English and Welsh together ("Monday to
 * Friday/Dydd Llun i Ddydd Gwener", "… 2020.bydd system gyfyngedig …"): the Welsh words are taken out.
 */
const WELSH = [
  /[.;/]?\s*bydd system gyfyngedig[^]*$/i,
  /\s*[/;]?\s*Dydd Llun i Ddydd Gwener\s*[/;]?\s*/gi,
  /\s*\/\s*\d{1,2}(:\d\d)?am i \d{1,2}(:\d\d)?pm/gi,
  /\s*\/?\s*\(?Llys Si(rol|fil)\)?/gi,
  /\/\s*Llawr\s*(?=\d)/gi,
  /\/\s*Beili\b/gi,
] as const;
export function englishHours(hours: string): string {
  const english = WELSH.reduce((text, welsh) => text.replace(welsh, ' '), hours)
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/\s+([.,;:])/g, '$1')
    .replace(/^[\s/;]+|[\s/;]+$/g, '');
  return capitalised(english);
}

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
  /** Lines left out by their explanation or address (issue 51, FACTS.md §14) and Covid-19 notices, each with why. */
  leftOut: string[];
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
  const leftOut: string[] = [];
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
      .sort((a, b) => order(a.sort_order) - order(b.sort_order))
      .flatMap((row) => {
        const purpose = linePurpose(row.name, row.explanation);
        const number = row.number.trim().replace(/\s+/g, ' ');
        if ('leftOut' in purpose) return (purpose.by !== 'name' && leftOut.push(`${slug}: phone ${number} (${purpose.leftOut})`), []);
        return [{ ...purpose, number }];
      });
    const mail = (courtEmails.get(id) ?? [])
      .sort((a, b) => order(a.order) - order(b.order))
      .flatMap((link) => (emails.has(link.email_id) ? [emails.get(link.email_id)!] : []))
      .flatMap((row) => {
        const address = row.address.trim();
        const work = otherWorkAddress(address);
        const purpose: LinePurpose = work ? { leftOut: `${work} address`, by: 'address' } : linePurpose(row.description, row.explanation);
        if ('leftOut' in purpose) return (purpose.by !== 'name' && leftOut.push(`${slug}: email ${address} (${purpose.leftOut})`), []);
        return [{ ...purpose, address }];
      });
    const openingTimes = (courtHours.get(id) ?? [])
      .sort((a, b) => order(a.sort) - order(b.sort))
      .flatMap((link) => (hours.has(link.opening_time_id) ? [hours.get(link.opening_time_id)!] : []))
      .filter((row) => row.hours.trim() !== '')
      .filter((row) => !COVID_NOTICE.test(`${row.type} ${row.hours}`) || (leftOut.push(`${slug}: opening note ${JSON.stringify(tidy(row.hours))} (a Covid-19 notice)`), false))
      .map((row) => ({ ...(row.type.trim() ? { what: tidy(row.type) } : {}), hours: englishHours(row.hours) }));
    file[slug] = {
      phones: unique(readable(slug, phones, courtContactsSchema.shape.phones.element, (p) => `phone ${JSON.stringify(p.number)}`), (p) => p.number),
      emails: unique(readable(slug, mail, courtContactsSchema.shape.emails.element, (e) => `email ${JSON.stringify(e.address)}`), (e) => e.address.toLowerCase()),
      openingTimes,
    };
  }
  const checked = courtContactsFileSchema.safeParse(file);
  if (!checked.success) problems.push(...checked.error.issues.map((issue) => `contacts ${issue.path.join('.')}: ${issue.message}`));
  return { file: checked.success ? checked.data : file, malformedRows, skipped, leftOut, problems };
}

/** The first of each kind (the same number or address listed twice under two names is shown once). */
function unique<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))));
}
