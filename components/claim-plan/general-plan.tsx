import { GENERAL_PLAN, GENERAL_PLAN_PATHS, generalPlanText as text, type GeneralPlanLink } from '@/content/claim-plan/general-plan';
import { PLAN_FORMS } from '@/content/claim-plan/forms';
import { PLAN_ITEMS, PLAN_RULES, PLAN_STEPS, type PlanStepId } from '@/content/claim-plan/wording';
import { InlineText } from '@/components/content/inline-text';

const prose = '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4';

function LinkList({ items, label }: { items: readonly GeneralPlanLink[]; label: string }) {
  return (
    <p className={prose}>
      <span className="font-bold">{label}: </span>
      {items.map((link, i) => (
        <span key={link.href + link.label}>
          {i > 0 ? ' · ' : null}
          <a href={link.href}>{link.label}</a>
        </span>
      ))}
    </p>
  );
}

/**
 * One step: what to do (title, who it is for, what it says, its rule and forms), then that step's rules in full.
 * Left out of site search: the steps touch every subject the guides and calculators answer in full (even their
 * titles alone put this page first for "counterclaim" and "claim interest on money owed", below the relevance
 * gate), so search finds this page by its heading and introduction, and the guidance ranks as before.
 */
function Step({ id }: { id: PlanStepId }) {
  const step = GENERAL_PLAN[id];
  const rules = [...new Set(step.items.map((entry) => entry.rule))];
  return (
    <section aria-labelledby={`general-plan-${id}`} className="space-y-4 border-t border-border pt-6" data-pagefind-ignore>
      <h3 id={`general-plan-${id}`} className="text-xl font-bold break-after-avoid">
        {PLAN_STEPS[id].title}
      </h3>
      <ul className="space-y-4">
        {step.items.map((entry) => {
          const words = PLAN_ITEMS[entry.item];
          return (
            <li key={entry.item} className="break-inside-avoid border-l-4 border-border pl-4">
              <h4 className="font-bold">{words.title}</h4>
              {entry.when ? <p className="text-sm font-semibold">{entry.when}</p> : null}
              <p className={prose}>
                <InlineText text={words.text} />
              </p>
              <p className="text-sm">
                {text.ruleLabel}: {PLAN_RULES[entry.rule].cite}
              </p>
              {entry.forms?.length ? (
                <p className={`text-sm ${prose}`}>
                  {text.formsLabel}:{' '}
                  {entry.forms.map((code, i) => (
                    <span key={code}>
                      {i > 0 ? '; ' : null}
                      <InlineText text={`[${code}, ${PLAN_FORMS[code].name}](${PLAN_FORMS[code].href})`} />
                    </span>
                  ))}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="break-inside-avoid rounded-md bg-muted p-4 print:border print:border-border print:bg-transparent">
        <h4 className="font-bold">{text.rulesHeading}</h4>
        <dl className="mt-2 space-y-3">
          {rules.map((rule) => (
            <div key={rule}>
              <dt className="font-semibold">{PLAN_RULES[rule].cite}</dt>
              <dd className={prose}>
                <InlineText text={PLAN_RULES[rule].text} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {step.links?.length ? <LinkList items={step.links} label={text.linksLabel} /> : null}
    </section>
  );
}

/**
 * Issue 28: the general plan under the tool, server-rendered so that it reads with and without JavaScript and
 * prints: every step of a claim and of a reply to one, with the rules and forms, and no dates.
 */
export function GeneralPlan() {
  return (
    <section aria-labelledby="general-plan-title" className="max-w-3xl space-y-6" data-general-plan>
      <h2 id="general-plan-title" className="text-2xl font-extrabold">
        {text.heading}
      </h2>
      {text.intro.map((paragraph) => (
        <p key={paragraph} className={prose}>
          <InlineText text={paragraph} />
        </p>
      ))}
      <LinkList items={[...text.calculators, text.courtFinder]} label={text.linksLabel} />
      <p className="pt-2 text-lg font-extrabold">{text.claimPath}</p>
      {GENERAL_PLAN_PATHS.claim.map((id) => (
        <Step key={id} id={id} />
      ))}
      <p className="pt-6 text-lg font-extrabold">{text.defendPath}</p>
      {GENERAL_PLAN_PATHS.defend.map((id) => (
        <Step key={id} id={id} />
      ))}
      <p className="text-sm text-muted-foreground">{text.footer}</p>
    </section>
  );
}
