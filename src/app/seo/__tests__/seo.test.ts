// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { project } from '../../../features/projects/__tests__/project-fixtures';
import { site } from '../../../config/site';
import { headTags } from '../head-tags';
import { homeMeta, projectMeta, projectsMeta } from '../page-meta';
import { sitePages } from '../../prerender/site-pages';
import { robotsTxt, sitemapXml } from '../sitemap';
import { businessJsonLd, projectBreadcrumbJsonLd } from '../structured-data';

const photo = {
  main: true,
  exterior: false,
  interior: false,
  kitchen: false,
  room: false,
  bathroom: false,
};

/** Every JSON-LD block in a piece of HTML, parsed as a search engine would. */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

function metaContent(html: string, key: string): string | undefined {
  const element = new DOMParser()
    .parseFromString(`<head>${html}</head>`, 'text/html')
    .querySelector(`meta[name="${key}"], meta[property="${key}"]`);
  return element?.getAttribute('content') ?? undefined;
}

const house = project({
  id: '4611-n-graceland-ave',
  address: { address_line_1: '4611 N Graceland Ave', city: 'Indianapolis', state: 'IN' },
  is_sold: true,
  year_sold: 2021,
  full_remodel: true,
  images: [{ ...photo, url: '/assets/projects/4611/main.webp' }],
});

describe('structured data', () => {
  it('describes the company as a local home-improvement business', () => {
    const [business] = jsonLdBlocks(headTags(homeMeta(), [businessJsonLd()]));
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      name: site.name,
      email: site.email,
      telephone: site.phoneE164,
      url: `${site.origin}/`,
      logo: `${site.origin}/icons/icon-512.png`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Indianapolis',
        addressRegion: 'IN',
        addressCountry: 'US',
      },
    });
    const services = (
      business?.hasOfferCatalog as { itemListElement: { itemOffered: { name: string } }[] }
    ).itemListElement.map((offer) => offer.itemOffered.name);
    expect(services).toEqual([...site.specialties]);
  });

  it('gives a project page a Home › Projects › address breadcrumb', () => {
    const blocks = jsonLdBlocks(
      headTags(projectMeta(house), [businessJsonLd(), projectBreadcrumbJsonLd(house)]),
    );
    expect(blocks.map((block) => block['@type'])).toEqual([
      'HomeAndConstructionBusiness',
      'BreadcrumbList',
    ]);
    expect(blocks[1]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Projects', item: `${site.origin}/projects` },
      {
        '@type': 'ListItem',
        position: 3,
        name: '4611 N Graceland Ave',
        item: `${site.origin}/projects/4611-n-graceland-ave`,
      },
    ]);
  });

  it('cannot be closed early by a value that contains </script>', () => {
    const sneaky = project({
      address: { address_line_1: '</script><b>x', city: 'Indianapolis', state: 'IN' },
    });
    const html = headTags(projectMeta(sneaky), [projectBreadcrumbJsonLd(sneaky)]);
    expect(html).not.toContain('</script><b>');
    expect(jsonLdBlocks(html)[0]?.itemListElement).toHaveLength(3);
  });
});

describe('page metadata', () => {
  it('gives a project page its address, main photo and canonical URL', () => {
    const html = headTags(projectMeta(house), []);
    expect(html).toContain('<title>4611 N Graceland Ave | Crossroads Renovation</title>');
    expect(html).toContain(
      `<link rel="canonical" href="${site.origin}/projects/4611-n-graceland-ave" />`,
    );
    // The largest copy of the cover, with its size: the original may be a camera file.
    expect(metaContent(html, 'og:image')).toBe(
      `${site.origin}/assets/projects/4611/main-1280.webp`,
    );
    expect(metaContent(html, 'og:image:width')).toBe('1280');
    expect(metaContent(html, 'og:image:height')).toBe('720');
    const portrait = headTags(
      projectMeta(
        project({ images: [{ ...photo, url: '/up/IMG_1.JPG', width: 3024, height: 4032 }] }),
      ),
      [],
    );
    expect(metaContent(portrait, 'og:image')).toBe(`${site.origin}/up/IMG_1-1280.webp`);
    expect(metaContent(portrait, 'og:image:width')).toBe('960');
    expect(metaContent(portrait, 'og:image:height')).toBe('1280');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'description')).toBe(
      'Full Remodel of 4611 N Graceland Ave, Indianapolis, IN: 3 bed | 2 bth, 1,450 Sq Ft. Sold 2021. Photos by room from Crossroads Renovation.',
    );
  });

  it('keeps an absolute photo URL (from Firestore) as it is', () => {
    const remote = project({
      images: [{ ...photo, url: 'https://cdn.example.com/a.jpg' }],
    });
    expect(metaContent(headTags(projectMeta(remote), []), 'og:image')).toBe(
      'https://cdn.example.com/a.jpg',
    );
  });

  it('uses the branded share card and the home page as canonical for home', () => {
    const html = headTags(homeMeta(), []);
    expect(html).toContain(`<link rel="canonical" href="${site.origin}/" />`);
    expect(metaContent(html, 'og:image')).toBe(`${site.origin}/og-image.png`);
    expect(projectsMeta(1).description).toMatch(/^1 property /);
  });
});

describe('sitemap and robots', () => {
  it('lists every canonical page once', () => {
    const xml = sitemapXml(sitePages([house, project()]));
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      `${site.origin}/`,
      `${site.origin}/about-us`,
      `${site.origin}/projects`,
      `${site.origin}/projects/4611-n-graceland-ave`,
      `${site.origin}/projects/2417-n-maple-st`,
    ]);
    expect(
      new DOMParser().parseFromString(xml, 'application/xml').querySelector('parsererror'),
    ).toBeNull();
  });

  it('points robots at the sitemap', () => {
    expect(robotsTxt()).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });
});
