-- Sudoku Explainer's model on three of the hardest puzzles published (1.2):
-- nested forcing chains (dynamic chains with chains inside them) explain
-- every cell, with no guess, well within the statement_timeout below.
-- Their ER, EP and ED are serate 1.2.1.3's, from its run beside us on this
-- machine (TESTING.md, "Beside Sudoku Explainer"), written here.
\set VERBOSITY default
SET statement_timeout = '120s';

CREATE TEMP TABLE hardest (name text, puzzle sudoku, er numeric, ep numeric, ed numeric);
INSERT INTO hardest VALUES
	('Easter Monster', '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1', 11.6, 11.6, 10.8),
	('forum_hardest_1905_11plus line 1', '98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6', 11.1, 11.1, 11.1),
	('forum_hardest_1905_11plus line 2501', '98.7.....7...6.5....6..4.7.4...7...3..24...1......28...5.1.......9.4..6......93..', 11.0, 11.0, 10.5);

-- ours beside serate's, and the hardest step (a nested level: "(+ ...)")
SELECT h.name, r.er, r.ep, r.ed, r.hardest_technique, r.steps,
       (r.er, r.ep, r.ed) = (h.er, h.ep, h.ed) AS equal
  FROM hardest AS h, LATERAL sudoku_se_rate(h.puzzle) AS r ORDER BY h.er DESC, h.name;

-- Easter Monster cell by cell: every cell filled, each by a rule of SE's
-- model (Given for givens), none by a guess
WITH t AS MATERIALIZED (
	SELECT * FROM sudoku_trace((SELECT puzzle FROM hardest WHERE name = 'Easter Monster'), options => 'model=se'))
SELECT rule, count(*), count(value) AS filled FROM t GROUP BY ROLLUP (rule) ORDER BY count(*), rule;

-- its first step: a contradiction whose chain has forcing chains inside
SELECT technique, explanation
  FROM sudoku_hint((SELECT puzzle FROM hardest WHERE name = 'Easter Monster'), options => 'model=se');
