import { useState } from 'react';
import { smallImageUrl } from '../../../domain/media';
import { ProductImage } from '../../components/product-image';

export function ProductGallery({ name, imageUrls }: { name: string; imageUrls: string[] }) {
  const [index, setIndex] = useState(0);
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
