-- Cells, candidates, violations, accessors and builders.
\set VERBOSITY default
\set classic '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'

SELECT * FROM sudoku_cells(:'classic') WHERE "row" IN (1, 5) ORDER BY cell_id;
SELECT count(*) AS cells, count(value) AS filled, count(*) FILTER (WHERE given) AS givens,
       count(DISTINCT box) AS boxes
FROM sudoku_cells(:'classic');
-- a placed digit has a value and is no given
SELECT cell_id, value, given
FROM sudoku_cells('53+4.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79')
WHERE "row" = 1 AND col <= 4 ORDER BY cell_id;
-- 6x6 with 2x3 boxes: box numbers run across, then down
SELECT "row", string_agg(box::text, ' ' ORDER BY col) AS boxes
FROM sudoku_cells('123456............................65') GROUP BY "row" ORDER BY "row";

-- candidates: the seeds' possible values, exact for the first row
SELECT cell_id, string_agg(value::text, '' ORDER BY value) AS candidates
FROM sudoku_candidates(:'classic') WHERE "row" = 1 GROUP BY cell_id ORDER BY cell_id;
SELECT count(*) AS candidates FROM sudoku_candidates(:'classic');
-- the position's own pencil marks count, not only what the digits imply
SELECT cell_id, string_agg(value::text, '' ORDER BY value) AS candidates
FROM sudoku_candidates((:'classic' || ':413 214 914')::sudoku) WHERE "row" = 1 GROUP BY cell_id ORDER BY cell_id;
SELECT count(*) AS none_on_a_full_grid
FROM sudoku_candidates('534678912672195348198342567859761423426853791713924856961537284287419635345286179');

-- violations: digits twice in a unit, an empty cell with no candidate
SELECT * FROM sudoku_violations(:'classic');
SELECT * FROM sudoku_violations('55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:222 322 422 722');
SELECT sudoku_is_valid(:'classic') AS classic_valid,
       sudoku_is_valid('55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79') AS broken_valid,
       sudoku_is_complete(:'classic') AS classic_complete,
       sudoku_is_complete('534678912672195348198342567859761423426853791713924856961537284287419635345286179') AS full_complete;

-- accessors
SELECT sudoku_size(:'classic') AS size, sudoku_box_rows(:'classic') AS box_rows,
       sudoku_box_cols(:'classic') AS box_cols, sudoku_given_count(:'classic') AS givens,
       sudoku_empty_count(:'classic') AS empty, sudoku_value(:'classic', 1, 1) AS r1c1,
       sudoku_value(:'classic', 1, 3) AS r1c3;

-- builders: set (placed or given), clear, eliminate
SELECT sudoku_set(:'classic', 1, 3, 4) AS placed;
SELECT sudoku_set(:'classic', 1, 3, 4, given => true) AS given;
SELECT sudoku_clear(sudoku_set(:'classic', 1, 3, 4), 1, 3) = :'classic'::sudoku AS set_then_clear;
SELECT sudoku_clear(:'classic', 1, 1) AS cleared_given;
SELECT sudoku_eliminate(:'classic', 1, 3, 4) AS eliminated;
SELECT sudoku_eliminate(sudoku_eliminate(:'classic', 1, 3, 4), 1, 1, 5) = sudoku_eliminate(:'classic', 1, 3, 4)
  AS filled_cell_unchanged;
-- clearing a digit gives it back to the peers' marks
SELECT string_agg(value::text, '' ORDER BY value) AS r1c3_after_clearing_r1c1
FROM sudoku_candidates(sudoku_clear(:'classic', 1, 1)) WHERE cell_id = 3;

\set ON_ERROR_STOP 0
SELECT sudoku_value(:'classic', 0, 1);
SELECT sudoku_value(:'classic', 1, 10);
SELECT sudoku_value(:'classic', 1, 0);
SELECT sudoku_set(:'classic', 1, 3, 10);
SELECT sudoku_set('12.. ..12 .... ....', 1, 3, 5);
SELECT sudoku_eliminate(:'classic', 1, 3, 0);
SELECT sudoku_set(:'classic', 1, 3, 0);
-- the largest digit may be taken out (r1c3 of this 4x4 keeps 3)
SELECT string_agg(value::text, '') AS left_in_r1c3
FROM sudoku_candidates(sudoku_eliminate('12.. ..12 .... ....', 1, 3, 4)) WHERE cell_id = 3;
\set ON_ERROR_STOP 1

-- display
SELECT sudoku_pretty(:'classic');
SELECT sudoku_pretty('{3x2}123456............................65');
SELECT sudoku_format(:'classic', 'line') AS line, sudoku_format(sudoku_set(:'classic', 1, 3, 4), 'hodoku') AS hodoku;
SELECT sudoku_format(sudoku_set(:'classic', 1, 3, 4), 'line') AS line_drops_marks;
SELECT sudoku_format(sudoku_eliminate('12.. ..12 .... ....', 4, 4, 3), 'hodoku') AS hodoku4;
SELECT sudoku_format('12.. ..12 .... ....', 'grid_marks');
SELECT sudoku_candidate_masks(:'classic') AS masks;
-- the widest mask: an empty 25x25 cell holds all 25 digits
SELECT array_length(m, 1) AS rows, array_length(m, 2) AS cols, m[1][1] AS r1c1, m[25][25] AS r25c25
FROM sudoku_candidate_masks(repeat('.', 625)::sudoku) AS m;

-- every function of the extension has a comment; the pure ones are marked so
SELECT p.proname FROM pg_proc p JOIN pg_depend d ON d.objid = p.oid AND d.deptype = 'e'
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'sudoku'
WHERE obj_description(p.oid, 'pg_proc') IS NULL;
SELECT p.oid::regprocedure AS function, p.provolatile, p.proparallel, p.proisstrict
FROM pg_proc p JOIN pg_depend d ON d.objid = p.oid AND d.deptype = 'e'
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'sudoku'
WHERE p.provolatile <> 'i' OR p.proparallel <> 's' OR NOT p.proisstrict ORDER BY p.oid::regprocedure::text;
