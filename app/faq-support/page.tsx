import { ArrowRight, Mail, Phone } from 'lucide-react';
import { faqGroups, faqPage } from '@/content/faq';
import { homeSections } from '@/content/navigation';
import { siteConfig } from '@/content/site';
import { RESPONSE_PROMISE_HOURS } from '@/lib/constants';
import { faqPageJsonLd } from '@/lib/json-ld';
import { metadataFor } from '@/lib/seo';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/common/icon';
import { PhoneButton } from '@/components/common/phone-link';
import { FaqList } from '@/components/content/faq-list';
import { PageHeader } from '@/components/content/page-header';
import { SectionLink } from '@/components/layout/section-link';
import { JsonLd } from '@/components/seo/json-ld';

const PATH = '/faq-support';
export const metadata = metadataFor(PATH);

export default function FaqSupportPage() {
  return (
    <>
      <JsonLd data={faqPageJsonLd(faqGroups.flatMap((g) => g.faqs))} />
      <PageHeader path={PATH} title={faqPage.title} lead={faqPage.intro} backFallback="/" />
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
          <div className="rounded-xl border border-border bg-card p-5 shadow-card">
            <h3 className="flex items-center gap-2 font-bold">
              <Phone className="size-5 text-primary" aria-hidden /> Phone
            </h3>
            <a href={`tel:${siteConfig.phone.e164}`} className="mt-2 block text-xl font-bold text-primary underline-offset-4 hover:underline">
              {siteConfig.phone.display}
            </a>
            <p className="text-sm text-muted-foreground">
              {siteConfig.phone.note}. {siteConfig.openingHours.display}.
            </p>
          </div>
          <div className="rounded-xl border border-border bg-card p-5 shadow-card">
            <h3 className="flex items-center gap-2 font-bold">
              <Mail className="size-5 text-primary" aria-hidden /> Email
            </h3>
            <a href={`mailto:${siteConfig.email}`} className="mt-2 block [overflow-wrap:anywhere] font-semibold text-primary underline-offset-4 hover:underline">
              {siteConfig.email}
            </a>
            <p className="text-sm text-muted-foreground">We reply within {RESPONSE_PROMISE_HOURS} hours.</p>
          </div>
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
