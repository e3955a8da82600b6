import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import bed from '@material-design-icons/svg/filled/bed.svg?shapes';
import { Icon } from '../icon';

const file = (name: string) =>
  readFileSync(`node_modules/@material-design-icons/svg/filled/${name}.svg`, 'utf8');

describe('Icon', () => {
  it('draws the icon file’s shapes, hidden from screen readers and named for tests', () => {
    const markup = renderToStaticMarkup(<Icon shapes={bed} name="Bed" />);
    const [, d] = /<path d="([^"]+)"/.exec(file('bed')) ?? [];
    expect(d).toBeDefined();
    expect(markup).toContain(`<path d="${d}"/>`);
    expect(markup).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/);
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toContain('data-testid="BedIcon"');
  });
});
