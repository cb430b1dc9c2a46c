import { ArrowRight } from 'lucide-react';
import { FAQJsonLd } from 'next-seo';
import { faqGroups, faqPage } from '@/content/faq';
import { homeSections } from '@/content/navigation';
import { faqProps } from '@/lib/json-ld';
import { metadataFor } from '@/lib/seo';
import { Button } from '@/components/ui/button';
import { ContactCard } from '@/components/common/contact-card';
import { Icon } from '@/components/common/icon';
import { PhoneButton } from '@/components/common/phone-link';
import { FaqList } from '@/components/content/faq-list';
import { PageHeader } from '@/components/content/page-header';
import { SectionLink } from '@/components/layout/section-link';

const PATH = '/faq-support';
export const metadata = metadataFor(PATH);

export default function FaqSupportPage() {
  return (
    <>
      <FAQJsonLd {...faqProps(faqGroups.flatMap((g) => g.faqs))} />
      <PageHeader path={PATH} title={faqPage.title} lead={faqPage.intro} backFallback="/" reviewed={faqPage.reviewed} />
      <div className="container-page grid grid-cols-1 gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-12">
          {faqGroups.map((group) => {
            const id = `faq-${group.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
            return (
              <section key={group.title} aria-labelledby={id}>
                <h2 id={id} className="mb-5 flex items-center gap-3 text-2xl font-extrabold">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
                    <Icon name={group.icon} className="size-5" />
                  </span>
                  {group.title}
                </h2>
                <FaqList items={group.faqs} />
              </section>
            );
          })}
        </div>
        <aside aria-labelledby="support-title" className="space-y-5 self-start lg:sticky lg:top-24">
          <h2 id="support-title" className="text-2xl font-extrabold">
            Still have a question?
          </h2>
          <ContactCard kind="phone" title="Phone" className="border border-border" />
          <ContactCard kind="email" title="Email" className="border border-border" />
          <div className="flex flex-col gap-3">
            <PhoneButton size="lg" label="Get Professional Assessment" />
            <Button asChild size="lg" variant="outline">
              <SectionLink href={`/#${homeSections.services}`}>
                View Our Services <ArrowRight aria-hidden />
              </SectionLink>
            </Button>
          </div>
        </aside>
      </div>
    </>
  );
}
