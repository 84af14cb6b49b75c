#!/usr/bin/env bash
# `npm test`: everything CI checks, in order of speed. Each stage prints its time; the last line
# sums the test results as "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."

results_dir=$(mktemp -d)
synth_dir=$(mktemp -d)
trap 'rm -rf "$results_dir" "$synth_dir"' EXIT

stage() {
  local name=$1
  shift
  local start=$SECONDS
  echo
  echo "=== $name"
  "$@"
  echo "=== $name: ok in $((SECONDS - start))s"
}

stage "lint and format (biome)" npx biome ci .
stage "types (tsc)" npx tsc -p tsconfig.json --noEmit
# The integration files run one after another on their local cloud and spend much of their time
# waiting on it; the unit, web and infra files run beside them in a second vitest, so the stage takes
# about as long as the longer of the two (on CI's 2 cores, 8 min instead of 11). The integration
# run's output follows the other's.
vitest_in_two() {
  local status=0 integration
  npx vitest run --project integration --reporter=default --reporter=json \
    --outputFile.json="$results_dir/vitest-integration.json" >"$results_dir/integration.log" 2>&1 &
  integration=$!
  npx vitest run --project unit --project web --project infra --reporter=default --reporter=json \
    --outputFile.json="$results_dir/vitest.json" || status=$?
  wait "$integration" || status=$?
  cat "$results_dir/integration.log"
  return "$status"
}
stage "unit, web, infra and integration tests (vitest, integration beside the rest)" vitest_in_two
stage "build the SPA" npm run build:web --silent
# The first load as Chromium fetches it: starts the e2e cloud for itself (about half a minute) and stops it
# before the e2e stage starts its own.
stage "SPA first-load size" npx tsx scripts/spa-size.ts
stage "cdk synth with bundling" npx cdk synth --quiet -c stage=dev --output "$synth_dir"
stage "e2e (playwright, chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results_dir/playwright.json" \
  npx playwright test -c web/e2e/playwright.config.ts --reporter=list,json

node scripts/test-summary.mjs "$results_dir/vitest.json" "$results_dir/vitest-integration.json" \
  "$results_dir/playwright.json"
