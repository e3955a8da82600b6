import {
  fallbackVariantUrl,
  isLocalPhoto,
  photoSize,
  variantSrcSet,
  type Photo,
} from '../lib/responsive-image';

type ResponsivePhotoProps = {
  photo: Photo;
  alt: string;
  /** How wide the photo is drawn, as a `sizes` attribute, so the browser picks the right file. */
  sizes: string;
  /** The largest image above the fold: fetched first, never lazily. */
  priority?: boolean;
  /** Offer the zoom copy too (a zoomed photo in the viewer), when the photo has one. */
  zoom?: boolean;
  /** The <img>'s class: how it is drawn in its frame. */
  className?: string;
};

/**
 * A project photo. Local photos come as AVIF or WebP copies at several widths — never the
 * original, which may be a 12-megapixel camera file; other URLs are plain images. Width and
 * height are the photo's real ones, so the browser knows its shape before it arrives.
 */
export function ResponsivePhoto({
  photo,
  alt,
  sizes,
  priority = false,
  zoom = false,
  className,
}: ResponsivePhotoProps) {
  const local = isLocalPhoto(photo.url);
  const size = photoSize(photo);
  const img = (
    <img
      src={local ? fallbackVariantUrl(photo.url) : photo.url}
      srcSet={local ? variantSrcSet(photo.url, 'webp', size, { zoom }) : undefined}
      sizes={local ? sizes : undefined}
      alt={alt}
      width={size.width}
      height={size.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'auto' : 'async'}
      className={className}
    />
  );
  if (!local) return img;
  return (
    <picture>
      <source
        type="image/avif"
        srcSet={variantSrcSet(photo.url, 'avif', size, { zoom })}
        sizes={sizes}
      />
      {img}
    </picture>
  );
}
