import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from './open';

it('opens the embedded database with a small buffer cache, the memory it keeps for good', async () => {
  const database = await openDatabase({ dataDir: null });
  try {
    const result = await database.db.execute(sql`SHOW shared_buffers`);
    expect((result as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers).toBe(
      '16MB',
    );
  } finally {
    await database.close();
  }
});
