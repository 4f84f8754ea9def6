#!/usr/bin/env bash
# Soft input errors of the sudoku type: run inside a cluster (under
# pg_virtualenv, as scripts/check-debian.sh does) with the extension installed.
#   - every version: a bad literal cast to sudoku is still an error (22P02)
#   - PostgreSQL 16+: pg_input_is_valid() says f for bad text (and t for a
#     good puzzle) without raising, and pg_input_error_info() returns the
#     message, detail and SQLSTATE that the cast would have raised
#   - PostgreSQL 17+: COPY ... FROM 'file' WITH (ON_ERROR ignore) into a sudoku
#     column loads exactly the good lines of a file of good and bad lines and
#     says in a NOTICE how many it skipped
# Prints "ok N - ..." / "not ok N - ..." lines, "# skip ..." for the checks
# the server's version does not have, "# ..." for details.
set -uo pipefail

db=sudoku_soft_errors
tmp=$(mktemp -d)
chmod 755 "$tmp"            # the server (user postgres) reads the COPY file
trap 'rm -rf "$tmp"; dropdb --if-exists $db 2>/dev/null' EXIT
psql_q() { psql -X -q -At -v ON_ERROR_STOP=1 -d $db "$@"; }

n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() { n=$((n + 1)); echo "not ok $n - $1"; }
check() { if [ "$1" = "$2" ]; then ok "$3"; else not_ok "$3"; echo "#   got '$1', want '$2'"; fi; }

good1='53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'
good2='400000805030000000000700000020000060000080400000010000000603070500200000104000000'
bad_short=${good1:0:80}                     # 80 cells: no grid has that many
bad_letter=${good1:0:40}q${good1:41}        # 81 characters, one a letter

dropdb --if-exists $db 2>/dev/null
if createdb $db && psql_q -c 'CREATE EXTENSION sudoku' 2>"$tmp/err"; then
  ok "CREATE EXTENSION sudoku"
else
  not_ok "CREATE EXTENSION sudoku"; sed 's/^/#   /' "$tmp/err"; exit 1
fi
ver=$(psql_q -c 'SHOW server_version_num')
echo "# server_version_num $ver"

# every version: the cast of a bad literal raises invalid_text_representation
out=$(psql -X -At -d $db -v VERBOSITY=verbose -c "SELECT 'x'::sudoku" 2>&1)
if echo "$out" | grep -q '^ERROR:  22P02: invalid input syntax for type sudoku'; then
  ok "'x'::sudoku raises 22P02 invalid input syntax"
else
  not_ok "'x'::sudoku raises 22P02 invalid input syntax"; echo "$out" | sed 's/^/#   /'
fi
check "$(psql_q -c "SELECT '$good1'::sudoku IS NOT NULL" 2>&1)" t "a good 9x9 puzzle casts to sudoku"

if [ "$ver" -ge 160000 ]; then
  check "$(psql_q -c "SELECT pg_input_is_valid('$good1', 'sudoku')" 2>&1)" t \
    "pg_input_is_valid(good 9x9 puzzle, 'sudoku') is t"
  check "$(psql_q -c "SELECT pg_input_is_valid('x', 'sudoku')" 2>&1)" f \
    "pg_input_is_valid('x', 'sudoku') is f"
  check "$(psql_q -c "SELECT pg_input_is_valid('$bad_short', 'sudoku')" 2>&1)" f \
    "pg_input_is_valid(80 characters, 'sudoku') is f"
  check "$(psql_q -c "SELECT pg_input_is_valid('$bad_letter', 'sudoku')" 2>&1)" f \
    "pg_input_is_valid(81 characters with a letter, 'sudoku') is f"
  # message, detail and SQLSTATE, one a line (the hint may be empty)
  info=$(psql -X -q -At -v ON_ERROR_STOP=1 -d $db -R $'\n' -F $'\n' \
    -c "SELECT coalesce(message, ''), coalesce(detail, ''), coalesce(sql_error_code, '')
        FROM pg_input_error_info('x', 'sudoku')" 2>&1)
  rc=$?
  msg=$(echo "$info" | sed -n 1p) detail=$(echo "$info" | sed -n 2p) code=$(echo "$info" | sed -n 3p)
  if [ $rc -eq 0 ] && [ -n "$msg" ] && [ -n "$detail" ] && [ "$code" = 22P02 ] && [ "$(echo "$info" | wc -l)" -eq 3 ]; then
    ok "pg_input_error_info('x', 'sudoku') gives message, detail and SQLSTATE 22P02"
  else
    not_ok "pg_input_error_info('x', 'sudoku') gives message, detail and SQLSTATE 22P02"
  fi
  if [ $rc -eq 0 ]; then
    echo "#   message: $msg"
    echo "#   detail: $detail"
    echo "#   sqlstate: $code"
  else
    echo "$info" | sed 's/^/#   /'
  fi
else
  echo "# skip pg_input_is_valid and pg_input_error_info (PostgreSQL 16+, this is $ver)"
fi

if [ "$ver" -ge 170000 ]; then
  # good and bad lines, a good one last; '0' for empty cells on one line
  printf '%s\n' "$good1" x "$good2" "$bad_short" "$bad_letter" > "$tmp/puzzles.txt"
  chmod 644 "$tmp/puzzles.txt"
  out=$(psql -X -q -At -v ON_ERROR_STOP=1 -d $db 2>&1 <<SQL
CREATE TABLE t (p sudoku);
COPY t (p) FROM '$tmp/puzzles.txt' WITH (ON_ERROR ignore);
SQL
  )
  rc=$?
  echo "$out" | sed 's/^/#   /'
  loaded=$(psql_q -c "SELECT count(*) || ':' || coalesce(string_agg(p::text, ',' ORDER BY p::text), '') FROM t" 2>&1)
  want=$(psql_q -c "SELECT count(*) || ':' || string_agg(g::sudoku::text, ',' ORDER BY g::sudoku::text)
                    FROM unnest(ARRAY['$good1', '$good2']) g" 2>&1)
  if [ $rc -eq 0 ] && [ "$loaded" = "$want" ]; then
    ok "COPY ... WITH (ON_ERROR ignore) loads exactly the 2 good of 5 lines"
  else
    not_ok "COPY ... WITH (ON_ERROR ignore) loads exactly the 2 good of 5 lines"
    echo "#   got '$loaded'"
  fi
  if echo "$out" | grep -qE 'NOTICE: +3 rows? (were|was) skipped'; then
    ok "COPY ... WITH (ON_ERROR ignore) reports 3 skipped rows"
  else
    not_ok "COPY ... WITH (ON_ERROR ignore) reports 3 skipped rows"
  fi
else
  echo "# skip COPY ... WITH (ON_ERROR ignore) (PostgreSQL 17+, this is $ver)"
fi
