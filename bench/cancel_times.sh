#!/usr/bin/env bash
# cancel_times.sh -- how long each worst-case search runs past its
# statement_timeout before the server cancels it.
#
#   pg_virtualenv -t bench/cancel_times.sh [RUNS]     (a throwaway cluster)
#   bench/cancel_times.sh [RUNS]                       (the server psql reaches)
#
# Runs sql/cancel.sql, the regression test of cancellation, with timing on:
# RUNS times (3 unless told) at each of several timeouts, so that the cancel
# lands in different phases of each search.  Prints for each query the
# worst time from the timeout to its SQLSTATE 57014 error, which is how long
# the search took to notice.  A query the file gives its own timeout (the
# forcing searches, 20 ms) keeps it and is measured from it.  The sudoku
# extension must be installed.
set -euo pipefail

runs=${1:-3}
timeouts="100 137 251 503 997"
here=$(cd "$(dirname "$0")/.." && pwd)
db=sudoku_cancel
export PGOPTIONS="${PGOPTIONS:-} -c client_min_messages=warning"
psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db"
psql -X -q -d $db -c "CREATE EXTENSION sudoku"
script=$(mktemp)
trap 'rm -f "$script"' EXIT

for timeout in $timeouts; do
  sed "s/statement_timeout = '100ms'/statement_timeout = '${timeout}ms'/" "$here/sql/cancel.sql" >"$script"
  grep -q "statement_timeout = '${timeout}ms'" "$script"
  for _ in $(seq "$runs"); do
    echo "timeout $timeout"
    # -e echoes each query before its result; timing is printed after errors too
    psql -X -q -e -d $db -c '\timing on' -f "$script" 2>&1
  done
done | awk '
  /^timeout /     { timeout = $2 }
  # a query may run under its own timeout (the forcing searches: 20 ms)
  /^SET statement_timeout = \047[0-9]+ms\047/ { timeout = $0; gsub(/[^0-9]/, "", timeout) }
  # a long puzzle literal shows as its size and number of givens
  /^SELECT/       { query = ""; rest = $0
                    while (match(rest, /\047[^\047]+\047/)) {
                      literal = substr(rest, RSTART, RLENGTH)
                      if (RLENGTH > 40) {
                        cells = RLENGTH - 2
                        givens = gsub(/[^.\047]/, "", literal)
                        literal = "<" cells " cells, " givens " given>"
                      }
                      query = query substr(rest, 1, RSTART - 1) literal
                      rest = substr(rest, RSTART + RLENGTH)
                    }
                    query = query rest }
  /ERROR:  57014/ { cancelled = 1 }
  /^Time:/        { if (cancelled) {
                      late = $2 - timeout
                      if (!(query in worst)) { order[n++] = query; worst[query] = late }
                      if (late > worst[query]) worst[query] = late
                      count[query]++
                      if (late > overall) overall = late
                    }
                    cancelled = 0 }
  END             { printf "%8s %8s  %s\n", "cancels", "worst ms", "query (ms from the timeout to the error)"
                    for (i = 0; i < n; i++) printf "%8d %8.1f  %s\n", count[order[i]], worst[order[i]], order[i]
                    printf "worst over all: %.1f ms past the timeout\n", overall
                    if (n == 0) { print "no query was cancelled"; exit 1 } }'
psql -X -q -d postgres -c "DROP DATABASE $db"
