#!/usr/bin/env bash
# cte_bench.sh -- the pure-SQL recursive-CTE solver (bench/cte_solver.sql)
# beside sudoku_solve, puzzle by puzzle.
#
#   pg_virtualenv -t bench/cte_bench.sh FILE [COUNT] [TIMEOUT_SECONDS]
#
# Takes the first COUNT puzzles of FILE (default 5), gives each solver up to
# TIMEOUT_SECONDS (default 60) per puzzle, and prints both times in ms.
set -euo pipefail
cd "$(dirname "$0")/.."
file=$1
count=${2:-5}
timeout=${3:-60}
db=sudoku_cte_bench
export PGOPTIONS="${PGOPTIONS:-} -c client_min_messages=warning"
psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db"
psql -X -q -d $db -c "CREATE EXTENSION sudoku" -f bench/cte_solver.sql

printf '%-84s %12s %12s %8s\n' puzzle cte_ms sudoku_ms same
grep -v '^#' "$file" | head -n "$count" | while read -r puzzle _; do
  times=$(psql -X -q -d $db -v p="$puzzle" 2>&1 <<SQL | awk -v limit="$timeout" '
      /^Time:/ { t[++n] = $2 } /canceling/ { late = n + 1 } /^ [tf]$/ { same = $1 }
      END { printf "%s %s %s", (late == 1 ? ">" limit "000" : t[1]), t[2], (late == 1 ? "-" : same) }'
\set a ''
SET statement_timeout = '${timeout}s';
\timing on
SELECT cte_solve(:'p') AS a \gset
SELECT sudoku_format(sudoku_solve(:'p'), 'line') AS b \gset
\timing off
SELECT :'a' = :'b' AS same;
SQL
)
  # shellcheck disable=SC2086
  set -- $times
  printf '%-84s %12s %12s %8s\n' "$puzzle" "${1:-?}" "${2:-?}" "${3:-?}"
done
psql -X -q -d postgres -c "DROP DATABASE $db"
