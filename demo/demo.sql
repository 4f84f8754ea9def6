-- The main job in a throwaway cluster: a puzzle loaded, shown, and queried.
CREATE EXTENSION sudoku;

\echo '== A puzzle goes into the games table as pasted text'
INSERT INTO sudoku_game (name, puzzle) VALUES
  ('classic', '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
SELECT game_id, name, puzzle FROM sudoku_game;

\echo '== The board, one row per grid row'
SELECT "row", c1, c2, c3, c4, c5, c6, c7, c8, c9 FROM sudoku_board WHERE game_id = 1 ORDER BY "row";

\echo '== Pencil marks: the digits each empty cell can still take'
SELECT "row", c1, c2, c3, c4, c5, c6, c7, c8, c9 FROM sudoku_candidate_display WHERE game_id = 1 ORDER BY "row";

\echo '== Candidates as rows: where can a 4 go in row 1?'
SELECT cell_id, "row", col, box FROM sudoku_candidate
WHERE game_id = 1 AND "row" = 1 AND value = 4 ORDER BY col;

\echo '== Cells with a single candidate (naked singles)'
SELECT cell_id, "row", col, min(value) AS only_value FROM sudoku_candidate
WHERE game_id = 1 GROUP BY cell_id, "row", col HAVING count(*) = 1 ORDER BY cell_id;

\echo '== What is wrong with a broken grid'
SELECT * FROM sudoku_violations('55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');

\echo '== Solved: the exact solver, and whether the puzzle is proper (one solution)'
\pset format unaligned
\pset tuples_only on
SELECT sudoku_pretty(sudoku_solve(puzzle)) FROM sudoku_game WHERE game_id = 1;
\pset format aligned
\pset tuples_only off
SELECT sudoku_is_unique(puzzle) AS is_unique, sudoku_count_solutions(puzzle, 10) AS solutions
FROM sudoku_game WHERE game_id = 1;

\echo '== Explained: the rule behind each cell of row 1, the first steps, the rating'
SELECT cell_id, "row", col, value, rule, step FROM sudoku_cell WHERE game_id = 1 AND "row" = 1 ORDER BY col;
SELECT step, technique, explanation FROM sudoku_step WHERE game_id = 1 AND step <= 5 ORDER BY step;
SELECT message FROM sudoku_iterations((SELECT puzzle FROM sudoku_game WHERE game_id = 1)) WHERE iteration <= 3;
SELECT * FROM sudoku_rate((SELECT puzzle FROM sudoku_game WHERE game_id = 1));

\echo '== A harder position: the next hint and every X-Wing in it'
SELECT technique, eliminations, explanation
FROM sudoku_hint('97+13+86+5428.5+4+7+21.9...+15+9...2+87.+9+13.4.1..2+4.8.4..738..1...9.5......+2.+3...1..847..3:332 632 333 633');
SELECT explanation FROM sudoku_find_steps(
  '97+13+86+5428.5+4+7+21.9...+15+9...2+87.+9+13.4.1..2+4.8.4..738..1...9.5......+2.+3...1..847..3:332 632 333 633',
  'X-Wing');
