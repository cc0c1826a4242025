/** Above a staff form: the server's last refusal, and that a save went through when `savedText` says how. */
export function FormNotices({ message, savedText }: { message: string | null; savedText?: string | false }) {
  return (
    <>
      {message && (
        <p className="notice notice-warning" role="alert">
          {message}
        </p>
      )}
      {savedText && (
        <p className="notice" role="status">
          {savedText}
        </p>
      )}
    </>
  );
}
