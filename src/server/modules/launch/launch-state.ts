import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { hasOwnLogo } from '../../../domain/content/logo';
import type { SiteSettings } from '../../../domain/content/site';
import type { LaunchState } from '../../../domain/launch/checklist';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { products, staff } from '../../db/schema';
import { DEFAULT_RATES } from '../../providers/delivery/rate-table';
import { DEMO_ARTIST_NAME, demoProducts } from '../../seed/demo-catalog';
import { DEMO_STAFF_EMAIL } from '../../seed/demo-staff';
import type { BackupStatus } from '../backups/backup-service';

const DEMO_PRODUCT_IDS = demoProducts.map((product) => product.id);

/** The shop as it is now, for the launch checklist: its settings, its catalogue, its staff and its backups. */
export async function readLaunchState(
  db: Db,
  config: Pick<Config, 'payment' | 'delivery' | 'mail' | 'publicUrl'>,
  site: Pick<SiteSettings, 'artistName' | 'logo'>,
  backups: BackupStatus,
): Promise<LaunchState> {
  const [[all], [demo], [demoStaff]] = await Promise.all([
    db.select({ count: sql<number>`count(*)::int` }).from(products),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(inArray(products.id, DEMO_PRODUCT_IDS)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(staff)
      .where(and(eq(staff.email, DEMO_STAFF_EMAIL), isNull(staff.deactivatedAt))),
  ]);
  return {
    products: all?.count ?? 0,
    demoArtist: site.artistName.trim() === DEMO_ARTIST_NAME,
    ownLogo: hasOwnLogo(site.logo),
    demoProducts: demo?.count ?? 0,
    demoStaff: (demoStaff?.count ?? 0) > 0,
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
    emailSent: config.mail.smtpUrl !== null,
    https: config.publicUrl.startsWith('https://'),
    backups,
  };
}
