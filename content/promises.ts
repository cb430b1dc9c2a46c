/** Spec 1 and 9: the service promises shown to visitors. */
export const RESPONSE_PROMISE_HOURS = 24;
export const CONSULTATION_LENGTH = '30-45 minutes';

export const promises = [
  { title: `Reply within ${RESPONSE_PROMISE_HOURS} hours`, text: `An initial response to every enquiry within ${RESPONSE_PROMISE_HOURS} hours.` },
  { title: 'Free consultation', text: `A free ${CONSULTATION_LENGTH} initial consultation, available within ${RESPONSE_PROMISE_HOURS} hours.` },
  { title: 'Clear pricing', text: 'Transparent, quote-based fees, discussed and agreed before any work starts.' },
  { title: 'Free to call', text: 'Our support line is free to call from UK landlines and mobiles.' },
] as const;
