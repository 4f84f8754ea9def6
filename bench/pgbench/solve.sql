-- the exact solver on a random puzzle of the table
\set id random(1, :puzzles)
SELECT sudoku_solve(puzzle) FROM bench_puzzle WHERE id = :id;
