-- The techniques are the user's choice (version 1.1): every logical
-- function takes a set of techniques (names, codes, categories, 'default',
-- 'all', '-x' to leave one out) and HoDoKu's settings; a step also comes
-- as HoDoKu's library line.
SELECT extversion FROM pg_extension WHERE extname = 'sudoku';

\set classic '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'
-- rated Hard by its Uniqueness Test 1 (HoDoKu too), Unfair without uniqueness
\set ur '080926004509008000000000003006010000070409080000080100600000000000200601900361070'

-- the default is HoDoKu's default set
SELECT * FROM sudoku_rate(:'ur');
SELECT * FROM sudoku_rate(:'ur', '{default}');
-- "without uniqueness techniques", as puzzle sites rate
SELECT * FROM sudoku_rate(:'ur', '{-uniqueness}');
SELECT * FROM sudoku_rate(:'ur', techniques => '{default, -Uniqueness Test 1}');
SELECT count(*) FILTER (WHERE technique LIKE 'Uniqueness%') AS uniqueness_steps, count(*) AS steps
FROM sudoku_steps(:'ur', '{-uniqueness}');

-- how far do singles get?  Without Guess the solver stops where they do
SELECT * FROM sudoku_rate(:'ur', '{singles}');
SELECT sudoku_empty_count(sudoku_apply(:'ur', NULL, '{singles}')) AS left_open;
SELECT technique, count(*) FROM sudoku_steps(:'ur', '{singles}') GROUP BY technique ORDER BY technique;
-- ... and with guesses to finish
SELECT level, guesses > 0 AS guessed, sudoku_is_complete(sudoku_apply(:'ur', NULL, '{singles, guess}')) AS solved
FROM sudoku_rate(:'ur', '{singles, guess}');
-- the classic puzzle needs nothing but naked singles and full houses
SELECT * FROM sudoku_rate(:'classic', '{Naked Single, 0000}');
-- cells the chosen techniques leave open have no rule
SELECT count(*) FILTER (WHERE rule IS NULL) AS open_cells, count(*) FILTER (WHERE rule = 'Given') AS givens
FROM sudoku_trace(:'ur', '{singles}');
SELECT iteration, technique, steps FROM sudoku_iterations(:'ur', '{singles}') WHERE iteration <= 3;
-- a hint from the chosen techniques only, NULL when none applies
SELECT technique, explanation FROM sudoku_hint(:'ur', '{intersections}');
SELECT technique, explanation FROM sudoku_hint(:'ur', '{X-Wing}');
SELECT sudoku_hint(:'classic', '{Remote Pair}') IS NULL AS no_remote_pair;
SELECT technique FROM sudoku_hint(:'ur');

-- what there is to choose from
SELECT category, count(*), bool_and(enabled_by_default) AS all_on
FROM sudoku_techniques() GROUP BY category ORDER BY min(solve_order);

-- mistakes say what and where
SELECT * FROM sudoku_rate(:'ur', '{singles, Magic Wand}');
SELECT * FROM sudoku_rate(:'ur', ARRAY['singles', NULL]);
SELECT * FROM sudoku_steps(:'ur', '{default}', 'siamese=true');
SELECT * FROM sudoku_steps(:'ur', '{default}', 'duals_and_siamese=maybe');
SELECT * FROM sudoku_rate(:'ur', NULL);
SELECT sudoku_apply(:'ur', 3, NULL) IS NULL AS null_techniques_give_null;

-- HoDoKu's settings: written name=value, PostGIS style
SELECT count(*) FROM sudoku_steps(:'ur', '{default}', 'uniqueness_missing_candidates=false duals_and_siamese=on er_two_candidates=0');

-- Sue de Coq (on by default), in a position of HoDoKu's library: the step its solver takes there
SELECT technique, explanation FROM sudoku_hint(':1101:12369:.....3+5+1+7+1+3+5+42+786+9867+91+54..+6+935+4+82+717183.+2.+54+2+54...........47.55......+4.....+5..9.::184 194 273 371 684 685 694 985::', '{Sue de Coq}');
-- the dual kites and Empty Rectangles come with duals_and_siamese only, found and rated by their technique
SELECT count(*) AS without_setting FROM sudoku_find_steps(':0404:1:32.+5479.6..6+2+1+3.+5..+45+69+8+23.+5..+47+2.....+79.1.+25..28.+57..+2+1+4+3+5+9+67+86+73+1+84+5+9+2.5.+726143::149 168::', 'Dual 2-String Kite');
SELECT technique, score, explanation FROM sudoku_hint(':0404:1:32.+5479.6..6+2+1+3.+5..+45+69+8+23.+5..+47+2.....+79.1.+25..28.+57..+2+1+4+3+5+9+67+86+73+1+84+5+9+2.5.+726143::149 168::', '{2-String Kite}', 'duals_and_siamese=true');
SELECT technique, explanation FROM sudoku_find_steps(':0405:2:5+8.+1+7+9..3...+6.897+5697+35....+9..+5+3.+7287.3+81.+5..+8+5.+9.+71+3.+4+69+2+81357..8765....+7+549+3...::225 263::', 'Dual Empty Rectangle', 'duals_and_siamese=true er_two_candidates=true');
-- the templates are off by default; named, they come after the forcing nets
SELECT technique, placements FROM sudoku_hint(':1201:7:....7..1.......673..8..5......51..461..7.6..926..94......8..7..712.......4..2....:::732 743 769 796:', '{Template Set}');
SELECT technique, placements FROM sudoku_find_steps(':1201:7:....7..1.......673..8..5......51..461..7.6..926..94......8..7..712.......4..2....:::732 743 769 796:', 'Template Set') WHERE 7 = ANY (digits);

-- every step as HoDoKu's library line: the position before it and its changes
SELECT step, technique, library_line FROM sudoku_steps(:'classic') WHERE step <= 2;
SELECT step, technique, library_line FROM sudoku_steps(:'ur') WHERE technique LIKE 'Uniqueness%';
-- pasted back, the line is the position the step was found in
SELECT bool_and(sudoku_format(s.library_line::sudoku, 'hodoku') =
                sudoku_format(sudoku_apply(:'ur', s.step - 1), 'hodoku')) AS same_positions,
       count(*) AS steps
FROM sudoku_steps(:'ur') AS s;
SELECT library_line FROM sudoku_find_steps(:'ur', 'Hidden Single') ORDER BY step LIMIT 2;
-- other sizes have no line: HoDoKu reads 9x9 only; a guess has none either
SELECT count(*) AS steps, count(library_line) AS lines
FROM sudoku_steps('1...........4...'::sudoku);
-- (without the forcing chains and nets this one needs guesses)
SELECT technique = 'Guess' AS guess, count(*) AS steps, count(library_line) AS lines
FROM sudoku_steps('4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
                  techniques => '{-Forcing Chain Contradiction,-Forcing Chain Verity,-1303,-1304}')
GROUP BY 1 ORDER BY 1;
-- the view carries it too
INSERT INTO sudoku_game (name, puzzle) VALUES ('ur', :'ur') RETURNING game_id AS ur_game \gset
SELECT step, technique, library_line IS NOT NULL AS has_line FROM sudoku_step
WHERE game_id = :ur_game AND step <= 2;
DELETE FROM sudoku_game WHERE game_id = :ur_game;
