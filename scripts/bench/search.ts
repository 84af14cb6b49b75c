/**
 * Search benchmark: DynamoDB requests and latency (p50 / p95) of one user search with 1,000 and
 * with 10,000 fans in the directory, on the local cloud (the index is kept by the real derived
 * lane from the profiles' stream records).
 *
 *   npm run bench:search [-- --queries 200]
 *
 * The requests per search must not grow with the number of fans (two Queries and at most two
 * BatchGets), and the latency ratio 10,000 : 1,000 should stay under 1.3.
 */
import './quiet';
import { performance } from 'node:perf_hooks';
import { getDb } from '../../functions/data/client';
import { createUser } from '../../functions/data/user';
import { searchUsers } from '../../functions/domain/search';
import { startLocalCloud } from '../local/cloud';
import { countRequests } from './requests';
import { requestViewer } from './viewer';

const args = process.argv.slice(2);
const QUERIES = Number(args[args.indexOf('--queries') + 1]) || 200;
const FIRST = [
  'stone',
  'cold',
  'steve',
  'bret',
  'hart',
  'randy',
  'savage',
  'macho',
  'sting',
  'rowdy',
  'roddy',
  'andre',
];
const LAST = [
  'austin',
  'hitman',
  'orton',
  'flair',
  'piper',
  'giant',
  'hogan',
  'rhodes',
  'cena',
  'punk',
  'lynch',
  'belair',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

async function main() {
  const cloud = await startLocalCloud({ profile: 'bench', fresh: true, inMemory: true, seed: false });
  const db = getDb();
  const requests = countRequests(db);
  const rows: string[][] = [];
  let created = 0;
  const latencyAt: Record<number, number> = {};
  try {
    for (const size of [1_000, 10_000]) {
      const ids = Array.from({ length: size - created }, (_, i) => created + i);
      for (let i = 0; i < ids.length; i += 32)
        await Promise.all(
          ids.slice(i, i + 32).map((n) =>
            createUser(db, {
              id: `searchfan-${n}`,
              email: `searchfan-${n}@bench.local`,
              displayName: `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]} ${n}`,
              isAdmin: false,
            }),
          ),
        );
      created = size;
      await cloud.streamDrained();
      const queries = Array.from({ length: QUERIES }, (_, i) => {
        const word = i % 2 ? (FIRST[i % FIRST.length] ?? 'st') : (LAST[i % LAST.length] ?? 'au');
        return word.slice(0, 2 + (i % 3));
      });
      const times: number[] = [];
      const counts: number[] = [];
      for (const q of queries) {
        const before = requests();
        const started = performance.now();
        // The viewer is read as the route's chain reads it (one BatchGet), inside the count.
        await searchUsers(db, await requestViewer(db, 'bench-viewer'), { q, limit: 20, offset: 0 });
        times.push(performance.now() - started);
        counts.push(requests() - before);
      }
      latencyAt[size] = percentile(times, 50);
      rows.push([
        size.toLocaleString('en'),
        `${Math.min(...counts)}-${Math.max(...counts)}`,
        `${percentile(times, 50).toFixed(1)} ms`,
        `${percentile(times, 95).toFixed(1)} ms`,
      ]);
    }
  } finally {
    await cloud.stop();
  }
  console.log(`\nUser search (${QUERIES} prefix queries of 2-4 letters, 20 results, DynamoDB Local)\n`);
  console.log('| fans in the directory | DynamoDB requests per search | p50 | p95 |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  const ratio = (latencyAt[10_000] ?? Number.NaN) / (latencyAt[1_000] ?? Number.NaN);
  console.log(`\np50 latency ratio 10,000 : 1,000 = ${ratio.toFixed(2)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
