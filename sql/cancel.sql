-- Every function that searches stops at statement_timeout on its worst case
-- with SQLSTATE 57014, and the session goes on in the same backend.
-- bench/cancel_times.sh runs this file with timing on (TESTING.md has the
-- times); the test itself asserts no time.
SELECT pg_backend_pid() AS pid \gset
SELECT repeat('.', 81) AS empty9, repeat('.', 256) AS empty16, repeat('.', 625) AS empty25 \gset
-- A 25x25 with 45 percent of a regular grid's digits kept at random: quick to
-- solve (several solutions), a fifth of a second for the forcing nets, which
-- are bounded (LINK_WORK_BUDGET) and check for interrupts as they go; the
-- forcing chains take the empty 25x25 (half a second).
\set dense25 '....2..BA......O.3..C5I.8.L.AE........G.....8..NF..D.9MO..G.C.I....NF.6LB.EO.3..C........2.LB...D4.M..I...H..26..A..D49M.13.K..F2.LBA.PD4.M.13...5I.8..BA...49M.13GKC.IJ...N..6....O13G.C.I......2.LB..P..GK...J8..N....B..PD4.M..IJ87H..2.LBA..D49M..3GKC..2..BA..D..M..3GK..I..7.B.......O.3G.C5I.87.N......M...G..5I..7HN..6LBAEP..G.C.......F2...A.PD4.MO..J.7..F26.BAEP.4..........2...AE....MO13...5.J8.HN.EP..9MO.3..C.IJ.7..F.6..9...3....I.8...F..L..E.D4.....J87....6LB.E.D.9MO..J.7HNF..LBA....9MO..GK.5...L.....4....3.....J.7..F...4..O13G..5..8.....6...M..3GKC5...7.N..6L..EP..9KC.I.87HNF26L.AEPD.9MO1.G8.H.F26.B...D49..13...5IJ'
-- A 25x25 with 46 percent of a random grid's digits kept and one of them
-- changed: several solutions, few and hard to find; the slowest puzzle the
-- exact solver is known to have, seconds to two solutions.
\set slow25 '.DL..HI....N7.J4..189.FP..B..O....5...PMJ.E.7.LDA.K....96.MFHB.3....AL..5...F.9MGL.....8..O..3I.7NKJ.5.2...K.NG...C.F9P6.IB3..H.L.....279M..K.8..6C.D...4I..J.K..GC....7...O.B.DG.6ALOB3H8E.N...I..7..FPNE.8...F.9L..B......I4..1.9M7P.C...I..51...B...EN..MD...BL.C....E.O3..K.J79.4.1EK...JA....G..6.....2LCBA....2O...79E4.8NP..6..O53..N.E..M.6.....FA......F...D6G.3.5..HCA.B...8E.7P....G..OI125BLCH..K....6AM..3H..48KE..IO...P.9FE8.4.JP..7.L3HBD...AO1.2...3.J...5...P...........D2......E.8M.A.D.7..P..LH...9N....6P....IL.D.H..1484..58N9J.....C.6P...B2.O.....L.2.I.NK9....54..G.M.O.2..5...1.PGM.7.N....ACL.P.F.DH.LA...4.I3B.2N....'
INSERT INTO sudoku_game (game_id, name, puzzle) VALUES (625, 'empty 25x25', :'empty25');

SET statement_timeout = '100ms';
\set VERBOSITY sqlstate
\set ON_ERROR_STOP 0
-- the exact solver
SELECT sudoku_solve(:'slow25');
SELECT count(*) FROM sudoku_solutions(:'empty9', 1000000000000);
SELECT sudoku_count_solutions(:'empty16', 1000000000000);
SELECT sudoku_is_unique(:'slow25');
-- the logical solver
SELECT * FROM sudoku_hint(:'slow25');
SELECT * FROM sudoku_find_steps(:'slow25', 'X-Wing');
-- the forcing chains and nets: every table they build and expand
SELECT count(*) FROM sudoku_find_steps(:'empty25', 'Forcing Chain Contradiction');
SELECT count(*) FROM sudoku_find_steps(:'dense25', 'Forcing Net Verity');
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
