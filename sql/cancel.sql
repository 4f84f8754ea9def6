-- Every function that searches stops at statement_timeout on its worst case
-- with SQLSTATE 57014, and the session goes on in the same backend.
-- bench/cancel_times.sh runs this file with timing on (TESTING.md has the
-- times); the test itself asserts no time.
SELECT pg_backend_pid() AS pid \gset
SELECT repeat('.', 81) AS empty9, repeat('.', 256) AS empty16, repeat('.', 625) AS empty25 \gset
-- A 25x25 with a third of a regular grid's digits kept: a search at the hard
-- density of a large grid, about 17 s to a first solution.
\set hard25 '..34..78............L.N..6..9.....F..I..LM..P1.34....E..HI.K....P.2345..89..HIJK.MN.P....5.7...B.D.FL.......4.......C.EFG....2.4.....AB......I.K...OP......CD.F.HI..LMN.P....5.C.E.G...K..N....345.7.9...I..L..O..2....7...B.....M..P..3..67.9..C...GHI.......789A....F..I.KL....1.....C..F.H..K......2..5...E..H....M.O...3.56......IJ........3..6..9ABCD....NO...........BCDE.G..J...4...8......FG..J.L.N...23...CDE.GH.J.L.N..........EF...JK...OP........9A...J.L.N..12...6.8........H.O......6....B.DE...I.K........A...E..H.J...N....34A.C..F......M.OP.23.5...9F..I....NO..2.....8.AB.D..L......345...9AB...FG.....2...6.8...CDE...IJ.....'
INSERT INTO sudoku_game (game_id, name, puzzle) VALUES (625, 'empty 25x25', :'empty25');

SET statement_timeout = '100ms';
\set VERBOSITY sqlstate
\set ON_ERROR_STOP 0
-- the exact solver
SELECT sudoku_solve(:'empty25');
SELECT count(*) FROM sudoku_solutions(:'empty9', 1000000000000);
SELECT sudoku_count_solutions(:'empty16', 1000000000000);
SELECT sudoku_is_unique(:'hard25');
-- the logical solver
SELECT * FROM sudoku_hint(:'hard25');
SELECT * FROM sudoku_find_steps(:'hard25', 'X-Wing');
SELECT count(*) FROM sudoku_steps(:'empty25');
SELECT * FROM sudoku_rate(:'empty25');
SELECT sudoku_apply(:'empty25') IS NULL;
SELECT count(*) FROM sudoku_trace(:'empty25');
SELECT count(*) FROM sudoku_iterations(:'empty25');
-- the views over the games
SELECT count(*) FROM sudoku_cell WHERE game_id = 625;
SELECT count(*) FROM sudoku_step WHERE game_id = 625;
\set ON_ERROR_STOP 1
\set VERBOSITY default
RESET statement_timeout;

SELECT pg_backend_pid() = :pid AS same_backend,
       sudoku_is_unique('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79') AS still_working;
DELETE FROM sudoku_game WHERE game_id = 625;
