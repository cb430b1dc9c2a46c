/** @jest-environment jsdom */
import { SIGNUP_DETAILS_KEY, TEMPLATE_TRIAL_KEY } from '@/content/storage-keys';
import { forgetSignup, keepSignup, readKeptSignup } from './consultation-delivery-signup';

/** Issue 53: what the tab keeps of a trial sign-up, and for how long. */
describe('the trial sign-up kept in the tab', () => {
  const requestId = 'abcdef0123456789abcdef0123456789';
  const updateKey = 'k'.repeat(43);
  const unsent = { name: 'Sam Patel', email: 'sam@example.com', phone: '', caseType: '', description: 'A deposit.' };
  const trialUntil = (deadline: number) => window.sessionStorage.setItem(TEMPLATE_TRIAL_KEY, JSON.stringify({ deadline, extensions: 0, signup: 'not-sent' }));
  afterEach(() => window.sessionStorage.clear());

  it('keeps the details of a sign-up that did not reach us only while its trial runs', () => {
    keepSignup({ requestId, unsent });
    trialUntil(Date.now() + 60_000);
    expect(readKeptSignup()).toEqual({ requestId, unsent });
    // A reload after the trial ended (or another person at the tab): the details are gone, from the storage too.
    trialUntil(Date.now() - 1_000);
    expect(readKeptSignup()).toBeNull();
    expect(window.sessionStorage.getItem(SIGNUP_DETAILS_KEY)).toBeNull();
  });

  it('keeps the id and key of a delivered one when its unsent details go, and forgets everything when asked', () => {
    keepSignup({ requestId, updateKey, unsent });
    forgetSignup();
    expect(JSON.parse(window.sessionStorage.getItem(SIGNUP_DETAILS_KEY)!)).toEqual({ requestId, updateKey });
    forgetSignup({ everything: true });
    expect(window.sessionStorage.getItem(SIGNUP_DETAILS_KEY)).toBeNull();
  });
});
