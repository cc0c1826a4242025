import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { countryChoices } from '../../../../domain/tour/show-text';
import { SHOW_STATUS_LABELS, SHOW_STATUSES, type ShowInput } from '../../../../domain/tour/tour';
import { problemOf } from '../../../api-client';
import { Field } from '../../../components/field';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { adminPaths } from '../../admin-paths';
import { FormActions } from '../../components/form-actions';
import { FormNotices } from '../../components/form-notices';
import { showsApi } from './shows-api';

const NO_FIELDS: Record<string, string> = {};

/** The time zones the browser knows, for the zone field's suggestions. */
function timeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/**
 * A show's form: the date and time as on the venue's clocks, with the venue's time zone; the
 * server checks every field and its messages appear beside each one, the first of them focused.
 */
export function ShowForm({ id, initial }: { id: string | undefined; initial: ShowInput }) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [show, setShow] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [fields, setFields] = useState(NO_FIELDS);
  const countries = useMemo(countryChoices, []);
  const zones = useMemo(timeZones, []);
  useFocusFirstInvalid(form, fields);

  const set = (name: keyof ShowInput) => (event: { target: { value: string } }) =>
    setShow((was) => ({ ...was, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setMessage(null);
    try {
      if (id) await showsApi.updateShow(id, show);
      else await showsApi.createShow(show);
      navigate(adminPaths.shows);
    } catch (failure) {
      const problem = problemOf(failure);
      setMessage(problem.message);
      setFields(problem.fields);
      setSaving(false);
    }
  }

  return (
    <section className="admin-page">
      <h1>{id ? 'Edit show' : 'New show'}</h1>
      <FormNotices message={message} />
      <form ref={form} className="admin-form" onSubmit={submit} noValidate>
        <Field id="show-start" label="Date and time (at the venue)" error={fields.localStart}>
          {(props) => (
            <input {...props} type="datetime-local" value={show.localStart} onChange={set('localStart')} />
          )}
        </Field>
        <Field
          id="show-zone"
          label="Venue’s time zone"
          error={fields.timeZone}
          hint="For example Africa/Lagos or Europe/London."
        >
          {(props) => (
            <>
              <input
                {...props}
                list="show-zones"
                value={show.timeZone}
                onChange={set('timeZone')}
                autoComplete="off"
              />
              <datalist id="show-zones">
                {zones.map((zone) => (
                  <option key={zone} value={zone} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field id="show-venue" label="Venue" error={fields.venue}>
          {(props) => <input {...props} value={show.venue} onChange={set('venue')} />}
        </Field>
        <Field id="show-city" label="City" error={fields.city}>
          {(props) => <input {...props} value={show.city} onChange={set('city')} />}
        </Field>
        <Field id="show-country" label="Country" error={fields.country}>
          {(props) => (
            <select {...props} value={show.country} onChange={set('country')}>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="show-tickets" label="Ticket link" error={fields.ticketUrl} hint="Starting with https://">
          {(props) => (
            <input {...props} type="url" inputMode="url" value={show.ticketUrl} onChange={set('ticketUrl')} />
          )}
        </Field>
        <Field id="show-status" label="Status" error={fields.status}>
          {(props) => (
            <select {...props} value={show.status} onChange={set('status')}>
              {SHOW_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {SHOW_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="show-support" label="Support act" optional error={fields.supportAct}>
          {(props) => <input {...props} value={show.supportAct} onChange={set('supportAct')} />}
        </Field>
        <FormActions saveLabel="Save" saving={saving} onCancel={() => navigate(adminPaths.shows)} />
      </form>
    </section>
  );
}
