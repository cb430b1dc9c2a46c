import type { MetadataRoute } from 'next';
import { absoluteUrl, allRoutes } from '@/lib/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes().map((route) => ({
    url: absoluteUrl(route.path),
    ...(route.lastModified ? { lastModified: route.lastModified } : {}),
    changeFrequency: route.changeFrequency ?? 'monthly',
    priority: route.priority ?? 0.7,
  }));
}
