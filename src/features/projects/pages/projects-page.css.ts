import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { text } from '../../../styles/text.css';
import { up } from '../../../styles/theme';

export const page = style({ paddingBlock: 32, '@media': { [up.md]: { paddingBlock: 48 } } });

export const title = style([
  text.h1,
  { marginBottom: 24, '@media': { [up.md]: { marginBottom: 32 } } },
]);

/**
 * A filtered visit (index.html marks `<html data-filtered-visit>` before the first paint): the
 * prerendered list is the unfiltered one, so it stays hidden, in its place, until the app's
 * first render removes the mark (projects-page.tsx), or for 5 s if the app never runs.
 */
const reveal = keyframes({ to: { visibility: 'visible' } });
globalStyle('html[data-filtered-visit] [data-project-results]', {
  visibility: 'hidden',
  animation: `${reveal} 0s 5s forwards`,
});
