-- Every function that searches stops at statement_timeout on its worst case
-- with SQLSTATE 57014, and the session goes on in the same backend.
-- bench/cancel_times.sh runs this file with timing on (TESTING.md has the
-- times); the test itself asserts no time.
SELECT pg_backend_pid() AS pid \gset
SELECT repeat('.', 81) AS empty9, repeat('.', 256) AS empty16, repeat('.', 625) AS empty25 \gset
-- A 25x25 with 60 percent of a random grid's digits kept: solved in a
-- millisecond, then a few tenths of a second for the forcing chains and nets
-- (bounded by LINK_WORK_BUDGET, asking for interrupts as they go), which get a
-- shorter timeout below so that the cancel lands inside them.
\set forcing25 'K.36P..N5.B..C.I8.27MH.A.HOC..8G2AKE..3916..NB...7.J.GE67.4.5....HL..B98N.I9N.L4M.F1...H82CP3.G.5.KE...A.E.HCL..J.D....K.32G.61D4.I.5K.J7O.C.A28LF...H.GNI9A.8B.DLPK.4H.7C5..J6P.LE81J6..3B2H.OM...K..N..2A.CD..9..18F5N...6E...L.B..5...LN..6I4..1DEG2C8.4.P.JC9E..N.D5H.IG3.7.F..I5.HO.8D3A4.1J.K7N..CP.E9G.9ND4..6FCABM.LE5P....2KF.7.K5H..IG...3..6BDJN8M.BE1.2.KMN786I9PJ..4.A.....7G.HNMIJ.O3..6B...1...D8DM.817..E5K..P..2.I4.G.9B.6K.B3F..G.5..IDC.E8NA7OPE35.IPA9O.L8..B7N...4CK1.C9.JN.DB...H7..FGP.OLEMI..K.9LH.4D81C3.OE..NJPMAF......2.7.3F.9.8M4KH..6LB.N..73....J6..BMAD.G9..1...PMD.....B.......L13OJE.C.4FB.O.PM.H..LJ...C.....N'
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
-- the logical solver: the puzzle's solutions, searched for where a step needs them
-- (a guess, a technique that assumes one solution), not before
SELECT (sudoku_hint(:'slow25', '{guess}')).technique;
SELECT count(*) FROM sudoku_find_steps(:'slow25', 'Uniqueness Test 1');
-- the forcing chains and nets: every table they build and expand
SET statement_timeout = '20ms';
SELECT count(*) FROM sudoku_find_steps(:'forcing25', 'Forcing Chain Contradiction');
SELECT count(*) FROM sudoku_find_steps(:'forcing25', 'Forcing Net Verity');
SET statement_timeout = '100ms';
SELECT count(*) FROM sudoku_steps(:'empty25');
SELECT * FROM sudoku_rate(:'empty25');
SELECT sudoku_apply(:'empty25') IS NULL;
SELECT count(*) FROM sudoku_trace(:'empty25');
SELECT count(*) FROM sudoku_iterations(:'empty25');
-- Sudoku Explainer's model on an empty 25x25: its subsets, fish, loops and chains
SELECT * FROM sudoku_se_rate(:'empty25');
-- its nested forcing chains on Easter Monster: level 5 runs dynamic chains, and chains with
-- forcing chains inside, within every chain it follows
SELECT count(*) FROM sudoku_find_steps('1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1',
       'Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))');
-- the views over the games
SELECT count(*) FROM sudoku_cell WHERE game_id = 625;
SELECT count(*) FROM sudoku_step WHERE game_id = 625;
\set ON_ERROR_STOP 1
\set VERBOSITY default
RESET statement_timeout;

SELECT pg_backend_pid() = :pid AS same_backend,
       sudoku_is_unique('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79') AS still_working;
DELETE FROM sudoku_game WHERE game_id = 625;
