import { projectPath, routes } from '../../config/routes';
import { absoluteUrl, site } from '../../config/site';
import type { Project } from '../../features/projects/project-schema';

type JsonLd = Record<string, unknown>;

const LOGO_PATH = '/icons/icon-512.png';

/** The company as a local home-improvement business, on every page (schema.org). */
export function businessJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${absoluteUrl(routes.home)}#business`,
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: absoluteUrl(routes.home),
    logo: absoluteUrl(LOGO_PATH),
    image: absoluteUrl('/og-image.png'),
    email: site.email,
    telephone: site.phoneE164,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.city,
      addressRegion: site.state,
      addressCountry: site.country,
    },
    areaServed: site.areaServed.map((name) => ({ '@type': 'Place', name })),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Remodeling and renovation services',
      itemListElement: site.specialties.map((name) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name },
      })),
    },
  };
}

/** Home › Projects › the project, for a project page. */
export function projectBreadcrumbJsonLd(project: Project): JsonLd {
  const crumbs = [
    { name: 'Home', path: routes.home },
    { name: 'Projects', path: routes.projects },
    { name: project.address.address_line_1, path: projectPath(project) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no string can close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
