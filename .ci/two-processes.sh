#!/usr/bin/env bash
# Two servers on one PostgreSQL accept each other's sessions (DECISIONS.md 2).
set -euo pipefail
base_url=$1
db="ci_two_$$"
psql "$base_url" -qc "create database $db"
url="${base_url%/*}/$db"
pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; wait 2>/dev/null || true; psql "$base_url" -qc "drop database if exists $db with (force)" || true; }
trap cleanup EXIT
for port in 3291 3292; do
  DATABASE_URL="$url" PORT=$port WORKERS=1 DEMO_DATA=0 LOG_LEVEL=warn WEB_DIR=/nonexistent node --import tsx src/server/main.ts &
  pids+=($!)
  # One process per server (no npx or tsx wrapper), so the trap stops them all.
  # The first one migrates; start the second once it answers.
  for _ in $(seq 1 60); do curl -sf "http://127.0.0.1:$port/app/health" >/dev/null && break; sleep 1; done
done
open=$(curl -sf http://127.0.0.1:3291/app/session/open)
auth=$(node -e 'const b=JSON.parse(process.argv[1]);process.stdout.write(b.appAuth)' "$open")
token=$(node -e 'const b=JSON.parse(process.argv[1]);process.stdout.write(b.token.value)' "$open")
answer=$(curl -sf -H "app-auth: $auth" -H "app-token: $token" http://127.0.0.1:3292/app/session/info)
echo "session opened on :3291, renewed on :3292 -> $answer" | sed -E 's/"value":"[^"]+"/"value":"…"/'
node -e 'const b=JSON.parse(process.argv[1]); if(b.response!==true) process.exit(1)' "$answer"
