import { getPaidPage as page } from '@/content/get-paid/page';
import { getPaidText } from '@/content/get-paid/questions';
import { feesTable, feesWarning, hceoTable, routesTable, rulesList, thresholdsTable } from '@/content/get-paid/tables';
import { PAGE_TEXT as text } from '@/content/get-paid/wording';
import { ChecksList } from '@/components/get-paid/checks-list';
import { EX50_URL } from '@/content/get-paid/figures';
import { GET_PAID_ANSWERS_KEY, GET_PAID_DRAFT_KEY } from '@/content/storage-keys';
import { metadataFor } from '@/lib/seo';
import { textLink } from '@/lib/utils';
import { NoScriptNotice } from '@/components/common/no-script-notice';
import { ConsultationCta } from '@/components/content/consultation-cta';
import { DataTable } from '@/components/content/data-table';
import { PageHeader } from '@/components/content/page-header';
import { Island } from '@/components/islands/island';

export const metadata = metadataFor(page.path);

/**
 * Issue 55: the "Get paid" planner, and below it the routes, the thresholds, the forms and the fees in tables, with
 * the checks before spending money and the rules with their sources: the whole answer without JavaScript.
 */
export default function GetPaidPage() {
  return (
    <>
      <PageHeader path={page.path} title={page.title} lead={page.intro} backFallback="/" reviewed={page.reviewed} />
      <div className="container-page grid grid-cols-1 gap-12 py-12">
        <div>
          <NoScriptNotice className="mb-6">{getPaidText.needsScript}</NoScriptNotice>
          <div className="no-js:hidden">
            <Island name="get-paid" props={{}} when="touched" restoreFrom={[GET_PAID_DRAFT_KEY, GET_PAID_ANSWERS_KEY]} />
          </div>
        </div>
        <section aria-labelledby="get-paid-routes" className="max-w-3xl">
          <h2 id="get-paid-routes" className="text-2xl font-extrabold">
            {text.routesHeading}
          </h2>
          <DataTable caption={routesTable.caption} columns={routesTable.columns} rows={routesTable.rows} />
          <DataTable caption={thresholdsTable.caption} columns={thresholdsTable.columns} rows={thresholdsTable.rows} />
          <p className="mt-2">{text.routesSummary}</p>
          <h3 className="mt-8 text-xl font-bold">{text.costsHeading}</h3>
          <p className="mt-2">
            {feesWarning}{' '}
            <a href={EX50_URL} className={textLink} target="_blank" rel="noopener noreferrer">
              {text.ex50Link}<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
          <DataTable caption={feesTable.caption} columns={feesTable.columns} rows={feesTable.rows} />
          <DataTable caption={hceoTable.caption} columns={hceoTable.columns} rows={hceoTable.rows} />
          <p className="text-sm text-muted-foreground">{hceoTable.note}</p>
        </section>
        <section id="checks" aria-labelledby="get-paid-checks-title" className="max-w-3xl">
          <h2 id="get-paid-checks-title" className="text-2xl font-extrabold">
            {text.checksHeading}
          </h2>
          <p className="mt-2">{text.checksIntro}</p>
          <ChecksList className="mt-4 gap-4" />
        </section>
        <section aria-labelledby="get-paid-rules" className="max-w-3xl">
          <h2 id="get-paid-rules" className="text-2xl font-extrabold">
            {text.rulesHeading}
          </h2>
          <dl className="mt-4 grid gap-4">
            {rulesList.map((rule) => (
              <div key={rule.cite}>
                <dt className="font-bold">{rule.cite}</dt>
                <dd className="mt-1">{rule.text}</dd>
                <dd className="mt-1 text-sm text-muted-foreground">{rule.source}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="print:hidden">
          <ConsultationCta title={text.ctaTitle} />
        </div>
      </div>
    </>
  );
}
