import data from './hearing-centre-contacts.json';
import { courtContactsFileSchema, type CourtContacts } from './hearing-centre-contacts-schema';

export type { CourtContacts } from './hearing-centre-contacts-schema';

/** The committed contacts (issue 40), checked when the build loads them: a malformed record fails the build. */
const file = courtContactsFileSchema.parse(data);

/**
 * A hearing centre's phone lines, emails and opening times from HMCTS's March 2021 data (empty lists where it gives
 * none); null for a court the file does not cover (the Civil National Business Centre, whose 2021 lines were the old
 * County Court Business Centre's).
 */
export const contactsFor = (slug: string): CourtContacts | null => file[slug] ?? null;

/** Courts the file covers: a unit test keeps it in step with the hearing centres' records. */
export const contactSlugs = (): string[] => Object.keys(file);
