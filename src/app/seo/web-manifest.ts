import { routes } from '../../config/routes';
import { brand, THEME_COLOR } from '../../config/brand';
import { site } from '../../config/site';

/** Icon sizes the build renders from the brand mark (build/build-images.ts). */
export const ICON_SIZES = [192, 512] as const;

/** site.webmanifest: name, colours and icons for "add to home screen". */
export function webManifest(): Record<string, unknown> {
  return {
    name: site.name,
    short_name: 'Crossroads',
    description: site.tagline,
    start_url: routes.home,
    scope: routes.home,
    display: 'browser',
    background_color: brand.page,
    theme_color: THEME_COLOR,
    icons: [
      ...ICON_SIZES.map((size) => ({
        src: `/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
      })),
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
