import { type FormEvent, lazy, type Ref, Suspense } from 'react';
import { DELIVERY_COUNTRY } from '../../../../domain/checkout/checkout';
import { Field } from '../../../components/field';
import { Spinner } from '../../../components/loading-screen';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { type CheckoutForm, useCartStore } from '../../../state/cart-store';
import { useSite } from '../../../state/content';
import { type Checkout, checkoutReminder } from '../../features/checkout/use-checkout';
import { DiscountField } from './order-summary';

type TextField = {
  name: keyof CheckoutForm;
  label: string;
  type?: string;
  autoComplete: string;
  optional?: boolean;
};

const contactFields: TextField[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];
const nameFields: TextField[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
];
const addressFields: TextField[] = [
  { name: 'address', label: 'Address', autoComplete: 'address-line1' },
  { name: 'apartment', label: 'Apartment, suite, etc.', autoComplete: 'address-line2', optional: true },
];

/** The email box, with its own code: it loads beside the form, not with the checkout. */
const ConsentBox = lazy(checkoutReminder);

/** What failed the form, with a link to each field: its code loads only when something did. */
const ContactErrors = lazy(() =>
  import('./contact-errors').then((module) => ({ default: module.ContactErrors })),
);

/** Step 0: who the order is for and where it goes. */
export function ContactStep({
  checkout,
  headingRef,
}: {
  checkout: Checkout;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const form = useCartStore((state) => state.checkoutForm);
  const setForm = useCartStore((state) => state.setCheckoutForm);
  const { errors, busy, locations, locationsStatus } = checkout;
  const { artistName } = useSite();
  const isMobile = useIsMobile();
  const cities = locations.find((l) => l.state === form.state)?.locals ?? [];

  function text({ name, label, type = 'text', autoComplete, optional }: TextField) {
    return (
      <Field key={name} id={`checkout-${name}`} label={label} error={errors.fields[name]} optional={optional}>
        {(props) => (
          <input
            {...props}
            name={name}
            type={type}
            autoComplete={autoComplete}
            value={form[name]}
            onChange={(event) => setForm({ [name]: event.target.value })}
          />
        )}
      </Field>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void checkout.continueToShipping();
  }

  return (
    <form className="checkout-form" onSubmit={submit} noValidate aria-labelledby="contact-title">
      <h2 id="contact-title" ref={headingRef} tabIndex={-1}>
        Contact
      </h2>
      {errors.messages.length > 0 && (
        <Suspense fallback={null}>
          <ContactErrors errors={errors} />
        </Suspense>
      )}
      {/* Fields in the order the specification checks them, so the summary above reads in form order. */}
      <div className="field-row">{nameFields.map(text)}</div>
      <div className="field-row">{contactFields.map(text)}</div>
      <Suspense fallback={null}>
        <ConsentBox artistName={artistName} />
      </Suspense>
      {/* The phone's summary stays closed past this step: its code is entered here. */}
      {isMobile && (
        <Suspense fallback={null}>
          <DiscountField deliveryFee={null} />
        </Suspense>
      )}
      <h2>Delivery address</h2>
      {addressFields.map(text)}
      <div className="field-row field-row-3">
        <Field id="checkout-country" label="Country" error={errors.fields.country}>
          {(props) => (
            <select
              {...props}
              name="country"
              autoComplete="country-name"
              value={form.country}
              onChange={(event) => setForm({ country: event.target.value })}
            >
              <option value="">Choose…</option>
              <option value={DELIVERY_COUNTRY}>{DELIVERY_COUNTRY}</option>
            </select>
          )}
        </Field>
        <Field id="checkout-state" label="State" error={errors.fields.state}>
          {(props) => (
            <select
              {...props}
              name="state"
              autoComplete="address-level1"
              value={form.state}
              disabled={locationsStatus === 'loading' && locations.length === 0}
              onChange={(event) => setForm({ state: event.target.value, city: '' })}
            >
              <option value="">{locationsStatus === 'error' ? 'Could not load states' : 'Choose…'}</option>
              {locations.map((location) => (
                <option key={location.state} value={location.state}>
                  {location.delivers ? location.state : `${location.state} (pickup only)`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="checkout-city" label="City" error={errors.fields.city}>
          {(props) => (
            <select
              {...props}
              name="city"
              autoComplete="address-level2"
              value={form.city}
              disabled={cities.length === 0}
              onChange={(event) => setForm({ city: event.target.value })}
            >
              <option value="">Choose…</option>
              {cities.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {text({ name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code', optional: true })}
      <div className="step-actions">
        {busy ? (
          <Spinner label="Finding your delivery price" />
        ) : (
          <button type="submit" className="button button-accent">
            Continue to shipping
          </button>
        )}
      </div>
    </form>
  );
}
