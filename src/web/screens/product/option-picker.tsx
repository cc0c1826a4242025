type Props = {
  label: string;
  options: string[];
  value: string | null;
  onChange(value: string | null): void;
  /** The label is shown on a phone only; a desktop relies on the options speaking for themselves. */
  showLabel: boolean;
};

/** One choice among a product's colours or sizes; choosing the chosen one again clears it. */
export function OptionPicker({ label, options, value, onChange, showLabel }: Props) {
  return (
    <fieldset className="option-picker" aria-label={showLabel ? undefined : label}>
      {showLabel && <legend className="option-label">{label}</legend>}
      <div className="options">
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className="option"
            aria-pressed={option === value}
            onClick={() => onChange(option === value ? null : option)}
          >
            {option}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
