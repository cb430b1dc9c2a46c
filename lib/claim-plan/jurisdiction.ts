/**
 * Issue 28: whether a postcode is in England and Wales, the only courts this site covers, read from its area (the
 * letters before the first digit). Scotland's areas and Northern Ireland's (BT) are out of scope, as are the
 * Channel Islands and the Isle of Man. TD (Galashiels) is Scottish but for TD12 and TD15, which reach into
 * Northumberland, and CA, DG and NE cross the border only at the edges: DG is Scottish, CA and NE English. Where
 * only the area is known and it straddles the border, the answer is `check`. The court finder (issue 27) supplies
 * the court; this says only whether to plan at all.
 */
export type Jurisdiction = 'england-and-wales' | 'scotland' | 'northern-ireland' | 'outside-uk-mainland' | 'check';

const SCOTLAND = new Set(['AB', 'DD', 'DG', 'EH', 'FK', 'G', 'HS', 'IV', 'KA', 'KW', 'KY', 'ML', 'PA', 'PH', 'TD', 'ZE']);
const CROWN_DEPENDENCIES = new Set(['GY', 'JE', 'IM']);
/** TD districts that include English addresses (Cornhill-on-Tweed, Berwick-upon-Tweed). */
const TD_ENGLISH_DISTRICTS = new Set(['TD12', 'TD15']);

/** Every postcode area in England and Wales (the Royal Mail's 124 areas, less Scotland, Northern Ireland and the islands). */
const ENGLAND_AND_WALES = new Set(
  (
    'AL B BA BB BD BH BL BN BR BS CA CB CF CH CM CO CR CT CV CW DA DE DH DL DN DT DY E EC EN EX FY GL GU HA HD HG HP ' +
    'HR HU HX IG IP KT L LA LD LE LL LN LS LU M ME MK N NE NG NN NP NR NW OL OX PE PL PO PR RG RH RM S SA SE SG SK SL ' +
    'SM SN SO SP SR SS ST SW SY TA TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO'
  ).split(' '),
);

/** The outward code (the part before the space, or all but the last three characters), upper case; null if not a postcode. */
function outwardCode(postcode: string): string | null {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  const match = /^([A-Z]{1,2}\d[A-Z\d]?)\d[A-Z]{2}$/.exec(compact);
  return match ? match[1]! : null;
}

/**
 * Where a postcode is, by its area: a full postcode ("TD15 1AA"), an outward code ("TD15") or the area letters
 * alone ("TD"). Throws a RangeError for anything else.
 */
export function jurisdictionOf(postcode: string): Jurisdiction {
  if (typeof postcode !== 'string') throw new RangeError('Not a postcode');
  const trimmed = postcode.trim().toUpperCase();
  const outward = outwardCode(trimmed) ?? (/^[A-Z]{1,2}\d[A-Z\d]?$/.test(trimmed) ? trimmed : null);
  const area = outward ? /^[A-Z]{1,2}/.exec(outward)![0] : /^[A-Z]{1,2}$/.test(trimmed) ? trimmed : null;
  if (!area) throw new RangeError('Not a postcode');
  if (area === 'BT') return 'northern-ireland';
  if (CROWN_DEPENDENCIES.has(area)) return 'outside-uk-mainland';
  if (area === 'TD') {
    if (!outward) return 'check';
    return TD_ENGLISH_DISTRICTS.has(outward) ? 'check' : 'scotland';
  }
  if (SCOTLAND.has(area)) return 'scotland';
  if (ENGLAND_AND_WALES.has(area)) return 'england-and-wales';
  throw new RangeError('Not a postcode area');
}

/** The area letters of a postcode ("SW1A 1AA" → "SW"); throws a RangeError for what is not a postcode. */
export function postcodeArea(postcode: string): string {
  const outward = outwardCode(postcode);
  if (!outward) throw new RangeError('Not a postcode');
  return /^[A-Z]{1,2}/.exec(outward)![0];
}
