import { helpWithFeesPage } from '@/content/tools/help-with-fees';
import { getPaidPage } from '@/content/get-paid/page';
import { feesTable, feesWarning, hceoTable, routesTable, rulesList, thresholdsTable } from '@/content/get-paid/tables';
import { CHECKS, PAGE_TEXT as getPaidText } from '@/content/get-paid/wording';
import { hearingBundleGuide, hearingBundlePage } from '@/content/tools/hearing-bundle';
import { helpWithFeesEvidence, hwfAsAt } from '@/content/tools/help-with-fees-questions';
import { helpWithFeesRules } from '@/content/tools/help-with-fees-rules';
import { navMenuId } from '@/components/layout/nav-ids';
import { ISLAND_ATTR } from '@/islands/manifest';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { articles } from '@/content/blog';
import type { ArticleBlock } from '@/content/blog/schema';
import { MONEY_CLAIMS_HELPLINE } from '@/content/courts/contacts';
import { courts } from '@/content/courts/courts';
import { courtForms } from '@/content/courts/forms';
import { courtMessages } from '@/content/courts/messages';
import { finderMessages } from '@/content/courts/finder-messages';
import { caseTypeNotes, claimValueNotes, consultationMessages } from '@/content/consultation';
import { cookieSettingsWithoutScript } from '@/content/cookies';
import { faqGroups, faqPage } from '@/content/faq';
import { FEED_PAGE_PATH } from '@/content/feed';
import { guideIntro, guideSteps } from '@/content/guide';
import { guidePages, guidePath } from '@/content/guides';
import { cookiePolicy } from '@/content/legal/cookie-policy';
import { privacyPolicy } from '@/content/legal/privacy-policy';
import { termsOfService } from '@/content/legal/terms-of-service';
import { messages } from '@/content/messages';
import { providerStatistics, testimonials } from '@/content/provider-claims';
import { servicePagePath, servicePages, type ServiceSection } from '@/content/services';
import { siteConfig } from '@/content/site';
import { freeTemplates, premiumTemplate } from '@/content/templates';
import { templateMessages } from '@/content/templates/messages';
import { blockTexts } from '@/lib/blog/block-text';
import { toPlainText } from '@/content/inline-markup';
import { footerResources, headerMenus, moreServices, policyLinks, representationMenu, serviceCards, servicesMenu } from '@/lib/navigation';
import type { StoredLead } from '@/inbox/lead-store';
import { feedEntries } from '@/lib/feed';
import { allRoutes, COURT_PAGE_SAMPLE, getRoute, isCourtPage, routesForBrowserSweeps } from '@/lib/routes';
import { courtPagePath } from '@/lib/courts/links';
import { HEARING_CENTRES_SOURCE, hearingCentres } from '@/content/courts/hearing-centres';
import { nationalIssuingCentreText, smallClaimsHearingPassage } from '@/content/courts/court-page';
import { searchKind } from '@/lib/search/kinds';
import { searchPage } from '@/content/search';
import { claimCalculatorPage, claimCalculatorRules } from '@/content/tools/claim-calculator';
import { GENERAL_PLAN, GENERAL_PLAN_PATHS, generalPlanText } from '@/content/claim-plan/general-plan';
import { claimPlanPage } from '@/content/claim-plan/page';
import { PLAN_ITEMS, PLAN_LINKS, PLAN_RULES, PLAN_STEPS } from '@/content/claim-plan/wording';
import { deadlineCalculatorPage, deadlineRuleGroups } from '@/content/tools/deadline-calculator';
import { expect, test } from './fixtures';
import { upload } from './consultation-form';

/**
 * Issue item 6: with JavaScript off, every page in the route list reads in full (its text compared with the
 * content it is built from), its menus open, and the parts that need script say so instead of offering
 * controls that do nothing.
 */
test.use({ javaScriptEnabled: false });

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
/** Content text as it reads on the page: inline markup gone, whitespace and case ignored. */
const plain = (text: string) => normalise(toPlainText(text));

/** The words of an article block that show without opening anything (FAQ answers sit in closed <details>). */
const visibleBlockTexts = (block: ArticleBlock): string[] =>
  block.type === 'faq' ? block.items.map((item) => item.question) : blockTexts(block);

const sectionTexts = (sections: readonly { heading: string; blocks: readonly ArticleBlock[] }[]) =>
  sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(visibleBlockTexts)]);

