/**
 * The names under which the site stores anything in the browser, and the consent cookie's lifetime. A module of
 * its own with no imports, because client code needs these few constants on every page: importing them from
 * content/cookies.ts would ship the whole cookie table (and what it imports) to the browser.
 */

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const CONSENT_COOKIE = 'cookie_consent';
/** Spec 3: the consent-preference cookie lasts 1 year. */
export const CONSENT_MAX_AGE_SECONDS = YEAR_SECONDS;

/** The sessionStorage key the consultation form's draft is kept under. */
export const CONSULTATION_DRAFT_KEY = 'consultation-draft';

/**
 * The sessionStorage key a link to a section of the home page (`/#contact`) leaves for the home page: which section
 * to scroll to once it has loaded. Read and deleted by the next page that loads.
 */
export const SECTION_SCROLL_KEY = 'section-scroll';

/**
 * The sessionStorage key the names of the files attached to the consultation form are kept under (the names only,
 * never the files, which a browser cannot keep): after a reload the form says which to choose again.
 */
export const CONSULTATION_FILES_KEY = 'consultation-files';

/** The sessionStorage keys the calculators keep what was entered under, so a reload does not lose it. */
export const CLAIM_CALCULATOR_DRAFT_KEY = 'claim-calculator-draft';
export const DEADLINE_CALCULATOR_DRAFT_KEY = 'deadline-calculator-draft';

/** The localStorage key the court directory keeps favourite courts under. */
export const COURT_FAVOURITES_KEY = 'court-favourites';

/** The sessionStorage key the template trial's end time is kept under, so a reload neither restarts nor loses it. */
export const TEMPLATE_TRIAL_KEY = 'template-trial';

/**
 * The sessionStorage keys the template generator keeps each template's answers under
 * (`template-answers:letter-before-action`, …), so a reload, closing the dialog, switching template or the end
 * of the trial loses nothing (a new sign-up finds them filled in). Cleared by "Clear my answers" and with the tab.
 */
export const TEMPLATE_ANSWERS_KEY_PREFIX = 'template-answers:';
export const templateAnswersKey = (slug: string) => `${TEMPLATE_ANSWERS_KEY_PREFIX}${slug}`;

/**
 * The sessionStorage key the template trial's sign-up is kept under (its details and request id), so that a new
 * sign-up from this tab finds the form filled in and updates the same lead, and the consultation form fills its
 * empty fields from it.
 */
export const SIGNUP_DETAILS_KEY = 'signup-details';

/**
 * The sessionStorage key the trial sign-up form keeps what is typed in it under, before it is sent, so a reload or
 * closing the window loses nothing. Deleted once the sign-up is sent (its details are then under `SIGNUP_DETAILS_KEY`).
 */
export const SIGNUP_DRAFT_KEY = 'signup-draft';

/**
 * The sessionStorage key "Plan my claim" keeps the visitor's answers under as they type them, so a reload loses
 * nothing. Cleared with the tab.
 */
export const PLAN_DRAFT_KEY = 'claim-plan-draft';

/**
 * Issue 28 "Save on this device": the localStorage key holding the visitor's choice to keep their answers on this
 * device ('on' while chosen; absent, the default, when not). Nothing below is kept without it.
 */
export const DEVICE_SAVE_KEY = 'save-on-device';
/** The localStorage key "Plan my claim" keeps its answers under while saving on this device is on. */
export const PLAN_ANSWERS_KEY = 'claim-plan-answers';
/**
 * The localStorage keys the document generator keeps each template's answers under while saving on this device is
 * on (`saved-template-answers:letter-before-action`, …): the same answers as the tab's, kept across visits.
 */
export const SAVED_TEMPLATE_ANSWERS_KEY_PREFIX = 'saved-template-answers:';
export const savedTemplateAnswersKey = (slug: string) => `${SAVED_TEMPLATE_ANSWERS_KEY_PREFIX}${slug}`;

/**
 * Issue 41: the sessionStorage key the Help with Fees check keeps its answers under as they are typed (a reload loses
 * nothing), and the localStorage key it keeps them under while saving on this device is on. The claim calculator
 * and Plan my claim read them to show the likely fee beside the full one; nothing leaves the browser.
 */
export const HWF_DRAFT_KEY = 'help-with-fees-draft';
export const HWF_ANSWERS_KEY = 'help-with-fees-answers';

/**
 * Issue 55: the sessionStorage key the "Get paid" planner keeps its answers under as they are typed (a reload loses
 * nothing), and the localStorage key it keeps them under while saving on this device is on. Nothing leaves the browser.
 */
export const GET_PAID_DRAFT_KEY = 'get-paid-draft';
export const GET_PAID_ANSWERS_KEY = 'get-paid-answers';

/**
 * Issue 56: the sessionStorage key "Prepare my hearing bundle" keeps what was entered under (the dates, the cover, and
 * each document's name, title, date, section and place, never the files themselves, which a browser cannot keep), so a
 * reload loses nothing typed and the page says which files to choose again.
 */
export const HEARING_BUNDLE_DRAFT_KEY = 'hearing-bundle-draft';
