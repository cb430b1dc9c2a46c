import { footerResourcePaths, policyPaths, relatedResourcePaths, resourcesMenuPaths } from '@/content/navigation';
import { servicePagePath, servicePages, servicePagesIn } from '@/content/services';
import type { ServicePage } from '@/content/services';
import { findRoute } from './routes';

/**
 * Menus, footer links and home cards, derived from the route list and the service records (STYLE.md: one
 * source per fact). Pages listed in `content/navigation.ts` that are not built yet are left out.
 */
export type NavLink = { href: string; label: string };
export type NavMenu = { label: string; links: readonly NavLink[] };

function linksTo(paths: readonly string[]): NavLink[] {
  return paths.flatMap((path) => {
    const route = findRoute(path);
    return route ? [{ href: path, label: route.crumb ?? route.title }] : [];
  });
}

const pageLink = (page: ServicePage): NavLink => ({ href: servicePagePath(page), label: page.name });

/** Spec 2: the six core service pages plus witness statement help. */
export const servicesMenu: NavMenu = {
  label: 'Our Services',
  links: servicePagesIn('services').filter((page) => page.inServicesMenu).map(pageLink),
};

/** Spec 2: the three /representation pages. */
export const representationMenu: NavMenu = {
  label: 'Representation',
  links: servicePagesIn('representation').map(pageLink),
};

export const resourcesMenu: NavMenu = { label: 'Resources', links: linksTo(resourcesMenuPaths) };

/** The footer's Resources list: the menu's links and the site search. */
export const footerResources: readonly NavLink[] = linksTo(footerResourcePaths);

export const headerMenus: readonly NavMenu[] = [servicesMenu, representationMenu, resourcesMenu];

/** The service pages not in the Our Services menu: listed on the home page and the footer. */
export const moreServices: readonly NavLink[] = servicePagesIn('services')
  .filter((page) => !page.inServicesMenu)
  .map(pageLink);

export const relatedResources: readonly NavLink[] = linksTo(relatedResourcePaths);

export const policyLinks: readonly NavLink[] = linksTo(policyPaths);

/** Spec 2 (Home): the six service cards, from the records that carry a card. */
export type ServiceCard = NonNullable<ServicePage['card']> & { title: string; href: string };
export const serviceCards: readonly ServiceCard[] = servicePages.flatMap((page) =>
  page.card ? [{ ...page.card, title: page.name, href: servicePagePath(page) }] : [],
);
