import { FIND_A_COURT_URL } from './contacts';
import { hearingCentreListCopy } from './hearing-centre-list';
import type { FormCategory } from './schema';

/** Titles, descriptions and fixed copy of the court forms library and the court directory (spec 2). */

export const courtFormsPage = {
  reviewed: '2026-11-23',
  title: 'Court Forms Library',
  description:
    'The eight court forms most small claims need in England and Wales, what each is really for, what to watch for, and a link to the official GOV.UK page.',
  intro:
    'The forms you are most likely to meet in a small claim, with what each one is really for and the points people most often get wrong. Every form opens on its official GOV.UK page, so you always get the current version.',
} as const;

/** Spec 2 "category legend": what each of the spec's form categories covers. */
export const formCategoryLegend: Record<FormCategory, string> = {
  Essential: 'Starting a claim',
  Defence: 'Replying to a claim made against you',
  'Case Management': 'Getting the case ready for a hearing',
  Applications: 'Asking the court to make an order along the way',
  Judgment: 'After judgment: paying by instalments or changing the terms',
  Enforcement: 'Getting paid when a judgment is ignored, and the fees involved',
};

/** Spec 2 "support boxes" on the forms library. */
export const formSupportBoxes = {
  preparation: {
    title: 'Document Preparation Service',
    text: 'Not sure which form you need, or how to fill it in? We guide you through each form, check your draft and explain what to send and when. You stay in charge and sign it yourself.',
    action: 'Document Preparation Service',
  },
  consultation: {
    title: 'Free Consultation',
    text: 'Tell us where your claim has got to and we will explain your next step and which form goes with it, free and with no obligation.',
    action: 'Free Consultation',
  },
} as const;

export const courtLocationsPage = {
  reviewed: '2026-11-23',
  title: 'Court Locations',
  description:
    'Every County Court hearing centre in England and Wales by region, a postcode finder for the court that deals with your claim, and six courts in detail.',
  intro: `Every County Court hearing centre in England and Wales: enter a postcode to find which court will deal with your claim, see six featured courts in detail (how to get to each one and what to expect, and save the ones you need), or browse [every hearing centre by region](#${hearingCentreListCopy.id}). Before a visit, check opening times and phone numbers on [GOV.UK’s Find a Court or Tribunal](${FIND_A_COURT_URL}).`,
  favouritesNote: 'Favourites are saved on this device only, in this browser. We never see them.',
} as const;

/** Spec 2 "Court Visit Preparation Tips" (spec 9: arrive 30 minutes before, check in 15 minutes before). */
export const courtVisitTips = [
  'Arrive 15 to 30 minutes early: aim to be there 30 minutes before your hearing and to check in at least 15 minutes before.',
  'Check your hearing notice for the time, the court’s address and whether the hearing is in person, by video or by phone.',
  'Bring your hearing notice, the documents you are relying on and copies for the judge and the other side, plus a pen and paper.',
  'Expect a security check at the entrance, like an airport: leave anything sharp at home and allow time to queue.',
  'Tell the court in advance if you need any adjustment, such as step-free access, a hearing loop or an interpreter.',
  'Switch your phone to silent before you go in, and keep food and drink outside the hearing room.',
] as const;
