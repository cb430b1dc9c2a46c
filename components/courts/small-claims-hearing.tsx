import { smallClaimsHearingPassage } from '@/content/courts/court-page';
import { InlineText } from '@/components/content/inline-text';

/**
 * Issue 27: what a small claims hearing at a hearing centre involves, one passage shared by every court's page. It is
 * left out of the site search: 139 copies would crowd out the guides that explain hearings in full.
 */
export function SmallClaimsHearing() {
  return (
    <section aria-labelledby="hearing-title" data-pagefind-ignore>
      <h2 id="hearing-title" className="text-2xl font-extrabold">
        {smallClaimsHearingPassage.heading}
      </h2>
      <div className="mt-4 space-y-3">
        {smallClaimsHearingPassage.paragraphs.map((paragraph) => (
          <p key={paragraph}>
            <InlineText text={paragraph} />
          </p>
        ))}
      </div>
    </section>
  );
}
