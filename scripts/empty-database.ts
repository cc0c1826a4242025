// `npm run build`'s last step: the empty embedded database a new shop starts from
// (src/server/db/empty-database.ts).
import { makeEmptyDatabase } from '../src/server/db/empty-database';

await makeEmptyDatabase();
