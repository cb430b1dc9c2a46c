import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import centroids from '@/content/courts/outcode-centroids.json';
import { FACT_TABLES, formatHearingCentres, importFactTables, type FactTableName, type FactTableSources } from './fact';

/**
 * `npm run import:courts -- <folder>`: reads HMCTS's FaCT CSVs from the folder (e.g. ../shared/data/hmcts-fact-2021)
 * and writes content/courts/hearing-centres.json, or writes nothing and exits non-zero when a court would be
 * incomplete. Commit the result: the build reads the records, never the CSVs.
 */
export const HEARING_CENTRES_FILE = path.join(process.cwd(), 'content', 'courts', 'hearing-centres.json');

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
  writeFileSync(HEARING_CENTRES_FILE, formatHearingCentres(result.file));
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
