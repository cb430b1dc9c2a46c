import { parsePostcodeQuery } from '@/lib/courts/finder/postcode-query';

/**
 * Issue 28: whether a postcode is in England and Wales, the only courts this site covers, read by the court finder's
 * own parser (lib/courts/finder/postcode-query.ts), so the plan and the finder never disagree on where a postcode
 * is. Scotland's areas and Northern Ireland's (BT) are out of scope, as are the Channel Islands and the Isle of Man.
 * The plan asks a visitor on the Scottish border to check: TD12 and TD15, which the finder places in England but
 * which reach into Scotland, and the area letters "TD" alone. The court finder supplies the court; this says only
 * whether to plan at all.
 */
export type Jurisdiction = 'england-and-wales' | 'scotland' | 'northern-ireland' | 'outside-uk-mainland' | 'check';

/** Every postcode area in England and Wales (the Royal Mail's 124 areas, less Scotland, Northern Ireland and the islands). */
const ENGLAND_AND_WALES = new Set(
  (
    'AL B BA BB BD BH BL BN BR BS CA CB CF CH CM CO CR CT CV CW DA DE DH DL DN DT DY E EC EN EX FY GL GU HA HD HG HP ' +
    'HR HU HX IG IP KT L LA LD LE LL LN LS LU M ME MK N NE NG NN NP NR NW OL OX PE PL PO PR RG RH RM S SA SE SG SK SL ' +
    'SM SN SO SP SR SS ST SW SY TA TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO'
  ).split(' '),
);

/**
 * Where a postcode is: a full postcode ("TD15 1AA"), a sector, an outward code ("TD15") or the area letters alone
 * ("TD"), in any case or spacing. Throws a RangeError for anything else, or an area that is not a UK one.
 */
export function jurisdictionOf(postcode: string): Jurisdiction {
  if (typeof postcode !== 'string') throw new RangeError('Not a postcode');
  const query = parsePostcodeQuery(postcode);
  if (query.kind === 'empty' || query.kind === 'malformed') throw new RangeError('Not a postcode');
  if (query.kind === 'outside') {
    if (query.display === 'TD') return 'check';
    if (query.place === 'scotland' || query.place === 'northern-ireland') return query.place;
    return 'outside-uk-mainland';
  }
  if (query.area === 'TD') return 'check';
  if (!ENGLAND_AND_WALES.has(query.area)) throw new RangeError('Not a postcode area');
  return 'england-and-wales';
}
