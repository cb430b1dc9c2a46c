import { HowToJsonLd } from 'next-seo';
import { guideIntro, guideReviewed, guideSteps } from '@/content/guide';
import { howToProps } from '@/lib/json-ld';
import { getRoute } from '@/lib/routes';
import { metadataFor } from '@/lib/seo';
import { ConsultationCta } from '@/components/content/consultation-cta';
import { GuideSteps } from '@/components/content/guide-steps';
import { PageHeader } from '@/components/content/page-header';

const PATH = '/step-by-step-guide';
export const metadata = metadataFor(PATH);

export default function StepByStepGuidePage() {
  return (
    <>
      <HowToJsonLd {...howToProps({ path: PATH, name: getRoute(PATH).title, description: guideIntro, steps: guideSteps })} />
      <PageHeader path={PATH} title={getRoute(PATH).title} lead={guideIntro} backFallback="/" reviewed={guideReviewed} />
      <div className="container-page max-w-4xl py-12">
        <GuideSteps steps={guideSteps} />
        <div className="mt-12 print:hidden">
          <ConsultationCta title="Not sure which step you are at?" />
        </div>
      </div>
    </>
  );
}
