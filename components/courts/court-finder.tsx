'use client';

import * as React from 'react';
import { Search } from 'lucide-react';
import { finderCases, finderMessages, type FinderCase } from '@/content/courts/finder-messages';
import { parsePostcodeQuery, POSTCODE_INPUT_MAX } from '@/lib/courts/finder/postcode-query';
import { revealResult } from '@/lib/focus-target';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/forms/error-summary';
import { useErrorTitle } from '@/hooks/use-error-title';
import { Input } from '@/components/ui/input';
import { NoScriptNotice } from '@/components/common/no-script-notice';
import { useFinderAnswer } from '@/hooks/use-finder-answer';
import { useQueryParams } from '@/hooks/use-query-params';
import { useFormState } from '@/hooks/use-form-state';
import { CourtAnswer, OutsideAnswer } from './finder-answer';

/** Query-string keys, apart from the directory's (q, region, type, postcode), so a shared link gives the same answer. */
export const FINDER_KEYS = { postcode: 'finder-postcode', case: 'finder-case' } as const;
/** The page the finder is on: its form is sent there without script. */
const FINDER_PAGE = '/court-locations';

/** `text` with the phrase `link.text` in it made a link. */
function LinkedPhrase({ text, link }: { text: string; link: { text: string; href: string } }) {
  const at = text.indexOf(link.text);
  if (at < 0) return text;
  return (
    <span>
      {text.slice(0, at)}
      <a href={link.href} className="font-semibold text-primary underline underline-offset-4">
        {link.text}
      </a>
      {text.slice(at + link.text.length)}
    </span>
  );
}

const readCase = (value: string | null): FinderCase => finderCases.find((c) => c.value === value)?.value ?? 'money';

/**
 * Issue 27: "Which court will deal with my claim?" A postcode and the kind of case give the hearing centre HMCTS lists
 * for it (FaCT's civil search), the next nearest, and what to enter. What was typed lives in the query string, so a
 * reload or a shared link gives the same answer; the answer is focused and scrolled into view when it arrives, or
 * the error summary when the postcode is refused, so its error is read.
 */
