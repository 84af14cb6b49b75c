import path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct, type IConstruct } from 'constructs';
import {
  type EnvValues,
  environmentOf,
  FUNCTION_SETTINGS,
  type FunctionEnvVar,
  type FunctionKind,
  NODE_MAJOR,
} from '../../shared/manifest/runtime';
import { BASIC_EXECUTION_ROLE, keep, keepWildcards } from '../nag';
import { LAZY_EXTERNAL, lazyModuleHooks } from './lazy-modules';

/** Where the Lambda sources live; passed down from bin/ so constructs never guess paths. */
export interface FunctionsSource {
  /** Repository root: holds package-lock.json and tsconfig.json, and is esbuild's working directory. */
  readonly projectRoot: string;
  /** The functions/ directory; a manifest handler 'x/y' is the file `${functionsDir}/x/y.ts`. */
  readonly functionsDir: string;
}

/** The entry file of a manifest handler module ('http/login' -> <functionsDir>/http/login.ts). */
export function handlerEntry(functionsDir: string, handler: string): string {
  return path.join(functionsDir, `${handler}.ts`);
}

/** Log settings chosen per stage in bin/. */
export interface LogSettings {
  readonly retention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

const DEFAULT_LOG_SETTINGS: LogSettings = {
  retention: RetentionDays.TWO_WEEKS,
  removalPolicy: RemovalPolicy.DESTROY,
};

/**
 * Defines the ES module interop `require` that bundled CommonJS dependencies expect when they load
 * Node built-ins from an ESM bundle.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __ringsideCreateRequire } from 'node:module';const require = __ringsideCreateRequire(import.meta.url);";

/**
 * The Lambda runtime of every function: the newest Node.js runtime Lambda offers (cdk-nag's
 * AwsSolutions-L1), of the major NODE_MAJOR the local cloud, the tests and CI run on
 * (infra/test/runtime.test.ts holds the three together).
 */
export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;

/**
 * The esbuild settings every function is bundled with (part of functionBundling() below, with the
 * per-kind sharp handling and the lazy modules).
 */
export const LAMBDA_BUNDLING = {
  format: OutputFormat.ESM,
  target: `node${NODE_MAJOR}`,
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  // Bundle our pinned AWS SDK v3 instead of relying on the runtime's copy: same code as in tests.
  bundleAwsSDK: true,
} as const;

/** NODE_OPTIONS of every function (stack traces through the source maps). */
export const LAMBDA_NODE_OPTIONS = '--enable-source-maps';

/**
 * sharp (native libvips, functions/domain/images.ts) is never bundled by esbuild. The `image`
 * functions get it as a node module installed next to the bundle by `npm ci` from our lock file,
 * for Lambda's platform rather than the build machine's (npm's os/cpu/libc settings pick sharp's
 * prebuilt @img/sharp-linux-arm64 and @img/sharp-libvips-linux-arm64 packages; no Docker, no
 * compiler). Every other function leaves it out: it imports sharp only lazily, on a path it never
 * takes. docs/safety.md, "Images", tells how to check the bundle.
 */
export function sharpBundling(kind: FunctionKind): {
  externalModules?: string[];
  nodeModules?: string[];
  environment?: Record<string, string>;
} {
  if (kind !== 'image') return { externalModules: ['sharp'] };
  return {
    nodeModules: ['sharp'],
    environment: { npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc' },
  };
}

/**
 * NodejsFunction's `bundling` of a function of `kind`: LAMBDA_BUNDLING, sharp (sharpBundling), and
 * the lazy modules (functions/lib/lazy.ts) kept out of the init file index.mjs and bundled beside it
 * as lazy/<name>.mjs, only those the function imports (./lazy-modules.ts). Exported so `npm run
 * bench:cold` (scripts/bench/cold.ts) bundles with exactly this and cannot drift from what is
 * deployed.
 */
export function functionBundling(kind: FunctionKind, source: FunctionsSource) {
  const { externalModules = [], ...sharp } = sharpBundling(kind);
  const externals = [...externalModules, LAZY_EXTERNAL];
  return {
    ...sharp,
    ...LAMBDA_BUNDLING,
    mainFields: [...LAMBDA_BUNDLING.mainFields],
    externalModules: externals,
    commandHooks: lazyModuleHooks(source, {
      ...LAMBDA_BUNDLING,
      // What NodejsFunction passes to esbuild as --external: externalModules, then nodeModules.
      externals: [...externals, ...(sharp.nodeModules ?? [])],
    }),
  } satisfies BundlingOptions;
}

/**
 * A function's kind and the values of its kind's variables (shared/manifest/runtime.ts). The kind
 * decides the timeout, the memory and which variables the function gets; a variable of the kind
 * without a value is a type error.
 */
type RuntimeOf = {
  [K in FunctionKind]: {
    readonly kind: K;
    readonly environment: EnvValues<K> & Readonly<Partial<Record<FunctionEnvVar, string>>>;
  };
}[FunctionKind];

export type FunctionWithLogGroupProps = RuntimeOf & {
  readonly source: FunctionsSource;
  /** Manifest handler module, e.g. 'http/login'. The module must export `handler`. */
  readonly handler: string;
  readonly description?: string;
  readonly logs?: LogSettings;
  /**
   * The execution role, when functions with the same grants share one (the Api stack's route
   * functions: a role each would pass CloudFormation's 500 resources a stack); default its own.
   */
  readonly role?: IRole;
};

/**
 * A Node.js (LAMBDA_RUNTIME) arm64 Lambda function bundled by esbuild (ESM, minified, with source
 * maps) and its own explicit log group, so retention and removal are decided here and not by a lazily
 * created group.
 * Timeout, memory and environment come from the runtime contract for the function's kind.
 */
export class FunctionWithLogGroup extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: FunctionWithLogGroupProps) {
    super(scope, id);
    const logs = props.logs ?? DEFAULT_LOG_SETTINGS;
    this.logGroup = new LogGroup(this, 'LogGroup', {
      retention: logs.retention,
      removalPolicy: logs.removalPolicy,
    });
    const { projectRoot, functionsDir } = props.source;
    const settings = FUNCTION_SETTINGS[props.kind];
    const environment = environmentOf<FunctionKind>(props.kind, props.environment as EnvValues<FunctionKind>);
    this.function = new NodejsFunction(this, 'Function', {
      entry: handlerEntry(functionsDir, props.handler),
      handler: 'handler',
      description: props.description ?? props.handler,
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: settings.memoryMb,
      timeout: Duration.seconds(settings.timeoutSeconds),
      logGroup: this.logGroup,
      tracing: settings.tracing ? Tracing.ACTIVE : undefined,
      projectRoot,
      depsLockFilePath: path.join(projectRoot, 'package-lock.json'),
      environment: { NODE_OPTIONS: LAMBDA_NODE_OPTIONS, ...environment },
      bundling: functionBundling(props.kind, props.source),
      role: props.role,
    });
    // A shared role is its owner's to acknowledge (sharedRole below); the findings are on the role.
    const roleScope: IConstruct = props.role ?? this.function;
    keep(roleScope, BASIC_EXECUTION_ROLE);
    // Active tracing makes Lambda grant X-Ray's two calls on * (they have no resource type).
    if (settings.tracing)
      keepWildcards(roleScope, 'xray', [
        new PolicyStatement({
          actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'],
          resources: ['*'],
        }),
      ]);
  }
}
