import type { Link as PlatformLink } from '../../../../../domain/content/releases';
import { PlatformUrlFields } from '../../../components/platform-url-fields';

/** Streaming links, one field per platform; an empty one shows "Coming soon" on the release page. */
export function LinkFields({
  idPrefix,
  links,
  errors,
  onChange,
}: {
  idPrefix: string;
  links: PlatformLink[];
  errors: (index: number) => string | undefined;
  onChange(links: PlatformLink[]): void;
}) {
  return (
    <PlatformUrlFields
      idPrefix={idPrefix}
      urls={links.map(({ platform, link }) => ({ platform, url: link }))}
      errors={errors}
      onChange={(index, url) => onChange(links.map((l, i) => (i === index ? { ...l, link: url } : l)))}
    />
  );
}
