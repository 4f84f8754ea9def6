#!/usr/bin/env bash
# sql_bench.sh -- the solver inside PostgreSQL over puzzle files.
#
#   pg_virtualenv -t bench/sql_bench.sh FILE...      (a throwaway cluster)
#   bench/sql_bench.sh FILE...                        (the server psql reaches)
#
# For each file: loads the puzzles into a table, then times a plain scan,
# sudoku_solve and sudoku_count_solutions(p, 2) over every row on one core
# (best of three runs, JIT off so that compile time does not blur the
# per-row cost), and the same sudoku_solve with two parallel workers.
# The sudoku extension must be installed (make install).
set -euo pipefail

db=sudoku_bench
export PGOPTIONS="${PGOPTIONS:-} -c client_min_messages=warning"
psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db"
run() { psql -X -q -d $db -v ON_ERROR_STOP=1 "$@"; }
run -c "CREATE EXTENSION sudoku"

# best of three, in milliseconds
time_query() {
  local best=""
  for _ in 1 2 3; do
    local ms
    ms=$(run -c "SET max_parallel_workers_per_gather = 0" -c "SET jit = off" -c '\timing on' -c "$1" \
         | awk '/^Time:/ { print $2 }' | tail -n 1)
    if [ -z "$best" ] || awk -v a="$ms" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$ms; fi
  done
  echo "$best"
}

printf '%-34s %8s %9s %10s %11s %10s %11s %12s\n' file rows scan_ms solve_ms solve_us/row count_ms count_us/row parallel_ms
for file in "$@"; do
  run -c "DROP TABLE IF EXISTS puzzles" -c "CREATE TABLE puzzles (p sudoku)"
  # one puzzle a line; skip comments; on a line of fields, the 81-character one
  grep -v '^#' "$file" | awk '{ for (i = 1; i <= NF; i++) if (length($i) >= 81) { print $i; break } }' \
    | run -c "COPY puzzles FROM STDIN"
  run -c "VACUUM ANALYZE puzzles"
  rows=$(run -At -c "SELECT count(*) FROM puzzles")
  scan=$(time_query "SELECT count(*) FROM puzzles")
  solve=$(time_query "SELECT count(sudoku_solve(p)) FROM puzzles")
  count=$(time_query "SELECT count(*) FROM puzzles WHERE sudoku_count_solutions(p, 2) = 1")
  parallel=$(run -c "SET max_parallel_workers_per_gather = 2" -c "SET parallel_setup_cost = 0" \
                 -c "SET parallel_tuple_cost = 0" -c "SET min_parallel_table_scan_size = 0" -c "SET jit = off" \
                 -c "EXPLAIN (ANALYZE, TIMING OFF, COSTS OFF) SELECT count(sudoku_solve(p)) FROM puzzles" \
             | awk '/Workers Launched/ { w = $3 } /Execution Time/ { t = $3 } END { print t " (" w " workers)" }')
  printf '%-34s %8s %9s %10s %11.2f %10s %11.2f %12s\n' "$(basename "$file")" "$rows" "$scan" "$solve" \
    "$(awk -v s="$solve" -v b="$scan" -v n="$rows" 'BEGIN { print (s - b) * 1000 / n }')" "$count" \
    "$(awk -v s="$count" -v b="$scan" -v n="$rows" 'BEGIN { print (s - b) * 1000 / n }')" "$parallel"
done
psql -X -q -d postgres -c "DROP DATABASE $db"
