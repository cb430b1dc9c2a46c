import { DEADLINE_EVENTS, afterJudgmentLink, deadlineCalculatorPage as page, deadlineRuleGroups as ruleGroups } from '@/content/tools/deadline-calculator';
import { InlineText } from '@/components/content/inline-text';
import { metadataFor } from '@/lib/seo';
import { NoScriptNotice } from '@/components/common/no-script-notice';
import { ConsultationCta } from '@/components/content/consultation-cta';
import { PageHeader } from '@/components/content/page-header';
import { Island } from '@/components/islands/island';
import { DEADLINE_CALCULATOR_DRAFT_KEY } from '@/content/storage-keys';

export const metadata = metadataFor(page.path);

/** Issue 19: the calculator, and below it every rule it applies, readable without JavaScript. */
export default function DeadlineCalculatorPage() {
  return (
    <>
      <PageHeader path={page.path} title={page.title} lead={page.intro} backFallback="/" reviewed={page.reviewed} />
      <div className="container-page grid grid-cols-1 gap-12 py-12">
        <div>
          <NoScriptNotice className="mb-6">
            The calculator needs JavaScript. The rules it applies are below, so you can count the days yourself.
          </NoScriptNotice>
          <div className="no-js:hidden">
            <Island name="deadline-calculator" props={{}} when="touched" restoreFrom={[DEADLINE_CALCULATOR_DRAFT_KEY]} />
          </div>
        </div>
        <section aria-labelledby="deadline-rules-title" className="max-w-3xl">
          <h2 id="deadline-rules-title" className="text-2xl font-extrabold">
            The rules the calculator applies
          </h2>
          <p className="mt-3 text-muted-foreground">It works out deadlines for: {DEADLINE_EVENTS.map((e) => e.label.toLowerCase()).join('; ')}.</p>
          {ruleGroups.map((group) => (
            <div key={group.title} className="mt-6">
              <h3 className="text-xl font-bold">{group.title}</h3>
              <ul className="mt-2 list-disc space-y-2 pl-5">
                {group.rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </div>
          ))}
          <p className="mt-6 [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4">
            <InlineText text={afterJudgmentLink} />
          </p>
          <p className="mt-6 text-sm text-muted-foreground">
            Bank holidays are England and Wales bank holidays as published by GOV.UK. This is general information, not legal advice: if a deadline
            matters, act well before it and check the rule or the court’s order.
          </p>
        </section>
        <div className="print:hidden">
          <ConsultationCta title="Worried about a deadline?" />
        </div>
      </div>
    </>
  );
}
