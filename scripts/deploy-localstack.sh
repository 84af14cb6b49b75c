#!/usr/bin/env bash
# Deploys all Ringside stacks to a running LocalStack with cdklocal (npm package aws-cdk-local).
# See docs/deploy.md ("LocalStack"). Usage:
#
#   npm run deploy:local                  # stage "local"
#   STAGE=e2e npm run deploy:local -- --concurrency 2    # extra args go to `cdklocal deploy`
#
# Environment (all optional):
#   AWS_ENDPOINT_URL     LocalStack edge endpoint (default http://127.0.0.1:4566; *.localhost.localstack.cloud
#                        names may not resolve on every machine, 127.0.0.1 does)
#   AWS_ENDPOINT_URL_S3  S3 endpoint for asset publishing (default: AWS_ENDPOINT_URL)
#   AWS_REGION           default us-east-1
#   STAGE                stack name prefix (default local)
#   CDKLOCAL             command to run cdklocal (default: npx --yes aws-cdk-local@3)
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

ENDPOINT="${AWS_ENDPOINT_URL:-http://127.0.0.1:4566}"
STAGE="${STAGE:-local}"

prerequisites() {
  cat >&2 <<EOF

Deploying Ringside to LocalStack needs:
  1. Docker (LocalStack runs in a container and starts Lambda functions in containers).
  2. A LocalStack auth token (LOCALSTACK_AUTH_TOKEN) and a paid LocalStack plan: Cognito user pools are
     not in the free tier (check LocalStack's feature coverage for API Gateway v2 WebSocket/HTTP APIs
     and CloudFront as well).
  3. LocalStack running and reachable at ${ENDPOINT}, e.g.
       LOCALSTACK_AUTH_TOKEN=... localstack start -d     (or the docker compose setup from LocalStack's docs)
  4. Node.js 24 and \`npm ci\` done (aws-cdk comes from this repo; cdklocal is fetched with npx).

Without Docker, use the embedded local cloud instead: \`npm run dev\`.
EOF
}

if ! command -v node >/dev/null 2>&1; then
  echo "error: node is not on PATH" >&2
  prerequisites
  exit 1
fi
if [[ "$(node -p 'process.versions.node.split(".")[0]')" != "24" ]]; then
  echo "error: Node.js 24 is required (found $(node -v))" >&2
  exit 1
fi

# Reachability check first: nothing is built or fetched when LocalStack is not there.
if ! node -e '
  fetch(process.argv[1] + "/_localstack/health", { signal: AbortSignal.timeout(3000) })
    .then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1));
' "${ENDPOINT%/}"; then
  echo "error: LocalStack is not reachable at ${ENDPOINT} (GET /_localstack/health failed)." >&2
  prerequisites
  exit 1
fi

export AWS_ENDPOINT_URL="${ENDPOINT}"
export AWS_ENDPOINT_URL_S3="${AWS_ENDPOINT_URL_S3:-${ENDPOINT}}"
export AWS_REGION="${AWS_REGION:-us-east-1}"
export AWS_DEFAULT_REGION="${AWS_REGION}"
# LocalStack accepts any credentials; never pick up real ones by accident.
export AWS_ACCESS_KEY_ID="${LOCALSTACK_ACCESS_KEY_ID:-test}"
export AWS_SECRET_ACCESS_KEY="${LOCALSTACK_SECRET_ACCESS_KEY:-test}"
unset AWS_PROFILE AWS_SESSION_TOKEN
# cdklocal wraps the aws-cdk CLI, which it resolves as a module: point it at this repo's copy.
export NODE_PATH="${PWD}/node_modules${NODE_PATH:+:${NODE_PATH}}"

if [[ -n "${CDKLOCAL:-}" ]]; then
  read -r -a cdklocal <<<"${CDKLOCAL}"
else
  cdklocal=(npx --yes aws-cdk-local@3)
fi

if [[ ! -f web/dist/index.html ]]; then
  echo "web/dist is missing: building the SPA (npm run build:web)"
  npm run build:web
fi

# Classic Export/ImportValue cross-stack references: LocalStack's CloudFormation engine may not implement
# Fn::GetStackOutput, which the "weak" references configured in cdk.json use.
context=(-c "stage=${STAGE}" -c "@aws-cdk/core:defaultCrossStackReferences=strong")

echo "Bootstrapping LocalStack (${AWS_ENDPOINT_URL}, ${AWS_REGION})"
"${cdklocal[@]}" bootstrap "${context[@]}"

mkdir -p .local
echo "Deploying stage ${STAGE}"
"${cdklocal[@]}" deploy --all --require-approval never "${context[@]}" \
  --outputs-file ".local/localstack-outputs-${STAGE}.json" "$@"

echo "Done. Stack outputs: .local/localstack-outputs-${STAGE}.json"
