/**
 * The site's structured data, as props for next-seo's JSON-LD components (STYLE.md convention 5), computed
 * at build time from the content records. Pages render them with `<OrganizationJsonLd {...organizationProps()} />`
 * and the like; next-seo adds `@context` and the nested `@type`s and serialises the script.
 *
 * next-seo has no component for WebSite, Service or Courthouse, so those are schema-dts-typed objects rendered
 * with next-seo's own escape hatch, `JsonLdScript` (the same serialiser the named components use).
 *
 * next-seo's components take no `@id`, so nodes cannot point at each other by id: a reference to the
 * business (a publisher, a provider) is a small inline node with its name and URL instead.
 */
import type {
  ArticleJsonLdProps,
  BreadcrumbJsonLdProps,
  FAQJsonLdProps,
  HowToJsonLdProps,
  LocalBusinessJsonLdProps,
  Organization as NextSeoOrganization,
  OrganizationJsonLdProps,
} from 'next-seo';
import type { Courthouse, GovernmentOffice, Service, WebSite, WithContext } from 'schema-dts';
import { siteConfig } from '@/content/site';
import { toPlainText } from '@/content/inline-markup';
import { absoluteUrl, type Crumb } from './routes';
import { OG_IMAGE, ogImagePath } from './seo';

/**
 * next-seo escapes `</script>`, `<!--` and `-->` in the JSON it writes, but not `</script` followed by a
 * space, tab, newline or slash, which also ends a script element in HTML. All our text is content known at
 * build time, so such text fails the build here instead of reaching a page.
 */
const UNESCAPED_SCRIPT_END = /<\/script(?!>)/i;

/** Checks every string in structured data: none empty, none able to end its script element. */
export function checkedJsonLd<T>(value: T): T {
  const visit = (v: unknown, at: string): void => {
    if (typeof v === 'string') {
      if (v.trim() === '') throw new Error(`Structured data has empty text at ${at}`);
      if (UNESCAPED_SCRIPT_END.test(v)) throw new Error(`Structured data text at ${at} would end its <script> element: ${v}`);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => visit(item, `${at}[${i}]`));
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) visit(item, `${at}.${key}`);
    }
  };
  visit(value, '$');
  return value;
}

const HOME_URL = absoluteUrl('/');

/** The business as a small inline node, where another node needs to name it. */
function businessReference(): NextSeoOrganization {
  return { '@type': 'Organization', name: siteConfig.name, url: HOME_URL };
}

export function organizationProps(): OrganizationJsonLdProps {
  return checkedJsonLd<OrganizationJsonLdProps>({
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    description: siteConfig.description,
    url: HOME_URL,
    logo: absoluteUrl('/icon.svg'),
    email: siteConfig.email,
    telephone: siteConfig.phone.e164,
    address: { ...siteConfig.address },
    sameAs: [siteConfig.social.url],
  });
}

/** The business as a LegalService (a LocalBusiness type) with the spec 9 structured-data constants, except the rating. */
export function legalServiceProps(): LocalBusinessJsonLdProps {
  const hours = siteConfig.openingHours;
  return checkedJsonLd<LocalBusinessJsonLdProps>({
    type: 'LegalService',
    name: siteConfig.name,
    description: siteConfig.description,
    url: HOME_URL,
    image: absoluteUrl(OG_IMAGE.path),
    telephone: siteConfig.phone.e164,
    email: siteConfig.email,
    address: { ...siteConfig.address },
    areaServed: siteConfig.areaServed,
    openingHoursSpecification: { dayOfWeek: [...hours.days], opens: hours.opens, closes: hours.closes },
    // No aggregateRating: a business's rating of itself is a self-serving review snippet that Google ignores, and
    // under the DMCC Act 2024 an unverified one is a risk (FACTS.md sections 9 and 11). The hero shows the spec's
    // rating, to be confirmed before launch (content/provider-claims.ts); structured data does not repeat it.
    paymentAccepted: siteConfig.paymentAccepted,
    currenciesAccepted: siteConfig.currency,
    sameAs: [siteConfig.social.url],
  });
}

/** Fallback: next-seo has no WebSite component. */
export function websiteJsonLd(): WithContext<WebSite> {
  return checkedJsonLd<WithContext<WebSite>>({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteConfig.name,
    url: HOME_URL,
    inLanguage: siteConfig.language,
    publisher: { '@type': 'Organization', name: siteConfig.name, url: HOME_URL },
  });
}

/** Positions are numbered by next-seo, 1 to n in trail order. */
export function breadcrumbProps(crumbs: readonly Crumb[]): BreadcrumbJsonLdProps {
  if (crumbs.length === 0) throw new Error('A BreadcrumbList needs at least one crumb');
  return checkedJsonLd<BreadcrumbJsonLdProps>({ items: crumbs.map((crumb) => ({ name: crumb.name, item: absoluteUrl(crumb.url) })) });
}

/** Questions and answers as plain text: the inline markup (bold, links) is for the page, not for search. */
export function faqProps(items: readonly { question: string; answer: string }[]): FAQJsonLdProps {
  if (items.length === 0) throw new Error('An FAQPage needs at least one question');
  return checkedJsonLd<FAQJsonLdProps>({
    questions: items.map((item) => ({ question: toPlainText(item.question), answer: toPlainText(item.answer) })),
  });
}

