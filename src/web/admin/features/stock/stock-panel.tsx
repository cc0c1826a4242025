import './stock.css';
import { useState } from 'react';
import type { AdminProduct } from '../../../../domain/catalog/admin';
import { variantKey } from '../../../../domain/catalog/catalog';
import { variantName } from '../../../../domain/stock/stock-ledger';
import { StockChangeForm } from './stock-change-form';
import { StockHistoryList } from './stock-history';

type Props = {
  product: AdminProduct;
  /** A change was saved: the variant holds `quantity` now. */
  onMoved(color: string, size: string, quantity: number): void;
  /** Someone else moved the stock meanwhile: read the product again. */
  onStale(): void;
};

type Open = { key: string; view: 'change' | 'history' } | null;

/**
 * An existing product's stock, variant by variant. Each change is saved at once as a movement in
 * the ledger (units received, damaged…, or a count), apart from the product's own fields, so a
 * product saved during a drop never puts sold units back.
 */
export function StockPanel({ product, onMoved, onStale }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const toggle = (key: string, view: 'change' | 'history') => {
    setSaved(null);
    setOpen(open?.key === key && open.view === view ? null : { key, view });
  };
  return (
    <section className="admin-section stock-panel" aria-labelledby="stock-heading">
      <h2 id="stock-heading">Stock</h2>
      <p className="hint">
        Changes here are saved at once, each in its colour and size’s history. Saving the product never
        changes its stock.
      </p>
      <p className="stock-saved" role="status">
        {saved}
      </p>
      <ul className="admin-rows stock-variants">
        {product.stock.map((line) => {
          const key = variantKey({ productId: product.id, color: line.color, size: line.size });
          const name = variantName(line.color, line.size);
          const view = open?.key === key ? open.view : null;
          return (
            <VariantRow
              key={key}
              name={name}
              quantity={line.quantity}
              view={view}
              onToggle={(next) => toggle(key, next)}
            >
              {view === 'change' && (
                <StockChangeForm
                  productId={product.id}
                  color={line.color}
                  size={line.size}
                  quantity={line.quantity}
                  onSaved={(quantity) => {
                    onMoved(line.color, line.size, quantity);
                    setSaved(`${name}: ${quantity} in stock.`);
                    setOpen(null);
                  }}
                  onStale={onStale}
                  onCancel={() => setOpen(null)}
                />
              )}
              {view === 'history' && (
                <StockHistoryList productId={product.id} color={line.color} size={line.size} />
              )}
            </VariantRow>
          );
        })}
      </ul>
    </section>
  );
}

type RowProps = {
  name: string;
  quantity: number;
  view: 'change' | 'history' | null;
  onToggle(view: 'change' | 'history'): void;
  children: React.ReactNode;
};

function VariantRow({ name, quantity, view, onToggle, children }: RowProps) {
  return (
    <li className="stock-variant" aria-label={name}>
      <div className="stock-variant-line">
        <span className="admin-row-name">{name}</span>
        <span className="stock-quantity">{quantity} in stock</span>
        <span className="admin-row-actions">
          <button
            type="button"
            className="button button-outline button-small"
            aria-expanded={view === 'change'}
            aria-label={`Change stock of ${name}`}
            onClick={() => onToggle('change')}
          >
            Change
          </button>
          <button
            type="button"
            className="button button-outline button-small"
            aria-expanded={view === 'history'}
            aria-label={`History of ${name}`}
            onClick={() => onToggle('history')}
          >
            History
          </button>
        </span>
      </div>
      {view && <div className="stock-detail">{children}</div>}
    </li>
  );
}
