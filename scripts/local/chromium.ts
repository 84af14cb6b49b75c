/**
 * Debian's Chromium (installed by .ci/run from apt) and the flags the e2e suite
 * (web/e2e/playwright.config.ts) and `npm run lighthouse` launch it with: headless without a sandbox,
 * no background traffic, and no host but the local cloud's.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
