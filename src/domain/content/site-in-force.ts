import { z } from 'zod';
import type { ShopInfo } from '../checkout/contract';
import { type SiteSettings, siteSettingsSchema } from './site-contract';

/**
 * The site settings that fall back when staff leave them empty: whom shoppers write to, and where
 * and when they collect a pickup order. What shoppers see is the settings' value, else the server's
 * (SHOP_CONTACT_EMAIL, SHOP_PICKUP_*), else the built-in one; staff are shown which is in force.
 */

/** Where a setting in force comes from: the site settings, the server's environment, or built in. */
const SETTING_SOURCES = ['site', 'environment', 'default'] as const;
type SettingSource = (typeof SETTING_SOURCES)[number];
type ServerSource = Exclude<SettingSource, 'site'>;

const FALLBACK_SETTINGS = ['contactEmail', 'pickupAddress', 'pickupHours'] as const;
type FallbackSetting = (typeof FALLBACK_SETTINGS)[number];

/** A setting as it stands: its value (null: none at all) and where it comes from. */
const settingSchema = z.object({ value: z.string().nullable(), source: z.enum(SETTING_SOURCES) });
const settingsSchema = z.object({
  contactEmail: settingSchema,
  pickupAddress: settingSchema,
  pickupHours: settingSchema,
});
export type SettingsInForce = z.infer<typeof settingsSchema>;

/**
 * GET and PUT /api/admin/site: the settings as saved, what shoppers are shown now (`inForce`), and
 * what each setting left empty falls back to (`fallback`, the server's or the built-in value).
 */
export const adminSiteSchema = siteSettingsSchema.extend({
  inForce: settingsSchema,
  fallback: settingsSchema,
});
export type AdminSite = z.infer<typeof adminSiteSchema>;

/** The server's own values for these settings, and whether its environment set each or it is built in. */
export type ShopDefaults = ShopInfo & { from: Record<FallbackSetting, ServerSource> };

/** The server's values, as they stand when the settings leave them empty. */
export function fallbackSettings(defaults: ShopDefaults): SettingsInForce {
  return {
    contactEmail: { value: defaults.contactEmail, source: defaults.from.contactEmail },
    pickupAddress: { value: defaults.pickup.address, source: defaults.from.pickupAddress },
    pickupHours: { value: defaults.pickup.hours, source: defaults.from.pickupHours },
  };
}

/** What shoppers are shown: each setting's own value when staff gave one, else the server's. */
export function settingsInForce(site: SiteSettings, defaults: ShopDefaults): SettingsInForce {
  const fallback = fallbackSettings(defaults);
  const own = {
    contactEmail: site.contactEmail,
    pickupAddress: site.pickup?.address,
    pickupHours: site.pickup?.hours,
  };
  const pick = (setting: FallbackSetting) => {
    const value = own[setting]?.trim();
    return value ? { value, source: 'site' as const } : fallback[setting];
  };
  return {
    contactEmail: pick('contactEmail'),
    pickupAddress: pick('pickupAddress'),
    pickupHours: pick('pickupHours'),
  };
}

/** The same settings as the shop's API tells shoppers (GET /api/shop). */
export function shopInfoInForce(inForce: SettingsInForce): ShopInfo {
  return {
    pickup: { address: inForce.pickupAddress.value ?? '', hours: inForce.pickupHours.value ?? '' },
    contactEmail: inForce.contactEmail.value,
  };
}
