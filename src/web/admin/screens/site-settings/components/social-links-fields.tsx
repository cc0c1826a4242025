import type { SiteSettings } from '../../../../../domain/content/site';
import { PlatformUrlFields } from '../../../components/platform-url-fields';
import type { FormSectionProps } from '../../../hooks/use-admin-form';

/** The footer's link to each social and music platform. */
export function SocialLinksFields({ value: site, fields, change }: FormSectionProps<SiteSettings>) {
  return (
    <fieldset className="color-photos">
      <legend>Footer: social and music platforms</legend>
      <p className="hint">A platform without a link shows as “coming soon”.</p>
      <PlatformUrlFields
        idPrefix="social"
        urls={site.socialLinks}
        errors={(index) => fields[`socialLinks.${index}.url`]}
        onChange={(index, url) =>
          change({ socialLinks: site.socialLinks.map((l, i) => (i === index ? { ...l, url } : l)) })
        }
      />
    </fieldset>
  );
}