function serviceSectionTexts(section: ServiceSection): string[] {
  const frame = 'heading' in section ? [section.heading, ...('intro' in section && section.intro ? [section.intro] : [])] : [];
  switch (section.type) {
    case 'prose':
      return [...frame, ...section.blocks.flatMap(visibleBlockTexts)];
    case 'steps':
      return [...frame, ...section.items.flatMap((item) => [item.title, item.description])];
    case 'features':
      return [...frame, ...section.items.flatMap((item) => [item.title, item.description, ...(item.tag ? [item.tag] : [])])];
    case 'list':
      return [...frame, ...section.items];
    case 'comparison':
      return [...frame, ...section.columns.flatMap((column) => [column.heading, ...column.items])];
    case 'examples':
      return [...frame, ...section.items.flatMap((item) => [item.title, item.situation, item.personalTouch, item.outcome, item.quote])];
    case 'packages':
      return [
        ...frame,
        ...section.items.flatMap((item) => [item.name, item.summary, ...item.includes, ...[item.badge, item.detail, item.price].filter((t) => t !== undefined)]),
        ...(section.note ? [section.note] : []),
      ];
    case 'figures':
      return [...frame, ...section.items.flatMap((id) => [providerStatistics[id].value, providerStatistics[id].label])];
    case 'quote':
      return [section.text, section.attribution];
    case 'testimonial':
      return [testimonials[section.testimonial].quote, testimonials[section.testimonial].name];
    case 'contact':
      return [section.heading, section.text];
  }
}

type Expected = { h1?: string; texts: readonly string[] };

