/**
 * The brigade model (issue 39; not the final `npm run bench:ratings`, which will run against the
 * local cloud): the score of a match with 200 genuine ratings before and after 500 brigade votes
 * that pass every rule, with the defences on, and for comparison with only the weights and with none, and a slower
 * brigade (the same votes over 24 hours) and a raid of old accounts that follow no one, with the
 * defences on.
 *
 *   npx tsx scripts/bench/ratings-model.ts
 *
 * Target: the score moves by at most 0.2.
 */
import { runScenario } from './ratings-scenario';

const fmt = (n: number) => n.toFixed(2);

const rows = [
  { name: 'no defence', result: runScenario({ bursts: false, weights: false }) },
  { name: 'weights only', result: runScenario({ bursts: false }) },
  { name: 'slow, over 24 h', result: runScenario({ raidMinutes: 24 * 60 }) },
  { name: 'old, unrelated', result: runScenario({ madeTogether: false }) },
  { name: 'weights + bursts', result: runScenario() },
];
for (const { name, result: r } of rows) {
  console.log(
    `${name.padEnd(17)} before ${fmt(r.before)}  after ${fmt(r.after)}  shift ${fmt(r.shift)}  ` +
      `counted ${r.counted}  held ${r.held} (brigade ${r.heldBrigade}, genuine ${r.heldGenuine})  refused ${r.refused}`,
  );
}
const final = rows[rows.length - 1]?.result;
if (final) {
  const pass = final.shift <= 0.2;
  console.log(`site mean ${final.siteMean}, prior 10 votes; target: shift <= 0.2: ${pass ? 'PASS' : 'FAIL'}`);
  console.log(`ratings model: brigade shift ${fmt(final.shift)}`);
  if (!pass) process.exitCode = 1;
}
