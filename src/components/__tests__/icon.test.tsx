import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import bed from '@material-design-icons/svg/filled/bed.svg?shapes';
import arrow from '@material-symbols/svg-100/outlined/arrow_forward_ios.svg?shapes';
import logoMark from '../logo-mark.svg?shapes';
import { Icon } from '../icon';
import { iconSize } from '../icon.css';

const file = (name: string) =>
  readFileSync(`node_modules/@material-design-icons/svg/filled/${name}.svg`, 'utf8');

/** The rendered `<svg>`'s attributes, by name. */
function svgAttributes(markup: string): Map<string, string> {
  const [, attributes = ''] = /^<svg ([^>]*)>/.exec(markup) ?? [];
  return new Map(
    [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k = '', v = '']) => [k, v]),
  );
}

describe('Icon', () => {
  it('draws the icon file’s shapes, hidden from screen readers and named for tests', () => {
    const markup = renderToStaticMarkup(<Icon shapes={bed} name="Bed" />);
    const [, d] = /<path d="([^"]+)"/.exec(file('bed')) ?? [];
    expect(d).toBeDefined();
    expect(markup).toContain(`<path d="${d}"/>`);
    expect(svgAttributes(markup)).toEqual(
      new Map([
        ['class', iconSize.medium],
        ['viewBox', '0 0 24 24'],
        ['aria-hidden', 'true'],
        ['focusable', 'false'],
        ['data-testid', 'BedIcon'],
      ]),
    );
  });

  it('draws a file on its own grid at fixed pixels, with no text-size class', () => {
    // The logo's house: a 64×64 drawing shown at 36 px, coloured by its own shapes.
    const markup = renderToStaticMarkup(
      <Icon shapes={logoMark} viewBox="0 0 64 64" width={36} height={36} />,
    );
    expect(markup).toContain('fill="#d9772b"');
    expect(svgAttributes(markup)).toEqual(
      new Map([
        ['width', '36'],
        ['height', '36'],
        ['viewBox', '0 0 64 64'],
        ['aria-hidden', 'true'],
        ['focusable', 'false'],
      ]),
    );
  });

  it('keeps a class of its own beside fixed pixels', () => {
    // The carousel's arrow, which Swiper's stylesheet finds by its class.
    const markup = renderToStaticMarkup(
      <Icon
        shapes={arrow}
        viewBox="285 -845 394 728"
        width={11}
        height={20}
        className="swiper-navigation-icon"
      />,
    );
    expect(svgAttributes(markup).get('class')).toBe('swiper-navigation-icon');
    expect(svgAttributes(markup).get('viewBox')).toBe('285 -845 394 728');
  });
});
