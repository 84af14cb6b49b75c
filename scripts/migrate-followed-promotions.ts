/**
 * `npm run migrate:followed-promotions [-- --table NAME --region REGION] [--profile dev|integration|e2e]`
 *
 * Spoiler Guard protects the shows of the promotions a fan follows, read from the `promotions` set of
 * the fan's controls item (USER#{id} / FILTERS), which the entity follow's transaction keeps from now
 * on (docs/spoilers.md). This puts the promotions followed before that into the sets: every promotion
 * (GSI1 ENTITIES#promotion), then its followers (EFOLLOWERS#{promotionId}), a page at a time (no
 * Scan), each fan's set changed in a transaction that checks the follow edge and the profile still
 * exist (an unfollow or a closed account meanwhile is not undone). Idempotent: a run cut short is run
 * again, and a second run adds nothing. Run once per table after deploying Spoiler Guard.
 * - Locally (no --table): against the running local cloud of --profile (default dev).
 * - In AWS: `--table <the stateful stack's table name> --region <region>` with the operator's AWS
 *   credentials (the standard AWS_PROFILE / environment chain).
 */
import { pointAtTargetTable } from './operator-args';

async function main() {
  pointAtTargetTable();
  const { getDb } = await import('../functions/data/client');
  const { followedPromotionsPage, promotionIdPage } = await import(
    '../functions/data/spoilers/promotions-migration'
  );
  const db = getDb();
  const total = { promotions: 0, follows: 0, added: 0, already: 0, gone: 0 };
  let promotions: Record<string, unknown> | undefined;
  do {
    const page = await promotionIdPage(db, promotions);
    for (const promotionId of page.ids) {
      total.promotions++;
      let cursor: Record<string, unknown> | undefined;
      do {
        const done = await followedPromotionsPage(db, promotionId, cursor);
        total.follows += done.follows;
        total.added += done.added;
        total.already += done.already;
        total.gone += done.gone;
        cursor = done.next;
      } while (cursor);
    }
    promotions = page.next;
  } while (promotions);
  console.log(
    `${db.table}: ${total.promotions} promotions, ${total.follows} follows read: ${total.added} added to fans' followed promotions, ${total.already} there already, ${total.gone} gone meanwhile (unfollowed or account closed)`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
