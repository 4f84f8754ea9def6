#!/usr/bin/env bash
# A pg_dump / pg_restore round trip of games: run inside a cluster (scripts/test.sh
# runs it under pg_virtualenv).  Games of three sizes, one with pencil marks
# and placed digits, are dumped in the custom format and restored into a new
# database; every game must come back the same (text form, pencil marks, owner,
# time), and the next game must get the next id.  The owner is a role's name,
# which means the same role in another cluster: a game of a role this cluster
# does not have (as in a dump of another) restores as it was.  Prints "ok" or
# "not ok" lines.
set -uo pipefail

src=sudoku_dump_src dst=sudoku_dump_dst
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"; dropdb --if-exists $src; dropdb --if-exists $dst' EXIT
dropdb --if-exists $src; dropdb --if-exists $dst
psql_q() { psql -X -q -At -v ON_ERROR_STOP=1 "$@"; }

createdb $src
psql_q -d $src <<'SQL' || { echo "not ok: dump_restore setup"; exit 1; }
CREATE EXTENSION sudoku;
INSERT INTO sudoku_game (name, description, puzzle) VALUES
  ('classic', 'a 9x9 from the newspaper',
   '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'),
  ('marks', 'five logical steps in: placed digits and pencil marks',
   sudoku_apply('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......', 5)),
  ('16x16', NULL,
   '..3..6..9..C..F..6..1..4..F..A..9..C..F..2..5..8..F..A..5..8..3..1..6..7..C..D..6..7..4..D..A..B..C..D..2..3..8..D..A..B..8..1..3..2..5..C..F..E..5..4..F..E..9..C..F..E..1..8..F..E..9..8..3..2..2..7..C..9..E..7..4..1..E..B..C..9..E..3..8..5..E..B..8..5..2.'),
  ('4x4', NULL, '1...........4..2');
-- a superuser may write any owner: here a role of another cluster
INSERT INTO sudoku_game (name, puzzle, owner) VALUES
  ('elsewhere', '1...........4..2', 'Sudoku Dump Elsewhere');
SQL

games="SELECT game_id, name, coalesce(description, '-'), puzzle::text,
              array_to_string(sudoku_candidate_masks(puzzle), ','), owner, created
       FROM sudoku_game ORDER BY game_id"
pg_dump -Fc -f "$tmp/games.dump" $src && createdb $dst && pg_restore -d $dst "$tmp/games.dump" \
  || { echo "not ok: dump_restore pg_dump or pg_restore failed"; exit 1; }
psql_q -d $src -c "$games" > "$tmp/before"
psql_q -d $dst -c "$games" > "$tmp/after"
if [ "$(wc -l < "$tmp/before")" -eq 5 ] && grep -q '|Sudoku Dump Elsewhere|' "$tmp/after" && cmp -s "$tmp/before" "$tmp/after"; then
  echo "ok: dump_restore games come back the same (5 games, marks and owners, one of a role of another cluster)"
else
  echo "not ok: dump_restore games differ after the round trip"; diff "$tmp/before" "$tmp/after" | head -20
  exit 1
fi
next=$(psql_q -d $dst -c "INSERT INTO sudoku_game (puzzle) VALUES ('1...........4..2') RETURNING game_id")
if [ "$next" = 6 ]; then
  echo "ok: dump_restore the next game gets the next id"
else
  echo "not ok: dump_restore the next game got id $next, not 6"; exit 1
fi
