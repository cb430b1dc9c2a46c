'use client';

import * as React from 'react';
import { Crown, FileText, Lock, Star } from 'lucide-react';
import type { TemplateCard as TemplateCardData } from '@/content/templates';
import { templateMessages as messages } from '@/content/templates/messages';
import { PREMIUM_SERVICE } from '@/content/templates/constants';
import { homeSections } from '@/content/navigation';
import { siteConfig } from '@/content/site';
import { TEMPLATE_ANSWERS_KEY_PREFIX, savedTemplateAnswersKey, templateAnswersKey } from '@/content/storage-keys';
import { Badge } from '@/components/ui/badge';
import { Toaster } from '@/components/ui/sonner';
import { ServiceActions } from '@/components/services/service-action';
import { NoScriptNotice } from '@/components/common/no-script-notice';
import { useTrial } from '@/hooks/use-trial';
import { addToDraft } from '@/hooks/use-session-draft';
import { TrialTimer } from './trial-timer';
import { nonBreaking } from '@/lib/utils';
import { groupDigits } from '@/lib/numbers';
import { parseTemplatePrefill } from '@/lib/templates/prefill';

const noticeLink = 'font-semibold text-primary underline underline-offset-4';
const premiumAction =
  'mt-5 inline-flex min-h-12 items-center gap-2 rounded-md bg-primary px-6 text-lg font-semibold text-primary-foreground hover:bg-primary-hover';


/**
 * Issue 19: another page (the claim calculator) may open a template with some answers filled in, through the
 * address. The answers join any already kept for that template, where the generator restores them from; the
 * address is then cleaned so a reload does not fill them in again.
 */
function takePrefill(): string | null {
  const prefill = parseTemplatePrefill(new URLSearchParams(window.location.search));
  if (!prefill) return null;
  // With storage blocked the template still opens, without the figures.
  addToDraft(templateAnswersKey(prefill.slug), prefill.values, savedTemplateAnswersKey(prefill.slug));
  window.history.replaceState(window.history.state, '', window.location.pathname);
  return prefill.slug;
}

/** The dialog and everything in it (forms, generator, date-fns) load only when a card is opened. */
/** Fetched when a card is first opened: the dialog, the generator and its fields cost nothing before then. */
const TemplateDialog = React.lazy(() => import('./template-dialog').then((m) => ({ default: m.TemplateDialog })));

/**
 * Spec 2 and 4: the six free template cards and the premium card, the sticky trial banner and the dialog. A
 * card opens the dialog: the sign-up form while no trial is active, the generator during one; the premium card
 * opens its request form.
 */
