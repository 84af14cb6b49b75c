/**
 * `npm run migrate:entity-search [-- --table NAME --region REGION] [--profile dev|integration|e2e]`
 *
 * Brings the catalogue's search entries (functions/data/catalogue/search.ts) up to the current layout:
 * every entity written before it (no `searchVersion`, or an older one) gets its entries again, so a
 * promotion is found by its short name ("AEW") and the shows of a name by their series. An entity's
 * next write (an admin's edit, an import) does the same; this does it for all of them at once, a page
 * of each kind at a time (GSI1 ENTITIES#{kind}, no Scan). Idempotent: a run cut short is run again,
 * and a second run rewrites nothing. Run once per table after deploying a new layout.
 * - Locally (no --table): against the running local cloud of --profile (default dev).
 * - In AWS: `--table <the stateful stack's table name> --region <region>` with the operator's AWS
 *   credentials (the standard AWS_PROFILE / environment chain).
 */
import { pointAtTargetTable } from './operator-args';

async function main() {
  pointAtTargetTable();
  const { getDb } = await import('../functions/data/client');
  const { reindexEntitySearchPage } = await import('../functions/data/catalogue/search');
  const { ENTITY_KINDS } = await import('../shared/schemas/wrestling');
  const db = getDb();
  let entities = 0;
  let rewritten = 0;
  for (const kind of ENTITY_KINDS) {
    let cursor: Record<string, unknown> | undefined;
    do {
      const page = await reindexEntitySearchPage(db, kind, cursor);
      entities += page.entities;
      rewritten += page.rewritten;
      cursor = page.next;
    } while (cursor);
  }
  console.log(`${db.table}: ${entities} entities read, ${rewritten} given their search entries again`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
