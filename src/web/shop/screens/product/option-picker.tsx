import { useId } from 'react';

type Props = {
  label: string;
  options: string[];
  value: string | null;
  onChange(value: string): void;
  /**
   * Whether an option has nothing left, given the other choice: marked before the tap. It can still
   * be chosen, and then the stock text says 'Out of stock', as the specification has it.
   */
  isSoldOut?(option: string): boolean;
};

/**
 * One choice among a product's colours or sizes: a group named by its label on every size of
 * screen, though the label shows on a phone only (the stylesheet hides it on a desktop). Tapping the
 * chosen option again keeps it: a choice is changed, never emptied.
 */
export function OptionPicker({ label, options, value, onChange, isSoldOut }: Props) {
  const labelId = useId();
  return (
    <fieldset className="option-picker" aria-labelledby={labelId}>
      <legend id={labelId} className="option-label">
        {label}
      </legend>
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
              onClick={() => {
                if (option !== value) onChange(option);
              }}
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
