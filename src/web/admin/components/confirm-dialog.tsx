import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';

type Asked = { question: string; confirmLabel: string; resolve: (yes: boolean) => void };

/**
 * Asks before what cannot be undone in one click, in the staff app's own dialog rather than the
 * browser's: `ask(question, label)` opens it and answers true when staff confirm; "Not now" or
 * Escape answer false. Render `dialog` once in the screen.
 */
export function useConfirm(): {
  ask: (question: string, confirmLabel: string) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [asked, setAsked] = useState<Asked | null>(null);
  const ask = useCallback(
    (question: string, confirmLabel: string) =>
      new Promise<boolean>((resolve) => setAsked({ question, confirmLabel, resolve })),
    [],
  );
  const dialog = asked ? (
    <ConfirmDialog
      question={asked.question}
      confirmLabel={asked.confirmLabel}
      onAnswer={(yes) => {
        asked.resolve(yes);
        setAsked(null);
      }}
    />
  ) : null;
  return { ask, dialog };
}

/** A modal question with two answers; the safe one has the focus first. */
function ConfirmDialog({
  question,
  confirmLabel,
  onAnswer,
}: {
  question: string;
  confirmLabel: string;
  onAnswer: (yes: boolean) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    // The browser's own modal: focus kept inside, the page behind inert, Escape closes it.
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      role="alertdialog"
      aria-labelledby={id}
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
    >
      <div className="confirm-dialog-box">
        <p id={id}>{question}</p>
        <div className="confirm-dialog-actions">
          {/* biome-ignore lint/a11y/noAutofocus: the safe answer takes the focus as the dialog opens. */}
          <button type="button" className="button button-outline" autoFocus onClick={() => onAnswer(false)}>
            Not now
          </button>
          <button type="button" className="button button-accent" onClick={() => onAnswer(true)}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
