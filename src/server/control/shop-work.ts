import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { staffEmailSchema } from '../../domain/auth/contract';
import type { Db } from '../db/open';
import { redactPerson } from '../modules/activity/redact';
import { CommandError } from '../modules/auth/staff/create-admin';
import { DuplicateStaffError, insertStaff } from '../modules/auth/staff/staff-store';
import { isBackupVersion } from '../modules/backups/backup-folder';
import type { BackupService } from '../modules/backups/backup-service';
import { seedDemoContent } from '../seed/seed';
import { APP_VERSION } from '../version';

/** The running shop, as a command handed to it through the control socket finds it. */
export type RunningShop = {
  db: Db;
  engine: 'pglite' | 'postgres';
  backups: BackupService;
  startedAt: Date;
};

type Print = (line: string) => void;

/** One piece of maintenance the running shop does for a command: its input, checked, and the work. */
type ShopWork<Input extends z.ZodType> = {
  input: Input;
  run(shop: RunningShop, input: z.infer<Input>, print: Print): Promise<void>;
};

function work<Input extends z.ZodType>(definition: ShopWork<Input>): ShopWork<Input> {
  return definition;
}

/** Adds a staff account from its hash: the password itself never leaves the command that asked for it. */
export async function addStaffAccount(db: Db, email: string, passwordHash: string): Promise<void> {
  try {
    await insertStaff(db, email, passwordHash);
  } catch (error) {
    if (error instanceof DuplicateStaffError) throw new CommandError(error.message);
    throw error;
  }
}

/**
 * What a maintenance command may ask of the running shop (the embedded database is open in its
 * process only): each the same work the command does itself when no shop runs.
 */
export const SHOP_WORK = {
  'create-admin': work({
    input: z.object({ email: staffEmailSchema, passwordHash: z.string().min(20).max(512) }),
    async run(shop, { email, passwordHash }) {
      await addStaffAccount(shop.db, email, passwordHash);
    },
  }),
  redact: work({
    input: z.object({ email: z.string().min(3).max(320) }),
    async run(shop, { email }, print) {
      const count = await redactPerson(shop.db, email);
      print(
        `Redacted ${count} ${count === 1 ? 'entry' : 'entries'} of the activity log; they stay, without ${email}.`,
      );
    },
  }),
  backup: work({
    input: z.object({
      out: z.string().startsWith('/').max(4096).optional(),
      beforeVersion: z.string().refine(isBackupVersion, 'Not a release version.').optional(),
    }),
    async run(shop, { out, beforeVersion }, print) {
      const taken = beforeVersion
        ? await shop.backups.takeNow('before-upgrade', beforeVersion)
        : await shop.backups.takeNow('by-hand');
      let file = taken.file;
      if (out) {
        fs.mkdirSync(path.dirname(out), { recursive: true, mode: 0o700 });
        fs.copyFileSync(taken.file, out);
        fs.chmodSync(out, 0o600);
        file = out;
      }
      print(
        `Backed up the ${shop.engine} database and ${taken.uploads} uploaded ${taken.uploads === 1 ? 'file' : 'files'} to ${file}, through the running shop.`,
      );
    },
  }),
  migrate: work({
    input: z.object({}),
    async run(shop, _input, print) {
      print(
        `The running shop (${APP_VERSION}) brought the ${shop.engine} database up to date when it started.`,
      );
    },
  }),
  seed: work({
    input: z.object({}),
    async run(shop, _input, print) {
      const added = await seedDemoContent(shop.db, { info: () => {} });
      print(added ? 'Demo catalogue added.' : 'The database already has a catalogue; nothing added.');
    },
  }),
  status: work({
    input: z.object({}),
    async run(shop, _input, print) {
      const seconds = Math.round((Date.now() - shop.startedAt.getTime()) / 1000);
      print(
        `Running ${APP_VERSION} as process ${process.pid} for ${seconds} s, on the ${shop.engine} database.`,
      );
    },
  }),
} as const;

export type ShopWorkName = keyof typeof SHOP_WORK;

export function isShopWork(name: string): name is ShopWorkName {
  return Object.hasOwn(SHOP_WORK, name);
}
