import data from './hearing-centres.json';
import { hearingCentresFileSchema, type HearingCentre } from './hearing-centres-schema';

export { areasOfLaw, type AreaOfLaw, type HearingCentre } from './hearing-centres-schema';

/** The committed import (issue 27), checked when the build loads it: a malformed record fails the build. */
const file = hearingCentresFileSchema.parse(data);

/** Where the data comes from, its date line ("HMCTS court data, March 2021") and its licence attribution. */
export const HEARING_CENTRES_SOURCE = file.source;

/** Every displayed County Court, by name; the Civil National Business Centre is the one `national-issuing-centre`. */
export const hearingCentres: readonly HearingCentre[] = file.courts;

