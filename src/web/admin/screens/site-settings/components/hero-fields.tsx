import { HERO_KEYS, HERO_LABELS, type HeroImages, heroVariants } from '../../../../../domain/content/hero';
import { PictureSlots } from '../../../features/uploads/picture-slots';
import type { FieldErrors } from '../../../hooks/admin-form-state';

/** The four hero pictures of the home page, each uploaded on its own; one left out is the built-in art. */
export function HeroFields({
  hero,
  errors,
  onChange,
}: {
  hero: Partial<HeroImages>;
  errors: FieldErrors;
  onChange(hero: Partial<HeroImages>): void;
}) {
  const variants = heroVariants(hero);
  const slots = HERO_KEYS.map((key) => ({
    key,
    label: HERO_LABELS[key],
    shown: variants.find((variant) => variant.key === key)?.src ?? '',
  }));
  return (
    <PictureSlots
      legend="Home page hero"
      what="the hero picture"
      slots={slots}
      value={hero}
      field="hero"
      errors={errors}
      className="hero-slots"
      onChange={onChange}
    />
  );
}
