import { toNormalised, toOutcode } from 'postcode';
import {
  areasOfLaw,
  catchmentEntry,
  hearingCentresFileSchema,
  type AreaOfLaw,
  type HearingCentre,
  type HearingCentresFile,
} from '@/content/courts/hearing-centres-schema';
import { parseCsvTable, type CsvRow } from '@/build/import-courts/csv';

/**
 * Issue 27's importer: HMCTS's FaCT tables (March 2021, /work/shared/data/hmcts-fact-2021 and its README) to the
 * committed records of every displayed County Court. Pure: the tables come in as text, the records and a report
 * of what was left out come back; `import-courts.ts` does the files.
 *
 * Policy: a court we publish must be complete, so a displayed County Court without a name, slug or address, or
 * with a postcode or area of law we cannot read, stops the import (`problems`). A catchment row that is not a
 * postcode, sector, outcode or area (the 2021 list holds a few typos such as "GU21TQS") is left out and listed
 * (`skippedCatchment`); rows for courts we do not publish are counted. Fax, DX, phone numbers, emails, opening
 * times and internal notes are never read.
 */

/** The files the importer reads, each with the columns it needs. */
export const FACT_TABLES = {
  court: ['id', 'name', 'slug', 'displayed', 'lat', 'lon', 'name_cy'],
  courttype: ['id', 'name'],
  courtcourttype: ['court_id', 'court_type_id'],
  courtaddress: ['court_id', 'address', 'postcode', 'address_type_id', 'town_name'],
  addresstype: ['id', 'name'],
  areaoflaw: ['id', 'name'],
  courtareaoflaw: ['court_id', 'area_of_law_id'],
  courtpostcode: ['postcode', 'court_id'],
} as const;
export type FactTableName = keyof typeof FACT_TABLES;
export type FactTableSources = Readonly<Record<FactTableName, string>>;

export type Centroids = Readonly<Record<string, readonly [number, number]>>;

export const FACT_SOURCE: HearingCentresFile['source'] = {
  name: 'HMCTS Find a Court or Tribunal (FaCT) court data',
  asOf: '2021-03',
  dateLine: 'HMCTS court data, March 2021',
  origin: 'hmcts/fact-api, src/main/resources/db/migration/V069__prod_data.sql (production data as of commit 26919da, 11 March 2021)',
  licence: 'Open Government Licence v3.0',
  attribution: 'Contains public sector information licensed under the Open Government Licence v3.0',
};

/** The Civil National Business Centre: the 2021 data's County Court Business Centre (README; FACTS.md §7). */
const CNBC = {
  slug: 'county-court-business-centre-ccbc',
  name: 'Civil National Business Centre',
  addressLines: ["St Katharine's House", "21–27 St Katharine's Street"],
  town: 'Northampton',
  postcode: 'NN1 2LH',
  note: "Formerly the County Court Business Centre (CCBC). Since 2023 the Civil National Business Centre in Northampton issues paper money claims for all of England and Wales; it is not a hearing centre.",
} as const;

/** Known changes since March 2021 (README; FACTS.md §7), by FaCT slug. Each must match a court, or the import stops. */
const NOTES: Readonly<Record<string, string>> = {
  'newcastle-civil-family-courts-and-tribunals-centre':
    "The County Court in Newcastle sits here: its work moved to this Civic Centre site at Barras Bridge, officially opened in July 2021.",
  'newcastle-moot-hall':
    'In March 2021 FaCT listed County Court work here. The County Court in Newcastle now sits at the Newcastle Civil & Family Courts and Tribunals Centre, Barras Bridge: check Find a Court before you go.',
};

/** Displayed County Courts left out, with why (each must match a court, or the import stops). */
const LEFT_OUT: Readonly<Record<string, string>> = {
  'county-court-money-claims-centre-ccmcc':
    'a postal money claims centre (PO Box, no visiting address or coordinates, no catchment), not a hearing centre',
};