/** What each page must show, from the records it is rendered from. */
function expectedContent(routePath: string): Expected {
  // Issue 26: a guide written like an article (County Court judgments) reads like one, on its own route.
  const article = articles.find((a) => `/blog/${a.slug}` === routePath) ?? guidePages.find((g) => guidePath(g) === routePath);
  if (article) return { h1: article.title, texts: [...article.intro, ...sectionTexts(article.sections)] };
  const service = servicePages.find((p) => servicePagePath(p) === routePath);
  if (service) {
    return {
      h1: service.name,
      texts: [service.hero.eyebrow, ...service.hero.lead, ...service.sections.flatMap(serviceSectionTexts), ...(service.faqs ?? []).map((f) => f.question)],
    };
  }
  // Issue 27: a court's page, from its record and the shared passages.
  const centre = hearingCentres.find((c) => courtPagePath(c.slug) === routePath);
  if (centre) {
    const passage = centre.kind === 'national-issuing-centre' ? nationalIssuingCentreText.paragraphs : smallClaimsHearingPassage.paragraphs;
    return { h1: centre.name, texts: [centre.address.postcode, HEARING_CENTRES_SOURCE.dateLine, HEARING_CENTRES_SOURCE.attribution, ...(centre.note ? [centre.note] : []), ...passage] };
  }
  const legal = { '/privacy-policy': privacyPolicy, '/terms-of-service': termsOfService, '/cookie-policy': cookiePolicy }[routePath];
  if (legal) return { h1: legal.title, texts: [...legal.intro, ...sectionTexts(legal.sections)] };
  switch (routePath) {
    case '/':
      return { texts: serviceCards.flatMap((card) => [card.title, card.description, ...card.features]) };
    case '/blog':
      return { texts: articles.flatMap((a) => [a.title, a.excerpt, a.category]) };
    case '/step-by-step-guide':
      return { texts: [guideIntro, ...guideSteps.flatMap((step) => [step.title, step.description, ...step.details])] };
    case '/faq-support':
      return { h1: faqPage.title, texts: [faqPage.intro, ...faqGroups.flatMap((group) => [group.title, ...group.faqs.map((f) => f.question)])] };
    case '/court-locations':
      return { texts: courts.flatMap((court) => [court.name, court.address, court.postcode, court.phone ?? MONEY_CLAIMS_HELPLINE.display, court.email]) };
    case '/court-forms-library':
      return { texts: courtForms.flatMap((form) => [form.code, form.title, form.description]) };
    case '/legal-templates':
      // The premium card shows its price and terms rather than a feature list.
      return { texts: [...freeTemplates.flatMap((t) => [t.title, t.description, ...t.features]), premiumTemplate.title, premiumTemplate.description] };
    case claimCalculatorPage.path:
      return {
        h1: claimCalculatorPage.title,
        texts: [
          claimCalculatorPage.intro,
          ...(['section69', 'latePayment', 'oneOrOther', 'issueFee', 'hearingFee', 'helpWithFees', 'trackLimit'] as const).map((rule) => claimCalculatorRules[rule]),
        ],
      };
    case claimPlanPage.path:
      // Issue 28: the general plan under the tool, every step, item and rule.
      return {
        h1: claimPlanPage.title,
        texts: [
          claimPlanPage.intro,
          generalPlanText.heading,
          ...generalPlanText.intro,
          ...Object.entries(GENERAL_PLAN).flatMap(([id, step]) => [
            PLAN_STEPS[id as keyof typeof PLAN_STEPS].title,
            ...step.items.flatMap((entry) => [PLAN_ITEMS[entry.item].title, PLAN_ITEMS[entry.item].text, PLAN_RULES[entry.rule].text]),
          ]),
        ],
      };
    case deadlineCalculatorPage.path:
      return { h1: deadlineCalculatorPage.title, texts: [deadlineCalculatorPage.intro, ...deadlineRuleGroups.flatMap((group) => [group.title, ...group.rules])] };
    case helpWithFeesPage.path:
      // Issue 41: the tests the check applies, every one with its text and its table's rows.
      return {
        h1: helpWithFeesPage.title,
        texts: [
          helpWithFeesPage.intro,
          ...helpWithFeesRules.flatMap((rule) => [rule.title, ...rule.text, ...(rule.table ? [rule.table.caption, ...rule.table.rows.flat()] : [])]),
          ...helpWithFeesEvidence,
          hwfAsAt,
        ],
      };
    case getPaidPage.path:
      // Issue 55: the routes, thresholds, forms and fees in tables, the checks and the rules with their sources.
      return {
        h1: getPaidPage.title,
        texts: [
          getPaidPage.intro,
          getPaidText.routesHeading,
          getPaidText.routesSummary,
          feesWarning,
          ...[routesTable, thresholdsTable, feesTable, hceoTable].flatMap((table) => [table.caption, ...table.rows.flat()]),
          hceoTable.note,
          getPaidText.checksHeading,
          ...CHECKS.flatMap((check) => [check.title, check.tells]),
          ...rulesList.flatMap((rule) => [rule.cite, rule.text, rule.source]),
        ],
      };
    case hearingBundlePage.path:
      // Issue 56: without script, the deadline, what goes in a bundle and how to number and index one by hand.
      return { h1: hearingBundlePage.title, texts: [hearingBundlePage.intro, ...hearingBundleGuide.flatMap((part) => [part.title, ...part.paragraphs])] };
    case FEED_PAGE_PATH:
      // Issue 26: the feed in a browser, every entry listed.
      return { h1: getRoute(FEED_PAGE_PATH).title, texts: feedEntries().map((entry) => entry.title) };
    case searchPage.path:
      // Every page search covers is listed for browsing, under its kind.
      return {
        h1: searchPage.title,
        texts: [searchPage.intro, ...allRoutes().flatMap((route) => (searchKind(route.path) && !isCourtPage(route.path) ? [route.crumb ?? route.title] : []))],
      };
    default:
      throw new Error(`No expected content for ${routePath}: add the page to expectedContent`);
  }
}

/** The page's visible text, without screen-reader-only words (such as "opens in a new tab") that split phrases. */
async function readableText(page: Page, scope: Locator): Promise<string> {
  // Not addStyleTag: it waits for a load event that pages without script never fire for it.
  await page.evaluate(() => document.head.append(Object.assign(document.createElement('style'), { textContent: '.sr-only { display: none !important; }' })));
  return normalise(await scope.innerText());
}

/**
 * Controls that would do nothing without script: every visible button or field must be one the browser runs
 * by itself (a popover or command button, or part of a form that posts natively).
 */
async function deadControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, input, select, textarea')]
      .filter((el) => el.checkVisibility())
      .filter((el) => !el.matches('[popovertarget], [commandfor]') && !el.closest('form[action][method="post"]'))
      .map((el) => el.outerHTML.slice(0, 160)),
  );
}

/** Rendered, but not shown: a control that needs script, hidden while it is off. */
async function expectHidden(control: Locator) {
  await expect(control).toBeAttached();
  await expect(control).toBeHidden();
}

/**
 * The notes shown only without script (<noscript> content). Found by their marker, not getByText: Playwright's text
 * matching leaves out whatever is inside <noscript>.
 */
