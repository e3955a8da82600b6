import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { hasVariants, PHOTO_SIZE, variantSrcSet } from '../lib/responsive-image';

type ResponsivePhotoProps = {
  src: string;
  alt: string;
  /** How wide the photo is drawn, as a `sizes` attribute, so the browser picks the right file. */
  sizes: string;
  /** The largest image above the fold: fetched first, never lazily. */
  priority?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * A project photo. Shipped photos come as AVIF or WebP at several widths; other URLs are
 * plain images. Width and height are always given, so nothing shifts when it loads.
 */
export function ResponsivePhoto({ src, alt, sizes, priority = false, sx }: ResponsivePhotoProps) {
  const responsive = hasVariants(src);
  const img = (
    <Box
      component="img"
      src={src}
      srcSet={responsive ? variantSrcSet(src, 'webp') : undefined}
      sizes={responsive ? sizes : undefined}
      alt={alt}
      width={PHOTO_SIZE.width}
      height={PHOTO_SIZE.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'auto' : 'async'}
      sx={sx}
    />
  );
  if (!responsive) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={variantSrcSet(src, 'avif')} sizes={sizes} />
      {img}
    </picture>
  );
}
