type Props = {
  quantity: number;
  /** What the count is of, for screen readers: "Quantity in bag", "Quantity of Tour Tee (Black, M)". */
  label: string;
  /** Names for the buttons; the product page's are "One less" and "One more". */
  lessLabel?: string;
  moreLabel?: string;
  canLess?: boolean;
  canMore: boolean;
  onLess(): void;
  onMore(): void;
};

/** − count +, as on the product page and in the bag. */
export function QuantityStepper({
  quantity,
  label,
  lessLabel = 'One less',
  moreLabel = 'One more',
  canLess = true,
  canMore,
  onLess,
  onMore,
}: Props) {
  return (
    <fieldset className="stepper">
      <legend className="visually-hidden">{label}</legend>
      <button type="button" aria-label={lessLabel} disabled={!canLess} onClick={onLess}>
        −
      </button>
      <output aria-label={label} aria-live="polite">
        {quantity}
      </output>
      <button type="button" aria-label={moreLabel} disabled={!canMore} onClick={onMore}>
        +
      </button>
    </fieldset>
  );
}
