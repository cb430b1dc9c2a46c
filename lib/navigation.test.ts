import { servicePagePath, servicePages } from '@/content/services';
import {
  headerMenus,
  moreServices,
  policyLinks,
  relatedResources,
  representationMenu,
  resourcesMenu,
  serviceCards,
  servicesMenu,
} from './navigation';
import { allRoutes, findRoute } from './routes';

const everyLink = [
  ...headerMenus.flatMap((m) => m.links),
  ...moreServices,
  ...relatedResources,
  ...policyLinks,
  ...serviceCards.map((c) => ({ href: c.href, label: c.title })),
];

describe('navigation derived from the records', () => {
  it('links only to routes that exist, each labelled with its route name', () => {
    for (const link of everyLink) {
      const route = findRoute(link.href);
      expect(route).toBeDefined();
      expect(link.label).toBe(route!.crumb ?? route!.title);
    }
  });

  it('has the three header menus in spec order', () => {
    expect(headerMenus.map((m) => m.label)).toEqual(['Our Services', 'Representation', 'Resources']);
  });

  it('Our Services holds the six core pages plus Witness Statement Help', () => {
    expect(servicesMenu.links.map((l) => l.href)).toEqual([
      '/services/case-assessment-strategy',
      '/services/legal-documentation',
      '/services/court-preparation',
      '/services/settlement-negotiation',
      '/services/evidence-collection',
      '/services/ongoing-support',
      '/services/witness-statement-help',
    ]);
  });

  it('Representation holds the three representation pages', () => {
    expect(representationMenu.links.map((l) => l.href)).toEqual([
      '/representation/get-representation',
      '/representation/sme-business-defence',
      '/representation/consumer-claims',
    ]);
  });

  it('Resources lists the spec entries that exist, in spec order, including DQ help, then the CCJ guide and the free tools', () => {
    const spec = ['/court-forms-library', '/court-locations', '/legal-templates', '/step-by-step-guide', '/directions-questionnaire-help', '/faq-support', '/blog'];
    const guides = ['/county-court-judgments'];
    const tools = ['/tools/claim-plan', '/tools/claim-calculator', '/tools/deadline-calculator', '/tools/help-with-fees', '/tools/hearing-bundle', '/tools/get-paid'];
    const paths = resourcesMenu.links.map((l) => l.href);
    expect(paths).toEqual([...spec, ...guides, ...tools].filter((p) => findRoute(p)));
    expect(paths).toContain('/county-court-judgments');
    expect(paths).toContain('/directions-questionnaire-help');
  });

  it('lists every service page once across the menu and the further-services list', () => {
    const listed = [...servicesMenu.links, ...moreServices].map((l) => l.href).sort();
    expect(listed).toEqual(servicePages.filter((p) => p.family === 'services').map(servicePagePath).sort());
  });

  it('gives every service record a route, with its name as the crumb', () => {
    for (const page of servicePages) {
      const route = findRoute(servicePagePath(page));
      expect(route).toMatchObject({ crumb: page.name, description: page.description });
    }
    expect(allRoutes().filter((r) => r.path.startsWith('/services/'))).toHaveLength(15);
  });

  it('keeps the six home cards in step with their pages', () => {
    expect(serviceCards).toHaveLength(6);
    for (const card of serviceCards) expect(card.features).toHaveLength(3);
  });
});
