-- the rating of a random puzzle of the table
\set id random(1, :puzzles)
SELECT r.* FROM bench_puzzle p, sudoku_rate(p.puzzle) AS r WHERE p.id = :id;
