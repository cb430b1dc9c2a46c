import * as React from 'react';
import { CalendarPlus, Download, MessageSquare, Printer } from 'lucide-react';
import { ANSWERS_FILE_NAME } from '@/content/claim-plan/messages';
import { planToolsText as t } from '@/content/claim-plan/questions';
import { PLAN_CALENDAR } from '@/content/claim-plan/wording';
import { homeSections } from '@/content/navigation';
import { siteConfig } from '@/content/site';
import { DeviceSaveControl } from '@/components/forms/device-save-control';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { claimAnswersFrom, defendAnswersFrom, type PlanFormValues } from '@/lib/claim-plan/form';
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
          <Button type="button" variant="outline" wrap onClick={() => void downloadCalendar(plan)} aria-describedby="claim-plan-calendar-hint">
            <CalendarPlus aria-hidden />
            {t.calendar}
          </Button>
          <p id="claim-plan-calendar-hint" className={hint}>
            {t.calendarHint}
          </p>
        </div>
        <div className="grid content-start gap-1.5">
          <Button type="button" variant="outline" wrap onClick={() => void downloadAnswers(values)} aria-describedby="claim-plan-download-hint">
            <Download aria-hidden />
            {t.download}
          </Button>
          <p id="claim-plan-download-hint" className={hint}>
            {t.downloadHint}
          </p>
        </div>
        <div className="grid content-start gap-1.5">
          <a href={`/#${homeSections.contact}`} onClick={onAskUs} className={buttonVariants({ wrap: true })} aria-describedby="claim-plan-ask-hint" data-claim-plan-ask>
            <MessageSquare aria-hidden />
            {t.askUs}
          </a>
          <p id="claim-plan-ask-hint" className={hint}>
            {t.askUsHint}
          </p>
        </div>
        <DeviceSaveControl id="claim-plan-save" onChange={onSaveChange} className="sm:col-span-2" />
        <div className="grid content-start gap-1.5">
          <Button type="button" variant="outline" wrap onClick={() => window.print()}>
            <Printer aria-hidden />
            {t.print}
          </Button>
        </div>
      </div>
    </section>
  );
}
