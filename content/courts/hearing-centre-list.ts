import { FIND_A_COURT_URL } from './contacts';

/**
 * Issue 27: the copy of the list of every County Court hearing centre on /court-locations (rendered by
 * components/courts/hearing-centre-list.tsx). The data's date line and licence come with the data
 * (HEARING_CENTRES_SOURCE).
 */
export const hearingCentreListCopy = {
  id: 'every-hearing-centre',
  title: 'Every County Court hearing centre in England and Wales',
  intro:
    'The County Court’s hearing centres as HMCTS’s Find a Court or Tribunal listed them, by region. Each court’s page has its address, directions, the kinds of case it deals with and the hearing centres nearest to it.',
  /** After the region's name in its summary: "North East, 12 courts". */
  count: (n: number) => `${n} ${n === 1 ? 'court' : 'courts'}`,
  /** Shown before a Welsh name, for sighted visitors; the name itself is marked lang="cy". */
  welshNameLabel: 'In Welsh:',
  national: {
    title: 'Where paper money claims are issued',
    text: 'The national issuing centre for paper money claims in England and Wales. It holds no hearings: a defended claim is sent to a hearing centre.',
  },
  source: {
    /** Follows the date line: where the live details are. */
    check: 'Names and addresses as HMCTS listed them then: opening times, phone numbers and even a court’s building can change, so check',
    factLink: { label: 'Find a Court or Tribunal on GOV.UK', href: FIND_A_COURT_URL },
    beforeVisit: 'before you go.',
    licenceUrl: 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
  },
} as const;
