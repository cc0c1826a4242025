import type { Release } from '../../domain/content/releases';

/** A release's cover at the width the layout needs (covers are stored at 300 and 600 px). */
export function ReleaseCover({
  release,
  sizes,
  eager = false,
}: {
  release: Release;
  sizes: string;
  eager?: boolean;
}) {
  const small = release.cover.replace(/-600\.webp$/, '-300.webp');
  return (
    <img
      className="release-cover"
      src={release.cover}
      srcSet={small === release.cover ? undefined : `${small} 300w, ${release.cover} 600w`}
      sizes={sizes}
      alt={`${release.title} cover`}
      width="600"
      height="600"
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