export type FactImport = {
  file: HearingCentresFile;
  /** Displayed County Courts not published, with why. */
  leftOut: { slug: string; name: string; reason: string }[];
  /** Catchment rows that are not a postcode, sector, outcode or area. */
  skippedCatchment: string[];
  /** Catchment rows for courts we do not publish (not displayed, or not a County Court). */
  otherCourtsCatchmentRows: number;
  /** Malformed rows of any table (wrong number of cells). */
  malformedRows: string[];
  /** Why the import cannot be written; empty when it can. */
  problems: string[];
};

const ADDRESS_TYPES = { visiting: ['Visiting', 'Visit us or write to us'], postal: ['Postal'] } as const;

function byId<R extends CsvRow<'id'>>(rows: readonly R[]): Map<string, R> {
  return new Map(rows.map((row) => [row.id, row]));
}

function groupBy<K extends string, R extends CsvRow<K>>(rows: readonly R[], key: K): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const row of rows) groups.set(row[key], [...(groups.get(row[key]) ?? []), row]);
  return groups;
}

/** A catchment cell as FaCT matches it (capitals, no spaces), or null if it is not one. */
export function normaliseCatchment(cell: string): string | null {
  const compact = cell.replace(/\s+/g, '').toUpperCase();
  return catchmentEntry.safeParse(compact).success ? compact : null;
}

/**
 * The address's lines, each once (issue 54: "County Court at Central London, Royal Courts of Justice" above a line
 * "Royal Courts of Justice" showed the building twice): a line, or a comma-separated part of one, that another line
 * gives whole is left out of it.
 */
export function addressLines(address: string): string[] {
  const lines = address
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => line !== '');
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return lines
    .filter((line, index) => lines.findIndex((other) => same(other, line)) === index)
    .map((line, _index, unique) => {
      const parts = line.split(/\s*,\s*/);
      const kept = parts.filter((part) => !unique.some((other) => other !== line && same(other, part)));
      return kept.length === parts.length || kept.length === 0 ? line : kept.join(', ');
    });
}

function coordinate(cell: string | undefined): number | null {
  if (cell === undefined || cell.trim() === '') return null;
  const value = Number(cell);
  return Number.isFinite(value) ? Number(value.toFixed(6)) : null;
}

