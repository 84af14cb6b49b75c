/**
 * Every function module the route manifest names must exist as functions/<handler>.ts and export
 * `handler`; the stacks point Lambda entries at exactly these files.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allHandlerModules } from '../../shared/manifest/functions';
import { HTTP_ROUTES } from '../../shared/manifest/http-routes';
import { handlerEntry } from '../constructs/function-with-log-group';
import { FUNCTIONS_DIR } from './synth';

const EXPORTS_HANDLER =
  /export\s+(?:const|let|var|async\s+function|function)\s+handler\b|export\s*\{[^}]*\bhandler\b[^}]*\}/;

describe('route manifest', () => {
  it.each(allHandlerModules())('has a handler file for %s', (handler) => {
    const entry = handlerEntry(FUNCTIONS_DIR, handler);
    expect(existsSync(entry), `${path.relative(process.cwd(), entry)} is missing`).toBe(true);
    expect(readFileSync(entry, 'utf8'), `${handler} must export \`handler\``).toMatch(EXPORTS_HANDLER);
  });

  it('has unique route names and unique method + path pairs', () => {
    expect(new Set(HTTP_ROUTES.map((r) => r.name)).size).toBe(HTTP_ROUTES.length);
    expect(new Set(HTTP_ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(HTTP_ROUTES.length);
  });
});
