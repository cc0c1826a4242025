import { useEffect, useRef } from 'react';
import { site } from '../content/site';

/** The newsletter sign-up; until the mailing list exists it says so plainly. */
export function SubscribeDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="subscribe-title" onClose={onClose}>
      <h2 id="subscribe-title">Join the list</h2>
      <p>
        News, drops and tour dates from {site.artistName}, straight to your inbox. Sign-ups open very soon.
      </p>
      <form method="dialog">
        <button type="submit" className="button">
          Close
        </button>
      </form>
    </dialog>
  );
}
