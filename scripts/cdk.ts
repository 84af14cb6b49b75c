/**
 * `npm run synth|diff|deploy -- <stage> [cdk options]`: the CDK CLI for one named stage.
 *
 *   npm run synth                     dev, offline, no credentials (what CI runs)
 *   npm run synth -- prod             prod: needs its deployment facts (docs/deploy.md, "Stages"),
 *                                     e.g. -c account=111111111111 ... or RINGSIDE_ACCOUNT=... in the environment
 *   npm run diff -- prod              `cdk diff` of every stack of the stage; exits 1 if it would
 *                                     replace or remove a stateful resource (scripts/diff-guard.ts)
 *   npm run deploy -- prod            the same diff check, then `cdk deploy --all` of the stage
 *
 * The stage is always passed explicitly (-c stage=...), so a forgotten flag can never deploy a dev
 * stage into the production account.
 */
import { spawn } from 'node:child_process';
import { dangerousChanges, describeDangerous } from './diff-guard';

const [command, ...args] = process.argv.slice(2);
const stage = args[0] && !args[0].startsWith('-') ? (args.shift() as string) : undefined;

function usage(message: string): never {
  console.error(`${message}\nusage: npm run <synth|diff|deploy> -- <dev|staging|prod|name> [cdk options]`);
  process.exit(2);
}

/** Runs the repository's cdk; resolves with the exit code and (when asked) the combined output. */
function cdk(cdkArgs: string[], capture = false): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['cdk', ...cdkArgs], {
      stdio: capture ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    const keep = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      stream.write(chunk);
    };
    child.stdout?.on('data', keep(process.stdout));
    child.stderr?.on('data', keep(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function diffGuard(target: string): Promise<void> {
  const { code, output } = await cdk(['diff', '--all', '--no-color', '-c', `stage=${target}`, ...args], true);
  if (code !== 0) process.exit(code);
  const dangerous = dangerousChanges(output);
  if (dangerous.length) {
    console.error(`\n${describeDangerous(dangerous)}\n`);
    process.exit(1);
  }
  console.error(`\ndiff check: no stateful resource of stage ${target} would be replaced or removed.`);
}

async function main() {
  switch (command) {
    case 'synth': {
      const { code } = await cdk(['synth', '--quiet', '-c', `stage=${stage ?? 'dev'}`, ...args]);
      process.exit(code);
      break;
    }
    case 'diff':
      if (!stage) usage('Name the stage to diff.');
      await diffGuard(stage);
      break;
    case 'deploy': {
      if (!stage) usage('Name the stage to deploy.');
      await diffGuard(stage);
      const { code } = await cdk(['deploy', '--all', '-c', `stage=${stage}`, ...args]);
      process.exit(code);
      break;
    }
    default:
      usage(`Unknown command "${command ?? ''}".`);
  }
}

void main();
