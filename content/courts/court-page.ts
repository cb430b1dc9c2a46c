import { NOT_ATTENDING_A_HEARING } from '../shared-passages';
import type { HearingCentre } from './hearing-centres-schema';

/**
 * Issue 27: the words of the page each County Court hearing centre gets at /court-locations/<FaCT slug>. Written once
 * and filled in from each court's record (FACTS.md §7, §8 "Hearing", §11), never a copy per court.
 */

/** The page's title (the template adds the site name). */
export const courtPageTitle = (court: Pick<HearingCentre, 'name'>) => `${court.name}: Address and Directions`;

const MAX_DESCRIPTION = 160;

/** The page's meta description (70 to 160 characters): the longest of these that fits. */
export function courtPageDescription(court: Pick<HearingCentre, 'name' | 'kind' | 'address'>): string {
  const place = court.address.town && !court.name.includes(court.address.town) ? `${court.name}, ${court.address.town}` : court.name;
  const candidates =
    court.kind === 'national-issuing-centre'
      ? [`${place}: issues paper money claims for all of England and Wales and holds no hearings: its address and what it does.`]
      : [
          `${place}: address, directions, areas of law, the nearest County Court hearing centres and what a small claims hearing there involves.`,
          `${place}: address, directions, areas of law, nearby hearing centres and what a small claims hearing there involves.`,
          `${place}: address, directions and what a small claims hearing there involves.`,
          `${court.name}: address, directions and small claims hearings.`,
        ];
  const fits = candidates.find((d) => d.length <= MAX_DESCRIPTION);
  if (!fits) throw new Error(`No description short enough for ${court.name}`);
  return fits;
}

export const courtPageText = {
  eyebrow: 'County Court hearing centre',
  nationalEyebrow: 'National issuing centre',
  featured: 'One of the six courts described in full in our court directory.',
  featuredLink: 'See it in the directory',
  addressHeading: { visiting: 'Visiting address', postal: 'Postal address' },
  directions: 'Directions in Google Maps',
  phone: 'Phone',
  contactHeading: 'Phone, email and opening times',
  /** Issue 40: the 2021 data's contacts are shown with this mark, never as current. */
  contactDataMark: 'HMCTS data, March 2021: check on Find a Court or Tribunal before you call or go.',
  phonesHeading: 'Phone',
  emailsHeading: 'Email',
  openingHeading: 'Opening times',
  noContacts: 'HMCTS’s March 2021 data gives no phone number, email address or opening times for this court. Find a Court or Tribunal has its current details.',
  nationalContacts:
    'The March 2021 data’s phone lines for this centre were the old County Court Business Centre’s, so none are shown here. For a money claim, call the HMCTS money claims helpline, or see Find a Court or Tribunal.',
  areasHeading: 'Areas of law',
  areasIntro: 'The kinds of case HMCTS listed this court as dealing with:',
  noAreas: 'HMCTS listed no areas of law for this court.',
  nearestHeading: 'Nearest hearing centres',
  nearestIntro: 'Other County Court hearing centres, by straight-line distance from this one:',
  checkHeading: 'Before you visit',
  factLink: 'Check this court on GOV.UK’s Find a Court or Tribunal',
  factWhy: 'for opening times and phone numbers before a visit.',
  noteHeading: 'What has changed since 2021',
  favourite: 'Favourite',
  favouriteNote: 'Favourites are saved on this device only, in this browser, and show in the court directory too.',
} as const;

/**
 * The Civil National Business Centre's page says what it is (FACTS.md §7; issue 27): the national issuing centre
 * for paper money claims, not a hearing centre.
 */
export const nationalIssuingCentreText = {
  heading: 'What this centre does',
  paragraphs: [
    'The Civil National Business Centre in Northampton issues paper money claims for the whole of England and Wales: a claim form sent by post goes here. You can also start a money claim online instead.',
    'It holds no hearings. If a claim is defended and goes to a hearing, it is sent to a County Court hearing centre: a defended claim for a fixed sum of money against an individual usually goes to the **defendant’s** local hearing centre.',
  ],
} as const;

/**
 * What a small claims hearing at a County Court hearing centre involves (FACTS.md §1 CPR 27.8, §8 "Hearing", §11
 * CPR 27.9), shown on every hearing centre's page from this one record.
 */
export const smallClaimsHearingPassage = {
  heading: 'What a small claims hearing here involves',
  paragraphs: [
    'Your hearing notice says when and where the hearing is, and whether it is in person at this court or by video or phone: the court decides which.',
    'A small claims hearing is usually in front of a **District Judge**, often in the judge’s room rather than a courtroom. It is informal: the judge can use any method of hearing that is fair, evidence need not be given on oath, and the judge may limit questioning of the other side. Hearings are normally in public unless the judge orders otherwise.',
    'The court’s directions usually ask each side to send the court and the other side copies of the documents they rely on at least 14 days before the hearing. Bring your own copies and your hearing notice on the day.',
    'You can bring a lay representative to speak for you, as long as you attend too; a company can send an employee.',
    'Everyone goes through a security check at the entrance, so allow extra time. Tell the court before the hearing about any access needs or adjustments you need, such as step-free access, a hearing loop or an interpreter.',
    NOT_ATTENDING_A_HEARING,
  ],
} as const;
