import type { SiteLogo } from '../../../../../domain/content/logo';
import { shownLogo } from '../../../../components/logo';
import { useSite } from '../../../../state/content';
import { PictureSlots } from '../../../features/uploads/picture-slots';
import type { FieldErrors } from '../../../hooks/admin-form-state';

const LOGO_KEYS = ['onLight', 'onDark'] as const;
const LOGO_LABELS: Record<(typeof LOGO_KEYS)[number], string> = {
  onLight: 'For light backgrounds',
  onDark: 'For dark backgrounds',
};

/**
 * The artist's logo, kept with the shop's data: a wide picture with a transparent background (PNG
 * or WebP), one for each background; one uploaded alone is shown on both.
 */
export function LogoFields({
  logo,
  errors,
  onChange,
}: {
  logo: SiteLogo;
  errors: FieldErrors;
  onChange(logo: SiteLogo): void;
}) {
  // The name as saved: a new shop's site shows no logo until one is uploaded (decision 0066).
  const shown = shownLogo(logo, useSite().artistName);
  const slots = LOGO_KEYS.map((key) => ({ key, label: LOGO_LABELS[key], shown: shown?.[key] ?? null }));
  return (
    <PictureSlots
      legend="Logo (a wide PNG or WebP with a transparent background)"
      what="the logo"
      slots={slots}
      value={logo as Partial<Record<(typeof LOGO_KEYS)[number], string>>}
      field="logo"
      errors={errors}
      className="logo-slots"
      onChange={onChange}
    />
  );
}
