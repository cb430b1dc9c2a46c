/** The forms a request id and a trial sign-up's update key take, shared by the browser and the lead inbox (issue 53). */

/**
 * A request id as the inbox accepts it: exactly what newRequestId makes, 32 lower-case hex characters (issue 53: the
 * inbox took any id a client picked). Also part of a lead's folder name, so nothing else gets through.
 */
export const REQUEST_ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The part a trial sign-up sends its update key in: the key the inbox's first answer gave this tab (`updateKey`),
 * without which a repeat of the sign-up's id can change nothing (issue 53). The inbox keeps only its hash.
 */
export const UPDATE_KEY_FIELD = 'updateKey';
/** An update key as the inbox makes it: 256 random bits in base64url. */
export const UPDATE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
