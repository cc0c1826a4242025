import { imageSrcSet } from '../../domain/shared/media';

type Props = {
  url: string | undefined;
  alt: string;
  sizes: string;
  /** The first image a visitor sees on the page loads at once; the rest wait until near the viewport. */
  priority?: boolean;
  className?: string;
};

/** A product photo at the width the layout needs, or a quiet placeholder when there is none. */
export function ProductImage({ url, alt, sizes, priority = false, className }: Props) {
  if (!url) {
    const fallbackClass = `image-fallback ${className ?? ''}`;
    if (!alt) return <div className={fallbackClass} aria-hidden="true" />;
    return (
      <div className={fallbackClass} role="img" aria-label={alt}>
        <span aria-hidden="true">♪</span>
      </div>
    );
  }
  return (
    <img
      className={className}
      src={url}
      srcSet={imageSrcSet(url)}
      sizes={sizes}
      alt={alt}
      width="960"
      height="1200"
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
