import { ImageResponse } from 'next/og';
import { siteConfig } from '@/content/site';
import { allRoutes, getRoute } from '@/lib/routes';
import { OG_IMAGE, ogImageFile, routeForOgImage } from '@/lib/seo';
import { SocialImage } from '@/components/seo/social-image';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return allRoutes().map((route) => ({ image: ogImageFile(route.path) }));
}

/** One social image per route, with the page's own title, drawn at build time. */
export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const route = getRoute(routeForOgImage(image));
  const eyebrow = route.path.startsWith('/blog/')
    ? 'Small claims guide'
    : route.path.startsWith('/services/')
      ? 'Small claims service'
      : 'England & Wales small claims help';
  // Home's title is the brand line; other pages with a full title of their own show their short name.
  const title = route.path === '/' ? siteConfig.tagline : route.absoluteTitle ? (route.crumb ?? route.title) : route.title;
  return new ImageResponse(<SocialImage eyebrow={eyebrow} title={title} />, {
    width: OG_IMAGE.width,
    height: OG_IMAGE.height,
  });
}
