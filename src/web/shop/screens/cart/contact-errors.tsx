import { useEffect, useRef } from 'react';
import type { ContactErrors as Errors } from '../../features/checkout/use-checkout';

/** The fields top to bottom; a message links to the first field it is about. */
const FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'apartment',
  'country',
  'state',
  'city',
  'postalCode',
] as const;

/**
 * The contact step's messages, in the specification's order, each a link to its field. Focus comes
 * here at each failed try (each brings a new list), so the shopper hears what to fix.
 */
export function ContactErrors({ errors }: { errors: Errors }) {
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    summary.current?.focus();
  }, [errors]);
  return (
    <div ref={summary} className="error-summary" role="alert" tabIndex={-1}>
      <p>Please check the following:</p>
      <ul>
        {errors.messages.map((message) => {
          const field = FIELD_ORDER.find((name) => errors.fields[name] === message);
          return (
            <li key={message}>
              {field ? (
                <a
                  href={`#checkout-${field}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(`checkout-${field}`)?.focus();
                  }}
                >
                  {message}
                </a>
              ) : (
                message
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
