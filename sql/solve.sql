-- The exact solver: solve, list, count, uniqueness; every size; pencil marks.
\set VERBOSITY default
\set classic '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'

-- the known solution; givens stay givens, the rest are placed digits
SELECT sudoku_solve(:'classic') AS solution;
SELECT sudoku_format(sudoku_solve(:'classic'), 'line') = '534678912672195348198342567859761423426853791713924856961537284287419635345286179' AS known,
       sudoku_given_count(sudoku_solve(:'classic')) AS givens,
       sudoku_is_complete(sudoku_solve(:'classic')) AS complete,
       sudoku_is_valid(sudoku_solve(:'classic')) AS valid;
SELECT sudoku_count_solutions(:'classic') AS count, sudoku_is_unique(:'classic') AS is_unique;
SELECT sudoku_format(s, 'line') AS solution FROM sudoku_solutions(:'classic', 10) s;

-- a hard one (Arto Inkala's "world's hardest")
SELECT sudoku_format(sudoku_solve('8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'), 'line') AS inkala,
       sudoku_is_unique('8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..') AS unique_inkala;

-- several solutions: counted up to max_count, listed in lexicographic order
SELECT sudoku_count_solutions('................', 1000) AS empty_4x4,
       sudoku_count_solutions('................', 10) AS capped,
       sudoku_count_solutions('................', 0) AS zero,
       sudoku_is_unique('................') AS is_unique;
SELECT sudoku_format(s, 'line') AS solution FROM sudoku_solutions('1...............', 4) s;
SELECT sudoku_format(sudoku_solve('................'), 'line') AS smallest;
SELECT sudoku_count_solutions('....7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79', 100) AS two_givens_gone;
SELECT bool_and(sudoku_is_valid(s) AND sudoku_is_complete(s)) AS all_valid,
       count(*) AS listed, count(DISTINCT s) AS distinct_solutions
FROM sudoku_solutions('....7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79', 100) s;
-- sudoku_solve returns the smallest of them
SELECT sudoku_solve('....7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79') =
       (SELECT s FROM sudoku_solutions('....7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79', 100) s
        ORDER BY s LIMIT 1)
  AS solve_is_smallest;

-- no solution: a broken grid, marks that leave an empty cell with nothing,
-- marks that leave a digit no place in a row although every cell has some
SELECT sudoku_solve('55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79') IS NULL AS broken,
       sudoku_count_solutions((:'classic' || ':555')::sudoku) AS empty_cell,
       sudoku_count_solutions((:'classic' || ':113 117 118')::sudoku) AS no_place_for_1,
       sudoku_is_valid((:'classic' || ':113 117 118')::sudoku) AS looks_valid,
       sudoku_count_solutions((:'classic' || ':413')::sudoku) AS true_digit_removed;
SELECT count(*) AS none FROM sudoku_solutions((:'classic' || ':413')::sudoku);
-- pencil marks are respected: removing one of two solutions' digits leaves one
SELECT sudoku_count_solutions('1...............:213', 1000) AS without_2_at_r1c3;

-- every size: empty grids have solutions, found in lexicographic order
SELECT n, sudoku_format(sudoku_solve(sudoku_from_int_array(array_fill(0, ARRAY[n, n]))), 'line') AS first_solution
FROM (VALUES (4), (6), (8), (9)) v(n);
SELECT n, sudoku_is_valid(s) AND sudoku_is_complete(s) AS solved, left(sudoku_format(s, 'line'), n) AS first_row
FROM (SELECT n, sudoku_solve(sudoku_from_int_array(array_fill(0, ARRAY[n, n]))) AS s
      FROM (VALUES (10), (12), (15), (16), (20), (24)) v(n)) x;
SELECT sudoku_count_solutions(repeat('.', 625)::sudoku, 3) AS empty_25x25;
SELECT sudoku_count_solutions(sudoku('{3x2}' || repeat('.', 36), 3, 2), 3) AS six_by_six_3x2;
-- a 16x16 with every third cell of a pattern grid given: the search branches
-- on a digit's places in a unit when that beats every cell (a cell-only
-- search needed half a minute here)
SELECT sudoku_count_solutions('..3..6..9..C..F..6..1..4..F..A..9..C..F..2..5..8..F..A..5..8..3..1..6..7..C..D..6..7..4..D..A..B..C..D..2..3..8..D..A..B..8..1..3..2..5..C..F..E..5..4..F..E..9..C..F..E..1..8..F..E..9..8..3..2..2..7..C..9..E..7..4..1..E..B..C..9..E..3..8..5..E..B..8..5..2.', 2) AS pattern_16x16;

\set ON_ERROR_STOP 0
SELECT sudoku_count_solutions(:'classic', -1);
SELECT * FROM sudoku_solutions(:'classic', -5);
\set ON_ERROR_STOP 1
SELECT sudoku_is_unique(:'classic') AS still_working;
