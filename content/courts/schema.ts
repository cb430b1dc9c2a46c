import { z } from 'zod';
import { anchorId, text } from '../zod-parts';
import { courtRegions, courtTypes } from './options';

export { courtRegions, courtTypes, type CourtRegion, type CourtType } from './options';

const httpsUrl = z.url({ protocol: /^https$/ });

/** Spec 3: a court record, with every field the spec lists, plus where and when its details were checked. */
export const courtSchema = z.object({
  id: anchorId,
  name: text,
  /** Street address without the city and postcode. */
  address: text,
  postcode: z.string().regex(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/, 'a full postcode in capitals with one space'),
  city: text,
  region: z.enum(courtRegions),
  /**
   * The court's civil phone line as shown, e.g. "0300 123 5577". Omitted where the HMCTS data gives the centre no
   * civil line (Newcastle, FACTS.md §7): the card then offers the money claims helpline and the Find a Court page.
   */
  phone: z.string().regex(/^0\d{3} \d{3} \d{4}$|^0\d{4} \d{6}$|^0\d{3} \d{4} \d{4}$/).optional(),
  email: z.email(),
  type: z.enum(courtTypes),
  /** What the building deals with, e.g. "County Court (civil and small claims)", "Family Court". */
  services: z.array(text).min(1),
  openingHours: z.object({ weekdays: text, saturday: text, sunday: text }),
  /** The same hours for structured data, e.g. ["Mo-Fr 09:00-16:00"]. */
  openingHoursSchema: z.array(z.string().regex(/^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d{2}:\d{2}-\d{2}:\d{2}$/)).min(1),
  parking: z.object({ available: z.boolean(), cost: text, details: text }),
  accessibility: z.array(text).min(1),
  transport: z.object({ bus: text, train: text, metro: text }),
  coordinates: z.object({ lat: z.number().min(49.8).max(55.9), lng: z.number().min(-6.5).max(1.9) }),
  /** The court's page on GOV.UK's Find a Court or Tribunal service. */
  findACourtUrl: httpsUrl.refine((u) => u.startsWith('https://www.find-court-tribunal.service.gov.uk/courts/')),
  /** A short note for visitors (e.g. where the county court in Newcastle now sits). */
  note: text.optional(),
});
export type Court = z.infer<typeof courtSchema>;

/** Spec 3 "court form": code, title, category, description; the official page replaces the spec's placeholder. */
export const formCategories = ['Essential', 'Defence', 'Case Management', 'Applications', 'Judgment', 'Enforcement'] as const;
export type FormCategory = (typeof formCategories)[number];

export const courtFormSchema = z.object({
  /** The spec's code, e.g. "N1". */
  code: z.string().regex(/^(N\d{1,3}[A-Z]?|EX\d{2,3})$/),
  /** The form's real official name. */
  title: text,
  category: z.enum(formCategories),
  /** When to use it, in plain English. */
  description: text,
  /** What to watch for, including where the spec's label is not what the form really is. */
  watchFor: text,
  /** The form's official page on GOV.UK (opened in a new tab). */
  officialUrl: httpsUrl.refine((u) => u.startsWith('https://www.gov.uk/')),
  /** Our guidance on the stage the form belongs to: a path of this site. */
  guidance: z.object({ label: text, href: z.string().regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/) }),
});
export type CourtForm = z.infer<typeof courtFormSchema>;
