/**
 * The local cloud's catalogue (dev and e2e): the starter catalogue of real facts
 * (scripts/catalogue/starter.json) with the weeks of generated demo shows around today
 * (./generate.ts), loaded through the import like any operator's file (docs/wrestling.md).
 */
import { readFileSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../functions/data/client';
import {
  formatImportReport,
  type ImportReport,
  importCatalogue,
} from '../../functions/domain/catalogue/import';
import type { CatalogueFile } from '../../shared/schemas/catalogue-import';
import { starterCatalogue } from './generate';

/**
 * A table client for scripts (the seed, the import): the Lambdas' client (data/client.ts) gives up
 * on an attempt after 3 s, right for a request, wrong for an import of hundreds of items into a busy
 * DynamoDB Local; this one waits and retries more (the SDK's backoff).
 */
export function scriptDb(table = process.env.TABLE_NAME): Db {
  if (!table) throw new Error('TABLE_NAME is not set');
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 8 }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return { doc, table };
}

export const STARTER_FILE = new URL('./starter.json', import.meta.url);

export const readStarter = (): CatalogueFile =>
  JSON.parse(readFileSync(STARTER_FILE, 'utf8')) as CatalogueFile;

/** Imports the starter catalogue and the generated shows around `now`; throws if the import refuses it. */
export async function seedStarterCatalogue(
  db: Db,
  { now = new Date(), freshTable = false } = {},
): Promise<ImportReport> {
  const report = await importCatalogue(db, starterCatalogue(readStarter(), now), {
    actorId: 'seed',
    source: 'scripts/catalogue/starter.json + generated shows',
    freshTable,
    now,
  });
  if (!report.written) throw new Error(`The starter catalogue was refused:\n${formatImportReport(report)}`);
  return report;
}
