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
  /**
   * The element that says what a chosen sold-out option offers (the Notify me form's lead), while it
   * is shown: the chosen option is described by it.
   */
  soldOutDetailsId?: string | undefined;
};

/**
 * One choice among a product's colours or sizes: a group named by its label on every size of
 * screen, though the label shows on a phone only (the stylesheet hides it on a desktop). Tapping the
 * chosen option again keeps it: a choice is changed, never emptied. A sold-out option stays a working
 * button, since choosing it is how a fan reaches "Notify me": its name says "Sold out" and its
 * description what choosing it offers, rather than announcing a button that cannot be used.
 */
export function OptionPicker({ label, options, value, onChange, isSoldOut, soldOutDetailsId }: Props) {
  const labelId = useId();
  const hintId = `${labelId}-sold-out`;
  const soldOutOptions = options.filter((option) => isSoldOut?.(option) ?? false);
  return (
    <fieldset className="option-picker" aria-labelledby={labelId}>
      <legend id={labelId} className="option-label">
        {label}
      </legend>
      <div className="options">
        {options.map((option) => {
          const soldOut = soldOutOptions.includes(option);
          const chosen = option === value;
          return (
            <button
              key={option}
              type="button"
              className={soldOut ? 'option option-sold-out' : 'option'}
              aria-pressed={chosen}
              aria-describedby={soldOut ? (chosen && soldOutDetailsId) || hintId : undefined}
              onClick={() => {
                if (!chosen) onChange(option);
              }}
            >
              {option}
              {soldOut && <span className="visually-hidden"> (Sold out)</span>}
            </button>
          );
        })}
      </div>
      {soldOutOptions.length > 0 && (
        <p id={hintId} hidden>
          Choose it to be emailed when it is back.
        </p>
      )}
    </fieldset>
  );
}
