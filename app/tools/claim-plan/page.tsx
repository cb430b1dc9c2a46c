import { claimPlanPage as page } from '@/content/claim-plan/page';
import { metadataFor } from '@/lib/seo';
import { Island } from '@/components/islands/island';
import { PLAN_ANSWERS_KEY, PLAN_DRAFT_KEY } from '@/content/storage-keys';
import { GeneralPlan } from '@/components/claim-plan/general-plan';
import { NoScriptNotice } from '@/components/common/no-script-notice';
import { ConsultationCta } from '@/components/content/consultation-cta';
import { InlineText } from '@/components/content/inline-text';
import { PageHeader } from '@/components/content/page-header';

export const metadata = metadataFor(page.path);

/** Issue 28: the plan, and below it the general plan (every step and rule, no dates), readable without JavaScript. */
export default function ClaimPlanPage() {
  return (
    <>
      <PageHeader path={page.path} title={page.title} lead={page.intro} backFallback="/" reviewed={page.reviewed} />
      <div className="container-page grid grid-cols-1 gap-12 py-12">
        <div>
          <NoScriptNotice className="mb-6 [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-4">
            <InlineText text={page.needsScript} />
          </NoScriptNotice>
          <div className="no-js:hidden">
            <Island name="claim-plan" props={{}} when="touched" restoreFrom={[PLAN_DRAFT_KEY, PLAN_ANSWERS_KEY]} />
          </div>
        </div>
        <GeneralPlan />
        <div className="print:hidden">
          <ConsultationCta title="Want help with your claim?" />
        </div>
      </div>
    </>
  );
}
