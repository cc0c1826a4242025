import type { BroadcastProgress } from '../../../../domain/broadcasts/broadcast';
import { progressWords } from '../../../../domain/broadcasts/broadcast';

/** How far a broadcast has gone: a bar (sent and not sent, of everyone) and the same in words. */
export function BroadcastProgressBar({ progress, label }: { progress: BroadcastProgress; label: string }) {
  const settled = progress.sent + progress.failed + progress.skipped;
  const percent = progress.total > 0 ? Math.round((settled / progress.total) * 100) : 100;
  return (
    <div className="broadcast-progress">
      <div
        className="broadcast-progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={settled}
        aria-valuetext={progressWords(progress)}
      >
        <span className="broadcast-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="broadcast-progress-words">
        {progressWords(progress)}
        {progress.skipped > 0 && ` · ${progress.skipped.toLocaleString('en')} left the list first`}
        {progress.failing > 0 && ` · ${progress.failing.toLocaleString('en')} will be tried again`}
      </p>
      {progress.mayRepeat > 0 && (
        <p className="notice notice-warning">
          A server stopped in the middle of a batch: {progress.mayRepeat.toLocaleString('en')} people may have
          got this email twice.
        </p>
      )}
    </div>
  );
}
