import { DEFENDANT_HEARING_CENTRE } from '../hearing-centre-passage';
import { FIND_A_COURT_URL } from './contacts';

/**
 * Issue 27: the court finder's words ("Which court will deal with my claim?"). The law as FACTS.md states it:
 * section 8 (online services), section 7 (the Civil National Business Centre), section 10 (a defended claim for a
 * fixed sum against an individual usually goes to the defendant's preferred hearing centre, CPR Part 26).
 */
export const finderCases = [
  { value: 'money', label: 'Money claim', areaOfLaw: 'Money claims' },
  { value: 'housing', label: 'Housing possession', areaOfLaw: 'Housing possession' },
  { value: 'bankruptcy', label: 'Bankruptcy', areaOfLaw: 'Bankruptcy' },
] as const;
export type FinderCase = (typeof finderCases)[number]['value'];

export const finderMessages = {
  heading: 'Which court will deal with my claim?',
  intro: 'Enter a postcode in England or Wales to see which County Court hearing centre HMCTS lists for it, and the nearest others.',
  postcodeLabel: 'Postcode',
  postcodeHint: 'A full postcode, like CF10 1ET, or the first part of one, like CF10',
  caseLegend: 'What is the case about?',
  submit: 'Find the court',
  loading: 'Looking up the court…',
  /** Shown only with JavaScript off: the finder needs it; the list of every court below does not. */
  needsScript: 'The court finder needs JavaScript. Find a Court or Tribunal on GOV.UK answers the same question.',
  /** The part of `needsScript` that links to Find a Court or Tribunal. */
  needsScriptLink: { text: 'Find a Court or Tribunal on GOV.UK', href: FIND_A_COURT_URL },
  errors: {
    empty: 'Enter a postcode, like CF10 1ET, or the first part of one, like CF10',
    malformed: 'Enter a postcode in the right format, like CF10 1ET, or the first part of one, like CF10',
    unknown: 'We could not find that postcode. Check it, or enter only its first part, like CF10. The finder covers England and Wales.',
    failed: 'The court list could not be loaded. Check your connection and try again.',
  },
  answerHeading: (postcode: string) => `Courts for ${postcode}`,
  byLevel: {
    full: 'HMCTS lists this postcode for',
    sector: 'HMCTS lists this part of the postcode area for',
    outcode: 'HMCTS lists this postcode district for',
    area: 'HMCTS lists this postcode area for',
    nearest: 'HMCTS’s lists name no court for this postcode, so this is the nearest that deals with it:',
  },
  nextNearest: 'The next nearest that deal with it',
  noDistance: 'We cannot place this postcode on a map, so distances are not shown.',
  oddity: (listed: string, listedMiles: string, nearest: string, nearestMiles: string) =>
    `HMCTS’s list names ${listed}, ${listedMiles} away, but ${nearest} is ${nearestMiles} away. The list is from March 2021 and may be out of date:`,
  oddityLink: { label: 'check the court on Find a Court or Tribunal’s live search', href: FIND_A_COURT_URL },
  factCourtLink: (court: string) => `Opening times and phone numbers for ${court} on Find a Court or Tribunal`,
  dataNote: 'Straight-line distances from the centre of the postcode district.',
  /** What each kind of case means for which postcode to enter. */
  explain: {
    money: [
      'A money claim is not started at a hearing centre: it is issued online (Online Civil Money Claims for a fixed sum up to £25,000, Money Claim Online for larger claims) or on paper at the Civil National Business Centre in Northampton.',
      `The hearing centre matters if the claim is defended. ${DEFENDANT_HEARING_CENTRE} So for a fixed sum against an individual or sole trader, enter the defendant’s postcode; for other claims, enter yours.`,
    ],
    housing: [
      'A possession claim is made to the County Court hearing centre that serves the area where the property is, so enter the property’s postcode.',
    ],
    bankruptcy: [
      'A creditor’s bankruptcy petition goes to the hearing centre for the area where the debtor has mainly lived or traded over the last six months, so enter the debtor’s postcode. In London it goes to the High Court or the County Court at Central London, depending on the size of the debt. Check with the court before you file.',
      'Someone asking to be made bankrupt themselves applies online to the Insolvency Service, not to a court.',
    ],
  } satisfies Record<FinderCase, readonly string[]>,
  outside: {
    scotland: { name: 'Scotland', courts: 'Scotland has its own courts and rules (simple procedure for smaller claims).', link: { label: 'Scottish Courts and Tribunals Service', href: 'https://www.scotcourts.gov.uk/' } },
    'northern-ireland': { name: 'Northern Ireland', courts: 'Northern Ireland has its own courts and small claims rules.', link: { label: 'nidirect', href: 'https://www.nidirect.gov.uk/' } },
    'isle-of-man': { name: 'the Isle of Man', courts: 'The Isle of Man has its own courts.', link: { label: 'Isle of Man Government', href: 'https://www.gov.im/' } },
    jersey: { name: 'Jersey', courts: 'Jersey has its own courts.', link: { label: 'Government of Jersey', href: 'https://www.gov.je/' } },
    guernsey: { name: 'Guernsey', courts: 'Guernsey has its own courts.', link: { label: 'States of Guernsey', href: 'https://www.gov.gg/' } },
  },
  outsideLead: (postcode: string, place: string) => `${postcode} is in ${place}. This finder covers courts in England and Wales only.`,
  outsideGo: 'Find your court on',
} as const;
