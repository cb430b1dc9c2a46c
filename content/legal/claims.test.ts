import { CONSULTATION_DRAFT_KEY } from '../consultation';
import {
  CONSULTATION_FILES_KEY,
  DEVICE_SAVE_KEY,
  PLAN_ANSWERS_KEY,
  PLAN_DRAFT_KEY,
  HWF_ANSWERS_KEY,
  HWF_DRAFT_KEY,
  GET_PAID_ANSWERS_KEY,
  GET_PAID_DRAFT_KEY,
  HEARING_BUNDLE_DRAFT_KEY,
  CLAIM_CALCULATOR_DRAFT_KEY,
  DEADLINE_CALCULATOR_DRAFT_KEY,
  SAVED_TEMPLATE_ANSWERS_KEY_PREFIX,
  SECTION_SCROLL_KEY,
  SIGNUP_DETAILS_KEY,
  SIGNUP_DRAFT_KEY,
  TEMPLATE_ANSWERS_KEY_PREFIX,
  TEMPLATE_TRIAL_KEY,
} from '../storage-keys';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  ANALYTICS_RETENTION,
  ANALYTICS_RETENTION_MONTHS,
  CONSENT_COOKIE,
  COURT_FAVOURITES_KEY,
  CONSENT_LIFETIME,
  CONSENT_MAX_AGE_SECONDS,
  GA_CLIENT_COOKIE,
  GA_SESSION_COOKIE,
  cookieTable,
  lifetimeInWords,
  TAB_LIFETIME,
} from '../cookies';
import { consentCookie } from '@/lib/consent';
import { forgetDetailsMessages } from '../consultation';
import { deviceSaveText } from '../device-save';
import { cookiePolicy } from './cookie-policy';
import { privacyPolicy } from './privacy-policy';

/**
 * The cookie table, the cookie policy and the privacy notice must say only what the site really does. These
 * tests hold them to the code: the cookies and browser storage it sets, the consent cookie's lifetime, the
 * analytics retention setting and the labels of the consent banner and the footer link.
 */

const ROOT = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The site's own source (not tests): everything that can run in the visitor's browser or build its pages. */
function sourceFiles(): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  for (const dir of ['app', 'components', 'hooks', 'islands', 'shell', 'lib', 'content']) {
    for (const entry of readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const full = join(entry.parentPath, entry.name);
      files.push({ path: relative(ROOT, full), text: readFileSync(full, 'utf8') });
    }
  }
  return files;
}

/** Every string in a legal document (paragraphs, list items, table cells, callouts), joined. */
function allText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(allText).join('\n');
  if (typeof value === 'object' && value !== null) return Object.values(value).map(allText).join('\n');
  return '';
}

const cookieText = allText(cookiePolicy);
const privacyText = allText(privacyPolicy);


/** The visible labels of the consent banner's buttons and checkboxes, read from its source. */
function bannerLabels() {
  const source = read('components/layout/consent-banner.tsx');
  const texts = (tag: string) =>
    [...source.matchAll(new RegExp(`>\\s*([^<>{}]+?)\\s*</${tag}>`, 'g'))].map((m) => m[1]!);
  return { buttons: new Set(texts('button')), checkboxes: new Set(texts('label')) };
}

/** The footer's cookie-settings link: the default label of CookieSettingsButton, which the footer uses as is. */
function footerLabel(): string {
  const match = read('components/layout/cookie-settings-button.tsx').match(/children = '([^']+)'/);
  if (!match) throw new Error('default label not found in cookie-settings-button.tsx');
  expect(read('components/layout/site-footer.tsx')).toMatch(/<CookieSettingsButton className=\{footerLink\} \/>/);
  return match[1]!;
}

/** The cookie policy page's own button label. */
function policyPageButtonLabel(): string {
  const match = read('app/cookie-policy/page.tsx').match(/<CookieSettingsButton[^>]*>([^<]+)<\/CookieSettingsButton>/);
  if (!match) throw new Error('button not found in app/cookie-policy/page.tsx');
  return match[1]!;
}

/** Phrases in bold that name a cookie control: they must be a real label. */
const boldCookiePhrases = (text: string) =>
  [...text.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]!).filter((phrase) => /cookie/i.test(phrase));

