-- New puzzles: sudoku_generate and sudoku_generate_many.  A seed gives one
-- puzzle on every platform and in every version (the outputs below are
-- pinned); every puzzle has exactly one solution, is minimal, has the
-- symmetry asked and the rating asked.
\set VERBOSITY default

-- the givens of a puzzle that can go alone (leaving one solution): none in a minimal puzzle
CREATE FUNCTION pg_temp.removable(p sudoku) RETURNS bigint LANGUAGE sql AS $$
	SELECT count(*) FROM sudoku_cells(p) AS c
	WHERE c.given AND sudoku_is_unique(sudoku_clear(p, c."row", c.col)) $$;
-- givens whose image under a symmetry is not a given
CREATE FUNCTION pg_temp.asymmetric(p sudoku, map text) RETURNS bigint LANGUAGE sql AS $$
	SELECT count(*) FROM sudoku_cells(p) AS a
	JOIN sudoku_cells(p) AS b ON (b."row", b.col) = (
		CASE map WHEN 'central' THEN sudoku_size(p) + 1 - a."row" WHEN 'diagonal' THEN a.col
				 WHEN 'horizontal' THEN sudoku_size(p) + 1 - a."row" WHEN 'vertical' THEN a."row"
				 WHEN 'quarter' THEN a.col END,
		CASE map WHEN 'central' THEN sudoku_size(p) + 1 - a.col WHEN 'diagonal' THEN a."row"
				 WHEN 'horizontal' THEN a.col WHEN 'vertical' THEN sudoku_size(p) + 1 - a.col
				 WHEN 'quarter' THEN sudoku_size(p) + 1 - a."row" END)
	WHERE a.given AND NOT b.given $$;

