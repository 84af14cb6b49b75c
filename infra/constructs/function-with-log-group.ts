import path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

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

export const DEFAULT_LOG_SETTINGS: LogSettings = {
  retention: RetentionDays.ONE_MONTH,
  removalPolicy: RemovalPolicy.DESTROY,
};

/**
 * Defines the ES module interop `require` that bundled CommonJS dependencies expect when they load
 * Node built-ins from an ESM bundle.
 */
const ESM_REQUIRE_BANNER =
  "import { createRequire as __ringsideCreateRequire } from 'node:module';const require = __ringsideCreateRequire(import.meta.url);";

export interface FunctionWithLogGroupProps {
  readonly source: FunctionsSource;
  /** Manifest handler module, e.g. 'http/login'. The module must export `handler`. */
  readonly handler: string;
  readonly description?: string;
  readonly environment?: Record<string, string>;
  /** @default 512 */
  readonly memorySize?: number;
  /** @default 10 seconds */
  readonly timeout?: Duration;
  readonly logs?: LogSettings;
}

/**
 * A Node.js 22 arm64 Lambda function bundled by esbuild (ESM, minified, with source maps) and its own
 * explicit log group, so retention and removal are decided here and not by a lazily created group.
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
    this.function = new NodejsFunction(this, 'Function', {
      entry: handlerEntry(functionsDir, props.handler),
      handler: 'handler',
      description: props.description ?? props.handler,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup: this.logGroup,
      projectRoot,
      depsLockFilePath: path.join(projectRoot, 'package-lock.json'),
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_BANNER,
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        // Bundle our pinned AWS SDK v3 instead of relying on the runtime's copy: same code as in tests.
        bundleAwsSDK: true,
      },
    });
  }
}
