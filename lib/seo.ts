import type { Metadata } from 'next';
import { siteConfig } from '@/content/site';
import { absoluteUrl, getRoute, type Route } from './routes';

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

export const TITLE_TEMPLATE = `%s | ${siteConfig.name}`;

type MetadataInput = Pick<Route, 'path' | 'title' | 'description'> &
  Partial<Pick<Route, 'absoluteTitle' | 'ogType'>> & {
    publishedTime?: string;
    /** For pages that must not be indexed (the 404 page, the redirect). */
    noIndex?: boolean;
  };

/** The one metadata builder (STYLE.md convention 5): title, description, canonical, Open Graph and Twitter. */
export function buildMetadata(input: MetadataInput): Metadata {
  const url = absoluteUrl(input.path);
  const fullTitle = input.absoluteTitle ? input.title : TITLE_TEMPLATE.replace('%s', input.title);
  const image = { url: absoluteUrl(OG_IMAGE.path), width: OG_IMAGE.width, height: OG_IMAGE.height, alt: siteConfig.name };
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    alternates: { canonical: url },
    openGraph: {
      type: input.ogType ?? 'website',
      url,
      title: fullTitle,
      description: input.description,
      siteName: siteConfig.name,
      locale: siteConfig.locale,
      images: [image],
      ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: input.description,
      images: [image],
    },
    ...(input.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Metadata for a listed route. */
export function metadataFor(path: string, extra: Partial<MetadataInput> = {}): Metadata {
  const route = getRoute(path);
  return buildMetadata({ ...route, ...extra });
}