export function TemplateGallery({ templates, premium }: { templates: readonly TemplateCardData[]; premium: TemplateCardData }) {
  const [selected, setSelected] = React.useState<TemplateCardData | null>(null);
  /** The trial ran out while a template was open: the dialog says so until the visitor starts a new trial. */
  const [endedInDialog, setEndedInDialog] = React.useState(false);
  /** The trial ran out with no dialog open: the notice on the page takes focus, once. */
  const [endedOnPage, setEndedOnPage] = React.useState(false);
  const selectedRef = React.useRef(selected);
  React.useEffect(() => {
    selectedRef.current = selected;
  });
  /*
   * Spec 4: at zero the trial ends, the selected template's generator is cleared and Trial Expired appears.
   * Issue 26: it appears where the visitor is (in the open dialog, or on the page), and the answers stay in
   * this tab: the trial gates the document, not the typing, so a new sign-up finds them filled in.
   */
  const trial = useTrial(() => {
    // A sign-up that never reached us was kept to send again during this trial: its job is over (issue 53). Loaded only
    // now, so that the gallery's first load carries none of it.
    void import('@/lib/consultation-delivery-signup').then(({ forgetSignup }) => forgetSignup());
    const open = selectedRef.current;
    setEndedInDialog(Boolean(open && open.id !== premium.id));
    setEndedOnPage(!open);
  });
  const open = (template: TemplateCardData) => {
    setEndedInDialog(false);
    setEndedOnPage(false);
    setSelected(template);
  };
  const close = () => {
    setEndedInDialog(false);
    setSelected(null);
  };

  React.useEffect(() => {
    const template = templates.find((t) => t.slug === takePrefill());
    // The static HTML has no query: the address is read once the page is running, and opens the dialog.
    // oxlint-disable-next-line react/set-state-in-effect
    if (template) setSelected(template);
  }, [templates]);

  return (
    <div>
      <NoScriptNotice className="mb-6">
        {messages.toolNeedsScript} For help with your document, {siteConfig.phone.callUs} on{' '}
        <a href={`tel:${siteConfig.phone.e164}`} className={noticeLink}>
          {nonBreaking(siteConfig.phone.display)}
        </a>{' '}
        or{' '}
        <a href={`/#${homeSections.contact}`} className={noticeLink}>
          request a free consultation
        </a>
        .
      </NoScriptNotice>

      {trial.active ? <TrialTimer trial={trial} className="sticky top-20 z-30 mb-6 p-4 shadow-card" /> : null}

      {trial.expired ? <TrialExpiredNotice focus={endedOnPage} /> : null}

      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {templates.map((template) => (
          <li key={template.id} className="flex">
            <TemplateCard template={template} locked={!trial.active} onOpen={() => open(template)} />
          </li>
        ))}
        <li className="flex md:col-span-2 lg:col-span-3">
          <article className="w-full rounded-xl border-2 border-primary bg-secondary p-6 shadow-card" aria-labelledby="premium-title">
            <p className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-primary">
              <Crown className="size-4" aria-hidden /> {premium.category}
            </p>
            <h2 id="premium-title" className="mt-2 text-2xl font-extrabold">
              {premium.title}
            </h2>
            <p className="mt-2 max-w-3xl text-muted-foreground">{premium.description}</p>
            <p className="mt-4 text-3xl font-extrabold">
              £{PREMIUM_SERVICE.price} <span className="text-base font-semibold text-muted-foreground">one-time</span>
            </p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {[PREMIUM_SERVICE.delivery, PREMIUM_SERVICE.consultation, `${PREMIUM_SERVICE.revisions} revision rounds`].map((item) => (
                <li key={item}>
                  <Badge variant="outline">{item}</Badge>
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => open(premium)}
              className={`${premiumAction} no-js:hidden`}
            >
              Request a bespoke template
            </button>
            {/* Without script the request form cannot open: the consultation form takes the request instead. */}
            <noscript>
              <a href={`/#${homeSections.contact}`} className={premiumAction}>
                Ask for a bespoke template
              </a>
            </noscript>
          </article>
        </li>
      </ul>

      {selected ? (
        <React.Suspense fallback={null}>
          <TemplateDialog
            slug={selected.slug}
            premium={selected.id === premium.id}
            trial={trial}
            ended={endedInDialog}
            onRestart={() => setEndedInDialog(false)}
            onClose={close}
          />
        </React.Suspense>
      ) : null}
      <Toaster />
    </div>
  );
}

/** Whether this tab holds answers for any template (so the notice's promise that they come back is true). */
function hasKeptAnswers(): boolean {
  try {
    return Array.from({ length: window.sessionStorage.length }, (_, i) => window.sessionStorage.key(i) ?? '').some((key) => key.startsWith(TEMPLATE_ANSWERS_KEY_PREFIX));
  } catch {
    return false;
  }
}

/**
 * Spec 8 "Trial over" on the page, where the banner was. When the trial runs out with no dialog open it is
 * brought into view and focused (issue 26), so the visitor sees what happened and what they can do; after a
 * reload it simply stands there.
 */
function TrialExpiredNotice({ focus }: { focus: boolean }) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  const [kept] = React.useState(hasKeptAnswers);
  React.useEffect(() => {
    if (!focus || !heading.current) return;
    heading.current.focus({ preventScroll: true });
    heading.current.scrollIntoView({ block: 'center' });
  }, [focus]);
  return (
    <div role="alert" data-slot="trial-expired" className="mb-6 scroll-mt-24 rounded-xl border-l-4 border-destructive bg-destructive/5 p-5">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-bold">
        {messages.trialExpiredTitle}
      </h2>
      <p className="mt-1">{messages.trialExpiredText}</p>
      {kept ? <p className="mt-1">{messages.answersKeptOnPage}</p> : null}
      <ServiceActions
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap"
        actions={[{ kind: 'contact-home', label: messages.requestConsultation }, { kind: 'phone' }]}
      />
    </div>
  );
}

function TemplateCard({ template, locked, onOpen }: { template: TemplateCardData; locked: boolean; onOpen: () => void }) {
  const titleId = `template-${template.slug}`;
  return (
    <article aria-labelledby={titleId} className="flex w-full flex-col rounded-xl border border-border bg-card p-6 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <Badge variant="accent">{template.category}</Badge>
        {locked ? <Lock className="size-5 text-muted-foreground no-js:hidden" role="img" aria-label="Locked until you start the free trial" /> : null}
      </div>
      <h2 id={titleId} className="mt-3 text-xl font-bold">
        {template.title}
      </h2>
      <p className="mt-2 text-muted-foreground">{template.description}</p>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <FileText className="size-4" aria-hidden /> {template.pages} {template.pages === 1 ? 'page' : 'pages'}
        </span>
        {template.stats ? (
          <>
            <span>Used {groupDigits(template.stats.uses)} times</span>
            <span className="inline-flex items-center gap-1">
              <Star className="size-4 fill-highlight text-highlight" aria-hidden /> {template.stats.rating} out of 5
            </span>
          </>
        ) : null}
      </p>
      <ul className="mt-4 mb-5 list-disc space-y-1 pl-5 text-sm marker:text-accent">
        {template.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onOpen}
        aria-label={`${locked ? 'Unlock and use' : 'Use'}: ${template.title}`}
        className="mt-auto inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-primary px-5 font-semibold text-primary-foreground hover:bg-primary-hover no-js:hidden"
      >
        {locked ? 'Unlock and use' : 'Use'}
      </button>
    </article>
  );
}
