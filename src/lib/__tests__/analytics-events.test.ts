// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  leadEvent,
  listingEvent,
  pageViewEvent,
  projectIdFromPath,
  shareEvent,
  viewItemEvent,
} from '../analytics-events';

/** A placement with an e-mail and a phone link, as the site marks them. */
function placement(name: string): { email: Element; phone: Element; other: Element } {
  document.body.innerHTML = `
    <section data-contact-placement="${name}">
      <a href="mailto:hello@example.com?subject=2417%20N%20Maple%20St"><svg></svg><span>E-mail us</span></a>
      <a href="tel:+13175550148">Call</a>
      <a href="/projects">All projects</a>
    </section>
    <a href="mailto:hello@example.com" id="unmarked">E-mail</a>`;
  const find = (selector: string) => {
    const element = document.querySelector(selector);
    if (!element) throw new Error(`no ${selector}`);
    return element;
  };
  // The e-mail link's text, inside it: a tap lands on what the link holds.
  return {
    email: find('a[href^="mailto"] span'),
    phone: find('a[href^="tel"]'),
    other: find('a[href="/projects"]'),
  };
}

describe('leadEvent', () => {
  it('is generate_lead with the method, the placement and, on a project page, the project', () => {
    const { email, phone } = placement('project_contact_panel');
    expect(leadEvent(email, '/projects/2417-n-maple-st')).toEqual({
      name: 'generate_lead',
      params: {
        method: 'email',
        placement: 'project_contact_panel',
        project_id: '2417-n-maple-st',
      },
    });
    expect(leadEvent(phone, '/projects/2417-n-maple-st/')?.params).toEqual({
      method: 'phone',
      placement: 'project_contact_panel',
      project_id: '2417-n-maple-st',
    });
  });

  it('names no project off a project page', () => {
    const { phone } = placement('phone_contact_bar');
    for (const path of ['/', '/about-us', '/projects', '/projects/a/b']) {
      expect(leadEvent(phone, path)?.params).toEqual({
        method: 'phone',
        placement: 'phone_contact_bar',
      });
    }
  });

  it('ignores other links, unmarked contact links and anything that is not an element', () => {
    const { other } = placement('about_contact_card');
    expect(leadEvent(other, '/about-us')).toBeUndefined();
    expect(leadEvent(document.getElementById('unmarked'), '/about-us')).toBeUndefined();
    expect(leadEvent(document.body, '/about-us')).toBeUndefined();
    expect(leadEvent(null, '/about-us')).toBeUndefined();
    expect(leadEvent(window, '/about-us')).toBeUndefined();
  });
});

describe('projectIdFromPath', () => {
  it('reads the id a project path carries, escaped or not', () => {
    expect(projectIdFromPath('/projects/2417-n-maple-st')).toBe('2417-n-maple-st');
    expect(projectIdFromPath('/projects/a%20b')).toBe('a b');
    expect(projectIdFromPath('/projects/%E0%A4%A')).toBeUndefined();
    expect(projectIdFromPath('/projects')).toBeUndefined();
    expect(projectIdFromPath('/about-us')).toBeUndefined();
  });
});

describe('shareEvent', () => {
  it('says how the link was shared, and sends nothing for a cancelled sheet or a failed copy', () => {
    const project = { content_type: 'project', item_id: 'p1' };
    expect(shareEvent('p1', 'shared')).toEqual({
      name: 'share',
      params: { method: 'share_sheet', ...project },
    });
    expect(shareEvent('p1', 'copied')?.params).toEqual({ method: 'copy_link', ...project });
    expect(shareEvent('p1', 'cancelled')).toBeUndefined();
    expect(shareEvent('p1', 'failed')).toBeUndefined();
  });
});

describe('the other events', () => {
  it('use GA4 recommended names and parameters', () => {
    expect(listingEvent('p1')).toEqual({
      name: 'select_content',
      params: { content_type: 'listing', item_id: 'p1' },
    });
    expect(viewItemEvent({ id: 'p1', name: '2417 N Maple St' })).toEqual({
      name: 'view_item',
      params: { items: [{ item_id: 'p1', item_name: '2417 N Maple St' }] },
    });
    expect(pageViewEvent({ location: 'https://x.test/about-us', title: 'About Us' })).toEqual({
      name: 'page_view',
      params: { page_location: 'https://x.test/about-us', page_title: 'About Us' },
    });
  });
});
