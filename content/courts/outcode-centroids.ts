import centroids from './outcode-centroids.json';

/**
 * Approximate centre points of UK postcode outward codes (postcode districts, e.g. "LS1", "WC2A")
 * in England and Wales, as `[latitude, longitude]` in decimal degrees (WGS84). Used only to order the
 * courts by straight-line distance from the outward code of a visitor's postcode, so district-level
 * precision is enough.
 *
 * Source: Free Map Tools' UK outcode list ("postcode-outcodes.csv": id, outcode, latitude, longitude),
 * derived from Ordnance Survey Code-Point Open and ONS postcode data. Values are copied exactly as
 * they appear in that file (not rounded), in the file's row order.
 *
 * Filtered to England and Wales: removed every outcode in the Scottish postcode areas AB, DD, DG,
 * EH, FK, G (the area G only, not GL or GU), HS, IV, KA, KW, KY, ML, PA, PH, ZE; Northern Ireland's
 * BT; the Crown Dependencies GY, JE, IM; and the Scottish Borders TD districts, keeping TD15
 * (Berwick-upon-Tweed, England) and TD12 (which is partly in England). Rows with a missing or zero
 * coordinate, or one outside Great Britain (latitude 49.8 to 55.9, longitude -6.5 to 1.9), would also
 * be removed; none were. The list holds some non-geographic and retired outcodes (e.g. "BS98",
 * "WD1"), which do no harm.
 */
export const OUTCODE_CENTROIDS_SOURCE = {
  name: 'Free Map Tools UK outcode list (postcode-outcodes.csv)',
  derivedFrom: 'Ordnance Survey Code-Point Open and Office for National Statistics postcode data',
  url: 'https://www.freemaptools.com/download-uk-postcode-lat-lng.htm',
  licence: 'Open Government Licence v3.0',
  licenceUrl: 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
  attribution:
    'Contains OS data © Crown copyright and database right. Contains Royal Mail data © Royal Mail copyright and database right. Contains National Statistics data © Crown copyright and database right.',
} as const;

/**
 * Outward code (upper case, no space, e.g. "M1", "SW1A") to its `[latitude, longitude]` centre.
 * The JSON import types each pair as `number[]`, which TypeScript will not assert straight to a tuple, hence `unknown`.
 */
export const outcodeCentroids: Readonly<Record<string, readonly [number, number]>> = centroids as unknown as Record<string, [number, number]>;
