import { HWF_ANSWERS_KEY, HWF_DRAFT_KEY } from '@/content/storage-keys';
import { helpWithFeesPage as page } from '@/content/tools/help-with-fees';
import { helpWithFeesEvidence, hwfAsAt, hwfText } from '@/content/tools/help-with-fees-questions';
import { helpWithFeesRules } from '@/content/tools/help-with-fees-rules';
import { metadataFor } from '@/lib/seo';
import { NoScriptNotice } from '@/components/common/no-script-notice';
import { ConsultationCta } from '@/components/content/consultation-cta';
import { DataTable } from '@/components/content/data-table';
import { PageHeader } from '@/components/content/page-header';
import { Island } from '@/components/islands/island';
import { HwfEvidence, HwfHowToApply } from '@/components/tools/help-with-fees-apply';

export const metadata = metadataFor(page.path);

/** Issue 41: the Help with Fees check, and below it the tests it applies with their figures, readable without JavaScript. */
export default function HelpWithFeesPage() {
  return (
    <>
      <PageHeader path={page.path} title={page.title} lead={page.intro} backFallback="/" reviewed={page.reviewed} />
      <div className="container-page grid grid-cols-1 gap-12 py-12">
        <div>
          <NoScriptNotice className="mb-6">{hwfText.needsScript}</NoScriptNotice>
          <div className="no-js:hidden">
            <Island name="help-with-fees" props={{}} when="touched" restoreFrom={[HWF_DRAFT_KEY, HWF_ANSWERS_KEY]} />
          </div>
        </div>
        <section aria-labelledby="help-with-fees-rules" className="max-w-3xl">
          <h2 id="help-with-fees-rules" className="text-2xl font-extrabold">
            The tests the check applies
          </h2>
          {helpWithFeesRules.map((rule) => (
            <div key={rule.title} className="mt-6">
              <h3 className="text-xl font-bold">{rule.title}</h3>
              {rule.text.map((paragraph) => (
                <p key={paragraph} className="mt-2">
                  {paragraph}
                </p>
              ))}
              {rule.table ? <DataTable caption={rule.table.caption} columns={rule.table.columns} rows={rule.table.rows} /> : null}
            </div>
          ))}
          <div className="mt-6 grid gap-6">
            <HwfEvidence headingClassName="text-xl font-bold" items={helpWithFeesEvidence} />
            <HwfHowToApply headingClassName="text-xl font-bold" />
          </div>
          <p className="mt-6 text-sm text-muted-foreground">{hwfAsAt}</p>
        </section>
        <div className="print:hidden">
          <ConsultationCta title="Want help with your claim?" />
        </div>
      </div>
    </>
  );
}
