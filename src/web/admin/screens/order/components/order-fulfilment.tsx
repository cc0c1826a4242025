import '../../../../styles/order-desk.css';
import { type FormEvent, useState } from 'react';
import { refundableKobo } from '../../../../../domain/orders/adjustments';
import { dueOnDeliveryKobo } from '../../../../../domain/orders/due';
import { COMMON_COURIERS, isTrackingLink } from '../../../../../domain/orders/fulfilment';
import { type AdminOrder, ORDER_ACTION_LABELS, type OrderAction } from '../../../../../domain/orders/order';
import { formatNaira } from '../../../../../domain/shared/money';
import { problemOf } from '../../../../api-client';
import { Field } from '../../../../components/field';
import { formatWhen } from '../../../../when';
import { adminOrdersApi } from '../../../features/orders/orders-api';

/** The button of an action, in the words of what happens to this order. */
export function actionLabel(action: OrderAction, order: AdminOrder): string {
  if (cancelsWithRefund(action, order)) return 'Cancel and refund…';
  if (action !== 'fulfil') return ORDER_ACTION_LABELS[action];
  return order.shippingMethod === 'pickup' ? 'Ready for pickup' : 'On its way';
}

/**
 * Cancelling an order that was paid gives its money back in the same step: the refund panel is
 * filled with every unit, the delivery fee and what was paid, for staff to confirm.
 */
export function cancelsWithRefund(action: OrderAction, order: AdminOrder): boolean {
  return action === 'cancel' && refundableKobo(order) > 0;
}

/** Sending by courier and handing over at the counter ask for details first; the other actions do not. */
export function asksForDetails(action: OrderAction, order: AdminOrder): boolean {
  return action === 'collect' || (action === 'fulfil' && order.shippingMethod !== 'pickup');
}

type Props = {
  order: AdminOrder;
  action: OrderAction;
  onDone(order: AdminOrder): void;
  onCancel(): void;
};

/** The courier and tracking of an order going out, or the code of one collected, then the action itself. */
export function FulfilmentForm({ order, action, onDone, onCancel }: Props) {
  const collect = action === 'collect';
  const [values, setValues] = useState({ courier: '', tracking: '', code: '' });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (name: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFields(({ [name]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setMessage(null);
    try {
      const details = collect
        ? { code: values.code }
        : { courier: values.courier, tracking: values.tracking };
      onDone(await adminOrdersApi.act(order.number, action, '', details));
    } catch (failure) {
      const problem = problemOf(failure);
      setFields(problem.fields);
      setMessage(problem.message);
    } finally {
      setSaving(false);
    }
  }

  // A pay-on-delivery pickup is paid at the counter as it is handed over.
  const due = dueOnDeliveryKobo(order);
  return (
    <form
      className="fulfilment-form"
      aria-label={collect ? 'Hand over the order' : 'Send the order'}
      onSubmit={submit}
    >
      <p className="hint">
        {collect
          ? 'Ask the shopper for the pickup code in their confirmation email or on their order page.'
          : 'The shopper gets an email with the courier and tracking, and sees them on their order page.'}
      </p>
      {collect && due !== null && (
        <p className="notice">
          <strong>Take {formatNaira(due)}</strong> as you hand it over: marking it collected records it as
          paid.
        </p>
      )}
      {message && (
        <p className="notice notice-warning" role="alert">
          {message}
        </p>
      )}
      {collect ? (
        <Field id="pickup-code" label="Pickup code" error={fields.code}>
          {(props) => (
            <input
              {...props}
              value={values.code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => set('code')(event.target.value)}
            />
          )}
        </Field>
      ) : (
        <div className="field-row">
          <Field id="courier" label="Courier" error={fields.courier}>
            {(props) => (
              <>
                <input
                  {...props}
                  list="couriers"
                  value={values.courier}
                  onChange={(event) => set('courier')(event.target.value)}
                />
                <datalist id="couriers">
                  {COMMON_COURIERS.map((name) => (
                    <option key={name} value={name} />
                  ))}
                </datalist>
              </>
            )}
          </Field>
          <Field id="tracking" label="Tracking number or link" error={fields.tracking}>
            {(props) => (
              <input
                {...props}
                value={values.tracking}
                spellCheck={false}
                onChange={(event) => set('tracking')(event.target.value)}
              />
            )}
          </Field>
        </div>
      )}
      <div className="fulfilment-form-actions">
        <button type="submit" className="button button-accent" disabled={saving}>
          {saving ? 'Saving…' : collect ? 'Mark collected' : 'Send: on its way'}
        </button>
        <button type="button" className="button button-outline" disabled={saving} onClick={onCancel}>
          Not now
        </button>
      </div>
    </form>
  );
}

/** How a sent order travels, or when a pickup order was collected, for the order's facts. */
export function FulfilmentFacts({
  order,
}: {
  order: Pick<AdminOrder, 'courier' | 'tracking' | 'collectedAt'>;
}) {
  return (
    <>
      {order.courier && order.tracking && (
        <div>
          <dt>Sent with</dt>
          <dd>
            {order.courier}
            <br />
            <TrackingLink tracking={order.tracking} />
          </dd>
        </div>
      )}
      {order.collectedAt && (
        <div>
          <dt>Collected</dt>
          <dd>{formatWhen(order.collectedAt)}</dd>
        </div>
      )}
    </>
  );
}

/** A tracking link opens the courier's page; a tracking number is shown as it is. */
function TrackingLink({ tracking }: { tracking: string }) {
  return isTrackingLink(tracking) ? (
    <a href={tracking} target="_blank" rel="noopener noreferrer">
      Track the parcel
    </a>
  ) : (
    <span>Tracking number {tracking}</span>
  );
}
