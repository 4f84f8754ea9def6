-- the whole logical path of a random puzzle of the table, every row fetched
\set id random(1, :puzzles)
SELECT s.* FROM bench_puzzle p, sudoku_steps(p.puzzle) AS s WHERE p.id = :id;
