import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { WEB_ALIASES } from './web/aliases.ts';

/**
 * Test projects:
 *  unit         pure logic in shared/ and functions/ (+ handler failure paths with aws-sdk-client-mock)
 *  integration  handlers and consumers against the real local cloud (DynamoDB Local, S3 emulator, cognito-local)
 *  infra        CDK assertions on the synthesized templates
 *  web          React components and hooks (jsdom + Testing Library)
 */
/**
 * The integration cloud runs in vitest's main process and says it runs invocations concurrently
 * (AWS_LAMBDA_MAX_CONCURRENCY, see scripts/local/lambda-runtime.ts): workers of the other projects
 * started after it must not inherit that (Powertools would then expect Lambda's invocation store),
 * nor its local Powertools switches (pretty-printed logs through console, metrics off).
 */
const NOT_IN_LAMBDA = {
  AWS_LAMBDA_MAX_CONCURRENCY: '',
  POWERTOOLS_DEV: 'false',
  POWERTOOLS_METRICS_DISABLED: 'false',
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          env: NOT_IN_LAMBDA,
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'scripts/**/*.test.ts', 'web/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.int.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          env: NOT_IN_LAMBDA,
          include: ['infra/**/*.test.ts'],
          testTimeout: 60_000,
          // beforeAll synthesizes whole stages (several seconds each on a busy machine).
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: WEB_ALIASES },
        test: {
          name: 'web',
          environment: 'jsdom',
          env: NOT_IN_LAMBDA,
          globals: true,
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/testing/setup.ts'],
          // Room for a few of setup.ts's 4 s waits on a busy machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
