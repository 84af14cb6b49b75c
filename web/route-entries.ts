import type { Plugin } from 'vite';

/** The fields of a route entry the SPA reads (web/src/lib/api-paths.ts): everything else is the server's. */
export const WEB_ROUTE_FIELDS = ['name', 'method', 'path', 'aliases'] as const;

/** The manifest modules that hold route entries (shared/manifest/). */
const ENTRY_MODULES = /[\\/]shared[\\/]manifest[\\/](http-route-entries|first-screen-route-entries)\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function keyName(property: Node): string | null {
  const key = property.key as Node | undefined;
  if (!key) return null;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return null;
}

/**
 * The object literals of `code` (ESTree) that are route entries: they have a `handler` and a `path`.
 * Answers each one's span and the source of the properties the SPA reads.
 */
export function trimRouteEntries(code: string, ast: Node): string {
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: Node) => {
    if (node.type === 'ObjectExpression') {
      const properties = (node.properties as Node[]).filter((p) => p.type === 'Property');
      const names = properties.map(keyName);
      if (names.includes('handler') && names.includes('path')) {
        const kept = properties.filter((p) =>
          (WEB_ROUTE_FIELDS as readonly string[]).includes(keyName(p) ?? ''),
        );
        edits.push({
          start: node.start,
          end: node.end,
          text: `{${kept.map((p) => code.slice(p.start, p.end)).join(',')}}`,
        });
        return;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const child of value) if (isNode(child)) visit(child);
      if (isNode(value)) visit(value);
    }
  };
  visit(ast);
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

/**
 * The SPA's copy of the route manifest keeps only what the SPA reads of each entry (name, method, path,
 * aliases). The entries of every route any screen calls land in the app chunk (the manifest is one
 * module, and the entry loads it), so the server's fields (handler, access, viewer, rate, grants: and
 * with them the rate limits and grant lists) were bytes every first load carried for nothing. Runs
 * after TypeScript is stripped, on the two manifest modules only.
 */
export function webRouteEntries(): Plugin {
  return {
    name: 'ringside-web-route-entries',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!ENTRY_MODULES.test(id)) return null;
      return { code: trimRouteEntries(code, this.parse(code) as unknown as Node), map: null };
    },
  };
}
