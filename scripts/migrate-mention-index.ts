/**
 * `npm run migrate:mention-index [-- --table NAME --region REGION] [--profile dev|integration|e2e]`
 *
 * Indexes the mentions of the posts and comments written before the mention index existed (an
 * entry per fan a post or comment mentions, keyed by the fan: functions/data/mention.ts), so the
 * account purge can take a deleted fan out of them. Run once per table after deploying the index; new
 * posts, comments and edits write their entries themselves. One Scan of the table, a page at a time
 * (the only Scan: an operator's migration, never a request), with idempotent Puts: a run cut short is
 * simply run again.
 * - Locally (no --table): against the running local cloud of --profile (default dev).
 * - In AWS: `--table <the stateful stack's table name> --region <region>` with the operator's AWS
 *   credentials (the standard AWS_PROFILE / environment chain).
 */
import { pointAtTargetTable } from './operator-args';

async function main() {
  pointAtTargetTable();
  const { getDb } = await import('../functions/data/client');
  const { indexMentionsPage } = await import('../functions/data/mention');
  const db = getDb();
  let cursor: Record<string, unknown> | undefined;
  let items = 0;
  let entries = 0;
  let pages = 0;
  do {
    const page = await indexMentionsPage(db, cursor);
    items += page.items;
    entries += page.entries;
    pages++;
    cursor = page.next;
    if (pages % 50 === 0) console.log(`${pages} pages: ${items} items with mentions, ${entries} entries`);
  } while (cursor);
  console.log(
    `${db.table}: ${items} posts and comments with mentions indexed, ${entries} entries (${pages} Scan pages)`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
