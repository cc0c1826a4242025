import type { SiteSettings } from '../../../../../domain/content/site';
import { Field } from '../../../../components/field';
import type { FormSectionProps } from '../../../hooks/use-admin-form';

/** The shop's own details: where order emails' replies go, and where and when orders are picked up. */
export function ShopFields({ value: site, fields, change }: FormSectionProps<SiteSettings>) {
  return (
    <fieldset className="color-photos">
      <legend>Shop</legend>
      <div className="field-row">
        <Field
          id="site-contact"
          label="Contact email (replies to order emails)"
          error={fields.contactEmail}
          optional
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
        <Field id="site-pickup-hours" label="Pickup hours" error={fields['pickup.hours']} optional>
          {(props) => (
            <input
              {...props}
              placeholder="Mon–Sat, 10am–6pm"
              value={site.pickup?.hours ?? ''}
              onChange={(e) =>
                change({ pickup: { address: site.pickup?.address ?? '', hours: e.target.value } })
              }
            />
          )}
        </Field>
      </div>
      <Field id="site-pickup-address" label="Pickup address" error={fields['pickup.address']} optional>
        {(props) => (
          <input
            {...props}
            value={site.pickup?.address ?? ''}
            onChange={(e) => change({ pickup: { address: e.target.value, hours: site.pickup?.hours ?? '' } })}
          />
        )}
      </Field>
      <p className="hint">Left empty, the server’s settings are used.</p>
    </fieldset>
  );
}
