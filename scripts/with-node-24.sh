#!/usr/bin/env bash
# Runs a command on Node 24 (scripts/use-node-24.sh): `npm run lint` works from an older Node too.
set -euo pipefail
source "$(dirname "$0")/use-node-24.sh" 2>/dev/null
exec "$@"
