import * as React from 'react';
import { CalendarPlus, Download, FileUp, MessageSquare, Printer } from 'lucide-react';
import { MAX_ANSWERS_FILE_BYTES } from '@/content/claim-plan/constants';
import { ANSWERS_FILE_NAME, answersFileMessages } from '@/content/claim-plan/messages';
import { planToolsText as t } from '@/content/claim-plan/questions';
import { PLAN_CALENDAR } from '@/content/claim-plan/wording';
import { homeSections } from '@/content/navigation';
import { siteConfig } from '@/content/site';
import { DeviceSaveControl } from '@/components/forms/device-save-control';
import { FieldHintAndError, fieldDescribedBy } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { claimAnswersFrom, defendAnswersFrom, formValuesFrom, type PlanFormValues } from '@/lib/claim-plan/form';
import type { ClaimPlan, DefendPlan } from '@/lib/claim-plan/plan';
import { saveFile } from '@/lib/download';

const calendarHost = new URL(siteConfig.url).hostname;
const hint = 'text-sm text-muted-foreground';

/** The answers as the file "Download my answers" saves (the schema loads only now, on this click). */
async function downloadAnswers(values: PlanFormValues) {
  const { answersFileText } = await import('@/lib/claim-plan/answers');
  const answers = values.path === 'defend' ? { defend: defendAnswersFrom(values) } : { claim: claimAnswersFrom(values) };
  saveFile(new Blob([answersFileText(answers)], { type: 'application/json' }), ANSWERS_FILE_NAME);
}

async function downloadCalendar(plan: ClaimPlan | DefendPlan) {
  const { planCalendar } = await import('@/lib/claim-plan/ics');
  const file = planCalendar(plan.steps, { stamp: new Date(), host: calendarHost, todayIso: plan.today });
  saveFile(new Blob([file], { type: 'text/calendar;charset=utf-8' }), PLAN_CALENDAR.fileName);
}

/**
 * "Open saved answers": a file chosen on this device, read here and never sent. It is untrusted: a file over the
 * size limit is refused before it is read, and the rest is checked by the answers schema (loaded only now); a refusal
 * is shown inline, in words that repeat nothing from the file.
 */
export function OpenAnswers({ onOpen }: { onOpen: (values: PlanFormValues) => void }) {
  const id = 'claim-plan-open';
  const [error, setError] = React.useState<string | undefined>();
  const read = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > MAX_ANSWERS_FILE_BYTES) return setError(answersFileMessages.tooLarge);
    const [{ parseAnswersFile }, text] = await Promise.all([import('@/lib/claim-plan/answers'), file.text()]);
    const result = parseAnswersFile(text);
    if (!result.ok) return setError(result.message);
    setError(undefined);
    onOpen(formValuesFrom(result.answers));
  };
  return (
    <div className="grid gap-1.5 border-t border-border pt-5" data-slot="form-field">
      <label htmlFor={id} className="flex items-center gap-2 font-semibold">
        <FileUp aria-hidden className="size-5" />
        {t.open}
        <span className="font-normal text-muted-foreground">(optional)</span>
      </label>
      <FieldHintAndError id={id} hint={t.openHint} />
      <div role="alert">
        <FieldHintAndError id={id} error={error} />
      </div>
      <input
        id={id}
        type="file"
        accept=".json,application/json"
        onChange={(e) => void read(e)}
        aria-describedby={fieldDescribedBy(id, { hint: t.openHint, error })}
        {...(error ? { 'aria-invalid': true } : {})}
        className="max-w-full text-base file:mr-3 file:min-h-11 file:rounded-md file:border-2 file:border-primary file:bg-background file:px-4 file:font-semibold file:text-primary"
      />
    </div>
  );
}

/** The plan's tools: its dates as a calendar file, the answers as a file, the consultation form filled in, print. */
export function PlanTools({
  plan,
  values,
  onAskUs,
  onSaveChange,
}: {
  plan: ClaimPlan | DefendPlan;
  values: PlanFormValues;
  onAskUs: () => void;
  onSaveChange: (on: boolean) => void;
}) {
  return (
    <section aria-labelledby="claim-plan-tools-title" className="grid gap-5 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6 print:hidden">
      <h2 id="claim-plan-tools-title" className="text-xl font-extrabold">
        {t.title}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Button type="button" variant="outline" onClick={() => void downloadCalendar(plan)} aria-describedby="claim-plan-calendar-hint">
            <CalendarPlus aria-hidden />
            {t.calendar}
          </Button>
          <p id="claim-plan-calendar-hint" className={hint}>
            {t.calendarHint}
          </p>
        </div>
        <div className="grid content-start gap-1.5">
          <Button type="button" variant="outline" onClick={() => void downloadAnswers(values)} aria-describedby="claim-plan-download-hint">
            <Download aria-hidden />
            {t.download}
          </Button>
          <p id="claim-plan-download-hint" className={hint}>
            {t.downloadHint}
          </p>
        </div>
        <div className="grid content-start gap-1.5">
          <a href={`/#${homeSections.contact}`} onClick={onAskUs} className={buttonVariants()} aria-describedby="claim-plan-ask-hint" data-claim-plan-ask>
            <MessageSquare aria-hidden />
            {t.askUs}
          </a>
          <p id="claim-plan-ask-hint" className={hint}>
            {t.askUsHint}
          </p>
        </div>
        <DeviceSaveControl id="claim-plan-save" onChange={onSaveChange} className="sm:col-span-2" />
        <div className="grid content-start gap-1.5">
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden />
            {t.print}
          </Button>
        </div>
      </div>
    </section>
  );
}
