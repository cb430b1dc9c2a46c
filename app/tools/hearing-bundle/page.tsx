import { hearingBundleGuide as guide, hearingBundlePage as page } from '@/content/tools/hearing-bundle';
import { HEARING_BUNDLE_DRAFT_KEY } from '@/content/storage-keys';
import { metadataFor } from '@/lib/seo';
import { NoScriptNotice } from '@/components/common/no-script-notice';
import { ConsultationCta } from '@/components/content/consultation-cta';
import { PageHeader } from '@/components/content/page-header';
import { Island } from '@/components/islands/island';
import { InlineText } from '@/components/content/inline-text';

export const metadata = metadataFor(page.path);

/**
 * Issue 56: "Prepare my hearing bundle". The tool (an island, started when the visitor reaches into it), and below it
 * the guidance it applies, which reads in full without JavaScript: when the documents are due, what goes in a bundle
 * and how to number and index one by hand.
 */
export default function HearingBundlePage() {
  return (
    <>
      <PageHeader path={page.path} title={page.title} lead={page.intro} backFallback="/" reviewed={page.reviewed} />
      <div className="container-page grid grid-cols-1 gap-12 py-12">
        <div className="max-w-3xl">
          <NoScriptNotice className="mb-6">
            Working out the dates and making the bundle need JavaScript. Below is how to count the days and how to number and index a bundle by hand.
          </NoScriptNotice>
          <div className="no-js:hidden">
            <Island name="hearing-bundle" props={{}} when="touched" restoreFrom={[HEARING_BUNDLE_DRAFT_KEY]} />
          </div>
        </div>
        <div className="grid max-w-3xl grid-cols-1 gap-10">
          {guide.map((part) => (
            <section key={part.id} id={part.id} aria-labelledby={`${part.id}-title`}>
              <h2 id={`${part.id}-title`} className="text-2xl font-extrabold">
                {part.title}
              </h2>
              {part.id === 'number-and-index-by-hand' ? (
                <ol className="mt-3 list-decimal space-y-2 pl-5">
                  {part.paragraphs.map((text) => (
                    <li key={text}>
                      <InlineText text={text} />
                    </li>
                  ))}
                </ol>
              ) : (
                <div className="mt-3 space-y-3">
                  {part.paragraphs.map((text) => (
                    <p key={text}>
                      <InlineText text={text} />
                    </p>
                  ))}
                </div>
              )}
            </section>
          ))}
          <p className="text-sm text-muted-foreground">
            Bank holidays are England and Wales bank holidays as published by GOV.UK. This is general information, not legal advice: if a date matters, act well before it and check your court’s order.
          </p>
        </div>
        <div className="print:hidden">
          <ConsultationCta title="Want help preparing for your hearing?" />
        </div>
      </div>
    </>
  );
}
