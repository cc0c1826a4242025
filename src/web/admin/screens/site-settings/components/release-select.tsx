import type { Release } from '../../../../../domain/content/releases';

/** The releases to link a video or the spotlight to, newest first, or none. */
export function ReleaseSelect(props: {
  id: string;
  value: string | undefined;
  releases: Release[];
  onChange(slug: string | undefined): void;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}) {
  const { value, releases, onChange, ...rest } = props;
  return (
    <select {...rest} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
      <option value="">No release</option>
      {releases.map((release) => (
        <option key={release.slug} value={release.slug}>
          {release.title}
        </option>
      ))}
    </select>
  );
}
