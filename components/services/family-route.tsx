import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findServicePage, servicePagePath, servicePagesIn } from '@/content/services';
import type { ServicePage } from '@/content/services';
import { metadataFor } from '@/lib/seo';
import { ServicePageView } from './service-page';

type Props = { params: Promise<{ slug: string }> };

/**
 * What a dynamic route for one family of service records exports (`app/services/[slug]`,
 * `app/representation/[slug]`): every record pre-rendered, with its own metadata.
 */
export function familyRoute(family: ServicePage['family']) {
  const find = async ({ params }: Props) => findServicePage(family, (await params).slug);
  return {
    generateStaticParams: () => servicePagesIn(family).map((page) => ({ slug: page.slug })),
    generateMetadata: async (props: Props): Promise<Metadata> => {
      const page = await find(props);
      return page ? metadataFor(servicePagePath(page)) : {};
    },
    Page: async function FamilyPage(props: Props) {
      const page = await find(props);
      if (!page) notFound();
      return <ServicePageView page={page} />;
    },
  };
}