export function importFactTables(sources: FactTableSources, centroids: Centroids): FactImport {
  const malformedRows: string[] = [];
  const table = <N extends FactTableName>(name: N): CsvRow<(typeof FACT_TABLES)[N][number]>[] => {
    const parsed = parseCsvTable(`${name}.csv`, sources[name], FACT_TABLES[name]);
    malformedRows.push(...parsed.problems);
    return parsed.rows;
  };
  const courtRows = table('court');
  const courtTypes = byId(table('courttype'));
  const courtCourtTypes = groupBy(table('courtcourttype'), 'court_id');
  const addresses = groupBy(table('courtaddress'), 'court_id');
  const addressTypes = byId(table('addresstype'));
  const areaNames = byId(table('areaoflaw'));
  const courtAreas = groupBy(table('courtareaoflaw'), 'court_id');
  const catchmentRows = table('courtpostcode');

  const problems: string[] = [];
  const leftOut: FactImport['leftOut'] = [];
  const selected = courtRows.filter(
    (row) => row.displayed === 't' && (courtCourtTypes.get(row.id) ?? []).some((link) => courtTypes.get(link.court_type_id)?.name === 'County Court'),
  );

  const catchments = new Map<string, Set<string>>(selected.map((row) => [row.id, new Set<string>()]));
  const skippedCatchment: string[] = [];
  let otherCourtsCatchmentRows = 0;
  for (const row of catchmentRows) {
    const set = catchments.get(row.court_id);
    if (!set) {
      otherCourtsCatchmentRows += 1;
      continue;
    }
    const entry = normaliseCatchment(row.postcode);
    if (entry) set.add(entry);
    else skippedCatchment.push(`${JSON.stringify(row.postcode)} (court ${row.court_id})`);
  }

  const courts: HearingCentre[] = [];
  for (const row of selected) {
    const label = `court ${row.id} (${row.name || 'no name'})`;
    if (!row.name.trim() || !row.slug.trim()) {
      problems.push(`${label}: missing ${row.name.trim() ? 'slug' : 'name'}`);
      continue;
    }
    const leftOutReason = LEFT_OUT[row.slug];
    if (leftOutReason) {
      leftOut.push({ slug: row.slug, name: row.name, reason: leftOutReason });
      continue;
    }
    const isCnbc = row.slug === CNBC.slug;
    const typed = (addresses.get(row.id) ?? []).map((address) => ({ address, type: addressTypes.get(address.address_type_id)?.name ?? '' }));
    const visiting = typed.find(({ type }) => (ADDRESS_TYPES.visiting as readonly string[]).includes(type));
    const postal = typed.find(({ type }) => (ADDRESS_TYPES.postal as readonly string[]).includes(type));
    const chosen = visiting ?? postal;
    if (!chosen) {
      problems.push(`${label}: no visiting or postal address`);
      continue;
    }
    const postcode = isCnbc ? CNBC.postcode : toNormalised(chosen.address.postcode);
    if (!postcode) {
      problems.push(`${label}: address postcode ${JSON.stringify(chosen.address.postcode)} is not a postcode`);
      continue;
    }
    const lines = isCnbc ? [...CNBC.addressLines] : addressLines(chosen.address.address);
    if (lines.length === 0) {
      problems.push(`${label}: empty address`);
      continue;
    }
    const lat = coordinate(row.lat);
    const lng = coordinate(row.lon);
    const centroid = centroids[toOutcode(postcode) ?? ''];
    const coordinates =
      lat !== null && lng !== null
        ? { lat, lng, source: 'fact' as const }
        : centroid
          ? { lat: centroid[0], lng: centroid[1], source: 'postcode-district' as const }
          : null;
    if (!coordinates) {
      problems.push(`${label}: no coordinates, and no centre for ${postcode}'s district`);
      continue;
    }
    const areas = new Set<AreaOfLaw>();
    for (const link of courtAreas.get(row.id) ?? []) {
      const name = areaNames.get(link.area_of_law_id)?.name ?? '';
      if ((areasOfLaw as readonly string[]).includes(name)) areas.add(name as AreaOfLaw);
      else problems.push(`${label}: unknown area of law ${JSON.stringify(name || link.area_of_law_id)}`);
    }
    const town = isCnbc ? CNBC.town : chosen.address.town_name.trim();
    const nameCy = row.name_cy.trim();
    const note = isCnbc ? CNBC.note : NOTES[row.slug];
    courts.push({
      slug: row.slug,
      name: isCnbc ? CNBC.name : row.name.trim(),
      ...(nameCy ? { nameCy } : {}),
      kind: isCnbc ? 'national-issuing-centre' : 'hearing-centre',
      address: { type: visiting ? 'visiting' : 'postal', lines, ...(town ? { town } : {}), postcode },
      coordinates,
      areasOfLaw: [...areas].sort(),
      catchment: [...(catchments.get(row.id) ?? [])].sort(),
      ...(note ? { note } : {}),
    });
  }

  const found = new Set(selected.map((row) => row.slug));
  for (const slug of [CNBC.slug, ...Object.keys(NOTES), ...Object.keys(LEFT_OUT)]) {
    if (!found.has(slug)) problems.push(`known change for ${slug}: no displayed County Court with that slug`);
  }

  courts.sort((a, b) => a.name.localeCompare(b.name, 'en-GB') || a.slug.localeCompare(b.slug));
  const candidate = { source: FACT_SOURCE, courts };
  const checked = hearingCentresFileSchema.safeParse(candidate);
  if (!checked.success) problems.push(...checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  return { file: checked.success ? checked.data : candidate, leftOut, skippedCatchment, otherCourtsCatchmentRows, malformedRows, problems };
}

/** The records as committed: two-space JSON, with each array of strings on one line so the catchments stay readable. */
export function formatHearingCentres(file: HearingCentresFile): string {
  const pretty = JSON.stringify(file, null, 2);
  return `${pretty.replace(/\[\n\s+("(?:[^"\\\n]|\\.)*"(?:,\n\s+"(?:[^"\\\n]|\\.)*")*)\n\s+\]/g, (_, items: string) => `[${items.replace(/,\n\s+/g, ', ')}]`)}\n`;
}
