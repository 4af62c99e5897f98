#!/usr/bin/env bash
# `npm test`: every test on a fresh machine. Installs what is missing (dependencies, Debian's
# Chromium), lints (the layers of the code, React hooks rules, formatting), type-checks, builds
# the site, runs the worker (workerd), client (DOM) and browser (Chromium) test projects in one
# vitest run, and ends with a plain "N passed, N failed" line.
#
# `npm run test:quick` (this script with --quick): the same checks before the tests, then the
# worker and client projects and the browser smoke (tests/e2e/smoke.test.ts) only: the loop to
# run while working. The whole suite still runs the smoke's flows in their own files.
set -uo pipefail
cd "$(dirname "$0")/.."

mode=full
[ "${1:-}" = "--quick" ] && mode=quick

# Install when node_modules is missing or older than the lock file.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing dependencies (npm ci)…"
  npm ci --no-audit --no-fund --loglevel=error || { echo "0 passed, 1 failed"; exit 1; }
fi
# The project's own Node (an optional dependency on Linux) before the machine's, also when this
# script is run directly rather than through npm.
export PATH="$PWD/node_modules/.bin:$PATH"

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium for the browser tests…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null ||
    { echo "0 passed, 1 failed"; exit 1; }
fi

started=$SECONDS
step() { echo "$1 ($(node -v), $((SECONDS - started)) s in)…"; }

step "Linting (layer rules, React hooks rules, formatting)"
npm run --silent lint || { echo "0 passed, 1 failed"; exit 1; }

step "Type-checking"
npm run --silent typecheck || { echo "0 passed, 1 failed"; exit 1; }

step "Checking the content's translations"
node scripts/content-coverage.mjs --check || { echo "0 passed, 1 failed"; exit 1; }

step "Building the site"
npx vite build --logLevel warn || { echo "0 passed, 1 failed"; exit 1; }

mkdir -p .reports
report=.reports/vitest.json
rm -f "$report"
step "Running the tests ($mode)"
if [ "$mode" = quick ]; then
  npx vitest run --project worker --project client --project e2e tests/worker tests/client tests/e2e/smoke.test.ts \
    --reporter=dot --reporter=json --outputFile.json="$report"
else
  npx vitest run --reporter=default --reporter=json --outputFile.json="$report"
fi
status=$?
echo "Tests done in $((SECONDS - started)) s."

node scripts/test-summary.mjs "$report" || status=1
exit $status
