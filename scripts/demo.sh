#!/usr/bin/env bash
# One command from nothing to the main job: install what is missing, build,
# install, start a throwaway cluster, load a puzzle and look at it there.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/deps.sh
# the PostgreSQL this Debian release packages (15 on Debian 12, 17 on 13)
pg=$(scripts/pg-major.sh)
pg_config=/usr/lib/postgresql/$pg/bin/pg_config
echo "== building the extension for PostgreSQL $pg (about half a minute)"
make -s -j2 PG_CONFIG=$pg_config
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "== installing it into PostgreSQL $pg"
$sudo make -s install PG_CONFIG=$pg_config >/dev/null
# pg_virtualenv makes a cluster, runs psql in it, and drops it afterwards
echo "== running demo/demo.sql in a throwaway cluster"
$sudo pg_virtualenv -t -v $pg psql -X -q -v ON_ERROR_STOP=1 -f demo/demo.sql 2>&1 \
  | grep -v -E '^(Creating new PostgreSQL cluster|Dropping cluster)'
