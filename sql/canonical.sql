-- Equivalent puzzles: the canonical form (minlex), transformations,
-- equivalence, automorphisms; a unique index that refuses a twin, and a
-- parallel GROUP BY over the canonical form.
\set VERBOSITY default
\set classic '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'
\set easter '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1'

-- the minlex forms other tools print (kaityo256/minlex), 0 for an empty cell
SELECT sudoku_format(sudoku_canonical(:'classic'), 'line') AS classic,
       sudoku_format(sudoku_canonical(:'easter'), 'line') AS easter_monster;
SELECT translate(sudoku_format(sudoku_canonical(:'easter'), 'line'), '.', '0') =
       '000000001000002034004000560005003600010070000800900000006004020090800000700010000' AS as_published;
-- the canonical form is its own canonical form, and a puzzle of givens only
SELECT sudoku_canonical(sudoku_canonical(:'classic')) = sudoku_canonical(:'classic') AS idempotent,
       sudoku_given_count(sudoku_canonical(:'classic')) AS givens;

-- chosen transformations: transposed, rows and columns reordered, digits relabelled
SELECT sudoku_transform(:'classic', transpose => true) AS transposed;
SELECT sudoku_transform(:'classic', row_order => '{3,2,1,4,5,6,7,8,9}') AS rows_1_3_swapped;
SELECT sudoku_transform(:'classic', col_order => '{7,8,9,4,5,6,1,2,3}') AS stacks_1_3_swapped;
SELECT sudoku_transform(:'classic', digit_map => '{9,8,7,6,5,4,3,2,1}') AS digits_reversed;
-- a clockwise quarter turn: transposed, then the columns in reverse
SELECT sudoku_pretty(sudoku_transform(:'classic', true, col_order => '{9,8,7,6,5,4,3,2,1}')) AS quarter_turn;
-- a seed gives one transformation, the same on every platform
SELECT sudoku_transform(:'classic', 42) AS seed_42,
       sudoku_transform(:'classic', 42) = sudoku_transform(:'classic', 42) AS same_seed_same_result,
       sudoku_transform(:'classic', 42) <> sudoku_transform(:'classic', 43) AS other_seed;
-- every transformation keeps the canonical form
SELECT count(*) AS transformed,
       count(*) FILTER (WHERE sudoku_canonical(sudoku_transform(:'classic', s)) = sudoku_canonical(:'classic')) AS same_form,
       bool_and(sudoku_is_valid(sudoku_transform(:'classic', s))) AS all_valid
FROM generate_series(1, 100) AS s;
SELECT sudoku_canonical(sudoku_transform(:'classic', true, '{9,8,7,6,5,4,3,2,1}', '{4,5,6,1,2,3,9,8,7}', '{2,3,4,5,6,7,8,9,1}'))
       = sudoku_canonical(:'classic') AS chosen_keeps_form;

-- placed digits and pencil marks move with a transformation, but the
-- canonical form is the givens': a position reached from a puzzle has its form
SELECT sudoku_format(p, 'hodoku') AS before,
       sudoku_format(sudoku_transform(p, digit_map => '{2,1,3,4,5,6,7,8,9}'), 'hodoku') AS digits_1_2_swapped
FROM (SELECT '53+4.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:214'::sudoku AS p) AS s;
SELECT sudoku_canonical(sudoku_apply(:'classic', 10)) = sudoku_canonical(:'classic') AS midway_same_form,
       sudoku_format(sudoku_apply(:'classic', 10), 'canonical') <> sudoku_format(sudoku_apply(:'classic', 10), 'line') AS midway_has_placed;

-- equivalence
SELECT sudoku_equivalent(:'classic', sudoku_transform(:'classic', 7)) AS twin,
       sudoku_equivalent(:'classic', :'easter') AS other_puzzle,
       sudoku_equivalent(:'classic', sudoku_clear(:'classic', 1, 1)) AS one_given_less,
       sudoku_equivalent('.....5..5..4.6.....2.31.........25.3', '{3x2}........62...5...2...3.5...1..54...3') AS transposed_2x3;

-- automorphisms: most puzzles have only the identity; the most symmetric
-- grid has 648; the empty 9x9 maps to itself by the whole group, 2 * 6^8 * 9!
SELECT sudoku_automorphisms(:'classic') AS classic,
       sudoku_automorphisms('123456789456789123789123456231564897564897231897231564312645978645978312978312645') AS symmetric_grid,
       sudoku_automorphisms(repeat('.', 81)::sudoku) AS empty_9x9,
       sudoku_automorphisms('................') AS empty_4x4;

