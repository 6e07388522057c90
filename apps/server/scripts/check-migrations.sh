#!/usr/bin/env bash
# Fails when src/db/schema/ has changes that no committed migration holds (npm run check).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.migrations-check
rm -rf "$scratch" && cp -r drizzle "$scratch"
trap 'rm -rf "$scratch"' EXIT
out=$(npx drizzle-kit generate --dialect postgresql --schema src/db/schema --out "$scratch" 2>&1)
if ! grep -q "No schema changes" <<<"$out"; then
  echo "$out"
  echo "Migrations are stale: run 'npm run db:generate -w @sessionbook/server' and commit apps/server/drizzle." >&2
  exit 1
fi
echo "migrations are up to date"
