import { useEffect, useRef } from 'react';

type Props = { saving: boolean; onSaveAnyway(): void; onEnterStock(): void };

/**
 * Shown instead of the Save button when a new product would go on sale with nothing to sell. Some
 * listings are meant to be sold out (a piece shown before a restock), so it asks rather than refuses.
 */
export function SoldOutNotice({ saving, onSaveAnyway, onEnterStock }: Props) {
  const notice = useRef<HTMLDivElement>(null);
  // The Save button that was pressed is gone: whoever pressed it lands on the question instead.
  useEffect(() => {
    notice.current?.focus();
    notice.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div ref={notice} className="notice notice-warning sold-out-notice" role="alert" tabIndex={-1}>
      <p>
        <strong>This product will show as sold out.</strong> Every colour and size starts with 0 in stock and
        it goes on sale now, so shoppers will see it but cannot buy it.
      </p>
      <p className="hint">
        Enter the stock you have, or save it sold out if that is what you mean. To keep it out of sight until
        the stock arrives, choose Coming soon or Hidden.
      </p>
      <div className="form-actions">
        <button type="button" className="button button-outline" disabled={saving} onClick={onSaveAnyway}>
          {saving ? 'Saving…' : 'Save as sold out'}
        </button>
        <button type="button" className="button button-accent" onClick={onEnterStock}>
          Enter stock
        </button>
      </div>
    </div>
  );
}
