#!/usr/bin/env bash
# `npm test`: every test on a fresh machine. Installs what is missing (dependencies, Debian's
# Chromium), lints (the layers of the code, React hooks rules, formatting), type-checks, builds
# the site, runs the worker (workerd), client (DOM) and tools (Node) test projects in one vitest
# run and the browser (Chromium) project in another beside it, and ends with a plain
# "N passed, N failed" line for both.
#
# `npm run test:quick` (this script with --quick): the same checks before the tests, then the
# worker and client projects (with a quarter of the write fuzz's requests) and the browser smoke
# (tests/e2e/smoke.test.ts) only: the loop to run while working. The whole suite still runs the
# smoke's flows in their own files, the whole fuzz and the tools project (npm run audit, backup
# and restore, the built files' languages).
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

# Debian's Chromium: the headless shell the browser tests run in, the whole browser the audit
# and the tests of its tool use.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian's ${missing[*]} for the browser tests…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null ||
    { echo "0 passed, 1 failed"; exit 1; }
fi

started=$SECONDS
step() { echo "$1 ($(node -v), $((SECONDS - started)) s in)…"; }

step "Linting and type-checking, side by side"
mkdir -p .reports
npm run --silent lint > .reports/lint.log 2>&1 &
lint=$!
npm run --silent typecheck > .reports/typecheck.log 2>&1 &
typecheck=$!
# Both finish, so a change with lint and type errors shows them all at once.
checks=0
wait $lint || { cat .reports/lint.log; checks=1; }
wait $typecheck || { cat .reports/typecheck.log; checks=1; }
[ $checks = 0 ] || { echo "0 passed, 1 failed"; exit 1; }

step "Checking the content's translations"
node scripts/content-coverage.mjs --check || { echo "0 passed, 1 failed"; exit 1; }

step "Building the site"
npx vite build --logLevel warn || { echo "0 passed, 1 failed"; exit 1; }

# Two vitest runs side by side: the worker, client and tools projects (workerd, the DOM, Node)
# and the browser project (Chromium against wrangler dev). One vitest runs its projects one
# after the other when one of them runs its files one at a time, as the browser project must;
# side by side they use both of a small machine's cores.
units_report=$(node scripts/lib/test-reports.mjs units)
e2e_report=$(node scripts/lib/test-reports.mjs e2e)
rm -f "$units_report" "$e2e_report"
units=(--project worker --project client)
if [ "$mode" = quick ]; then
  # Alone beside the smoke: the worker project's files two at a time, and the first quarter of
  # the write fuzz's seeded requests (every endpoint still drawn; npm test sends all of them).
  export WRITE_FUZZ_CASES=2600
  browser=(tests/e2e/smoke.test.ts)
else
  # Beside the whole browser project, which takes longer: one file at a time, so Chromium and
  # wrangler dev keep a core. The tools' tests start sites and browsers of their own, so they
  # take their time here rather than in the browser project's queue.
  units+=(--project tools --maxWorkers=1)
  browser=()
fi
step "Running the tests ($mode): worker, client (and tools) projects in the background, the browser project here"
npx vitest run "${units[@]}" \
  --reporter=dot --reporter=json --outputFile.json="$units_report" > .reports/units.log 2>&1 &
units_run=$!
npx vitest run --project e2e "${browser[@]}" --reporter=default --reporter=json --outputFile.json="$e2e_report"
status=$?
wait $units_run || status=1
echo "Worker, client and tools projects:"
cat .reports/units.log
echo "Tests done in $((SECONDS - started)) s."

node scripts/test-summary.mjs "$units_report" "$e2e_report" || status=1
exit $status
