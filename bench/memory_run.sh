#!/usr/bin/env bash
# memory_run.sh -- solve and rate ROWS puzzles in one query and watch the
# backend's memory.
#
#   pg_virtualenv -t bench/memory_run.sh ROWS FILE...    (a throwaway cluster)
#   bench/memory_run.sh ROWS FILE...                      (a server on this machine)
#
# Loads the puzzles of the files, then makes ROWS rows of them by relabelling
# the digits (each puzzle under up to 40,320 digit permutations, all of them
# new puzzles), and runs one query that solves and rates every row on one
# core.  Meanwhile it reads the backend's /proc/PID/status every second.  It
# prints the private memory (RssAnon) at each tenth of the run and the peak
# resident size (VmHWM, shared buffers included).  Memory freed row by row
# stays flat; a leak grows with the rows.  The server must run on this machine.
# The sudoku extension must be installed (make install).  MODEL=se rates with
# Sudoku Explainer's model (sudoku_se_rate) instead of HoDoKu's (sudoku_rate).
# ROWS no more than the puzzles given rates each of them once, as given.
set -euo pipefail

rows=${1:?usage: memory_run.sh ROWS FILE...}
shift
[ $# -gt 0 ] || { echo "usage: memory_run.sh ROWS FILE..." >&2; exit 2; }
db=sudoku_memory
export PGOPTIONS="${PGOPTIONS:-} -c client_min_messages=warning"
psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db"
run() { psql -X -q -d $db -v ON_ERROR_STOP=1 "$@"; }
run -c "CREATE EXTENSION sudoku" -c "CREATE TABLE source (p sudoku)"
# one puzzle a line; skip comments; on a line of fields, the 81-character one
cat "$@" | grep -v '^#' | awk '{ for (i = 1; i <= NF; i++) if (length($i) >= 81) { print $i; break } }' \
  | run -c "COPY source FROM STDIN"
run -c "VACUUM ANALYZE source"
# digit permutations: the identity first, then more of them as needed
run -c "CREATE TABLE relabel AS
          SELECT row_number() OVER () AS n, string_agg(d::text, '' ORDER BY i) AS digits
          FROM (SELECT p, i, d FROM generate_series(1, 40320) p,
                LATERAL (SELECT row_number() OVER () AS i, d
                         FROM (SELECT d FROM generate_series(1, 9) d
                               ORDER BY CASE WHEN p = 1 THEN d ELSE hashint4(p * 10 + d) END) s) t) u
          GROUP BY p"

# only as many permutations as the rows need
sources=$(run -At -c "SELECT count(*) FROM source")
permutations=$(( (rows + sources - 1) / sources ))
[ "$permutations" -le 40320 ] || { echo "$rows rows need more than 40,320 permutations of $sources puzzles" >&2; exit 2; }

log=$(mktemp)
trap 'rm -f "$log"' EXIT
case "${MODEL:-hodoku}" in
  se) rating="sudoku_se_rate(puzzle.p)"
      totals="max(rating.er) AS hardest_er, sum(rating.steps) AS steps" ;;
  hodoku) rating="sudoku_rate(puzzle.p)"
      totals="sum(rating.score) AS total_score, count(*) FILTER (WHERE rating.level = 'Extreme') AS extreme" ;;
  *) echo "MODEL is se or hodoku" >&2; exit 2 ;;
esac
query="SET max_parallel_workers_per_gather = 0; SET jit = off;
SELECT count(*) AS rows, count(*) FILTER (WHERE sudoku_is_complete(solution)) AS solved, $totals
FROM (SELECT sudoku(translate(s.p::text, '123456789', r.digits)) AS p
      FROM relabel r CROSS JOIN source s WHERE r.n <= $permutations LIMIT $rows) puzzle,
     LATERAL sudoku_solve(puzzle.p) AS solution,
     LATERAL $rating AS rating;"
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
start=$(now_ms)
PGAPPNAME=sudoku_memory_run run -c '\timing on' -c "$query" >"$log" 2>&1 &
client=$!

pid=""
for _ in $(seq 100); do
  pid=$(psql -X -At -d $db -c "SELECT pid FROM pg_stat_activity WHERE application_name = 'sudoku_memory_run' AND state = 'active' AND pid <> pg_backend_pid()" || true)
  [ -n "$pid" ] && break
  sleep 0.1
done
[ -n "$pid" ] || { cat "$log"; echo "the query's backend was not found" >&2; exit 1; }
samples=()
peak=0
while kill -0 "$client" 2>/dev/null && [ -r /proc/"$pid"/status ]; do
  anon=$(awk '/^RssAnon:/ { print $2 }' /proc/"$pid"/status 2>/dev/null || true)
  hwm=$(awk '/^VmHWM:/ { print $2 }' /proc/"$pid"/status 2>/dev/null || true)
  [ -n "$anon" ] && samples+=("$(( $(now_ms) - start )) $anon")
  [ -n "$hwm" ] && [ "$hwm" -gt "$peak" ] && peak=$hwm
  sleep 1
done
wait "$client"
cat "$log"
elapsed=$(( $(now_ms) - start ))
printf '%s\n' "${samples[@]}" | awk -v elapsed="$elapsed" -v peak="$peak" -v rows="$rows" '
  { t[NR] = $1 / 1000; kb[NR] = $2 }
  END { if (NR == 0) { print "no samples"; exit 1 }
        printf "%s rows in %.0f s; private memory (RssAnon) of the backend through the run:\n", rows, elapsed / 1000
        next_tenth = 0
        for (i = 1; i <= NR; i++)
          if (t[i] >= next_tenth * (elapsed / 1000) / 10 || i == NR) {
            printf "  %5.0f s  %8.1f MB\n", t[i], kb[i] / 1024
            while (t[i] >= next_tenth * (elapsed / 1000) / 10) next_tenth++
          }
        lo = hi = kb[1]; for (i = 1; i <= NR; i++) { if (kb[i] < lo) lo = kb[i]; if (kb[i] > hi) hi = kb[i] }
        printf "RssAnon from %.1f to %.1f MB over %d samples; peak resident size (VmHWM) %.1f MB\n", lo / 1024, hi / 1024, NR, peak / 1024 }'
psql -X -q -d postgres -c "DROP DATABASE $db"
