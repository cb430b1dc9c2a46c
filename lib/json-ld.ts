import type {
  BlogPosting,
  BreadcrumbList,
  Courthouse,
  FAQPage,
  LegalService,
  Organization,
  PostalAddress,
  Service,
  WebSite,
  WithContext,
} from 'schema-dts';
import { reviewRating } from '@/content/provider-claims';
import { siteConfig } from '@/content/site';
import { toPlainText } from './inline-markup';
import { absoluteUrl, type Crumb } from './routes';
import { OG_IMAGE, ogImagePath } from './seo';

const ORG_ID = `${siteConfig.url}/#organization`;
const SITE_ID = `${siteConfig.url}/#website`;
const BUSINESS_ID = `${siteConfig.url}/#legal-service`;

function postalAddress(): PostalAddress {
  return { '@type': 'PostalAddress', ...siteConfig.address };
}

export function organizationJsonLd(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORG_ID,
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    email: siteConfig.email,
    telephone: siteConfig.phone.e164,
    address: postalAddress(),
    identifier: { '@type': 'PropertyValue', propertyID: 'Companies House number', value: siteConfig.companyNumber },
    sameAs: [siteConfig.social.url],
  };
}

export function websiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': SITE_ID,
    name: siteConfig.name,
    url: absoluteUrl('/'),
    inLanguage: siteConfig.language,
    publisher: { '@id': ORG_ID },
  };
}

/** The business as a LegalService with the spec 9 structured-data constants. */
export function legalServiceJsonLd(): WithContext<LegalService> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': BUSINESS_ID,
    name: siteConfig.name,
    description: siteConfig.description,
    url: absoluteUrl('/'),
    image: absoluteUrl(OG_IMAGE.path),
    telephone: siteConfig.phone.e164,
    email: siteConfig.email,
    address: postalAddress(),
    areaServed: siteConfig.areaServed,
    openingHours: siteConfig.openingHours.schema,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviewRating.value,
      reviewCount: reviewRating.count,
      bestRating: reviewRating.best,
    },
    paymentAccepted: siteConfig.paymentAccepted,
    currenciesAccepted: siteConfig.currency,
    parentOrganization: { '@id': ORG_ID },
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.url),
    })),
  };
}

export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  if (items.length === 0) throw new Error('An FAQPage needs at least one question');
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: toPlainText(item.question),
      acceptedAnswer: { '@type': 'Answer', text: toPlainText(item.answer) },
    })),
  };
}

export function blogPostingJsonLd(post: {
  slug: string;
  title: string;
  description: string;
  date: string;
  category: string;
  wordCount: number;
}): WithContext<BlogPosting> {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    articleSection: post.category,
    wordCount: post.wordCount,
    inLanguage: siteConfig.language,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    image: absoluteUrl(ogImagePath(`/blog/${post.slug}`)),
    author: { '@id': ORG_ID },
    publisher: { '@id': ORG_ID },
  };
}

/** A service the business offers, provided by the business (spec 2: each service page). */
export function serviceJsonLd(service: { path: string; name: string; description: string; category: string }): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    serviceType: service.category,
    url: absoluteUrl(service.path),
    image: absoluteUrl(ogImagePath(service.path)),
    areaServed: { '@type': 'AdministrativeArea', name: siteConfig.areaServed },
    provider: { '@id': BUSINESS_ID },
    audience: { '@type': 'Audience', audienceType: 'People bringing or defending a small claim without a lawyer' },
  };
}

/** A court of the directory (spec 2), with its address, position, opening hours and telephone. */
export function courthouseJsonLd(court: {
  name: string;
  address: string;
  city: string;
  postcode: string;
  phone: string;
  coordinates: { lat: number; lng: number };
  openingHoursSchema: readonly string[];
  findACourtUrl: string;
}): WithContext<Courthouse> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Courthouse',
    name: court.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: court.address,
      addressLocality: court.city,
      postalCode: court.postcode,
      addressCountry: 'GB',
    },
    geo: { '@type': 'GeoCoordinates', latitude: court.coordinates.lat, longitude: court.coordinates.lng },
    telephone: court.phone,
    openingHours: [...court.openingHoursSchema],
    url: court.findACourtUrl,
  };
}

/** Serialise for a <script type="application/ld+json">: `<` is escaped so text can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
