import { z } from 'zod';
import { anchorId, text } from '../zod-parts';

/**
 * Issue 27: every displayed County Court from HMCTS's Find a Court or Tribunal (FaCT) data of March 2021, as
 * written by `npm run import:courts -- <folder>` (build/import-courts/). The build reads the committed JSON through
 * this schema, never the CSVs.
 */

/** The FaCT areas of law a court may list (areaoflaw.csv). */
export const areasOfLaw = [
  'Adoption',
  'Bankruptcy',
  'Children',
  'Civil partnership',
  'Crime',
  'Divorce',
  'Domestic violence',
  'Employment',
  'Forced marriage and FGM',
  'High Court District Registry',
  'Housing possession',
  'Immigration',
  'Money claims',
  'Probate',
  'Social security',
  'Tax',
] as const;
export type AreaOfLaw = (typeof areasOfLaw)[number];

/** A full postcode in capitals with one space, e.g. "NN1 2LH". */
export const fullPostcode = z.string().regex(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/, 'a full postcode in capitals with one space');

/**
 * A catchment entry as FaCT matches it, without spaces: a full postcode ("HP51QQ"), a sector ("HP51" = HP5 1),
 * an outcode ("HP5") or area letters ("HP").
 */
export const catchmentEntry = z
  .string()
  .regex(/^(?:[A-Z]{1,2}|[A-Z]{1,2}\d[A-Z\d]?|[A-Z]{1,2}\d[A-Z\d]?\d|[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2})$/, 'a catchment postcode, sector, outcode or area');

export const hearingCentreSchema = z
  .object({
    /** FaCT's slug: the court's live page is https://www.find-court-tribunal.service.gov.uk/courts/<slug>. */
    slug: anchorId,
    name: text,
    /** The Welsh name, where FaCT holds one. */
    nameCy: text.optional(),
    /** A hearing centre, or the Civil National Business Centre that issues paper money claims for all of England and Wales. */
    kind: z.enum(['hearing-centre', 'national-issuing-centre']),
    address: z.object({
      /** "visiting" where FaCT gives a visiting address; "postal" where it gives only a postal one. */
      type: z.enum(['visiting', 'postal']),
      lines: z.array(text).min(1),
      town: text.optional(),
      postcode: fullPostcode,
    }),
    /** From FaCT, or (where FaCT has none) the centre of the address's postcode district, marked as such. */
    coordinates: z.object({
      lat: z.number().min(49.8).max(55.9),
      lng: z.number().min(-6.5).max(1.9),
      source: z.enum(['fact', 'postcode-district']),
    }),
    areasOfLaw: z.array(z.enum(areasOfLaw)),
    /**
     * The catchment FaCT matches for money claims, housing possession and bankruptcy (courtpostcode.csv), sorted,
     * without duplicates. It applies to an area of law only where the court lists that area.
     */
    catchment: z.array(catchmentEntry),
    /** What has changed since the 2021 data, for visitors (e.g. the CNBC, Newcastle). */
    note: text.optional(),
  })
  .strict();
export type HearingCentre = z.infer<typeof hearingCentreSchema>;

export const hearingCentresFileSchema = z
  .object({
    source: z.object({
      name: text,
      /** The month the data describes (ISO year and month). */
      asOf: z.string().regex(/^\d{4}-\d{2}$/),
      /** The line every page that shows the data carries. */
      dateLine: text,
      origin: text,
      licence: text,
      attribution: text,
    }),
    courts: z.array(hearingCentreSchema).min(1),
  })
  .strict()
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    for (const [index, court] of file.courts.entries()) {
      if (seen.has(court.slug)) ctx.addIssue({ code: 'custom', path: ['courts', index, 'slug'], message: `duplicate slug ${court.slug}` });
      seen.add(court.slug);
    }
    const national = file.courts.filter((court) => court.kind === 'national-issuing-centre');
    if (national.length !== 1) ctx.addIssue({ code: 'custom', path: ['courts'], message: `expected one national issuing centre, found ${national.length}` });
  });
export type HearingCentresFile = z.infer<typeof hearingCentresFileSchema>;
