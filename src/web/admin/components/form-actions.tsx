/** A staff form's buttons: Cancel when it leads back somewhere, and Save, which waits for the server. */
export function FormActions(props: {
  saveLabel: string;
  saving: boolean;
  disabled?: boolean;
  onCancel?: () => void;
}) {
  return (
    <div className="form-actions">
      {props.onCancel && (
        <button type="button" className="button button-outline" onClick={props.onCancel}>
          Cancel
        </button>
      )}
      <button type="submit" className="button button-accent" disabled={props.disabled ?? props.saving}>
        {props.saving ? 'Saving…' : props.saveLabel}
      </button>
    </div>
  );
}
