/**
 * Spec 3 "court": the regions and types the directory filters by. Kept apart from the zod schema so the
 * directory's browser code can use them without shipping zod.
 */
export const courtRegions = ['London', 'West Midlands', 'North West', 'Yorkshire', 'South West', 'North East'] as const;
export type CourtRegion = (typeof courtRegions)[number];
export const courtTypes = ['County Court', 'Combined Court'] as const;
export type CourtType = (typeof courtTypes)[number];
