/**
 * Company facts, in one place so the company can change them without touching
 * any screen. Contact values are placeholders until the company supplies its own.
 */
export const site = {
  name: 'Crossroads Renovation',
  /** The two lines of the wordmark beside the logo's house. */
  wordmark: ['Crossroads', 'Renovation'],
  legalName: 'Crossroads Renovation Co.',
  city: 'Indianapolis',
  state: 'IN',
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

export function pageTitle(page?: string): string {
  return page ? `${page} | ${site.name}` : `${site.name} | Indianapolis Remodeling & Renovation`;
}
