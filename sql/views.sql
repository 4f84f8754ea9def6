-- The seed schema's shape: locations, games, board, candidates, violations.
\set classic '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'

SELECT count(*) AS rows, count(DISTINCT cell_id) AS cells FROM sudoku_location;
SELECT * FROM sudoku_location WHERE cell_id IN (1, 41, 81) ORDER BY cell_id, group_type DESC;
SELECT count(*) AS rows FROM sudoku_location_wide;
SELECT * FROM sudoku_location_wide WHERE cell_id IN (1, 41, 81) ORDER BY cell_id;
SELECT count(*) AS rows_16x16, max(box) AS boxes FROM sudoku_location_wide(16);
SELECT * FROM sudoku_location_wide(6, 3, 2) WHERE "row" = 4 ORDER BY col;
SELECT count(*) FROM sudoku_location(4);
\set ON_ERROR_STOP 0
SELECT * FROM sudoku_location(7);
SELECT * FROM sudoku_location(6, 6, 1);
SELECT * FROM sudoku_location(NULL);
\set ON_ERROR_STOP 1

INSERT INTO sudoku_game (game_id, name, description, puzzle) VALUES
  (1, 'classic', 'the Wikipedia example', :'classic'),
  (2, 'broken', '5 twice in row 1', '55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'),
  (3, 'small', 'a 4x4', '12.. ..12 .... ....'),
  (7, 'in progress', 'two digits placed, marks trimmed', '53+4.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7+9:214 914');

SELECT * FROM sudoku_board WHERE game_id = 1 ORDER BY "row";
-- every size: c1 .. c9 up to 9x9, and the whole row as an array for any size
SELECT * FROM sudoku_board WHERE game_id = 3 ORDER BY "row";
INSERT INTO sudoku_game (game_id, name, description, puzzle) VALUES
  (4, 'large', 'a 16x16 with one row given', ('123456789ABCDEFG' || repeat('.', 240))::sudoku);
SELECT "row", c1, c9, cells FROM sudoku_board WHERE game_id = 4 AND "row" <= 2 ORDER BY "row";
SELECT count(*) AS board_rows, min(cardinality(cells)) AS row_length FROM sudoku_board WHERE game_id = 4;
SELECT "row", c1, c4, c5, cells FROM sudoku_candidate_display WHERE game_id = 3 ORDER BY "row";
SELECT "row", cells[1:3] AS first_three, cardinality(cells) AS row_length
FROM sudoku_candidate_display WHERE game_id = 4 AND "row" = 2;
DELETE FROM sudoku_game WHERE game_id = 4;
SELECT * FROM sudoku_candidate_display WHERE game_id = 7 ORDER BY "row";
SELECT cell_id, "row", col, box, string_agg(value::text, '' ORDER BY value) AS candidates
FROM sudoku_candidate WHERE game_id = 7 AND "row" = 1 GROUP BY 1, 2, 3, 4 ORDER BY 1;
SELECT * FROM sudoku_violation ORDER BY game_id, unit_type;

-- The lines of a query's plan that match a pattern: what a test asserts
-- of a plan, without the rest, which PostgreSQL releases print
-- differently (a subplan is "SubPlan 1" up to 18, "SubPlan array_1" on 19).
CREATE FUNCTION pg_temp.plan_lines(query text, pattern text)
RETURNS SETOF text LANGUAGE plpgsql AS $$
DECLARE
  line text;
BEGIN
  FOR line IN EXECUTE 'EXPLAIN (COSTS OFF) ' || query LOOP
    IF line ~ pattern THEN
      RETURN NEXT btrim(line);
    END IF;
  END LOOP;
END $$;
-- WHERE game_id = k computes that game only: the filter reaches the table scan
SET enable_seqscan = off;
SELECT * FROM pg_temp.plan_lines('SELECT * FROM sudoku_board WHERE game_id = 7', 'Scan|Index Cond');
EXPLAIN (COSTS OFF) SELECT * FROM sudoku_candidate WHERE game_id = 7;
SELECT * FROM pg_temp.plan_lines('SELECT * FROM sudoku_candidate_display WHERE game_id = 7', 'Scan|Index Cond');
EXPLAIN (COSTS OFF) SELECT * FROM sudoku_violation WHERE game_id = 7;
RESET enable_seqscan;

-- the games table is user data: pg_dump keeps it
SELECT c.relname FROM pg_extension e, unnest(e.extconfig) AS t(oid) JOIN pg_class c ON c.oid = t.oid
WHERE e.extname = 'sudoku' ORDER BY 1;
DELETE FROM sudoku_game;
