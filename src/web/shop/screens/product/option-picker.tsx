type Props = {
  label: string;
  options: string[];
  value: string | null;
  onChange(value: string | null): void;
  /** The label is shown on a phone only; a desktop relies on the options speaking for themselves. */
  showLabel: boolean;
  /**
   * Whether an option has nothing left, given the other choice: marked before the tap. It can still
   * be chosen, and then the stock text says 'Out of stock', as the specification has it.
   */
  isSoldOut?(option: string): boolean;
};

/** One choice among a product's colours or sizes; choosing the chosen one again clears it. */
export function OptionPicker({ label, options, value, onChange, showLabel, isSoldOut }: Props) {
  return (
    <fieldset className="option-picker" aria-label={showLabel ? undefined : label}>
      {showLabel && <legend className="option-label">{label}</legend>}
      <div className="options">
        {options.map((option) => {
          const soldOut = isSoldOut?.(option) ?? false;
          return (
            <button
              key={option}
              type="button"
              className={soldOut ? 'option option-sold-out' : 'option'}
              aria-pressed={option === value}
              aria-disabled={soldOut || undefined}
              onClick={() => onChange(option === value ? null : option)}
            >
              {option}
              {soldOut && <span className="visually-hidden"> (Sold out)</span>}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
