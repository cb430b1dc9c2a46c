/**
 * Whether the support line is free to call, worked out from the number itself, so that no page promises a free
 * call on a number that is not one. In the UK only 0800 and 0808 numbers are free to call from landlines and
 * mobiles (Ofcom's non-geographic calls changes, 1 July 2015); every other range may cost the caller. The phone
 * number is set once, in `content/site.ts`, and every "free to call" line on the site follows from it.
 */

/** An 0800 number has 10 or 11 digits (a few old 0800 numbers have 10); an 0808 number has 11. */
const FREEPHONE_NATIONAL = /^(?:0800\d{6,7}|0808\d{7})$/;

/**
 * The number in national form ("08081570123"), or null when it is not a UK number written in digits.
 * Spaces, hyphens, dots and brackets are ignored; "+44", "0044" and "+44 (0)" are read as the leading 0.
 */
function nationalDigits(number: string): string | null {
  const compact = number.replace(/[\s\-.()]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const international = /^(?:\+44|0044)(\d+)$/.exec(compact);
  if (international) {
    const rest = international[1]!;
    // "+44 (0)808 …": the 0 in brackets is the national trunk prefix, not part of the number.
    return rest.startsWith('0') ? rest : `0${rest}`;
  }
  if (compact.startsWith('+')) return null; // another country's number
  return compact.startsWith('0') ? compact : null;
}

/**
 * True only for a UK freephone number (0800 or 0808, also written +44 800 / +44 808), false for every other
 * number and for anything that is not a phone number at all.
 */
export function isFreephone(number: string): boolean {
  if (typeof number !== 'string') return false;
  const national = nationalDigits(number);
  return national !== null && FREEPHONE_NATIONAL.test(national);
}

/** Every phrase on the site that says what a call to the support line costs. */
export type PhoneWording = {
  /** True only when every form of the number given is free to call. */
  free: boolean;
  /** The line under the number (no full stop). */
  note: string;
  /** "call us free" on a freephone number, otherwise "call us": goes before "on <number>". */
  callUs: string;
  /** The same, starting a sentence or a heading: "Call us free" or "Call us". */
  callUsTitle: string;
  /** The spec's free-to-call promise (spec 1), only while it is true; otherwise null and no promise is shown. */
  promise: { title: string; text: string } | null;
};

/** A neutral, true line for a number that may cost the caller something. */
export const CALL_CHARGES_NOTE = 'Call charges depend on your phone provider';
export const FREE_TO_CALL_NOTE = 'Free to call from UK landlines and mobiles';

/**
 * The wording for a number given in one or more forms (as shown, and as dialled): free only if every form is a
 * freephone number, so a display number and a tel: number that disagree never earn the claim.
 */
export function phoneWording(...forms: string[]): PhoneWording {
  const free = forms.length > 0 && forms.every(isFreephone);
  return free
    ? {
        free,
        note: FREE_TO_CALL_NOTE,
        callUs: 'call us free',
        callUsTitle: 'Call us free',
        promise: { title: 'Free to call', text: 'Our support line is free to call from UK landlines and mobiles.' },
      }
    : { free, note: CALL_CHARGES_NOTE, callUs: 'call us', callUsTitle: 'Call us', promise: null };
}
