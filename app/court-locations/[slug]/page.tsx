import { notFound } from 'next/navigation';
import { hearingCentres } from '@/content/courts/hearing-centres';
import { courtPagePath } from '@/lib/courts/links';
import { metadataFor } from '@/lib/seo';
import { HearingCentrePage } from '@/components/courts/hearing-centre-page';

type Params = { params: Promise<{ slug: string }> };

/** Issue 27: one pre-rendered page per County Court hearing centre (and the national issuing centre), by FaCT slug. */
export const dynamicParams = false;

export function generateStaticParams() {
  return hearingCentres.map((court) => ({ slug: court.slug }));
}

export async function generateMetadata({ params }: Params) {
  const { slug } = await params;
  return metadataFor(courtPagePath(slug));
}

export default async function CourtPage({ params }: Params) {
  const { slug } = await params;
  const court = hearingCentres.find((c) => c.slug === slug);
  if (!court) notFound();
  return <HearingCentrePage court={court} />;
}
