import { z } from 'zod';
import { anchorId, text } from '../zod-parts';

/**
 * Issue 40: what HMCTS's March 2021 data gives for contacting each hearing centre about a money claim: phone lines,
 * email addresses and opening times, as written by `npm run import:courts -- <folder>` (build/import-courts/contacts.ts).
 * A file apart from the hearing centres' records, so the court finder's script never carries it: only the court
 * pages read it.
 */
export const courtContactsSchema = z
  .object({
    /**
     * What the line is for, from the data's name and explanation ("Possession cases", "Mediation – Small Claims");
     * `note`: the data's note on using it ("From 9am to 5pm"). Issue 54.
     */
    phones: z.array(z.object({ name: text, note: text.optional(), number: z.string().regex(/^[0-9 ]{10,14}$/, 'a UK phone number') }).strict()),
    emails: z.array(z.object({ name: text, note: text.optional(), address: z.string().email() }).strict()),
    /** What is open ("Counter open", "Telephone enquiries answered") and when, as the data words it, in English. */
    openingTimes: z.array(z.object({ what: text.optional(), hours: text }).strict()),
  })
  .strict();
export type CourtContacts = z.infer<typeof courtContactsSchema>;

export const courtContactsFileSchema = z.record(anchorId, courtContactsSchema);
export type CourtContactsFile = z.infer<typeof courtContactsFileSchema>;
