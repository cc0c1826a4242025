import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { DEFAULT_PICKUP } from '../../../domain/checkout/checkout';
import { hasOwnLogo } from '../../../domain/content/logo';
import { NEW_SHOP_ARTIST_NAME } from '../../../domain/content/new-shop';
import type { Release } from '../../../domain/content/releases';
import type { SiteSettings } from '../../../domain/content/site';
import type { EmailTest, LaunchState } from '../../../domain/launch/launch-state';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { products, staff } from '../../db/schema';
import { DEFAULT_RATES } from '../../providers/delivery/rate-table';
import type { Mailer } from '../../providers/mail/mailer';
import { DEMO_ARTIST_NAME, DEMO_RELEASES, demoProducts } from '../../seed/demo-catalog';
import { DEMO_STAFF_EMAIL } from '../../seed/demo-staff';

const DEMO_PRODUCT_IDS = demoProducts.map((product) => product.id);
/** The demo's pickup point, as the settings in force write it (address, state). */
const DEMO_PICKUP_ADDRESS = `${DEFAULT_PICKUP.address}, ${DEFAULT_PICKUP.state}`;

/** What the checklist reads beside the database: the content in force, the mailer, the backups. */
export type LaunchFacts = {
  site: Pick<SiteSettings, 'artistName' | 'logo'>;
  releases: readonly Pick<Release, 'slug' | 'releaseDate'>[];
  /** The pickup address shoppers are told now (the site's, else SHOP_PICKUP_*); empty: none. */
  pickupAddress: string;
  mailer: Pick<Mailer, 'kind' | 'target'>;
  emailTest: EmailTest | null;
  backups: LaunchState['backups'];
};

function artistName(name: string): LaunchState['artistName'] {
  const trimmed = name.trim();
  if (trimmed === DEMO_ARTIST_NAME) return 'demo';
  return trimmed === NEW_SHOP_ARTIST_NAME || trimmed === '' ? 'placeholder' : 'own';
}

function pickup(address: string): LaunchState['pickup'] {
  const trimmed = address.trim();
  if (trimmed === '') return 'none';
  return trimmed === DEMO_PICKUP_ADDRESS || trimmed === DEFAULT_PICKUP.address ? 'demo' : 'own';
}

const count = sql<number>`count(*)::int`;

/** The shop as it is now, for the launch checklist: its settings, content, catalogue, staff, mail and backups. */
export async function readLaunchState(
  db: Db,
  config: Pick<Config, 'payment' | 'delivery' | 'publicUrl'>,
  facts: LaunchFacts,
): Promise<LaunchState> {
  const shown = and(isNull(products.archivedAt), eq(products.hidden, false));
  const [[all], [demo], [own], [demoStaff]] = await Promise.all([
    db.select({ count }).from(products),
    db
      .select({ count })
      .from(products)
      .where(and(inArray(products.id, DEMO_PRODUCT_IDS), isNull(products.archivedAt))),
    db
      .select({ count })
      .from(products)
      .where(and(notInArray(products.id, DEMO_PRODUCT_IDS), shown)),
    db
      .select({ count })
      .from(staff)
      .where(and(eq(staff.email, DEMO_STAFF_EMAIL), isNull(staff.deactivatedAt))),
  ]);
  const demoReleases = facts.releases.filter((release) =>
    DEMO_RELEASES.some(([slug, date]) => slug === release.slug && date === release.releaseDate),
  ).length;
  return {
    products: all?.count ?? 0,
    onSale: own?.count ?? 0,
    artistName: artistName(facts.site.artistName),
    demoReleases,
    ownLogo: hasOwnLogo(facts.site.logo),
    demoProducts: demo?.count ?? 0,
    demoStaff: (demoStaff?.count ?? 0) > 0,
    pickup: pickup(facts.pickupAddress),
    payment: {
      online: config.payment.paystack !== null,
      bankTransfer: config.payment.bankTransferDetails !== null,
      onDelivery: config.payment.payOnDelivery,
    },
    delivery: config.delivery.sendstack
      ? 'provider'
      : config.delivery.rates === DEFAULT_RATES
        ? 'built-in-rates'
        : 'own-rates',
    email: { smtp: facts.mailer.kind === 'smtp', target: facts.mailer.target, lastTest: facts.emailTest },
    https: config.publicUrl.startsWith('https://'),
    backups: facts.backups,
  };
}