-- other sizes: 6x6 with 2x3 boxes (never transposed), 16x16, an empty 25x25
SELECT sudoku_format(sudoku_canonical('.....5..5..4.6.....2.31.........25.3'), 'line') AS six,
       sudoku_canonical(sudoku_transform('.....5..5..4.6.....2.31.........25.3', 11)) =
       sudoku_canonical('.....5..5..4.6.....2.31.........25.3') AS six_same_form;
SELECT sudoku_canonical(sudoku_transform(p, 3)) = sudoku_canonical(p) AS sixteen_same_form,
       sudoku_automorphisms(p) AS sixteen_automorphisms
FROM (SELECT ('123456789ABCDEFG' || repeat('.', 240))::sudoku AS p) AS s;
SELECT sudoku_empty_count(sudoku_canonical(repeat('.', 625)::sudoku)) AS empty_25x25;

-- a collection refuses a twin: a unique index on the canonical form
CREATE TABLE collection (id serial PRIMARY KEY, puzzle sudoku NOT NULL);
CREATE UNIQUE INDEX collection_twins ON collection (sudoku_canonical(puzzle));
INSERT INTO collection (puzzle) VALUES (:'classic'), (:'easter');
INSERT INTO collection (puzzle) VALUES (sudoku_transform(:'classic', 2024));
INSERT INTO collection (puzzle) VALUES (sudoku_transform(:'classic', 2024))
  ON CONFLICT (sudoku_canonical(puzzle)) DO NOTHING;
SELECT id, puzzle FROM collection ORDER BY id;
-- and finds a twin through the index
SET enable_seqscan = off;
EXPLAIN (COSTS OFF) SELECT id FROM collection WHERE sudoku_canonical(puzzle) = sudoku_canonical(sudoku_transform(:'classic', 5));
SELECT id FROM collection WHERE sudoku_canonical(puzzle) = sudoku_canonical(sudoku_transform(:'classic', 5));
RESET enable_seqscan;

-- grouping a pile of puzzles by their canonical form: the canonical forms
-- are made in the parallel workers
CREATE TABLE pile (puzzle sudoku);
INSERT INTO pile SELECT sudoku_transform(p, s)
FROM (VALUES (:'classic'::sudoku), (:'easter'), ('8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..')) AS v(p),
     generate_series(1, 40) AS s;
ANALYZE pile;
SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SET min_parallel_table_scan_size = 0;
SET max_parallel_workers_per_gather = 2;
EXPLAIN (COSTS OFF, VERBOSE) SELECT sudoku_canonical(puzzle), count(*) FROM pile GROUP BY 1;
SELECT count(*) AS copies, count(DISTINCT puzzle) AS distinct_copies
FROM pile GROUP BY sudoku_canonical(puzzle) ORDER BY 1, 2;
RESET max_parallel_workers_per_gather;
RESET min_parallel_table_scan_size;
RESET parallel_tuple_cost;
RESET parallel_setup_cost;
DROP TABLE pile;
DROP TABLE collection;

-- errors
SELECT sudoku_transform(:'classic', row_order => '{1,2,3}');
SELECT sudoku_transform(:'classic', row_order => '{1,2,3,4,5,6,7,8,NULL}');
SELECT sudoku_transform(:'classic', row_order => '{1,2,3,4,5,6,7,8,10}');
SELECT sudoku_transform(:'classic', row_order => '{0,2,3,4,5,6,7,8,9}');
SELECT sudoku_transform(:'classic', row_order => '{1,2,4,3,5,6,7,8,9}');
SELECT sudoku_transform(:'classic', col_order => '{1,1,3,4,5,6,7,8,9}');
SELECT sudoku_transform(:'classic', col_order => '{{1,2,3},{4,5,6},{7,8,9}}');
SELECT sudoku_transform(:'classic', digit_map => '{1,2,3,4,5,6,7,8,10}');
SELECT sudoku_transform(:'classic', digit_map => '{2,2,3,4,5,6,7,8,9}');
SELECT sudoku_transform('.....5..5..4.6.....2.31.........25.3', transpose => true);
SELECT sudoku_automorphisms(repeat('.', 256)::sudoku);
-- NULL in, NULL out
SELECT sudoku_canonical(NULL) IS NULL AS canonical_null,
       sudoku_transform(:'classic', NULL::bigint) IS NULL AS transform_null,
       sudoku_equivalent(:'classic', NULL) IS NULL AS equivalent_null;
