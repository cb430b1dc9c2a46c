import { FAQJsonLd, JsonLdScript } from 'next-seo';
import type { ServicePage } from '@/content/services';
import { serviceScopeNote, servicePagePath } from '@/content/services';
import { faqProps, serviceJsonLd } from '@/lib/json-ld';
import { CtaPanel } from '@/components/content/cta-panel';
import { FaqList } from '@/components/content/faq-list';
import { InlineText } from '@/components/content/inline-text';
import { PageHeader } from '@/components/content/page-header';
import { PointList } from './point-list';
import { ServiceActions } from './service-action';
import { ServiceContact } from './service-contact';
import { ServiceSectionView } from './service-section';

const categories = {
  services: 'Small claims guidance service',
  resources: 'Small claims guidance service',
  representation: 'Legal representation referral',
} as const;

/** A service, resource or representation page, composed from its record (STYLE.md convention 3). */
export function ServicePageView({ page }: { page: ServicePage }) {
  const path = servicePagePath(page);
  return (
    <article>
      <JsonLdScript
        data={serviceJsonLd({ path, name: page.name, description: page.description, category: categories[page.family] })}
        scriptKey="service-jsonld"
      />
      {page.faqs?.length ? <FAQJsonLd {...faqProps(page.faqs)} /> : null}
      <PageHeader
        path={path}
        title={page.name}
        eyebrow={page.hero.eyebrow}
        lead={page.hero.lead}
        backFallback={page.family === 'services' ? '/#services' : '/'}
        reviewed={page.reviewed}
      >
        <ServiceActions actions={page.hero.actions} />
        {page.hero.points ? (
          <PointList items={page.hero.points} tone="benefit" className="mt-6 grid gap-2 sm:grid-cols-2 sm:gap-x-6 lg:flex lg:flex-wrap lg:space-y-0" />
        ) : null}
      </PageHeader>

      <div className="container-page space-y-16 py-14">
        {page.sections.map((section, i) =>
          section.type === 'contact' ? (
            <ServiceContact key="contact" heading={section.heading} text={section.text} />
          ) : (
            <ServiceSectionView key={'id' in section ? section.id : `${section.type}-${i}`} section={section} />
          ),
        )}

        {page.faqs?.length ? (
          <section aria-labelledby="faqs" className="max-w-4xl">
            <h2 id="faqs" className="mb-6 text-2xl font-extrabold sm:text-3xl">
              Frequently asked questions
            </h2>
            <FaqList items={page.faqs} />
          </section>
        ) : null}

        <div role="note" aria-label="About us" className="space-y-2 rounded-lg bg-muted p-4 text-sm text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline">
          {serviceScopeNote.map((text) => (
            <p key={text}>
              <InlineText text={text} />
            </p>
          ))}
        </div>

        <CtaPanel title={page.cta.heading} text={page.cta.text}>
          <ServiceActions actions={page.cta.actions} inverse className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap" />
        </CtaPanel>
      </div>
    </article>
  );
}
