import { useState } from 'react';

/**
 * Ten recovery codes shown once, to keep somewhere safe: as a list to read, a text file to download
 * and a button that copies them. Each signs in once without the authenticator app.
 */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const [copied, setCopied] = useState(false);
  const text = `Stagefront recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div className="recovery-codes">
      <ol className="recovery-codes-list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="form-actions">
        <a
          className="button button-outline button-small"
          href={download}
          download="stagefront-recovery-codes.txt"
        >
          Download
        </a>
        <button
          type="button"
          className="button button-outline button-small"
          onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
