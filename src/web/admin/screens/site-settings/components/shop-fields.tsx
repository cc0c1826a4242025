import type { SiteSettings } from '../../../../../domain/content/site';
import type { SettingsInForce } from '../../../../../domain/content/site-in-force';
import { Field } from '../../../../components/field';
import type { FormSectionProps } from '../../../hooks/use-admin-form';

type Setting = keyof SettingsInForce;

/** The server's setting each field falls back to, named as its settings file names it. */
const SERVER_SETTING: Record<Setting, string> = {
  contactEmail: 'SHOP_CONTACT_EMAIL',
  pickupAddress: 'SHOP_PICKUP_ADDRESS',
  pickupHours: 'SHOP_PICKUP_HOURS',
};

/** What shoppers are given while a field is empty: the server's value and where it comes from. */
function inForceHint(setting: Setting, own: string | undefined, fallback: SettingsInForce) {
  if (own?.trim()) return undefined;
  const { value, source } = fallback[setting];
  if (value === null) return 'In force: none. Order emails give shoppers no address to write to.';
  if (value === '' && setting === 'pickupAddress') {
    return 'In force: none. Set where shoppers collect pickup orders before the shop goes live.';
  }
  const from = source === 'environment' ? `the server’s ${SERVER_SETTING[setting]}` : 'the built-in default';
  return `In force: ${value} (${from})`;
}

/**
 * The shop's own details: where order emails' replies go, and where and when orders are picked up.
 * A field left empty shows what shoppers are given instead, never a blank.
 */
export function ShopFields({
  value: site,
  fields,
  change,
  fallback,
}: FormSectionProps<SiteSettings> & { fallback: SettingsInForce }) {
  return (
    <fieldset className="color-photos">
      <legend>Shop</legend>
      <div className="field-row">
        <Field
          id="site-contact"
          label="Contact email (replies to order emails)"
          error={fields.contactEmail}
          optional
          hint={inForceHint('contactEmail', site.contactEmail, fallback)}
        >
          {(props) => (
            <input
              {...props}
              type="email"
              value={site.contactEmail ?? ''}
              onChange={(e) => change({ contactEmail: e.target.value })}
            />
          )}
        </Field>
        <Field
          id="site-pickup-hours"
          label="Pickup hours"
          error={fields['pickup.hours']}
          optional
          hint={inForceHint('pickupHours', site.pickup?.hours, fallback)}
        >
          {(props) => (
            <input
              {...props}
              value={site.pickup?.hours ?? ''}
              onChange={(e) =>
                change({ pickup: { address: site.pickup?.address ?? '', hours: e.target.value } })
              }
            />
          )}
        </Field>
      </div>
      <Field
        id="site-pickup-address"
        label="Pickup address"
        error={fields['pickup.address']}
        optional
        hint={inForceHint('pickupAddress', site.pickup?.address, fallback)}
      >
        {(props) => (
          <input
            {...props}
            value={site.pickup?.address ?? ''}
            onChange={(e) => change({ pickup: { address: e.target.value, hours: site.pickup?.hours ?? '' } })}
          />
        )}
      </Field>
    </fieldset>
  );
}
