#!/usr/bin/env bash
# load_run.sh -- pgbench against the sudoku functions: several clients on
# both cores, a mix of solving, rating and logical paths of random puzzles
# from a table, for a bounded time.
#
#   pg_virtualenv -t bench/load_run.sh CLIENTS SECONDS FILE...   (a throwaway cluster)
#   bench/load_run.sh CLIENTS SECONDS FILE...                     (the server psql reaches)
#
# The mix, by weight: 5 sudoku_solve, 3 sudoku_rate, 2 sudoku_steps
# (bench/pgbench/*.sql).  Connects over TCP to PGHOST (127.0.0.1 unless
# set), so the figures include the loopback network.  pgbench prints the
# throughput, each script's latency and the failed transactions; this
# script fails when any transaction failed.  The sudoku extension must be
# installed (make install).
set -euo pipefail

clients=${1:?usage: load_run.sh CLIENTS SECONDS FILE...}
seconds=${2:?usage: load_run.sh CLIENTS SECONDS FILE...}
shift 2
[ $# -gt 0 ] || { echo "usage: load_run.sh CLIENTS SECONDS FILE..." >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
export PGHOST=127.0.0.1
db=sudoku_load
export PGOPTIONS="${PGOPTIONS:-} -c client_min_messages=warning"
psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db"
run() { psql -X -q -d $db -v ON_ERROR_STOP=1 "$@"; }
run -c "CREATE EXTENSION sudoku" \
    -c "CREATE TABLE bench_puzzle (id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, puzzle sudoku NOT NULL)"
# one puzzle a line; skip comments; on a line of fields, the 81-character one
cat "$@" | grep -v '^#' | awk '{ for (i = 1; i <= NF; i++) if (length($i) >= 81) { print $i; break } }' \
  | run -c "COPY bench_puzzle (puzzle) FROM STDIN"
run -c "VACUUM ANALYZE bench_puzzle"
puzzles=$(run -At -c "SELECT count(*) FROM bench_puzzle")
echo "$puzzles puzzles, $clients clients on $(nproc) cores for $seconds s over $PGHOST"

out=$(mktemp)
trap 'rm -f "$out"' EXIT
status=0
pgbench -n -c "$clients" -j "$(nproc)" -T "$seconds" -D puzzles="$puzzles" -r \
  -f "$here/pgbench/solve.sql@5" -f "$here/pgbench/rate.sql@3" -f "$here/pgbench/steps.sql@2" \
  $db >"$out" 2>&1 || status=$?
cat "$out"
psql -X -q -d postgres -c "DROP DATABASE $db"
[ "$status" -eq 0 ] || { echo "pgbench failed with status $status" >&2; exit 1; }
failed=$(awk '/^number of failed transactions/ { print $5 }' "$out")
[ "${failed:-0}" = 0 ] || { echo "$failed transactions failed" >&2; exit 1; }
grep -q "number of transactions actually processed" "$out"
