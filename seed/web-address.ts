/**
 * A new project's web address (its page is /projects/{web address}), made from its address as
 * the shipped projects' are: "2417 N Maple St" → "2417-n-maple-st". The office manager may
 * change it; the schema says what it may hold.
 */
export function webAddressFrom(address: string): string {
  return address
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}
