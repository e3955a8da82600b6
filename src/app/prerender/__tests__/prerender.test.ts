import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { project } from '../../../features/projects/__tests__/project-fixtures';
import { projectList } from '../../../features/projects/page-data';
import { tallyProjects } from '../../../features/projects/project-filters';
import { projectSummary } from '../../../features/projects/project-summary';
import { NOINDEX_META, noindexTemplate, pageHtml, shellHtml } from '../page-html';
import { pageRenderer } from '../render-page';
import { lazyPageSource } from '../../router';
import { sitePages } from '../site-pages';
import { isPrerenderedFor, readRouteData, serializeRouteData } from '../route-data';

const TEMPLATE = `<html><head><!--page-meta--><title>Default</title><!--/page-meta-->
<link rel="stylesheet" crossorigin href="/assets/index.css"></head>
<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

const ABOUT_MODULE = 'src/features/about/about-page.tsx';
const DETAILS_MODULE = 'src/features/projects/pages/project-details-page.tsx';

const projects = Array.from({ length: 20 }, (_, index) =>
  project({ id: `house-${index}`, sort: index }),
);

describe('sitePages', () => {
  const pages = sitePages(projects);

  it('prerenders every route of the spec and every project', () => {
    expect(pages.map((page) => page.path)).toEqual([
      '/',
      '/home',
      '/about-us',
      '/projects',
      ...projects.map((item) => `/projects/${item.id}`),
    ]);
    expect(pages.find((page) => page.path === '/projects/house-3')?.file).toBe(
      'projects/house-3.html',
    );
  });

  it("names each lazy page's source module as Vite's manifest does", () => {
    expect(lazyPageSource('about')).toBe(ABOUT_MODULE);
    expect(lazyPageSource('project')).toBe(DETAILS_MODULE);
    expect(existsSync(ABOUT_MODULE) && existsSync(DETAILS_MODULE)).toBe(true);
    const lazyModule = (path: string) => pages.find((page) => page.path === path)?.lazyModule;
    expect(lazyModule('/about-us')).toBe(ABOUT_MODULE);
    expect(lazyModule('/projects/house-3')).toBe(DETAILS_MODULE);
    expect(lazyModule('/')).toBeUndefined();
    expect(lazyModule('/projects')).toBeUndefined();
  });
});

describe('pageRenderer', () => {
  const renderPage = pageRenderer(projects);

  it("carries only what each page shows: home's 3 cards, the list's first page, one project", async () => {
    const data = async (path: string) => (await renderPage(path)).loaderData;
    expect(await data('/')).toEqual({
      home: { preview: { projects: projects.slice(0, 3).map(projectSummary) } },
    });
    expect(await data('/home')).toEqual({
      homeAlias: { preview: { projects: projects.slice(0, 3).map(projectSummary) } },
    });
    // The list's filter counts are the whole portfolio's, not its first page's.
    expect(await data('/projects')).toEqual({
      projects: projectList(projects.map(projectSummary), 12),
    });
    expect((await data('/projects')).projects).toMatchObject({
      total: 20,
      tally: tallyProjects(projects),
    });
    expect(await data('/projects/house-7')).toEqual({ project: { project: projects[7] } });
    expect(await data('/about-us')).toEqual({});
  });

  it('renders the page its loaders answered, complete', async () => {
    const { html } = await renderPage('/projects/house-7');
    expect(html).toContain('<h1');
    expect(html).toContain(projects[7]?.address.address_line_1);
    expect(html).not.toContain('Loading');
    // The page's <title> is the head's (pageHtml), not a second one in the body.
    expect(html).not.toContain('<title');
  });
});

describe('pageHtml', () => {
  const page = sitePages(projects).find((item) => item.path === '/projects/house-1');
  if (!page) throw new Error('no page for house-1');
  const html = pageHtml(
    TEMPLATE,
    page,
    { html: '<main>House</main>', loaderData: { project: { project: projects[1] } } },
    {
      [DETAILS_MODULE]: {
        css: ['/assets/details.css'],
        modules: ['/assets/details.js'],
        later: ['/assets/viewer.js'],
      },
      [ABOUT_MODULE]: { css: [], modules: ['/assets/about.js'] },
    },
  );

  it('puts the content, its CSS, metadata and the details chunk into the page', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered-path="/projects/house-1"><main>House</main></div>',
    );
    // The page's own stylesheet after the entry's, so its rules refine the shared ones; and no
    // inline style at all (the CSP allows none).
    const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)];
    expect(stylesheets.map((match) => match[1])).toEqual([
      '/assets/index.css',
      '/assets/details.css',
    ]);
    expect(html).not.toMatch(/<style|\sstyle="/);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/details.js" />');
    expect(html).not.toContain('/assets/about.js');
    expect(html).not.toContain('<title>Default</title>');
    expect(html).toContain('<title>2417 N Maple St | Crossroads Renovation</title>');
  });

  it("holds a project page's code until its cover has painted, the viewer's preload last", () => {
    // index.html's app-code script adds the template's tags to the head at that moment.
    const [, before = '', code = '', after = ''] =
      /^([\s\S]*)<template id="app-code">([\s\S]*?)<\/template>([\s\S]*)$/.exec(html) ?? [];
    const tags = (part: string) => [
      ...part.matchAll(/<(?:script[^>]*\ssrc=|link rel="modulepreload")[^>]*>/g),
    ];
    expect(tags(code).map((match) => match[0])).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/details.js" />',
      '<script type="module" src="/assets/index.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/viewer.js" />',
    ]);
    // Nothing outside it asks for code; the page's stylesheets stay in the head.
    expect([...tags(before), ...tags(after)]).toEqual([]);
    expect(before).toContain('/assets/details.css');
  });

  it('keeps a plain module script on the other pages, which load what they need at once', () => {
    const about = sitePages(projects).find((item) => item.path === '/about-us');
    if (!about) throw new Error('no about page');
    const aboutHtml = pageHtml(
      TEMPLATE,
      about,
      { html: '<main>About</main>', loaderData: {} },
      {
        [ABOUT_MODULE]: { css: [], modules: ['/assets/about.js'] },
      },
    );
    expect(aboutHtml).not.toContain('<template');
    expect(aboutHtml).toContain('<link rel="modulepreload" crossorigin href="/assets/about.js" />');
    expect(aboutHtml).toContain('<script type="module" src="/assets/index.js"></script>');
    // A page without data carries none.
    expect(aboutHtml).not.toContain('route-data');
  });

  it("carries the routes' data, which the browser reads back to hydrate with", () => {
    const text = /<script type="application\/json" id="route-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(readRouteData(text)).toEqual({ loaderData: { project: { project: projects[1] } } });
  });

  it('refuses a template that lost its markers', () => {
    expect(() => shellHtml('<html></html>', [])).toThrow(/page-meta/);
    expect(() => noindexTemplate('<html></html>')).toThrow(/page-meta/);
  });

  it('marks every page of a preview build noindex, the shell too, and no page of the live one', () => {
    const preview = noindexTemplate(TEMPLATE);
    const rendered = { html: '<main>House</main>', loaderData: {} };
    for (const built of [pageHtml(preview, page, rendered, {}), shellHtml(preview, [])]) {
      expect(built.split(NOINDEX_META)).toHaveLength(2);
      expect(built.indexOf(NOINDEX_META)).toBeLessThan(built.indexOf('</head>'));
    }
    expect(html).not.toContain('name="robots"');
    expect(shellHtml(TEMPLATE, [])).not.toContain('name="robots"');
  });
});

describe('route data', () => {
  it('escapes < so a record cannot close its script tag', () => {
    const sneaky = project({ id: 'x', post: 'https://e.com/</script>' });
    const text = serializeRouteData({ project: { project: sneaky } });
    expect(text).not.toContain('</script>');
    expect(readRouteData(text)).toEqual({ loaderData: { project: { project: sneaky } } });
  });

  it('ignores anything unreadable', () => {
    expect(readRouteData(undefined)).toBeUndefined();
    expect(readRouteData('{')).toBeUndefined();
    expect(readRouteData('{"projects":[]}')).toBeUndefined();
    expect(readRouteData('{"loaderData":[]}')).toBeUndefined();
  });

  it('hydrates only the page prerendered for this path', () => {
    expect(isPrerenderedFor('/projects', '/projects')).toBe(true);
    expect(isPrerenderedFor('/projects', '/projects/')).toBe(true);
    expect(isPrerenderedFor('/', '/')).toBe(true);
    expect(isPrerenderedFor('/', '/projects/new-one')).toBe(false);
    expect(isPrerenderedFor(null, '/')).toBe(false);
  });
});