const noScriptNotice = (page: Page) => page.locator('[data-no-js-notice]');

const footerLinks = [...servicesMenu.links, ...moreServices, ...footerResources, ...representationMenu.links, ...policyLinks];

for (const route of routesForBrowserSweeps()) {
  test(`${route.path} reads in full: heading, text, footer, and no dead controls`, async ({ readOnlyPage: { page } }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    const expected = expectedContent(route.path);

    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    if (expected.h1) await expect(h1).toHaveText(expected.h1);
    else expect((await h1.innerText()).trim().length).toBeGreaterThan(5);

    const footer = page.getByRole('contentinfo');
    for (const link of footerLinks) await expect(footer.locator(`a[href="${link.href}"]`), link.href).toHaveText(link.label);
    await expect(footer.locator(`a[href="tel:${siteConfig.phone.e164}"]`)).toBeVisible();
    await expect(footer.locator(`a[href="mailto:${siteConfig.email}"]`)).toBeVisible();
    await expectHidden(footer.getByRole('button', { name: 'Cookie settings', includeHidden: true }));

    expect(await deadControls(page)).toEqual([]);

    // Questions and court details open with no script: native <details>.
    const disclosure = page.locator('main details').first();
    if (await disclosure.count()) {
      await disclosure.locator('summary').click();
      await expect(disclosure).toHaveAttribute('open', '');
      await expect(disclosure.locator(':scope > :not(summary)').first()).toBeVisible();
    }

    // Articles: each section's paragraphs, one for one.
    const article = articles.find((a) => `/blog/${a.slug}` === route.path) ?? guidePages.find((g) => guidePath(g) === route.path);
    for (const section of article?.sections ?? []) {
      const paragraphs = page.locator(`main section[aria-labelledby="${section.id}"] > p`);
      await expect(paragraphs, section.id).toHaveCount(section.blocks.filter((b) => b.type === 'paragraph').length);
    }

    const text = await readableText(page, page.locator('main'));
    expect(text.length).toBeGreaterThan(800);
    const missing = [...new Set(expected.texts.map(plain))].filter((t) => !text.includes(t));
    expect(missing, 'content not shown on the page').toEqual([]);
  });
}

/**
 * Issue 38: the menus open without script on a page of each kind (home, an article, a tool, a court's page); that every
 * page's header and footer markup is the same, and holds every menu's links, is checked on every exported page
 * without a browser (build/audit/page-checks.ts, chromeProblems and menuProblems).
 */
for (const menuPage of ['/', '/blog/understanding-cpr-part-27-small-claims-track-guide', '/tools/deadline-calculator', COURT_PAGE_SAMPLE[0]!]) {
  test(`${menuPage}: the header menus and the mobile menu open without JavaScript`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(menuPage);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const menu of headerMenus) {
      await nav.getByRole('button', { name: menu.label }).click();
      const list = page.locator(`#${navMenuId(menu.label)}`);
      await expect(list).toBeVisible();
      const items = list.getByRole('link');
      await expect(items).toHaveText(menu.links.map((l) => l.label));
      for (const [i, link] of menu.links.entries()) await expect(items.nth(i)).toHaveAttribute('href', link.href);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-nav-menu]:popover-open')).toHaveCount(0);
    for (const [name, href] of [['Insights', '/#blog'], ['Contact', '/#contact'], ['Free Consultation', '/#contact']]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    for (const link of headerMenus.flatMap((m) => m.links)) {
      await expect(sheet.locator(`a[href="${link.href}"]`), link.href).toHaveText(link.label);
    }
    await expect(sheet.locator('a[href="/#contact"]').first()).toBeVisible();
    await sheet.getByRole('button', { name: 'Close menu' }).click();
    await expect(sheet).toBeHidden();
  });
}

