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
stage "unit, web, infra and integration tests (vitest)" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$results_dir/vitest.json"
stage "build the SPA" npm run build:web --silent
stage "SPA first-load size" npx tsx scripts/spa-size.ts
stage "cdk synth with bundling" npx cdk synth --quiet -c stage=dev --output "$synth_dir"
stage "e2e (playwright, chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results_dir/playwright.json" \
  npx playwright test -c web/e2e/playwright.config.ts --reporter=list,json

node scripts/test-summary.mjs "$results_dir/vitest.json" "$results_dir/playwright.json"
