import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findServicePage, servicePagePath, servicePagesIn } from '@/content/services';
import { metadataFor } from '@/lib/seo';
import { ServicePageView } from '@/components/services/service-page';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return servicePagesIn('services').map((page) => ({ slug: page.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = findServicePage('services', (await params).slug);
  return page ? metadataFor(servicePagePath(page)) : {};
}

export default async function ServicePage({ params }: Props) {
  const page = findServicePage('services', (await params).slug);
  if (!page) notFound();
  return <ServicePageView page={page} />;
}