test('a link in the mobile menu is a plain link that navigates', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Step-by-Step Guide' }).click();
  await expect(page).toHaveURL(/\/step-by-step-guide$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('parts that need JavaScript say so', () => {
  test('blog: all articles are listed; the search and category buttons are replaced by a note', async ({ readOnlyPage: { page } }) => {
    await page.goto('/blog');
    await expect(noScriptNotice(page)).toHaveText(messages.blogNeedsScript(articles.length));
    await expectHidden(page.getByRole('search', { name: 'Search articles', includeHidden: true }));
    await expectHidden(page.getByRole('button', { name: 'Legal Guide', includeHidden: true }));
    const cards = page.locator('main li h2');
    await expect(cards).toHaveText(articles.map((a) => a.title));
    for (const a of articles) await expect(page.locator(`main a[href="/blog/${a.slug}"]`).first()).toBeVisible();
  });

  test('court directory: every court is listed; search, filters, distances and favourites are replaced by a note', async ({ readOnlyPage: { page } }) => {
    await page.goto('/court-locations');
    // The court finder (issue 27) says so too, above the directory.
    await expect(noScriptNotice(page)).toHaveText([finderMessages.needsScript, courtMessages.directoryNeedsScript]);
    await expectHidden(page.getByRole('button', { name: finderMessages.submit, includeHidden: true }));
    for (const name of ['Search by name, city or postcode', 'Region', 'Court type', /Your postcode/]) {
      await expectHidden(page.getByLabel(name));
    }
    await expectHidden(page.getByRole('button', { name: 'Sort by distance', includeHidden: true }));
    await expectHidden(page.getByRole('tab', { name: 'Map', includeHidden: true }));
    for (const court of courts) {
      await expect(page.getByRole('heading', { name: court.name, exact: true })).toBeVisible();
      await expectHidden(page.getByRole('button', { name: `Favourite: ${court.name}`, includeHidden: true }));
    }
    const details = page.locator('main details').first();
    await details.locator('summary').click();
    await expect(details.getByText(courts[0]!.openingHours.weekdays)).toBeVisible();
  });

  test('forms library: all eight forms, each with its official page', async ({ readOnlyPage: { page } }) => {
    await page.goto('/court-forms-library');
    for (const form of courtForms) {
      const card = page.locator(`article#form-${form.code.toLowerCase()}`);
      await expect(card.getByRole('heading', { name: form.title })).toBeVisible();
      await expect(card.locator(`a[href="${form.officialUrl}"]`)).toBeVisible();
    }
  });

  test('plan my claim: the plan gives way to a note; the general plan shows every step, its rules and the calculators', async ({ readOnlyPage: { page } }) => {
    await page.goto(claimPlanPage.path);
    const notice = noScriptNotice(page);
    await expect(notice).toHaveText(toPlainText(claimPlanPage.needsScript));
    await expect(notice.getByRole('link', { name: 'claim calculator' })).toHaveAttribute('href', PLAN_LINKS.claimCalculator);
    await expect(notice.getByRole('link', { name: 'deadline calculator' })).toHaveAttribute('href', PLAN_LINKS.deadlineCalculator);
    // The wrapper around the island's container is not shown (an empty placeholder would pass a visibility check on its own).
    await expect(page.locator(`[${ISLAND_ATTR.name}="claim-plan"]`).locator('..')).toHaveCSS('display', 'none');

    const plan = page.getByRole('region', { name: generalPlanText.heading });
    await expect(plan.getByRole('heading', { level: 3 })).toHaveText([...GENERAL_PLAN_PATHS.claim, ...GENERAL_PLAN_PATHS.defend].map((id) => PLAN_STEPS[id].title));
    const limitation = plan.getByRole('region', { name: PLAN_STEPS['can-you-claim'].title });
    await expect(limitation.getByText(`Rule: ${PLAN_RULES.limitation.cite}`)).toBeVisible();
    await expect(limitation.locator('dt').first()).toHaveText(PLAN_RULES.limitation.cite);
    for (const href of [PLAN_LINKS.claimCalculator, PLAN_LINKS.deadlineCalculator, '/court-locations']) {
      await expect(plan.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(plan.getByRole('link', { name: /^N1, Claim form/ })).toBeVisible();
  });

  test('templates: every template is described; the buttons that need script give way to a note with a phone number and the consultation form', async ({ readOnlyPage: { page } }) => {
    await page.goto('/legal-templates');
    const notice = noScriptNotice(page);
    await expect(notice).toContainText(templateMessages.toolNeedsScript);
    await expect(notice.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
    await expect(notice.getByRole('link', { name: 'request a free consultation' })).toHaveAttribute('href', '/#contact');
    for (const template of freeTemplates) {
      await expect(page.getByRole('heading', { name: template.title, exact: true })).toBeVisible();
      await expectHidden(page.getByRole('button', { name: `Unlock and use: ${template.title}`, includeHidden: true }));
    }
    await expect(page.getByRole('heading', { name: premiumTemplate.title })).toBeVisible();
    await expectHidden(page.getByRole('button', { name: 'Request a bespoke template', includeHidden: true }));
    await expect(page.getByRole('link', { name: 'Ask for a bespoke template' })).toHaveAttribute('href', '/#contact');
  });

  test('consultation form: files are chosen in the browser\'s own field and posted with the request', async ({ page }) => {
    const description = `No-JS upload ${test.info().testId}-${Date.now()}: the landlord kept my deposit.`;
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Request your free consultation' });
    await expect(form.locator('noscript > p').filter({ hasText: 'characters' })).toHaveText('Up to 5,000 characters.');
    // The note for a case type or claim value that is usually not a small claim cannot follow the choice without
    // script, so each is shown under its field.
    await expect(form.locator('noscript > p').filter({ hasText: 'Employment Dispute' })).toHaveText(`If you choose Employment Dispute: ${caseTypeNotes.employment}`);
    await expect(form.locator('noscript > p').filter({ hasText: 'Over £10,000' })).toHaveText(`If you choose Over £10,000: ${claimValueNotes['over-10000']}`);
    await expectHidden(form.getByText(/characters? remaining/));
    await expectHidden(form.getByText('Drag and drop files here'));
    const documents = form.getByLabel('Documents');
    await expect(documents).toBeVisible();
    await form.getByLabel('Full Name').fill('Sam Patel');
    await form.getByLabel('Email Address').fill('sam@example.com');
    await form.getByLabel('Case Type').selectOption('other');
    await form.getByLabel('Claim Value').selectOption('under-500');
    await form.getByLabel('Case Description').fill(description);
    await documents.setInputFiles([upload('tenancy.pdf', 4096, 'application/pdf')]);
    await form.getByRole('button', { name: 'Request Free Consultation' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consultation Request Submitted');
    await expect(page.getByRole('main')).toContainText(`${consultationMessages.submittedText} ${consultationMessages.submittedTiming}`);
    // A page of the site, in its own stylesheet (Tailwind's reset takes the browser's default margin away).
    await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute('href', /^\/_next\/static\/.+\.css$/);
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    await expect(page.getByRole('link', { name: /Return to/ })).toHaveAttribute('href', '/');

    const leadsDir = process.env.E2E_LEADS_DIR!;
    const folders = (await fs.readdir(leadsDir)).filter((f) => !f.startsWith('.'));
    const leads = await Promise.all(folders.map(async (f) => JSON.parse(await fs.readFile(path.join(leadsDir, f, 'request.json'), 'utf8')) as StoredLead));
    const mine = leads.filter((l) => l.request.description === description);
    expect(mine.map((l) => l.documents.map((d) => d.name))).toEqual([['tenancy.pdf']]);
  });

  test('cookie policy: no settings button, a note that nothing is stored, and a last-updated date', async ({ page }) => {
    await page.goto('/cookie-policy');
    await expect(noScriptNotice(page)).toHaveText(cookieSettingsWithoutScript);
    await expectHidden(page.getByRole('button', { name: 'Change cookie settings', includeHidden: true }));
    const updated = page.locator('p', { hasText: 'Last updated:' }).locator('noscript time');
    await expect(updated).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(updated).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  });

  test('no cookie banner, and no room kept for one at the bottom of the window', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: /Cookies on/ })).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom)).toBe('0px');
  });
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('the notes are not in the page and the controls they stand in for are there', async ({ consentedPage: page }) => {
    const notes = noScriptNotice(page);
    await page.goto('/blog');
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toBeVisible();
    await expect(notes).toHaveCount(0);
    await page.goto('/court-locations');
    await expect(page.getByRole('button', { name: `Favourite: ${courts[0]!.name}` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Region' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Map' })).toBeVisible();
    await expect(notes).toHaveCount(0);
    await page.goto('/legal-templates');
    await expect(page.getByRole('button', { name: `Unlock and use: ${freeTemplates[0]!.title}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request a bespoke template' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a bespoke template' })).toHaveCount(0);
    await expect(notes).toHaveCount(0);
    await page.goto('/cookie-policy');
    await expect(page.getByRole('button', { name: 'Change cookie settings' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    await expect(notes).toHaveCount(0);
    await page.goto('/#contact');
    await expect(page.getByText(/You have 5,000 characters remaining/)).toBeVisible();
    await expect(page.getByText('Drag and drop files here, or')).toBeVisible();
    await expect(page.locator('[data-slot="file-drop-zone"] input[type="file"]')).toHaveCSS('opacity', '0');
  });
});