/** `dateModified` is the article's last review: the day its content was last checked against its sources. */
export function blogPostingProps(post: {
  slug: string;
  title: string;
  description: string;
  date: string;
  reviewed: string;
}): ArticleJsonLdProps {
  return articleProps({ ...post, path: `/blog/${post.slug}` }, 'BlogPosting');
}

/**
 * A page written like an article: a blog post (`BlogPosting`) or a guide with its own route (`Article`, issue 26:
 * the guide to County Court judgments).
 */
export function articleProps(
  page: { path: string; title: string; description: string; date: string; reviewed: string },
  type: 'BlogPosting' | 'Article',
): ArticleJsonLdProps {
  const url = absoluteUrl(page.path);
  return checkedJsonLd<ArticleJsonLdProps>({
    type,
    headline: page.title,
    description: page.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: page.date,
    dateModified: page.reviewed,
    image: { url: absoluteUrl(ogImagePath(page.path)), width: OG_IMAGE.width, height: OG_IMAGE.height },
    author: businessReference(),
    publisher: { ...businessReference(), logo: absoluteUrl('/icon.svg') },
  });
}

/** A guide of numbered steps, each with its details as directions (spec 2 "Step-by-Step Guide"). */
export function howToProps(guide: {
  path: string;
  name: string;
  description: string;
  steps: readonly { step: number; title: string; description: string; details: readonly string[] }[];
}): HowToJsonLdProps {
  if (guide.steps.length === 0) throw new Error('A HowTo needs at least one step');
  return checkedJsonLd<HowToJsonLdProps>({
    name: guide.name,
    description: toPlainText(guide.description),
    image: absoluteUrl(ogImagePath(guide.path)),
    // An explicit @type: next-seo reads an untyped step that has a name and a list as a HowToSection.
    step: guide.steps.map((step) => ({
      '@type': 'HowToStep',
      position: step.step,
      name: step.title,
      text: toPlainText(step.description),
      itemListElement: step.details.map((detail) => ({ text: toPlainText(detail) })),
    })),
  });
}

/** Fallback: next-seo has no Service component. A service the business offers (spec 2: each service page). */
export function serviceJsonLd(service: { path: string; name: string; description: string; category: string }): WithContext<Service> {
  return checkedJsonLd<WithContext<Service>>({
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    serviceType: service.category,
    url: absoluteUrl(service.path),
    image: absoluteUrl(ogImagePath(service.path)),
    areaServed: { '@type': 'AdministrativeArea', name: siteConfig.areaServed },
    provider: { '@type': 'LegalService', name: siteConfig.name, url: HOME_URL },
    audience: { '@type': 'Audience', audienceType: 'People bringing or defending a small claim without a lawyer' },
  });
}

/**
 * Fallback: next-seo has no Courthouse component (a court is a civic structure, not a local business).
 * A court of the directory (spec 2), with its address, position, opening hours and telephone.
 */
export function courthouseJsonLd(court: {
  name: string;
  address: string;
  city: string;
  postcode: string;
  phone?: string;
  coordinates: { lat: number; lng: number };
  openingHoursSchema: readonly string[];
  findACourtUrl: string;
}): WithContext<Courthouse> {
  return checkedJsonLd<WithContext<Courthouse>>({
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
    ...(court.phone ? { telephone: court.phone } : {}),
    openingHours: [...court.openingHoursSchema],
    url: court.findACourtUrl,
  });
}

/**
 * Fallback, as above: a County Court hearing centre's own page (issue 27), from its FaCT record. The Civil National
 * Business Centre holds no hearings, so it is a GovernmentOffice, not a Courthouse. Its page on this site is `url`;
 * its live FaCT page is `sameAs`. A telephone only where given (the six checked courts); a position only where FaCT
 * holds one (not the centre of a postcode district).
 */
export function hearingCentreJsonLd(
  centre: {
    name: string;
    nameCy?: string;
    kind: 'hearing-centre' | 'national-issuing-centre';
    address: { lines: readonly string[]; town?: string; postcode: string };
    coordinates: { lat: number; lng: number; source: 'fact' | 'postcode-district' };
  },
  links: { path: string; factUrl: string; telephone?: string },
): WithContext<Courthouse | GovernmentOffice> {
  const common = {
    name: centre.name,
    ...(centre.nameCy ? { alternateName: centre.nameCy } : {}),
    url: absoluteUrl(links.path),
    sameAs: links.factUrl,
    address: {
      '@type': 'PostalAddress' as const,
      streetAddress: centre.address.lines.join(', '),
      ...(centre.address.town ? { addressLocality: centre.address.town } : {}),
      postalCode: centre.address.postcode,
      addressCountry: 'GB',
    },
    ...(centre.coordinates.source === 'fact'
      ? { geo: { '@type': 'GeoCoordinates' as const, latitude: centre.coordinates.lat, longitude: centre.coordinates.lng } }
      : {}),
    ...(links.telephone ? { telephone: links.telephone } : {}),
  };
  return checkedJsonLd<WithContext<Courthouse | GovernmentOffice>>(
    centre.kind === 'national-issuing-centre'
      ? { '@context': 'https://schema.org', '@type': 'GovernmentOffice', ...common }
      : { '@context': 'https://schema.org', '@type': 'Courthouse', ...common },
  );
}
