#!/usr/bin/env bash
# sql_bench.sh -- the solver inside PostgreSQL over puzzle files.
#
#   pg_virtualenv -t bench/sql_bench.sh FILE...      (a throwaway cluster)
#   bench/sql_bench.sh FILE...                        (the server psql reaches)
#
# For each file: loads the puzzles into a table, then times a plain scan,
# sudoku_solve and sudoku_count_solutions(p, 2) over every row on one core
# (best of three runs, JIT off so that compile time does not blur the
# per-row cost), and the same sudoku_solve with two parallel workers.  The
# per-row figures (microseconds, less the scan) come in wall time and, when
# the server runs on this machine, in the backend's CPU time (_cpu).
# The sudoku extension must be installed (make install).
set -euo pipefail

db=sudoku_bench
export PGOPTIONS="${PGOPTIONS:-} -c client_min_messages=warning"
psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db"
run() { psql -X -q -d $db -v ON_ERROR_STOP=1 "$@"; }
run -c "CREATE EXTENSION sudoku"

# Best of three runs in one session, in milliseconds: the wall time psql
# reports, and the backend's CPU time from /proc/PID/schedstat when the
# server runs on this machine ("-" otherwise), which a loaded machine
# disturbs far less.
time_query() {
  local tmp
  tmp=$(mktemp -d)
  {
    echo "SET max_parallel_workers_per_gather = 0;"
    echo "SET jit = off;"
    echo "\\t on"
    echo "\\pset format unaligned"
    echo "\\o $tmp/pid"
    echo "SELECT pg_backend_pid();"
    echo "\\o"
    echo "\\timing on"
    for _ in 1 2 3; do
      echo "\\! cut -d ' ' -f 1 /proc/\$(cat $tmp/pid)/schedstat >> $tmp/cpu 2>/dev/null || true"
      echo "$1;"
      echo "\\! cut -d ' ' -f 1 /proc/\$(cat $tmp/pid)/schedstat >> $tmp/cpu 2>/dev/null || true"
    done
  } | run | awk '/^Time:/ { print $2 }' > "$tmp/wall"
  awk 'NR == 1 || $1 < best { best = $1 } END { printf "%s ", best }' "$tmp/wall"
  if [ "$(wc -l < "$tmp/cpu" 2>/dev/null || echo 0)" -eq 6 ]; then
    awk 'NR % 2 == 1 { start = $1 } NR % 2 == 0 { ms = ($1 - start) / 1e6; if (NR == 2 || ms < best) best = ms }
         END { printf "%.1f\n", best }' "$tmp/cpu"
  else
    echo "-"
  fi
  rm -rf "$tmp"
}

# per row, less the scan, in microseconds ("-" when not known)
per_row() {
  awk -v s="$1" -v b="$2" -v n="$3" 'BEGIN { if (s == "-" || b == "-") print "-"; else printf "%.2f", (s - b) * 1000 / n }'
}

printf '%-30s %6s %8s %9s %8s %9s %8s %8s %8s %16s\n' file rows scan_ms solve_ms \
  solve_us solve_cpu count_ms count_us count_cpu parallel_ms
for file in "$@"; do
  run -c "DROP TABLE IF EXISTS puzzles" -c "CREATE TABLE puzzles (p sudoku)"
  # one puzzle a line; skip comments; on a line of fields, the 81-character one
  grep -v '^#' "$file" | awk '{ for (i = 1; i <= NF; i++) if (length($i) >= 81) { print $i; break } }' \
    | run -c "COPY puzzles FROM STDIN"
  run -c "VACUUM ANALYZE puzzles"
  rows=$(run -At -c "SELECT count(*) FROM puzzles")
  read -r scan scan_cpu <<< "$(time_query "SELECT count(*) FROM puzzles")"
  read -r solve solve_cpu <<< "$(time_query "SELECT count(sudoku_solve(p)) FROM puzzles")"
  read -r count count_cpu <<< "$(time_query "SELECT count(*) FROM puzzles WHERE sudoku_count_solutions(p, 2) = 1")"
  parallel=$(run -c "SET max_parallel_workers_per_gather = 2" -c "SET parallel_setup_cost = 0" \
                 -c "SET parallel_tuple_cost = 0" -c "SET min_parallel_table_scan_size = 0" -c "SET jit = off" \
                 -c "EXPLAIN (ANALYZE, TIMING OFF, COSTS OFF) SELECT count(sudoku_solve(p)) FROM puzzles" \
             | awk '/Workers Launched/ { w = $3 } /Execution Time/ { t = $3 } END { print t " (" w " workers)" }')
  printf '%-30s %6s %8s %9s %8s %9s %8s %8s %8s %16s\n' "$(basename "$file")" "$rows" "$scan" "$solve" \
    "$(per_row "$solve" "$scan" "$rows")" "$(per_row "$solve_cpu" "$scan_cpu" "$rows")" "$count" \
    "$(per_row "$count" "$scan" "$rows")" "$(per_row "$count_cpu" "$scan_cpu" "$rows")" "$parallel"
done
psql -X -q -d postgres -c "DROP DATABASE $db"
