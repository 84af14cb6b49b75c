/**
 * Reads `cdk diff` output and finds the changes that would replace or remove a stateful resource
 * (STATEFUL_RESOURCE_TYPES: the table, the user pool, its client and groups, the buckets, backup
 * vaults). `npm run diff -- <stage>` fails when there is one (scripts/cdk.ts), before a deploy
 * starts; the stateful stack's stack policy would refuse it anyway, in the middle of a deploy.
 *
 * cdk diff prints one line per changed resource, `[op] <type> <construct path> <logical id> <impact>`,
 * under a `Stack <name>` heading: op `-` is a removal, impact `replace`, `may be replaced`,
 * `destroy` or `orphan` a replacement or a removal (orphan: removed from the stack, retained).
 */
import { STATEFUL_RESOURCE_TYPES } from '../infra/constructs/stack-policy';

export interface DangerousChange {
  readonly stack: string;
  readonly type: string;
  readonly logicalId: string;
  /** replace, may be replaced, destroy, orphan, or remove. */
  readonly impact: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colours
const ANSI = /\u001b\[[0-9;]*m/g;
const RESOURCE_LINE = /^\[(?<op>[-~+])\]\s+(?<type>AWS::[A-Za-z0-9]+::[A-Za-z0-9]+)\s+(?<rest>.*)$/;
const IMPACTS = ['may be replaced', 'replace', 'destroy', 'orphan'] as const;

export function dangerousChanges(diffOutput: string): DangerousChange[] {
  const stateful = new Set<string>(STATEFUL_RESOURCE_TYPES);
  const found: DangerousChange[] = [];
  let stack = '';
  for (const raw of diffOutput.split('\n')) {
    const line = raw.replace(ANSI, '').trimEnd();
    const heading = /^Stack (\S+)/.exec(line);
    if (heading) {
      stack = heading[1] as string;
      continue;
    }
    const match = RESOURCE_LINE.exec(line.trim());
    if (!match?.groups || !stateful.has(match.groups.type as string)) continue;
    const { op, type, rest } = match.groups as { op: string; type: string; rest: string };
    const impact = IMPACTS.find((i) => rest.endsWith(` ${i}`));
    if (op === '+' || (op === '~' && !impact)) continue;
    const words = (impact ? rest.slice(0, -impact.length) : rest).trim().split(/\s+/);
    found.push({ stack, type, logicalId: words.at(-1) ?? '?', impact: impact ?? 'remove' });
  }
  return found;
}

/** The refusal, one line per change. */
export function describeDangerous(changes: readonly DangerousChange[]): string {
  return [
    `Refused: this deploy would replace or remove ${changes.length} stateful resource(s):`,
    ...changes.map((c) => `  - ${c.stack}: ${c.type} ${c.logicalId} (${c.impact})`),
    'A replaced or removed table, user pool or bucket is orphaned (RETAIN) and the stage gets a new,',
    'empty one. Revert the change, or follow docs/deploy.md, "Changing a protected resource".',
  ].join('\n');
}
