import type { Metadata } from 'next';
import { metadataFor } from '@/lib/seo';
import { legalServiceJsonLd, organizationJsonLd, websiteJsonLd } from '@/lib/json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { Hero } from '@/components/home/hero';
import { ServicesSection } from '@/components/home/services-section';
import { BlogTeaser } from '@/components/home/blog-teaser';
import { ContactSection } from '@/components/home/contact-section';
import { ConsultationForm } from '@/components/consultation/consultation-form';

export const metadata: Metadata = metadataFor('/');

export default function HomePage() {
  return (
    <>
      <JsonLd data={[organizationJsonLd(), websiteJsonLd(), legalServiceJsonLd()]} />
      <Hero />
      <ServicesSection />
      <BlogTeaser />
      <ContactSection form={<ConsultationForm />} />
    </>
  );
}
