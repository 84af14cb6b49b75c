/**
 * `npm run job -- <name> [--profile dev|e2e|...]`: runs a scheduled job of the manifest once in the
 * running local cloud (`npm run dev`), the same invocation its schedule makes, and prints its result.
 * In AWS, invoke the job's function instead (docs/deploy.md).
 */
import { SCHEDULED_JOBS } from '../shared/manifest/scheduled-jobs';
import { JOBS_PATH } from './local/http-gateway';
import { type Profile, portsFor } from './local/ports';

const args = process.argv.slice(2);
const profileAt = args.indexOf('--profile');
const profile = (profileAt >= 0 ? args[profileAt + 1] : 'dev') as Profile;
const name = args.find((a, i) => !a.startsWith('--') && (profileAt < 0 || i !== profileAt + 1));
const names = SCHEDULED_JOBS.map((j) => j.name) as string[];

async function main() {
  if (!name || !names.includes(name)) {
    console.error(`usage: npm run job -- <${names.join('|')}> [--profile dev|e2e]`);
    process.exit(2);
  }
  const url = `http://127.0.0.1:${portsFor(profile).http}${JOBS_PATH}${name}`;
  const started = Date.now();
  const res = await fetch(url, { method: 'POST' }).catch(() => {
    throw new Error(`No local cloud answers at ${url}: start it with \`npm run dev\` first`);
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`The ${name} job failed (${res.status}): ${body}`);
  console.log(`${name}: done in ${Date.now() - started} ms`);
  console.log(JSON.stringify(JSON.parse(body), null, 2));
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
