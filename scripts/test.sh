#!/usr/bin/env bash
# `npm test`: every test on a fresh machine. Installs what is missing (dependencies, Debian's
# Chromium), lints (the layers of the code, React hooks rules, formatting), type-checks, builds
# the site, runs the worker (workerd), client (DOM) and browser (Chromium)
# test projects in one vitest run, and ends with a plain "N passed, N failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."

# Install when node_modules is missing or older than the lock file.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing dependencies (npm ci)…"
  npm ci --no-audit --no-fund || exit 1
fi

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium for the browser tests…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null || exit 1
fi

echo "Linting (layer rules, React hooks rules, formatting)…"
npm run --silent lint || { echo "0 passed, 1 failed"; exit 1; }

echo "Type-checking…"
npm run --silent typecheck || { echo "0 passed, 1 failed"; exit 1; }

echo "Checking the content's translations…"
node scripts/content-coverage.mjs --check || { echo "0 passed, 1 failed"; exit 1; }

echo "Building the site…"
npx vite build --logLevel warn || { echo "0 passed, 1 failed"; exit 1; }

mkdir -p .reports
rm -f .reports/vitest.json
npx vitest run --reporter=default --reporter=json --outputFile.json=.reports/vitest.json
status=$?

node scripts/test-summary.mjs .reports/vitest.json || status=1
exit $status
