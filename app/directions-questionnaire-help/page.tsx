import { notFound } from 'next/navigation';
import { findServicePage } from '@/content/services';
import { metadataFor } from '@/lib/seo';
import { ServicePageView } from '@/components/services/service-page';

const SLUG = 'directions-questionnaire-help';

export const metadata = metadataFor(`/${SLUG}`);

export default function DirectionsQuestionnaireHelpPage() {
  const page = findServicePage('resources', SLUG);
  if (!page) notFound();
  return <ServicePageView page={page} />;
}