export function CourtFinder() {
  const [params, setParams] = useQueryParams();
  const submitted = (params.get(FINDER_KEYS.postcode) ?? '').slice(0, 100);
  const submittedCase = readCase(params.get(FINDER_KEYS.case));
  // The form's own fields are the address's keys: sent without script, the form comes back as a shared link would.
  // What was typed or chosen before the finder took over is what it holds, by construction (issue 52); the address's
  // answer fills in the rest.
  const form = useFormState({ [FINDER_KEYS.postcode]: '', [FINDER_KEYS.case]: 'money' as string });
  React.useEffect(() => {
    form.offer({ [FINDER_KEYS.postcode]: submitted, [FINDER_KEYS.case]: submittedCase });
    // The address's answer, whenever it changes (its first value is the server's, empty).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitted, submittedCase]);
  const [sentEmpty, setSentEmpty] = React.useState(false);
  const [attempt, setAttempt] = React.useState(0);
  const typed = form.values[FINDER_KEYS.postcode]!;
  const chosenCase = readCase(form.values[FINDER_KEYS.case]!);

  const query = parsePostcodeQuery(submitted);
  const areaOfLaw = finderCases.find((c) => c.value === submittedCase)!.areaOfLaw;
  const state = useFinderAnswer(submitted, areaOfLaw, attempt);

  const error = sentEmpty
    ? finderMessages.errors.empty
    : query.kind === 'malformed'
      ? finderMessages.errors.malformed
      : state.status === 'failed'
        ? finderMessages.errors.failed
        : state.status === 'done' && state.answer.kind === 'unknown'
          ? finderMessages.errors.unknown
          : null;

  const answerHeading = React.useRef<HTMLHeadingElement>(null);
  const [revealAsked, setRevealAsked] = React.useState(0);
  const revealDone = React.useRef(0);
  const settled = state.status !== 'loading';
  // GOV.UK's error pattern, for a one-field form too: a summary that takes focus and links to the field, and the page
  // title starting "Error: ".
  const summary = React.useRef<HTMLDivElement>(null);
  useErrorTitle(error !== null);
  React.useEffect(() => {
    if (revealAsked === revealDone.current || !settled) return;
    revealDone.current = revealAsked;
    if (error) summary.current?.querySelector<HTMLElement>('[data-slot="error-summary"]')?.focus();
    else revealResult(answerHeading.current);
  }, [revealAsked, settled, error]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    setSentEmpty(value === '');
    if (value !== '' && state.status === 'failed') setAttempt((n) => n + 1);
    setParams({ ...Object.fromEntries(params), [FINDER_KEYS.postcode]: value, [FINDER_KEYS.case]: value === '' ? '' : chosenCase });
    setRevealAsked((n) => n + 1);
  };

  const found = !error && query.kind === 'postcode' && state.status === 'done' && state.answer.kind === 'answer' ? state.answer : null;
  const status = state.status === 'loading' ? finderMessages.loading : found ? `${finderMessages.answerHeading(query.kind === 'postcode' ? query.display : '')}: ${found.courts[0]!.court.name}` : '';

  return (
    <section id="court-finder" aria-labelledby="court-finder-title" className="mb-10 scroll-mt-24 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6">
      <h2 id="court-finder-title" className="text-2xl font-extrabold">
        {finderMessages.heading}
      </h2>
      <p className="mt-2 text-muted-foreground">{finderMessages.intro}</p>
      <NoScriptNotice>
        <LinkedPhrase text={finderMessages.needsScript} link={finderMessages.needsScriptLink} />
      </NoScriptNotice>
      <form method="get" action={FINDER_PAGE} noValidate onSubmit={submit} className="mt-4 grid gap-4 no-js:hidden print:hidden" aria-labelledby="court-finder-title">
        <div ref={summary} className="empty:hidden">
          <ErrorSummary errors={error ? [{ fieldId: 'finder-postcode', message: error }] : []} focusKey={0} />
        </div>
        <div>
          <label htmlFor="finder-postcode" className="block font-semibold">
            {finderMessages.postcodeLabel}
          </label>
          <p id="finder-postcode-hint" className="text-sm text-muted-foreground">
            {finderMessages.postcodeHint}
          </p>
          {error ? (
            <p id="finder-postcode-error" className="mt-1 font-semibold text-destructive">
              <span className="sr-only">Error: </span>
              {error}
            </p>
          ) : null}
          <Input
            id="finder-postcode"
            name={FINDER_KEYS.postcode}
            type="text"
            className="mt-1 sm:max-w-xs"
            value={typed}
            maxLength={POSTCODE_INPUT_MAX + 10}
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'finder-postcode-hint finder-postcode-error' : 'finder-postcode-hint'}
            onChange={(e) => form.set(FINDER_KEYS.postcode, e.target.value)}
          />
        </div>
        <fieldset>
          <legend className="font-semibold">{finderMessages.caseLegend}</legend>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-5">
            {finderCases.map((option) => (
              <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={FINDER_KEYS.case}
                  value={option.value}
                  checked={chosenCase === option.value}
                  onChange={() => form.set(FINDER_KEYS.case, option.value)}
                  className="size-5 accent-primary"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <Button type="submit">
            <Search aria-hidden /> {finderMessages.submit}
          </Button>
        </div>
      </form>
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
      {!error && query.kind === 'outside' ? (
        <div className="mt-6">
          <OutsideAnswer display={query.display} place={query.place} headingRef={answerHeading} />
        </div>
      ) : null}
      {found && query.kind === 'postcode' && state.status === 'done' ? (
        <div className="mt-6">
          <CourtAnswer display={query.display} answer={found} finderCase={submittedCase} dateLine={state.dateLine} headingRef={answerHeading} />
        </div>
      ) : null}
    </section>
  );
}
