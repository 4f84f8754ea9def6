-- Sudoku Explainer's model (1.2): sudoku_se_rate gives ER, EP and ED as
-- serate 1.2.1.3 prints them; the path, hint and trace follow the model
-- with options => 'model=se'; the generators take an ER range.  The
-- puzzles are our own (sudoku_generate), their ratings serate's, written
-- here (the reference is not needed to run this).
\set VERBOSITY default

CREATE TEMP TABLE serate (n integer, puzzle sudoku, er numeric, ep numeric, ed numeric);
INSERT INTO serate VALUES
	(1, '.8.....9.1.57........3..2......6.7....9.....13...8..5491.....62.2.5....75......3.', 2.0, 1.2, 1.2),
	(2, '...8..1..982.....34...7.9...6..............52...619.8.....5..7.7...6....6.3......', 2.6, 1.2, 1.2),
	(3, '4...9....9..1.42....2.8...7..6..3....3.....7.....15.39...2....5........1.95...8..', 3.4, 1.2, 1.2),
	(4, '........284......7...3...9.9..6.17.4...7...3.1.68........5.7.2..3.9..4..7....3..6', 4.2, 1.2, 1.2),
	(5, '9..5........41...8.2..6..9.634.............2....35...71....697...9.......4...1..3', 4.5, 1.2, 1.2),
	(6, '3....8...........7....6.2...2....769.7.9.........5...874..32.9.6..58.1.3........5', 5.6, 1.2, 1.2),
	(7, '..1..9.5.....6...4....15..357...4....2.......6.....5.716..5..2.3......4..4..26..1', 6.6, 1.2, 1.2),
	(8, '..58.7.....912..8.1.......353....1.....4..6......9...7..6.8.7...5.....4..715....2', 7.1, 1.2, 1.2),
	(9, '..57..4.........3.39.....25.1..4..5..4....18.8.9..5.......84.........6..153..2...', 7.5, 1.2, 1.2),
	(10, '.1.....3..97465...4.6........2.........6.9.4.....58.7....1..78..3..9.1..7.....49.', 8.3, 1.2, 1.2),
	(11, '..8....9......78..12......6.....8...3...5.....84.1...2..74...6963.57.....421..3..', 8.5, 1.2, 1.2),
	(12, '.7........9..1.3.64..3.5.........43.2.......1...93..72..4.9...596.....1....76.8..', 9.0, 1.2, 1.2);

-- ours beside serate's: every one equal
SELECT s.n, s.er, s.ep, s.ed, r.hardest_technique,
       (r.er, r.ep, r.ed) = (s.er, s.ep, s.ed) AS equal
  FROM serate AS s, LATERAL sudoku_se_rate(s.puzzle) AS r ORDER BY s.n;

-- the row type and a solved grid (no step: ER, EP and ED are NULL)
SELECT * FROM sudoku_se_rate('534678912672195348198342567859761423426853791713924856961537284287419635345286179');

-- the path in SE's model: SE's names, each step with its SE rating in its text
SELECT step, technique, explanation FROM sudoku_steps((SELECT puzzle FROM serate WHERE n = 3), options => 'model=se')
 WHERE step <= 3 OR technique NOT IN ('Hidden Single', 'Naked Single') ORDER BY step;

-- the hint and the trace
SELECT technique, explanation FROM sudoku_hint((SELECT puzzle FROM serate WHERE n = 4), options => 'model=se');
-- SE's techniques have no HoDoKu library code: the column is NULL, not ''
SELECT technique, code IS NULL AS no_code, code FROM sudoku_hint((SELECT puzzle FROM serate WHERE n = 4), options => 'model=se');
SELECT rule, count(*) FROM sudoku_trace((SELECT puzzle FROM serate WHERE n = 7), options => 'model=se')
 GROUP BY rule ORDER BY rule;

-- a step drawn from SE's path: its title names SE's technique and rating
SELECT sudoku_svg('..5..4.8....9....6..6..5..34..73.8..863.....7.5...2....28....9.........4...57.3..',
                  35, options => 'model=se') LIKE '%Bidirectional Cycle%(SE 7.2)%' AS drawn;

-- the same puzzle in HoDoKu's model, for contrast
SELECT level, score, hardest_technique FROM sudoku_rate((SELECT puzzle FROM serate WHERE n = 7));

-- HoDoKu's rating functions refuse SE's model; a model must be one of the two
SELECT sudoku_rate((SELECT puzzle FROM serate WHERE n = 1), options => 'model=se');
SELECT sudoku_level((SELECT puzzle FROM serate WHERE n = 1), options => 'model=se');
SELECT sudoku_hint((SELECT puzzle FROM serate WHERE n = 1), options => 'model=explainer');

-- puzzles by ER range: the seed pins the puzzle, its ER is in the range
SELECT (sudoku_se_rate(p)).er BETWEEN 2.6 AND 3.0 AS in_range
  FROM sudoku_generate(seed => 25, min_er => 2.6, max_er => 3.0) AS p;
SELECT bool_and((sudoku_se_rate(puzzle)).er >= 4.2) AS all_in_range, count(*)
  FROM sudoku_generate_many(3, seed => 7, min_er => 4.2, max_er => 6.0);
-- a range of one ER, the puzzle's own, gives that puzzle
SELECT sudoku_generate(seed => 25, min_er => r.er, max_er => r.er) = g.p AS exact_er_same_puzzle
  FROM (SELECT sudoku_generate(seed => 25, min_er => 2.6, max_er => 3.0) AS p) AS g,
       sudoku_se_rate(g.p) AS r;
SELECT sudoku_generate(seed => 1, min_er => 7.5, max_er => 7.0);
SELECT sudoku_generate(seed => 1, min_er => 2.0, max_er => 0);
SELECT sudoku_generate(seed => 1, max_er => 25);
SELECT sudoku_generate(seed => 1, min_er => 9.0, attempts => 2);

-- where no technique of SE's model helps, serate stops: ER 20.0, EP and ED 0.0 when that comes
-- before the first step (two solutions: the rectangle 3/9 in r1c1,r1c8,r2c1,r2c8 either way);
-- the path goes on by a guess, which sets neither
SELECT * FROM sudoku_se_rate('.564782.1.876125.4214953687462395178138267459579841362725139846691584723843726915');
