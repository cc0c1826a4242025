import type { ReactNode } from 'react';
import { smallImageUrl } from '../../domain/shared/media';
import { Price } from './price';

type Props = {
  imageUrl: string | undefined | null;
  /** The product's name, or a link to it. */
  name: ReactNode;
  color: string;
  size: string;
  /** Left out where a stepper beside it already shows the count. */
  quantity?: number | undefined;
  /** Beside the quantity, e.g. "1 cancelled". */
  quantityNote?: string | undefined;
  /** The line's price: unit price × quantity, in kobo. */
  kobo: number;
  /** Under the variant, e.g. a Remove button. */
  children?: ReactNode;
};

/** One line of a bag or an order: photo, name, colour, size, quantity and price. */
export function LineItem({ imageUrl, name, color, size, quantity, quantityNote, kobo, children }: Props) {
  return (
    <li className="bag-line">
      {imageUrl ? (
        <img
          className="bag-line-image"
          src={smallImageUrl(imageUrl)}
          alt=""
          width="80"
          height="100"
          loading="lazy"
        />
      ) : (
        <span className="image-fallback" />
      )}
      <div className="bag-line-info">
        {name}
        <span className="bag-line-variant">
          {color} · {size}
          {quantity !== undefined && ` · Qty ${quantity}`}
          {quantityNote && ` (${quantityNote})`}
        </span>
        {children}
      </div>
      <Price kobo={kobo} />
    </li>
  );
}
