/**
 * `npm run catalogue:import -- <file.json> [--dry-run] [--profile dev|e2e|...] [--table NAME --region REGION]`
 *
 * Imports a catalogue file (the format of shared/schemas/catalogue-import.ts, docs/wrestling.md):
 * checked whole first (any problem: the report lists them and nothing is written), then written
 * idempotently (a second run of the same file: 0 created, 0 updated). Prints the report; exits 1
 * when the file was refused.
 * - Locally (no --table): into the running local cloud of --profile (default dev).
 * - In AWS: `--table <the stateful stack's table name> --region <region>` with the operator's AWS
 *   credentials (the standard AWS_PROFILE / environment chain).
 * `--dry-run` checks and counts without writing.
 */
import { readFile } from 'node:fs/promises';
import { scriptArgs as args, pointAtTargetTable } from './operator-args';

const file = args.find(
  (a, i) => !a.startsWith('--') && !(args[i - 1]?.startsWith('--') && args[i - 1] !== '--dry-run'),
);

async function main() {
  if (!file) {
    console.error(
      'usage: npm run catalogue:import -- <file.json> [--dry-run] [--profile dev|e2e] [--table NAME --region REGION]',
    );
    process.exit(2);
  }
  pointAtTargetTable();
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    console.error(`${file}: not a readable JSON file (${(err as Error).message}); nothing written`);
    process.exit(1);
  }
  // Loaded after the environment is set: the data client reads it.
  const { scriptDb } = await import('./catalogue/seed');
  const { formatImportReport, importCatalogue } = await import('../functions/domain/catalogue/import');
  const started = Date.now();
  const report = await importCatalogue(scriptDb(), raw, {
    actorId: 'operator',
    source: file,
    dryRun: args.includes('--dry-run'),
  });
  console.log(formatImportReport(report));
  if (report.written) console.log(`written in ${Date.now() - started} ms (audit entry ${report.auditId})`);
  else if (!report.problems.length) console.log('dry run: nothing written');
  if (report.problems.length) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
