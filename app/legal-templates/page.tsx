import { templateStats } from '@/content/provider-claims';
import { freeTemplates, premiumTemplate, templateCard } from '@/content/templates';
import { templatesPage } from '@/content/templates/page';
import { EX50_URL } from '@/content/fees';
import { metadataFor } from '@/lib/seo';
import { PageHeader } from '@/components/content/page-header';
import { ConsultationCta } from '@/components/content/consultation-cta';
import { Island } from '@/components/islands/island';
import { SAVED_TEMPLATE_ANSWERS_KEY_PREFIX, TEMPLATE_ANSWERS_KEY_PREFIX, TEMPLATE_TRIAL_KEY } from '@/content/storage-keys';

const PATH = '/legal-templates';
export const metadata = metadataFor(PATH);

export default function LegalTemplatesPage() {
  return (
    <>
      <PageHeader path={PATH} title={templatesPage.title} lead={templatesPage.intro} backFallback="/" />
      <div className="container-page py-12">
        <Island
          name="template-gallery"
          when="touched"
          restoreFrom={[TEMPLATE_TRIAL_KEY, TEMPLATE_ANSWERS_KEY_PREFIX, SAVED_TEMPLATE_ANSWERS_KEY_PREFIX]}
          props={{
            templates: freeTemplates.map((template) => ({ ...templateCard(template), stats: templateStats[template.id] })),
            premium: templateCard(premiumTemplate),
          }}
        />
        <p className="mt-8 rounded-lg bg-muted p-4 text-sm text-muted-foreground">
          {templatesPage.disclaimer}{' '}
          <a href={EX50_URL} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary underline underline-offset-4">
            EX50 fees list<span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </p>
        <div className="mt-12">
          <ConsultationCta title="Want a document written around your case?" />
        </div>
      </div>
    </>
  );
}
