/**
 * Company facts, in one place so the company can change them without touching
 * any screen. Contact values are placeholders until the company supplies its own.
 */
export const site = {
  /**
   * The public origin the site is served from: canonical URLs, share previews, structured data,
   * the sitemap and robots.txt are all built from it. Change it here and rebuild.
   */
  origin: 'https://www.crossroadsrenovation.com',
  name: 'Crossroads Renovation',
  /** The two lines of the wordmark beside the logo's house. */
  wordmark: ['Crossroads', 'Renovation'],
  legalName: 'Crossroads Renovation Co.',
  city: 'Indianapolis',
  state: 'IN',
  country: 'US',
  /** Neighbourhoods and suburbs the crew works in, for search engines' service area. */
  areaServed: ['Indianapolis', 'Marion County', 'Carmel', 'Fishers', 'Greenwood', 'Lawrence'],
  tagline: 'Remodeling and renovation for Indianapolis investment properties',
  description:
    'Crossroads Renovation is an Indianapolis remodeling and renovation company that works on investment properties. We take tired single-family homes and doubles from inspection to move-in ready, on schedule and on budget, so owners and investors can sell or rent with confidence.',
  shortDescription:
    'We are a family-run Indianapolis crew that turns dated investment properties into homes people want to live in, from a single bathroom to a full gut remodel.',
  email: 'hello@crossroadsreno.com',
  /** As people read it. */
  phone: '(317) 555-0148',
  /** As a phone dials it, for the tel: link. */
  phoneE164: '+13175550148',
  specialties: [
    'Plumbing',
    'Electrical',
    'Painting',
    'Carpentry',
    'Flooring',
    'Framing',
    'Drywall and finishing',
    'Bath and kitchen repairs',
  ],
  copyrightYear: 2023,
} as const;

/** An absolute URL on the public origin, for canonical links, previews and the sitemap. */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : new URL(path, site.origin).href;
}

export function pageTitle(page?: string): string {
  return page ? `${page} | ${site.name}` : `${site.name} | Indianapolis Remodeling & Renovation`;
}

/** The company's mailto: link, with a subject line when given (RFC 6068: percent-encoded). */
export function emailHref(subject?: string): string {
  return `mailto:${site.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

/** The company's tel: link. */
export function phoneHref(): string {
  return `tel:${site.phoneE164}`;
}
