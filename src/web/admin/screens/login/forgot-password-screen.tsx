import '../../styles/admin.css';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type Problem, problemOf } from '../../../api-client';
import { useDocumentMeta } from '../../../components/document-meta';
import { Spinner } from '../../../components/loading-screen';
import { paths } from '../../../paths';
import { signInApi } from '../../features/auth/sign-in-api';

/**
 * "Forgot password?": a member of staff asks for a link by email. The answer is the same whether
 * or not the email is a staff account's, so the page tells no one who works here.
 */
export default function ForgotPasswordScreen() {
  useDocumentMeta();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  // The form is replaced by the answer: the keyboard follows it.
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      setSent((await signInApi.askForResetLink(email.trim())).message);
    } catch (failure) {
      setProblem(problemOf(failure));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className="login">
        <section className="login-card" aria-labelledby="forgot-title">
          <img src="/media/brand/lock.svg" alt="" width="96" height="96" className="login-lock" />
          <h1 id="forgot-title" ref={sentHeading} tabIndex={-1}>
            Check your email
          </h1>
          <p className="login-lead" role="status">
            {sent}
          </p>
          <p className="login-lead">Check your spam folder too.</p>
          <Link to={paths.login} className="button button-accent login-button">
            Back to sign in
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className="login">
      <form className="login-card" onSubmit={submit} aria-labelledby="forgot-title" noValidate>
        <img src="/media/brand/lock.svg" alt="" width="96" height="96" className="login-lock" />
        <h1 id="forgot-title">Forgot password?</h1>
        <p className="login-lead">
          Enter the email you sign in with. We will send you a link to choose a new password.
        </p>
        {problem && (
          <p className="login-error" role="alert">
            {problem.fields.email ?? problem.message}
          </p>
        )}
        <div className="floating">
          <input
            id="forgot-email"
            type="email"
            autoComplete="username"
            placeholder=" "
            required
            aria-invalid={problem?.fields.email ? true : undefined}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <label htmlFor="forgot-email">Email</label>
        </div>
        {busy ? (
          <Spinner label="Sending" />
        ) : (
          <button type="submit" className="button button-accent login-button">
            Email me a link
          </button>
        )}
        <Link to={paths.login} className="login-link login-back">
          Back to sign in
        </Link>
      </form>
    </div>
  );
}
