/**
 * What a lead is made of on the leads disk, shared by the request's parser (parse-request.ts, which streams files into
 * an incoming folder) and the store (lead-store.ts, which moves them into a lead): a module of its own, so neither
 * imports the other (issue 52: they imported each other, the only cycle in the house).
 */

/** Lead folders and files are readable by the inbox's own user only: they hold personal data. */
export const FOLDER_MODE = 0o700;
export const FILE_MODE = 0o600;
/** Work in progress: hidden folders that a listing skips and start-up removes. */
export const INCOMING_PREFIX = '.incoming-';
/** What a visitor is told when the leads disk fails: never the error's code or a path. */
export const STORAGE_FAILURE_MESSAGE = 'The inbox cannot store requests just now. Please send your request again in a minute, or call us.';

/**
 * A file part of the request: held in memory (`data`, tests and small callers) or, as the inbox receives them,
 * streamed to a file in the incoming folder (`path`, `size`).
 */
export type ReceivedFile = { name: string; mimeType: string; data: Buffer } | { name: string; mimeType: string; path: string; size: number };