describe('the cookie table lists exactly what the site stores', () => {
  const names = cookieTable.map((row) => row.name);

  it('has no _gid row and nothing that no code sets', () => {
    expect(names).not.toContain('_gid');
    expect(names).not.toContain('scc_session');
    expect([...names].sort()).toEqual(
      [
        CONSENT_COOKIE,
        GA_CLIENT_COOKIE,
        GA_SESSION_COOKIE,
        CONSULTATION_DRAFT_KEY,
        CONSULTATION_FILES_KEY,
        COURT_FAVOURITES_KEY,
        TEMPLATE_TRIAL_KEY,
        `${TEMPLATE_ANSWERS_KEY_PREFIX}<template>`,
        SECTION_SCROLL_KEY,
        SIGNUP_DETAILS_KEY,
        SIGNUP_DRAFT_KEY,
        DEVICE_SAVE_KEY,
        PLAN_ANSWERS_KEY,
        PLAN_DRAFT_KEY,
        HWF_ANSWERS_KEY,
        HWF_DRAFT_KEY,
        GET_PAID_ANSWERS_KEY,
        GET_PAID_DRAFT_KEY,
        HEARING_BUNDLE_DRAFT_KEY,
        CLAIM_CALCULATOR_DRAFT_KEY,
        DEADLINE_CALCULATOR_DRAFT_KEY,
        `${SAVED_TEMPLATE_ANSWERS_KEY_PREFIX}<template>`,
      ].sort(),
    );
  });

  it('lists GA4’s _ga and _ga_<container-id> cookies, both 2 years, only with analytics consent', () => {
    expect(GA_CLIENT_COOKIE).toBe('_ga');
    expect(GA_SESSION_COOKIE).toBe('_ga_<container-id>');
    for (const name of [GA_CLIENT_COOKIE, GA_SESSION_COOKIE]) {
      const row = cookieTable.find((r) => r.name === name);
      expect(row).toMatchObject({ kind: 'cookie', expiry: '2 years', category: 'analytics' });
      expect(row?.provider).toMatch(/Google/);
    }
    expect(cookieTable.find((r) => r.name === GA_SESSION_COOKIE)?.purpose).toMatch(/measurement ID/);
  });

  it('gives the consent cookie the lifetime the consent code sets it with', () => {
    const row = cookieTable.find((r) => r.name === CONSENT_COOKIE);
    expect(row).toMatchObject({ kind: 'cookie', category: 'necessary', expiry: lifetimeInWords(CONSENT_MAX_AGE_SECONDS) });
    expect(row?.expiry).toBe('1 year');
    const setCookie = consentCookie({ analytics: false }, true);
    expect(setCookie.startsWith(`${CONSENT_COOKIE}=`)).toBe(true);
    expect(setCookie).toContain(`Max-Age=${CONSENT_MAX_AGE_SECONDS};`);
    expect(cookieText).toContain(`"${CONSENT_COOKIE}" for ${CONSENT_LIFETIME}`);
  });

  it('lists the consultation form’s sessionStorage draft under the key the form uses', () => {
    const row = cookieTable.find((r) => r.kind === 'session storage');
    expect(row?.name).toBe(CONSULTATION_DRAFT_KEY);
    expect(row).toMatchObject({ category: 'necessary' });
    expect(row?.purpose).toMatch(/text only, never your files/);
    expect(row?.expiry).toMatch(/form is sent.*close the tab/);
  });

  it('matches the code: the only cookie the site writes is the consent cookie, the only storage the draft', () => {
    const files = sourceFiles();
    const cookieWrites = files.flatMap(({ path, text }) =>
      [...text.matchAll(/document\.cookie\s*=\s*([^\n]+)/g)].map((m) => ({ path, value: m[1]! })),
    );
    expect(cookieWrites.length).toBeGreaterThan(0);
    for (const write of cookieWrites) {
      // Either the consent cookie, or clearing a cookie (withdrawn analytics consent).
      expect(/^consentCookie\(/.test(write.value) || /Max-Age=0/.test(write.value)).toBe(true);
    }
    expect(files.filter((f) => /\bSESSION_COOKIE\b|scc_session/.test(f.text)).map((f) => f.path)).toEqual([]);
    // Local storage is kept by two modules: the court favourites list (for the directory and the court pages), and
    // "Save on this device" (issue 28), which writes only its listed keys.
    expect(files.filter((f) => /localStorage\.(setItem|getItem|removeItem)/.test(f.text)).map((f) => f.path)).toEqual(['lib/courts/favourite-store.ts']);
    expect(files.find((f) => f.path === 'lib/courts/favourite-store.ts')!.text).toContain('COURT_FAVOURITES_KEY');
    expect(files.filter((f) => /window\.localStorage\b/.test(f.text)).map((f) => f.path).sort()).toEqual(['islands/client/loader.ts', 'lib/courts/favourite-store.ts', 'lib/device-save.ts']);
    // The islands' loader (issue 29) only asks whether a key an island restores from is there: it reads key names,
    // never a value, and writes nothing.
    const loader = files.find((f) => f.path === 'islands/client/loader.ts')!.text;
    expect(loader).not.toMatch(/\.(getItem|setItem|removeItem|clear)\(/);
    expect(loader).toMatch(/storage\.key\(i\)/);
    const deviceSave = files.find((f) => f.path === 'lib/device-save.ts')!.text;
    for (const key of ['DEVICE_SAVE_KEY', 'PLAN_ANSWERS_KEY', 'HWF_ANSWERS_KEY', 'GET_PAID_ANSWERS_KEY', 'SAVED_TEMPLATE_ANSWERS_KEY_PREFIX']) expect(deviceSave).toContain(key);
    expect(cookieTable.filter((r) => r.kind === 'local storage').map((r) => r.name)).toEqual([
      COURT_FAVOURITES_KEY,
      DEVICE_SAVE_KEY,
      HWF_ANSWERS_KEY,
      GET_PAID_ANSWERS_KEY,
      PLAN_ANSWERS_KEY,
      `${SAVED_TEMPLATE_ANSWERS_KEY_PREFIX}<template>`,
    ]);
    for (const row of cookieTable.filter((r) => r.name !== COURT_FAVOURITES_KEY && r.kind === 'local storage')) {
      expect(row).toMatchObject({ category: 'necessary' });
      expect(row.purpose).toMatch(/Save my answers on this device/);
      expect(row.purpose).toMatch(/never sent to us/);
      expect(row.expiry).toMatch(/Clear saved answers/);
    }
    expect(files.filter((f) => /sessionStorage\.setItem/.test(f.text)).map((f) => f.path).sort()).toEqual(['hooks/use-session-draft.ts', 'hooks/use-trial.ts', 'lib/consultation-delivery-signup.ts']);
    expect(files.find((f) => f.path === 'lib/consultation-delivery-signup.ts')!.text).toContain('sessionStorage.setItem(SIGNUP_DETAILS_KEY,');
    expect(files.find((f) => f.path === 'hooks/use-trial.ts')!.text).toContain('TEMPLATE_TRIAL_KEY');
    const draftUses = files.flatMap(({ path, text }) =>
      [...text.matchAll(/useSessionDraft\(([^,]+),/g)].map((m) => `${path}: ${m[1]!.trim()}`),
    );
    expect(draftUses).toEqual([
      'components/claim-plan/claim-plan.tsx: PLAN_DRAFT_KEY',
      'components/consultation/consultation-form.tsx: CONSULTATION_DRAFT_KEY',
      'components/consultation/consultation-form.tsx: CONSULTATION_FILES_KEY',
      'components/get-paid/get-paid.tsx: GET_PAID_DRAFT_KEY',
      'components/hearing-bundle/hearing-bundle.tsx: HEARING_BUNDLE_DRAFT_KEY',
      'components/templates/premium-request.tsx: templateAnswersKey(template.slug)',
      'components/templates/template-generator.tsx: templateAnswersKey(template.slug)',
      'components/templates/trial-signup.tsx: SIGNUP_DRAFT_KEY',
      'components/tools/claim-calculator.tsx: CLAIM_CALCULATOR_DRAFT_KEY',
      'components/tools/deadline-calculator.tsx: DEADLINE_CALCULATOR_DRAFT_KEY',
      'components/tools/help-with-fees.tsx: HWF_DRAFT_KEY',
    ]);
    expect(cookieTable.find((r) => r.name === HWF_DRAFT_KEY)).toMatchObject({ kind: 'session storage', category: 'necessary' });
    expect(cookieTable.find((r) => r.name === PLAN_DRAFT_KEY)).toMatchObject({ kind: 'session storage', category: 'necessary' });
    // The shell hands session storage to the section-scroll queue, which keeps one item under the listed key.
    expect(files.filter((f) => /queueSectionScroll\(/.test(f.text)).map((f) => f.path).sort()).toEqual(['lib/scroll.ts', 'shell/navigation.ts']);
    const queue = files.find((f) => f.path === 'lib/scroll.ts')!.text;
    expect([...queue.matchAll(/storage\.setItem\(([^,]+),/g)].map((m) => m[1])).toEqual(['SECTION_SCROLL_KEY']);
    expect(cookieTable.find((r) => r.name === SECTION_SCROLL_KEY)).toMatchObject({ kind: 'session storage', category: 'necessary' });
  });
});

describe('analytics retention comes from one setting', () => {
  it('is GA4’s default of 2 months', () => {
    expect(ANALYTICS_RETENTION_MONTHS).toBe(2);
    expect(ANALYTICS_RETENTION).toBe('2 months');
  });

  it('is stated in the privacy notice and the cookie policy, with no other analytics retention', () => {
    expect(privacyText).toContain(ANALYTICS_RETENTION);
    expect(cookieText).toContain(ANALYTICS_RETENTION);
    expect(privacyText).not.toMatch(/14 months/);
    expect(cookieText).not.toMatch(/14 months/);
  });
});

describe('the policies name the banner’s and the footer’s controls exactly', () => {
  const { buttons, checkboxes } = bannerLabels();
  const footer = footerLabel();
  const pageButton = policyPageButtonLabel();

  it('reads the real labels from the components', () => {
    expect([...buttons].sort()).toEqual(['Accept all cookies', 'Choose cookies', 'Reject analytics cookies', 'Save cookie choices']);
    expect(footer).toBe('Cookie settings');
  });

  it('the cookie policy quotes every banner button and the footer and page buttons', () => {
    for (const label of [...buttons, footer, pageButton]) expect(cookieText).toContain(`**${label}**`);
  });

  it('the privacy notice names the footer link', () => {
    expect(privacyText).toContain(`**${footer}**`);
  });

  it.each([
    ['cookie policy', cookieText],
    ['privacy notice', privacyText],
  ])('every control the %s names in bold is a real label', (_name, text) => {
    const real = new Set([...buttons, ...checkboxes, footer, pageButton]);
    const named = boldCookiePhrases(text);
    expect(named.length).toBeGreaterThan(0);
    for (const phrase of named) expect(real).toContain(phrase);
  });
});

describe('the policies claim nothing the site does not do', () => {
  it('does not name a form-processing provider or a cookie the site does not set', () => {
    for (const text of [cookieText, privacyText]) {
      expect(text).not.toMatch(/form-processing provider/i);
      expect(text).not.toMatch(/_gid|scc_session|session identifier/);
    }
  });

  it('describes the sessionStorage draft wherever it says what stays in the browser', () => {
    for (const text of [cookieText, privacyText]) {
      expect(text).toMatch(/session storage/);
      expect(text).toMatch(/text only, never your files/);
    }
  });
});

/**
 * Issue 53: a shared computer showed the last person's details. The policies now say exactly what stays in the browser,
 * where and for how long, including that session storage comes back with a tab the browser reopens and is copied into a
 * duplicated one, and the "save on this device" hint and row name the Help with Fees check, whose income and savings
 * were kept across restarts without saying so.
 */
describe('what stays in the browser (issue 53)', () => {
  it('names the Help with Fees check wherever saving on this device is described', () => {
    expect(deviceSaveText.hint).toMatch(/Help with Fees check/);
    expect(deviceSaveText.hint).toMatch(/stay on this device, even after a restart/);
    expect(cookieTable.find((r) => r.name === DEVICE_SAVE_KEY)!.purpose).toMatch(/Help with Fees check/);
    expect(cookieText).toMatch(/"Save my answers on this device" in Plan my claim, the document generator, the Help with Fees check or the Get paid planner/);
    expect(deviceSaveText.hint).toMatch(/Get paid planner/);
  });

  it('says that session storage comes back with a reopened tab and is copied into a duplicated one, in every row that relies on it', () => {
    for (const row of cookieTable.filter((r) => r.kind === 'session storage')) expect([row.name, row.expiry]).toEqual([row.name, expect.stringContaining(TAB_LIFETIME)]);
    expect(cookieText).toMatch(/if your browser reopens the tab .* it comes back with it, and if you duplicate the tab, the copy has it too/);
    expect(privacyText).toMatch(/a browser that reopens your tabs .* brings it back with them; a duplicated tab starts with a copy/);
  });

  it('lists in the privacy notice, with where and how long, everything kept in the browser that holds what a visitor typed', () => {
    const table = privacyPolicy.sections.find((s) => s.id === 'what-stays-in-your-browser')!.blocks.find((b) => b.type === 'table');
    expect(table && table.type === 'table' ? table.columns : []).toEqual(['What', 'Where', 'How long']);
    const rows = table && table.type === 'table' ? table.rows : [];
    for (const [what, where] of [
      [/consultation form/, 'Session storage'],
      [/sign-up form/, 'Session storage'],
      [/sign-up that has reached us: its reference and a key/, 'Session storage'],
      [/sign-up that did not reach us/, 'Session storage'],
      [/document generator, and in a bespoke template request/, 'Session storage'],
      [/Help with Fees check \(such as your household, savings and income\)/, 'Session storage'],
      [/only if you tick "Save my answers on this device"/, 'Local storage'],
    ] as const) {
      expect(rows.filter(([text, kept]) => what.test(text!) && kept === where)).toHaveLength(1);
    }
    expect(privacyText).toContain(`"${forgetDetailsMessages.label}"`);
  });

  it('no longer says a sent sign-up fills any form in, and says what of it stays', () => {
    const row = cookieTable.find((r) => r.name === SIGNUP_DETAILS_KEY)!;
    expect(row.purpose).toMatch(/Once it has reached us, it holds only its reference and a key our answer gave your browser, none of your details/);
    expect(row.purpose).toMatch(/No form is filled in from it/);
    expect(`${cookieText}\n${privacyText}`).not.toMatch(/fills (its|the form) (empty fields )?in|fills in from|fill(s)? its empty fields/);
  });
});
