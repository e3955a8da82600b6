/**
 * The CSS grid a ContentGrid describes (src/config/layout.ts), for a `*.css.ts` stylesheet:
 * its columns and column gap from each breakpoint up. Photo `sizes` are computed from the same
 * ContentGrid (src/lib/photo-sizes.ts), so the two cannot disagree.
 */
import type { StyleRule } from '@vanilla-extract/css';
import type { ContentGrid } from '../config/layout';
import { up } from './theme';

const BREAKPOINT_KEYS = ['sm', 'md', 'lg'] as const;

/** The grid's tracks, each its `fr` share whatever its content (as `sizes` assume). */
const columns = (tracks: readonly number[]) => tracks.map((fr) => `minmax(0, ${fr}fr)`).join(' ');

export function contentGrid(grid: ContentGrid): StyleRule {
  const media: Record<string, { gridTemplateColumns?: string; columnGap?: number }> = {};
  for (const key of BREAKPOINT_KEYS) {
    const tracks = grid.tracks[key];
    const gap = grid.gap[key];
    if (!tracks && gap === undefined) continue;
    media[up[key]] = {
      ...(tracks && { gridTemplateColumns: columns(tracks) }),
      ...(gap !== undefined && { columnGap: gap }),
    };
  }
  return {
    display: 'grid',
    gridTemplateColumns: columns(grid.tracks.xs),
    columnGap: grid.gap.xs,
    '@media': media,
  };
}
