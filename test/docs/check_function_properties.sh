#!/usr/bin/env bash
# The README's table of functions that are not IMMUTABLE STRICT is exactly
# the list the regression test finds in the catalog (expected/functions.out,
# which pg_regress holds to the server's pg_proc): the same functions, with
# the same volatility and strictness, all PARALLEL SAFE.
# Prints "ok"/"not ok" and "1 passed, 0 failed" or "0 passed, 1 failed".
set -uo pipefail
cd "$(dirname "$0")/../.."

readme=$(awk '/<!-- function properties: begin -->/ { on = 1; next }
              /<!-- function properties: end -->/ { on = 0 }
              on && /^\| `/ {
                split($0, f, "|")
                name = f[2]; gsub(/[ `]/, "", name)
                v = f[3]; gsub(/ /, "", v)
                v = (v == "IMMUTABLE") ? "i" : (v == "STABLE") ? "s" : (v == "VOLATILE") ? "v" : "?" v
                st = f[4]; gsub(/ /, "", st)
                st = (st == "yes") ? "t" : (st == "no") ? "f" : "?" st
                print name " " v " s " st
              }' README.md | sort)
catalog=$(awk '/^SELECT p.oid::regprocedure AS function, p.provolatile/ { on = 1; next }
               on && /^\(/ { on = 0 }
               on && /^ sudoku/ {
                 split($0, f, "|")
                 name = f[1]; gsub(/ /, "", name)
                 v = f[2]; gsub(/ /, "", v); p = f[3]; gsub(/ /, "", p); st = f[4]; gsub(/ /, "", st)
                 print name " " v " " p " " st
               }' expected/functions.out | sort)
if [ -n "$catalog" ] && [ "$readme" = "$catalog" ]; then
  echo "ok - README's function properties are the catalog's ($(echo "$catalog" | wc -l) functions)"
  echo "1 passed, 0 failed"
else
  echo "not ok - README's function properties differ from expected/functions.out"
  diff <(echo "$readme") <(echo "$catalog") | sed 's/^/#   /'
  echo "0 passed, 1 failed"
  exit 1
fi
