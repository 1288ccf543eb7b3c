import type { Image } from '../../schemas/generated/common';

/** A content image with its intrinsic size reserved, so the page does not jump as it loads. */
export function Picture({
  image,
  width,
  height,
  className,
  eager = false,
  highPriority = false,
}: {
  image: Image;
  width?: number;
  height?: number;
  className?: string;
  eager?: boolean;
  /** The largest thing on the first screen: fetched before other images. */
  highPriority?: boolean;
}) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width ?? width}
      height={image.height ?? height}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={highPriority ? 'high' : undefined}
      decoding="async"
    />
  );
}
