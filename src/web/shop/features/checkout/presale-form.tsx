import './presale.css';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PresaleAnswer, PresaleCheck } from '../../../../domain/codes/codes';
import { api, problemOf } from '../../../api-client';
import { DropDate } from '../../../components/drop';
import { useHydrated } from '../../../render-context';
import { useCartStore } from '../../../state/cart-store';
import { CodeInput } from './code-input';

const checkPresale = (request: PresaleCheck) =>
  api<PresaleAnswer>('/presale', { method: 'POST', json: request });

/** The query parameter a presale link carries its code in: /products/:id?presale=CODE. */
const LINK_PARAMETER = 'presale';

/**
 * A coming-soon product's presale: its holder types the code (or follows a link that carries it)
 * and, once the server says it opens this product, may put it in the bag before everyone else.
 * The order checks the code again and takes its use.
 */
export function PresaleForm({ productId, presaleAt }: { productId: string; presaleAt: string }) {
  const openPresale = useCartStore((state) => state.openPresale);
  const [params] = useSearchParams();
  const [typed, setTyped] = useState(params.get(LINK_PARAMETER) ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Typing before the page is live would be lost: the field waits for it.
  const hydrated = useHydrated();

  async function apply(code: string) {
    if (!code.trim()) {
      setError('Enter a code.');
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await checkPresale({ code, productId });
      openPresale(answer.code, answer.productId);
    } catch (failure) {
      const problem = problemOf(failure);
      setError(problem.fields.code ?? problem.message);
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  // A presale link: its code is tried once, as if typed.
  const linked = params.get(LINK_PARAMETER);
  useEffect(() => {
    if (linked) void apply(linked);
  }, [linked]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void apply(typed);
  }

  return (
    <form className="presale" onSubmit={submit} noValidate aria-labelledby="presale-title">
      <h2 id="presale-title" className="presale-title">
        Presale
      </h2>
      <p className="presale-when">
        Fans with a presale code can buy it from{' '}
        <DropDate liveAt={presaleAt} className="presale-date" prefix="" />.
      </p>
      <CodeInput
        id="presale-code"
        label="Presale code"
        value={typed}
        onChange={setTyped}
        error={error}
        busy={busy}
        action="Unlock"
        disabled={!hydrated}
        inputRef={field}
      />
    </form>
  );
}
