import { Field } from '../../components/field';

/** A web address for each platform, three to a row, each optional: the site's footer links and a release's streaming links. */
export function PlatformUrlFields(props: {
  idPrefix: string;
  urls: readonly { platform: string; url: string }[];
  errors(index: number): string | undefined;
  onChange(index: number, url: string): void;
}) {
  return (
    <div className="field-row field-row-3">
      {props.urls.map(({ platform, url }, index) => (
        <Field
          key={platform}
          id={`${props.idPrefix}-${index}`}
          label={platform}
          error={props.errors(index)}
          optional
        >
          {(field) => (
            <input
              {...field}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={url}
              onChange={(e) => props.onChange(index, e.target.value)}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