-- a seed gives one puzzle (these are pinned: the generator's algorithm is part of the contract)
SELECT sudoku_generate(seed => 1) AS seed_1;
SELECT sudoku_generate(seed => 2) AS seed_2;
SELECT sudoku_generate(seed => -1) AS seed_minus_1;
SELECT sudoku_generate(seed => 1, size => 4) AS size_4;
SELECT sudoku_generate(seed => 1, size => 6) AS size_6;
SELECT sudoku_generate(seed => 1, size => 6, box_rows => 3, box_cols => 2) AS size_6_3x2;
SELECT sudoku_generate(seed => 1, size => 8, box_rows => 4, box_cols => 2) AS size_8_4x2;
SELECT sudoku_generate(seed => 1, size => 12) AS size_12;
SELECT sudoku_generate(seed => 1, symmetry => 'central') AS central;
SELECT sudoku_generate(seed => 1, symmetry => 'diagonal', minimal => false) AS diagonal_not_minimal;
SELECT sudoku_generate(seed => 1, level => 'Easy') AS easy,
       sudoku_generate(seed => 1, level => 'Medium') AS medium;
SELECT sudoku_generate(seed => 1, level => 'Hard') AS hard,
       sudoku_generate(seed => 1, level => 'Unfair') AS unfair;
SELECT sudoku_generate(seed => 1, level => 'Extreme') AS extreme;
-- "needs an X-Wing, nothing harder"
SELECT sudoku_generate(seed => 1, require => '{X-Wing}', level => 'Hard') AS x_wing;
SELECT sudoku_generate(seed => 1, min_score => 1000, max_score => 1200, forbid => '{Uniqueness}') AS score_1000_1200;
SELECT sudoku_generate(seed => 1) = sudoku_generate(seed => 1) AS same_seed_same_puzzle,
       sudoku_generate(seed => 1) <> sudoku_generate(seed => 2) AS other_seed;

-- the rating is as asked
SELECT l AS level, (sudoku_rate(sudoku_generate(seed => 5, level => l))).level AS rated
FROM unnest(enum_range(NULL::sudoku_difficulty)) AS l;
SELECT r.score BETWEEN 1000 AND 1200 AS in_range,
       NOT ('Uniqueness Test 1' = ANY (sudoku_techniques_used(p))) AS no_uniqueness
FROM (SELECT sudoku_generate(seed => 1, min_score => 1000, max_score => 1200, forbid => '{Uniqueness}') AS p) AS g,
     sudoku_rate(g.p) AS r;
-- bounds met exactly: a score range of one score, the puzzle's own, gives that
-- puzzle; 0 is a score a bound may be
SELECT sudoku_generate(seed => 1, min_score => r.score, max_score => r.score,
					   forbid => '{Uniqueness}') = g.p AS exact_score_same_puzzle,
	   sudoku_generate(seed => 1, min_score => 0) = sudoku_generate(seed => 1, min_score => 1)
	   AS min_score_0
FROM (SELECT sudoku_generate(seed => 1, min_score => 1000, max_score => 1200, forbid => '{Uniqueness}') AS p) AS g,
     sudoku_rate(g.p) AS r;
SELECT 'X-Wing' = ANY (sudoku_techniques_used(p)) AS uses_x_wing, sudoku_level(p) AS level
FROM (SELECT sudoku_generate(seed => 1, require => '{0300}', level => 'Hard') AS p) AS g;
-- a category as an item: some technique of it in the path
SELECT EXISTS (SELECT 1 FROM unnest(sudoku_techniques_used(p)) AS u
			   JOIN sudoku_techniques() AS t ON t.name = u WHERE t.category = 'Single Digit Patterns') AS uses_one
FROM (SELECT sudoku_generate(seed => 3, require => '{Single Digit Patterns}') AS p) AS g;

-- every puzzle: one solution, minimal, the symmetry asked
SELECT s AS symmetry, sudoku_is_unique(p) AS is_unique, pg_temp.removable(p) AS removable,
       pg_temp.asymmetric(p, CASE s WHEN 'rotational' THEN 'quarter' ELSE s END) AS asymmetric
FROM unnest('{central,rotational,diagonal,horizontal,vertical}'::text[]) AS s,
     sudoku_generate(seed => 11, symmetry => s) AS p;
-- without minimal, a symmetric puzzle can have givens that go alone, never with their images
SELECT sudoku_is_unique(p) AS is_unique, pg_temp.removable(p) AS removable, pg_temp.asymmetric(p, 'diagonal') AS asymmetric
FROM sudoku_generate(seed => 1, symmetry => 'diagonal', minimal => false) AS p;
SELECT n AS size, sudoku_is_unique(p) AS is_unique, pg_temp.removable(p) AS removable,
       sudoku_box_rows(p) || 'x' || sudoku_box_cols(p) AS boxes
FROM unnest('{4,6,8,9,10,12}'::int[]) AS n, sudoku_generate(seed => 7, size => n) AS p;
SELECT sudoku_is_unique(p) AS is_unique, pg_temp.removable(p) AS removable, sudoku_size(p) AS size
FROM sudoku_generate(seed => 7, size => 16, symmetry => 'central', minimal => false) AS p;

-- a random complete grid alone, of any size and box shape
SELECT sudoku_random_grid(seed => 1) AS grid_9, sudoku_random_grid(seed => 1, size => 4) AS grid_4;
SELECT sudoku_random_grid(seed => 1, size => 6, box_rows => 3, box_cols => 2) AS grid_6_3x2;
SELECT n AS size, sudoku_is_complete(g) AS complete, sudoku_is_valid(g) AS valid, sudoku_given_count(g) AS givens,
       sudoku_box_rows(g) || 'x' || sudoku_box_cols(g) AS boxes
FROM unnest('{4,12,16,20,25}'::int[]) AS n, sudoku_random_grid(seed => n, size => n) AS g;
SELECT sudoku_is_complete(g) AS complete, sudoku_is_valid(g) AS valid, sudoku_box_rows(g) || 'x' || sudoku_box_cols(g) AS boxes
FROM sudoku_random_grid(seed => 3, size => 24, box_rows => 2, box_cols => 12) AS g;
SELECT count(DISTINCT g) AS different FROM (SELECT sudoku_random_grid(size => 16) AS g FROM generate_series(1, 3)) AS r;

-- many at once: each row with its seed, which makes the same puzzle alone
SELECT * FROM sudoku_generate_many(3, seed => 42);
SELECT count(*) AS puzzles, count(DISTINCT puzzle) AS different,
       bool_and(puzzle = sudoku_generate(seed => puzzle_seed, level => 'Medium')) AS each_from_its_seed,
       bool_and(sudoku_level(puzzle) = 'Medium') AS all_medium
FROM sudoku_generate_many(20, seed => 42, level => 'Medium');
SELECT count(*) AS none FROM sudoku_generate_many(0, seed => 1);

-- without a seed: a new puzzle each call, drawn from the server's random source
SELECT sudoku_is_unique(p) AS is_unique, pg_temp.removable(p) AS removable, sudoku_level(p) AS level
FROM sudoku_generate(level => 'Hard', symmetry => 'central') AS p;
SELECT count(DISTINCT p) AS different FROM (SELECT sudoku_generate() AS p FROM generate_series(1, 5)) AS g;
SELECT count(*) AS puzzles, count(DISTINCT puzzle_seed) AS seeds, bool_and(sudoku_size(puzzle) = 6) AS size_6
FROM sudoku_generate_many(5, size => 6);
-- with a seed the function is IMMUTABLE, without one VOLATILE
SELECT p.oid::regprocedure AS function, p.provolatile AS volatility, p.proparallel AS parallel
FROM pg_proc AS p WHERE p.proname IN ('sudoku_generate', 'sudoku_generate_many', 'sudoku_random_grid')
ORDER BY p.proname, p.pronargs;

-- errors
-- a target nothing meets within the attempts: a 4x4 puzzle is never Extreme
SELECT sudoku_generate(seed => 1, size => 4, level => 'Extreme');
SELECT sudoku_generate(seed => 1, level => 'Easy', min_score => 2000, attempts => 50);
SELECT sudoku_generate(seed => 1, symmetry => 'full', attempts => 20);
SELECT sudoku_generate(seed => 1, size => 4, level => 'Extreme', attempts => 1);
-- a target no puzzle can meet
SELECT sudoku_generate(seed => 1, forbid => '{all}');
SELECT sudoku_generate(seed => 1, require => '{X-Wing}', forbid => '{Basic Fish}');
SELECT sudoku_generate(seed => 1, require => '{Squirmbag}');
-- bad arguments
SELECT sudoku_generate(seed => 1, symmetry => 'spiral');
SELECT sudoku_generate(seed => 1, box_rows => 2, box_cols => 4);
SELECT sudoku_generate(seed => 1, size => 7);
SELECT sudoku_generate(seed => 1, require => '{X-Wings}');
-- one technique more than can be required: too many, not unknown
SELECT sudoku_generate(seed => 1, require => array_fill('Hidden Single'::text, ARRAY[17]));
SELECT sudoku_generate(seed => 1, forbid => '{-X-Wing}');
SELECT sudoku_generate(seed => 1, forbid => ARRAY[NULL]);
SELECT sudoku_generate(seed => 1, min_score => 500, max_score => 400);
SELECT sudoku_generate(seed => 1, min_score => 5, max_score => 0);
SELECT sudoku_generate(seed => 1, min_score => -1);
SELECT sudoku_generate(seed => 1, attempts => 0);
-- one attempt is enough where there is no target
SELECT sudoku_generate(seed => 1, attempts => 1) = sudoku_generate(seed => 1) AS one_attempt;
SELECT sudoku_generate(seed => NULL);
SELECT * FROM sudoku_generate_many(-1, seed => 1);
SELECT * FROM sudoku_generate_many(NULL, seed => 1);
SELECT sudoku_random_grid(seed => 1, size => 26);
SELECT sudoku_random_grid(seed => NULL);
-- a number in the seed's place of a call without a seed is the size; an
-- unsupported one says how to give a seed (1.2), and a size with no box
-- shape is not reported as boxes of 0x0 cells
SELECT * FROM sudoku_generate_many(10, 42);
SELECT sudoku_generate(42);
SELECT sudoku_random_grid(1000);
SELECT sudoku_generate(seed => 1, size => 7, box_rows => 2);
-- one side of the box alone gives the other (1.2; before, "no sudoku grid of size 6
-- with boxes of 3 rows")
SELECT sudoku_random_grid(seed => 1, size => 6, box_rows => 3)
     = sudoku_random_grid(seed => 1, size => 6, box_rows => 3, box_cols => 2) AS rows_alone,
       sudoku_box_rows(sudoku_random_grid(seed => 1, size => 6, box_cols => 3)) AS cols_alone_rows;
-- 2x6 boxes: r3c1 is in the third box (in the usual 3x4 shape, the first)
SELECT box AS r3c1_box FROM sudoku_location_wide(12, box_cols => 6) WHERE row = 3 AND col = 1;
SELECT sudoku_generate(seed => 1, size => 9, box_cols => 9);
-- an untyped NULL or a quoted number there could be either: the error
-- names both calls (1.2; before, "not unique")
SELECT sudoku_generate(NULL);
SELECT sudoku_generate('16');
SELECT * FROM sudoku_generate_many(10, NULL);
SELECT sudoku_random_grid('42');
-- a long search stops at statement_timeout
SET statement_timeout = '200ms';
SELECT count(*) FROM sudoku_generate_many(100000, seed => 1, level => 'Extreme');
RESET statement_timeout;
