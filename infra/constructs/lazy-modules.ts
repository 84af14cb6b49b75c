/**
 * Lazy modules as files of their own in a function's asset (docs/performance.md, "Lambda bundles
 * and cold start"). functions/lib/lazy.ts loads each module of functions/lib/lazy/<name>.mts with
 * `import('./lazy/<name>.mjs')`, a specifier naming the deployed file relative to the init file:
 *
 *   index.mjs            the init file: the handler, bundled by NodejsFunction; its esbuild run keeps
 *                        './lazy/*' external, so these import()s stay as written
 *   lazy/<name>.mjs      each lazy module the init file imports, bundled apart from it by the
 *                        afterBundling hook below with the same settings (source maps beside them)
 *   lazy/shared-<hash>.mjs  what two or more of those lazy modules share
 *
 * NodejsFunction bundles to one --outfile, so esbuild's code splitting (--splitting needs --outdir)
 * cannot split the init file itself: the lazy files carry their own copy of what they share with it
 * (the SDK's core, Powertools' commons), loaded on first use. A function gets only the lazy files
 * its init file names: the hook looks for './lazy/<name>.mjs' in index.mjs, which esbuild has
 * already tree-shaken down to the loaders the function reaches.
 */

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { AssetStaging } from 'aws-cdk-lib';
import type { ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';

/** The asset's directory of lazy files, beside index.mjs (the specifiers' './lazy/'). */
export const LAZY_ASSET_DIR = 'lazy';

/** esbuild's external pattern for the init file's import()s of lazy modules (kept as written). */
export const LAZY_EXTERNAL = `./${LAZY_ASSET_DIR}/*`;

/** The name prefix of the chunks the lazy modules of one function share (lazy/shared-<hash>.mjs). */
export const LAZY_CHUNK_PREFIX = 'shared-';

/** The lazy modules' sources, relative to the functions directory. */
const LAZY_SOURCE_DIR = path.join('lib', 'lazy');

/** The names of the lazy modules (functions/lib/lazy/<name>.mts). */
export function lazyModuleNames(functionsDir: string): string[] {
  return readdirSync(path.join(functionsDir, LAZY_SOURCE_DIR))
    .filter((file) => file.endsWith('.mts'))
    .map((file) => file.slice(0, -'.mts'.length))
    .sort();
}

/** The esbuild command-line settings a lazy module is bundled with: the init file's own. */
export interface LazyModuleBundling {
  readonly target: string;
  readonly format: string;
  readonly mainFields: readonly string[];
  readonly banner: string;
  readonly minify: boolean;
  readonly sourceMap: boolean;
  readonly sourcesContent: boolean;
  /** The init file's externals (so also LAZY_EXTERNAL, and sharp). */
  readonly externals: readonly string[];
}

const shellQuote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

/**
 * NodejsFunction's command hooks bundling the lazy modules the init file imports: one shell command
 * that gathers the lazy modules index.mjs names (grep for './lazy/<name>.mjs') and bundles them in
 * one esbuild run with code splitting, so what they share (the AWS SDK's core for S3, CloudFront and
 * Cognito) is one shared-<hash>.mjs chunk beside them rather than a copy in each. The command runs
 * where CDK bundles: on this machine (inputDir is the project root, esbuild through npx, as CDK runs
 * it) or in CDK's bundling container (/asset-input, its global esbuild).
 */
export function lazyModuleHooks(
  source: { readonly projectRoot: string; readonly functionsDir: string },
  bundling: LazyModuleBundling,
): ICommandHooks {
  const names = lazyModuleNames(source.functionsDir);
  const sourceDir = path.relative(source.projectRoot, path.join(source.functionsDir, LAZY_SOURCE_DIR));
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir, outputDir) => {
      const esbuild = inputDir === AssetStaging.BUNDLING_INPUT_DIR ? 'esbuild' : 'npx --no-install esbuild';
      const initFile = shellQuote(path.posix.join(outputDir, 'index.mjs'));
      const sources = path.posix.join(inputDir, sourceDir.split(path.sep).join('/'));
      // The entry points ("$@"): each lazy module whose deployed name index.mjs contains.
      const entries = names.map((name) => {
        const specifier = shellQuote(`./${LAZY_ASSET_DIR}/${name}.mjs`);
        return `if grep -qF ${specifier} ${initFile}; then set -- "$@" ${shellQuote(path.posix.join(sources, `${name}.mts`))}; fi`;
      });
      const args = [
        '--bundle',
        `--target=${bundling.target}`,
        '--platform=node',
        `--format=${bundling.format}`,
        '--splitting',
        `--outdir=${path.posix.join(outputDir, LAZY_ASSET_DIR)}`,
        '--entry-names=[name]',
        `--chunk-names=${LAZY_CHUNK_PREFIX}[hash]`,
        '--out-extension:.js=.mjs',
        ...(bundling.minify ? ['--minify'] : []),
        ...(bundling.sourceMap ? ['--sourcemap'] : []),
        ...(bundling.sourcesContent ? [] : ['--sources-content=false']),
        ...bundling.externals.map((external) => `--external:${external}`),
        `--banner:js=${bundling.banner}`,
        `--main-fields=${bundling.mainFields.join(',')}`,
      ];
      // A subshell: CDK's container chains the hooks with &&, and "$@" stays local.
      return [
        `( set --; ${entries.join('; ')}; if [ $# -gt 0 ]; then ${esbuild} "$@" ${args.map(shellQuote).join(' ')}; fi )`,
      ];
    },
  };
}
