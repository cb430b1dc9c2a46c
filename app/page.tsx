import type { Metadata } from 'next';
import { JsonLdScript, LocalBusinessJsonLd, OrganizationJsonLd } from 'next-seo';
import { metadataFor } from '@/lib/seo';
import { legalServiceProps, organizationProps, websiteJsonLd } from '@/lib/json-ld';
import { Hero } from '@/components/home/hero';
import { ServicesSection } from '@/components/home/services-section';
import { BlogTeaser } from '@/components/home/blog-teaser';
import { ContactSection } from '@/components/home/contact-section';
import { Island } from '@/components/islands/island';

export const metadata: Metadata = metadataFor('/');

export default function HomePage() {
  return (
    <>
      <OrganizationJsonLd {...organizationProps()} />
      <JsonLdScript data={websiteJsonLd()} scriptKey="website-jsonld" />
      <LocalBusinessJsonLd {...legalServiceProps()} />
      <Hero />
      <ServicesSection />
      <BlogTeaser />
      <ContactSection form={<Island name="consultation-form" props={{}} when="visible" />} />
    </>
  );
}
