#!/usr/bin/env bash
# twins_run.sh -- find twins among ROWS puzzles with GROUP BY sudoku_canonical(p),
# serial and in parallel, and refuse twins with a unique index.
#
#   pg_virtualenv -t bench/twins_run.sh ROWS FILE...    (a throwaway cluster)
#   bench/twins_run.sh ROWS FILE...                      (a server on this machine)
#
# Loads the puzzles of the files, then makes ROWS rows of them, each a
# puzzle of the files under a transformation drawn from a seed
# (sudoku_transform(p, seed)): row k is puzzle k mod N under seed k, so
# every puzzle of the files appears ROWS / N times, each time disguised.
# Then it runs, with EXPLAIN ANALYZE, the collector's query
#
#   SELECT sudoku_canonical(p), count(*) FROM archive GROUP BY 1 HAVING count(*) > 1
#
# without parallel workers and with WORKERS of them (default 2), and checks
# how many classes it finds (N for files of inequivalent puzzles, such as
# 17_clue; magictour_top1465 holds one pair of twins).  Last, it builds a
# unique index on the canonical form over one puzzle of each class and
# shows that inserting a disguised twin fails.  The sudoku extension must be installed.
set -euo pipefail

rows=${1:?usage: twins_run.sh ROWS FILE...}
shift
[ $# -gt 0 ] || { echo "usage: twins_run.sh ROWS FILE..." >&2; exit 2; }
workers=${WORKERS:-2}
db=sudoku_twins
export PGOPTIONS="${PGOPTIONS:-} -c client_min_messages=warning"
psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db"
run() { psql -X -q -d $db -v ON_ERROR_STOP=1 "$@"; }
run -c "CREATE EXTENSION sudoku" -c "CREATE TABLE source (id serial, p sudoku)"
# one puzzle a line; skip comments; on a line of fields, the 81-character one
cat "$@" | grep -v '^#' | awk '{ for (i = 1; i <= NF; i++) if (length($i) >= 81) { print $i; break } }' \
  | run -c "COPY source (p) FROM STDIN"
n=$(run -At -c "SELECT count(*) FROM source")
echo "== $n puzzles read; making $rows disguised rows"
start=$(date +%s.%N)
run -c "CREATE TABLE archive AS
          SELECT k AS id, sudoku_transform(s.p, k) AS p
          FROM generate_series(0, $rows - 1) k JOIN source s ON s.id = k % $n + 1" \
    -c "VACUUM ANALYZE archive"
echo "   made in $(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }') s"

query="SELECT sudoku_canonical(p) AS form, count(*) FROM archive GROUP BY 1 HAVING count(*) > 1"
for w in 0 "$workers"; do
  echo "== GROUP BY sudoku_canonical(p) over $rows rows, $w parallel workers"
  run -c "SET max_parallel_workers_per_gather = $w" -c "SET parallel_setup_cost = 0" \
      -c "SET min_parallel_table_scan_size = 0" \
      -c "SET jit = off" -c "EXPLAIN (ANALYZE, VERBOSE, COSTS OFF, TIMING OFF) $query" \
    | grep -E 'Gather|Parallel|Aggregate|Sort|Workers|Output|Execution Time'
done
classes=$(run -At -c "SELECT count(*), min(count), max(count) FROM ($query) t")
echo "== twin classes, smallest and largest class: $classes ($n puzzles read, each $((rows / n)) or $((rows / n + 1)) times)"

echo "== a unique index on the canonical form refuses a disguised twin"
run -c "CREATE TABLE collection (p sudoku)" \
    -c "CREATE UNIQUE INDEX collection_twins ON collection (sudoku_canonical(p))" \
    -c "INSERT INTO collection SELECT DISTINCT ON (sudoku_canonical(p)) p FROM source"
twin=$(run -c "INSERT INTO collection SELECT sudoku_transform(p, 12345) FROM source WHERE id = 1" 2>&1 || true)
echo "$twin" | sed 's/^/   /'
if echo "$twin" | grep -q 'duplicate key value violates unique constraint "collection_twins"'; then
  echo "ok: the twin was refused"
else
  echo "not ok: the twin was inserted"
  exit 1
fi
psql -X -q -d postgres -c "DROP DATABASE $db"
