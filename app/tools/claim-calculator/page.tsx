import { CURRENT_HEARING_FEES, CURRENT_ISSUE_FEES, COURT_FEES_SOURCE, FEES_CHECKED } from '@/content/fees';
import { claimPlanPage } from '@/content/claim-plan/page';
import { claimCalculatorPage as page, claimCalculatorRules as rules } from '@/content/tools/claim-calculator';
import { BANK_RATE_HISTORY_URL, LATE_PAYMENT_COMPENSATION, REFERENCE_RATES, REFERENCE_RATES_CHECKED, REFERENCE_RATES_UNCONFIRMED, referenceRateNotConfirmed } from '@/content/tools/late-payment';
import { formatIsoDate } from '@/lib/dates';
import { metadataFor } from '@/lib/seo';
import { NoScriptNotice } from '@/components/common/no-script-notice';
import { ConsultationCta } from '@/components/content/consultation-cta';
import { DataTable } from '@/components/content/data-table';
import { InlineText } from '@/components/content/inline-text';
import { PageHeader } from '@/components/content/page-header';
import { Island } from '@/components/islands/island';
import { CLAIM_CALCULATOR_DRAFT_KEY } from '@/content/storage-keys';

export const metadata = metadataFor(page.path);

const pounds = (fee: number) => `£${fee.toLocaleString('en-GB')}`;
const prose = 'max-w-3xl space-y-3 [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4';

/** Issue 19: the calculator, and below it every rule and table it uses, readable without JavaScript. */
export default function ClaimCalculatorPage() {
  return (
    <>
      <PageHeader path={page.path} title={page.title} lead={page.intro} backFallback="/" reviewed={page.reviewed} />
      <div className="container-page grid grid-cols-1 gap-12 py-12">
        <div>
          <NoScriptNotice className="mb-6">
            The calculator needs JavaScript. The rules and fee tables it uses are below, so you can work the figures out by hand.
          </NoScriptNotice>
          <div className="no-js:hidden">
            <Island name="claim-calculator" props={{}} when="touched" restoreFrom={[CLAIM_CALCULATOR_DRAFT_KEY]} />
          </div>
          <p className="mt-6 max-w-3xl [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 print:hidden">
            <InlineText text={claimPlanPage.calculatorLink} />
          </p>
        </div>

        <section aria-labelledby="rules-title" className={prose}>
          <h2 id="rules-title" className="text-2xl font-extrabold">
            How the figures are worked out
          </h2>
          <h3 className="text-xl font-bold">Interest under section 69</h3>
          <p>
            <InlineText text={rules.section69} />
          </p>
          <h3 className="text-xl font-bold">Interest between businesses</h3>
          <p>
            <InlineText text={rules.latePayment} />
          </p>
          <p>
            <InlineText text={rules.oneOrOther} />
          </p>
          <h3 className="text-xl font-bold">Court fees</h3>
          <p>
            <InlineText text={rules.issueFee} />
          </p>
          <p>
            <InlineText text={rules.hearingFee} />
          </p>
          <p>
            <InlineText text={rules.helpWithFees} />
          </p>
          <p>
            <InlineText text={rules.trackLimit} />
          </p>
        </section>

        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          <DataTable
            caption={`Issue fee for a money claim (as checked in ${FEES_CHECKED})`}
            columns={['Amount claimed, including interest', 'Issue fee']}
            rows={CURRENT_ISSUE_FEES.map((band) => [band.claimValue, 'percent' in band ? `${band.percent}% of the claim` : pounds(band.fee)])}
          />
          <DataTable
            caption={`Small claims hearing fee (as checked in ${FEES_CHECKED})`}
            columns={['Amount claimed', 'Hearing fee']}
            rows={CURRENT_HEARING_FEES.map((band) => [band.claimValue, pounds(band.fee)])}
          />
          <DataTable
            caption="Late Payment Act fixed compensation, per debt"
            columns={['Amount of the debt', 'Compensation']}
            rows={LATE_PAYMENT_COMPENSATION.map((band) => [band.debt, pounds(band.amount)])}
          />
          <DataTable
            caption={`Reference rates (checked ${formatIsoDate(REFERENCE_RATES_CHECKED)})`}
            columns={['Debt overdue from', 'Reference rate']}
            rows={[
              ...REFERENCE_RATES.map((period) => [`${formatIsoDate(period.from)} to ${formatIsoDate(period.to)}`, `${period.rate}% (Bank Rate on ${formatIsoDate(period.fixedOn)})`]),
              ...REFERENCE_RATES_UNCONFIRMED.map((period) => [`${formatIsoDate(period.from)} to ${formatIsoDate(period.to)}`, referenceRateNotConfirmed(formatIsoDate(period.fixedOn))]),
            ]}
          />
        </div>
        <p className="max-w-3xl text-sm text-muted-foreground [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4">
          <InlineText
            text={`Fees: [${COURT_FEES_SOURCE.name}](${COURT_FEES_SOURCE.url}). For any other period, check Bank Rate in the [Bank of England’s rate history](${BANK_RATE_HISTORY_URL}). This calculator gives general information, not legal advice: the court decides what interest to award.`}
          />
        </p>
        <div className="print:hidden">
          <ConsultationCta title="Want help deciding what to claim?" />
        </div>
      </div>
    </>
  );
}
