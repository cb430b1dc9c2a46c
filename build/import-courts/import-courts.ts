import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import centroids from '@/content/courts/outcode-centroids.json';
import { CONTACT_TABLES, importFactContacts, type ContactTableName, type ContactTableSources } from '@/build/import-courts/contacts';
import { FACT_TABLES, formatHearingCentres, importFactTables, type FactTableName, type FactTableSources } from '@/build/import-courts/fact';

/**
 * `npm run import:courts -- <folder>`: reads HMCTS's FaCT CSVs from the folder (e.g. ../shared/data/hmcts-fact-2021)
 * and writes content/courts/hearing-centres.json and hearing-centre-contacts.json, or writes nothing and exits non-zero when a court would be
 * incomplete. Commit the result: the build reads the records, never the CSVs.
 */
export const HEARING_CENTRES_FILE = path.join(process.cwd(), 'content', 'courts', 'hearing-centres.json');
/** The hearing centres' contacts (issue 40), a file apart: only the court pages read it. */
export const CONTACTS_FILE = path.join(process.cwd(), 'content', 'courts', 'hearing-centre-contacts.json');

function main(): void {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: npm run import:courts -- <folder of FaCT CSVs>');
  const names = Object.keys(FACT_TABLES) as FactTableName[];
  const sources = Object.fromEntries(names.map((name) => [name, readFileSync(path.join(folder, `${name}.csv`), 'utf8')])) as FactTableSources;
  const result = importFactTables(sources, centroids as unknown as Record<string, [number, number]>);
  for (const row of result.malformedRows) console.warn(`malformed: ${row}`);
  for (const row of result.skippedCatchment) console.warn(`catchment row skipped: ${row}`);
  for (const court of result.leftOut) console.info(`left out: ${court.name} (${court.slug}): ${court.reason}`);
  if (result.problems.length > 0) {
    for (const problem of result.problems) console.error(problem);
    throw new Error(`${HEARING_CENTRES_FILE} not changed: ${result.problems.length} problem(s)`);
  }
  // The Civil National Business Centre's 2021 lines were the old County Court Business Centre's: its page gives none.
  const slugs = result.file.courts.filter((court) => court.kind === 'hearing-centre').map((court) => court.slug);
  const contactNames = Object.keys(CONTACT_TABLES) as ContactTableName[];
  const contactSources = Object.fromEntries(contactNames.map((name) => [name, readFileSync(path.join(folder, `${name}.csv`), 'utf8')])) as ContactTableSources;
  const contacts = importFactContacts(contactSources, slugs);
  for (const row of contacts.malformedRows) console.warn(`malformed: ${row}`);
  for (const line of contacts.skipped) console.warn(`contact left out: ${line}`);
  for (const line of contacts.leftOut) console.info(`not shown: ${line}`);
  if (contacts.problems.length > 0) {
    for (const problem of contacts.problems) console.error(problem);
    throw new Error(`${HEARING_CENTRES_FILE} and ${CONTACTS_FILE} not changed: ${contacts.problems.length} problem(s)`);
  }
  writeFileSync(HEARING_CENTRES_FILE, formatHearingCentres(result.file));
  writeFileSync(CONTACTS_FILE, `${JSON.stringify(contacts.file, null, 2)}\n`);
  const withContacts = Object.values(contacts.file).filter((c) => c.phones.length + c.emails.length + c.openingTimes.length > 0).length;
  console.info(`Wrote ${CONTACTS_FILE}: contact details for ${withContacts} of ${slugs.length} hearing centres; ${contacts.leftOut.length} lines not shown.`);
  const { courts } = result.file;
  const entries = courts.reduce((sum, court) => sum + court.catchment.length, 0);
  console.info(
    `Wrote ${HEARING_CENTRES_FILE}: ${courts.length} courts (${courts.filter((c) => c.kind === 'hearing-centre').length} hearing centres and the national issuing centre), ${entries} catchment entries; ${result.skippedCatchment.length} catchment rows skipped, ${result.otherCourtsCatchmentRows} for courts not published.`,
  );
  console.info('Check the change (git diff) and commit it.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  try {
    main();
  } catch (error: unknown) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
