import { ImageResponse } from 'next/og';
import { OG_IMAGE } from '@/lib/seo';
import { SocialImage } from '@/components/seo/social-image';

export const dynamic = 'force-static';

/** The site's default social image (also the image of its structured data), drawn at build time. */
export function GET() {
  return new ImageResponse(
    <SocialImage eyebrow="England & Wales small claims help" title="Bring or defend a small claim with confidence" />,
    { width: OG_IMAGE.width, height: OG_IMAGE.height },
  );
}
