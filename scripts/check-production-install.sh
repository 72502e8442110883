#!/usr/bin/env bash
# npm run test:production: a production install serves the app. In a fresh copy of the project
# (the files git tracks or would track, no build, no data), build with the full install, replace
# node_modules with `npm ci --omit=dev` (better-sqlite3 compiles from source: about 70 s), then
# `npm start` must serve the app's HTML at / and /api/health from the compiled server without
# building, with no build tool installed, and stop cleanly on SIGTERM. Without a build, it must exit
# naming the command to run.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
copy="$(mktemp -d "${TMPDIR:-/tmp}/astra-production-XXXXXX")"
server_pid=""
cleanup() {
  if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then kill -TERM "$server_pid" || true; fi
  rm -rf "$copy"
}
trap cleanup EXIT
fail() {
  echo "production install: FAILED: $*" >&2
  [[ -f "$copy/start.log" ]] && sed 's/^/  start.log: /' "$copy/start.log" >&2
  exit 1
}

echo "production install: copying the project to $copy"
(cd "$root" && git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do [[ -e "$file" ]] && printf '%s\0' "$file"; done) |
  (cd "$root" && tar --null -T - -cf -) | (cd "$copy" && tar -xf -)

echo "production install: building with the full install (node_modules copied from the project)"
cp -a "$root/node_modules" "$copy/node_modules"
(cd "$copy" && npm run build --silent)

echo "production install: npm ci --omit=dev"
rm -rf "$copy/node_modules"
(cd "$copy" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
for tool in tsx vite esbuild typescript; do
  [[ ! -e "$copy/node_modules/$tool" ]] || fail "$tool is installed in a production install"
done

port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
echo "production install: npm start on port $port"
(cd "$copy" && PORT="$port" HOST=127.0.0.1 DATA_DIR="$copy/data" exec npm start --silent >"$copy/start.log" 2>&1) &
server_pid=$!
for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || fail "npm start exited"
  sleep 0.5
done
health="$(curl -sf "http://127.0.0.1:$port/api/health")" || fail "/api/health did not answer within 60 s"
[[ "$health" == *'"status":"ok"'* ]] || fail "/api/health answered $health"
page="$(curl -sf "http://127.0.0.1:$port/")" || fail "/ did not answer"
[[ "$page" == *'<title>Astra Travel Concierge'* ]] || fail "/ is not the app's HTML"
! grep -q 'Building the app' "$copy/start.log" || fail "npm start built in a production install"

kill -TERM "$server_pid"
status=0
wait "$server_pid" || status=$?
server_pid=""
[[ "$status" == 0 ]] || fail "npm start exited with $status after SIGTERM"

echo "production install: npm start without a build"
rm -rf "$copy/dist"
status=0
(cd "$copy" && PORT="$port" DATA_DIR="$copy/data" npm start --silent >"$copy/start.log" 2>&1) || status=$?
[[ "$status" != 0 ]] || fail "npm start without a build exited 0"
grep -q 'npm run build' "$copy/start.log" || fail "npm start without a build did not name the command to run"

echo "production install: ok (served / and /api/health from the compiled server; stopped with exit code 0 on SIGTERM)"
