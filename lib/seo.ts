import type { Metadata } from 'next';
import { FEED_PATH, FEED_TITLE } from '@/content/feed';
import { siteConfig } from '@/content/site';
import { absoluteUrl, getRoute, type Route } from './routes';

/** The default social image (also used in structured data); each route also gets its own, with its title. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** File name of a route's own social image: `/` is `home.png`, `/blog/a-b` is `blog--a-b.png`. */
export function ogImageFile(path: string): string {
  return `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '--')}.png`;
}

/** The route a social image file belongs to (the inverse of `ogImageFile`). */
export function routeForOgImage(file: string): string {
  const name = file.replace(/\.png$/, '');
  return name === 'home' ? '/' : `/${name.replaceAll('--', '/')}`;
}

export function ogImagePath(path: string): string {
  return `/og/${ogImageFile(path)}`;
}

export const TITLE_TEMPLATE = `%s | ${siteConfig.name}`;

type MetadataInput = Pick<Route, 'path' | 'title' | 'description'> &
  Partial<Pick<Route, 'absoluteTitle' | 'ogType'>> & {
    publishedTime?: string;
    /** An article's last review (Open Graph `article:modified_time`). */
    modifiedTime?: string;
    /** For pages that must not be indexed (the 404 page, the redirect). */
    noIndex?: boolean;
  };

/** The one metadata builder (STYLE.md convention 5): title, description, canonical, Open Graph and Twitter. */
export function buildMetadata(input: MetadataInput): Metadata {
  const url = absoluteUrl(input.path);
  const fullTitle = input.absoluteTitle ? input.title : TITLE_TEMPLATE.replace('%s', input.title);
  const image = { url: absoluteUrl(ogImagePath(input.path)), width: OG_IMAGE.width, height: OG_IMAGE.height, alt: fullTitle };
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    // Issue 19: every page names the feed of guidance updates.
    alternates: { canonical: url, types: { 'application/atom+xml': [{ url: FEED_PATH, title: FEED_TITLE }] } },
    openGraph: {
      type: input.ogType ?? 'website',
      url,
      title: fullTitle,
      description: input.description,
      siteName: siteConfig.name,
      locale: siteConfig.locale,
      images: [image],
      ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}),
      ...(input.modifiedTime ? { modifiedTime: input.modifiedTime } : {}),
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
