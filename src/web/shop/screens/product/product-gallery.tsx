import { useEffect, useState } from 'react';
import { smallImageUrl } from '../../../../domain/shared/media';
import { ProductImage } from '../../../components/product-image';

type Props = {
  name: string;
  imageUrls: string[];
  /** The photo of the chosen colour: the gallery turns to it whenever the colour changes. */
  shownUrl?: string | undefined;
};

export function ProductGallery({ name, imageUrls, shownUrl }: Props) {
  const [index, setIndex] = useState(() => Math.max(0, shownUrl ? imageUrls.indexOf(shownUrl) : 0));
  useEffect(() => {
    const found = shownUrl ? imageUrls.indexOf(shownUrl) : -1;
    if (found >= 0) setIndex(found);
  }, [shownUrl, imageUrls]);
  const current = imageUrls[index] ?? imageUrls[0];
  return (
    <div className="gallery">
      <ProductImage
        url={current}
        alt={name}
        sizes="(max-width: 768px) 100vw, 50vw"
        priority
        className="gallery-main"
      />
      {imageUrls.length > 1 && (
        <div className="gallery-thumbs">
          {imageUrls.map((url, i) => (
            <button
              key={url}
              type="button"
              aria-label={`Photo ${i + 1} of ${imageUrls.length}`}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            >
              <img
                className="gallery-thumb-image"
                src={smallImageUrl(url)}
                alt=""
                width="96"
                height="120"
                loading="lazy"
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
