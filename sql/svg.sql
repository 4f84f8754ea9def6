-- Pictures: sudoku_svg draws a position, a step of its path (by number) or
-- a step row on it; sudoku_walkthrough_html writes the whole path as one
-- HTML page.  The outputs are large: these check lengths, substrings and
-- counts (the unit tests check exact coordinates, test/browser the pixels).
\set classic '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'
\set xwing ':0300:3:9.....+5+6+1..+6.+1.7+937+1..962486...2+147+9........5....4...642..+586+1+75.71.+2..+4..1....+52::313 314 343 344 353 354 363 364 394::'
\set aic ':0708:1:....8.4..4.......7..69+4...3.......7...7..62.5.9...2..1..3....5..8..14......32..1.:213 114 614 123 223 523 627 827 927 228 628 837 449 858 868 671 771 971 672 772 679 879 979:111 131::'

CREATE FUNCTION pg_temp.count_of(hay text, needle text) RETURNS integer
	LANGUAGE sql IMMUTABLE STRICT
	AS $$ SELECT ((length(hay) - length(replace(hay, needle, ''))) / length(needle))::integer $$;

-- the board: sized by a viewBox, a title, 30 givens, a text of marks per empty cell
SELECT left(svg, 79) AS head, length(svg) AS bytes,
       svg ~ '<title id="sdk-[0-9a-f]{8}-title">Sudoku 9x9: 30 givens, 0 placed, 51 empty cells</title>' AS titled,
       pg_temp.count_of(svg, '<text x="') AS texts,
       pg_temp.count_of(svg, 'class="sdk-marks"') AS marks_groups,
       right(svg, 7) = '</svg>' || chr(10) AS closed
FROM (SELECT sudoku_svg(:'classic') AS svg) s;
SELECT strpos(sudoku_svg(:'classic'), '<text x="60" y="75.1">5</text>') > 0 AS r1c1_given,
       sudoku_svg(:'classic', pencil_marks => false) NOT LIKE '%sdk-marks%' AS no_marks,
       sudoku_svg(:'classic') = sudoku_svg(:'classic') AS same_bytes,
       sudoku_svg(sudoku_set(:'classic', 5, 5, 5)) LIKE '%<g class="sdk-placed"%' AS placed_apart;
-- the ids inside (title, arrow head, hatching) carry a hash of the picture:
-- pictures on one page do not share them, unless they are the same picture
SELECT count(DISTINCT substring(svg FROM 'aria-labelledby="(sdk-[0-9a-f]{8}-)title"')) AS prefixes,
       count(*) AS pictures
FROM (SELECT sudoku_svg(:'classic', k) FROM generate_series(1, 5) AS k
      UNION ALL SELECT sudoku_svg(:'classic', 1)
      UNION ALL SELECT sudoku_svg(:'classic')) AS x(svg);
-- every size: the viewBox grows with the grid
SELECT n AS size, substring(sudoku_svg(p) FROM 'viewBox="[0-9 ]*"') AS viewbox,
       pg_temp.count_of(sudoku_svg(p), '<text x="') AS texts
FROM (VALUES (4, '1.......2.......'::sudoku),
             (6, sudoku(repeat('.', 36), 2, 3)),
             (16, repeat('.', 256)::sudoku),
             (25, ('1' || repeat('.', 624))::sudoku)) AS x(n, p)
ORDER BY n;

-- a step by its number on the path: the position before it, the step drawn on it
SELECT step, technique,
       substring(sudoku_svg(:'classic', step) FROM '<title id="sdk-[0-9a-f]{8}-title">([^<]*)</title>') AS title,
       pg_temp.count_of(sudoku_svg(:'classic', step), 'class="sdk-place"') AS placements,
       pg_temp.count_of(sudoku_svg(:'classic', step), 'class="sdk-ring"') AS rings
FROM sudoku_steps(:'classic') WHERE step IN (1, 2, 51) ORDER BY step;
-- a fish: base rows shaded, cover columns hatched, nine eliminations struck
SELECT technique, pg_temp.count_of(svg, 'class="sdk-elim"') AS eliminations,
       pg_temp.count_of(svg, 'class="sdk-strike"') AS struck,
       pg_temp.count_of(svg, 'class="sdk-pattern"') AS pattern,
       strpos(svg, '<g class="sdk-base"') > 0 AS base, strpos(svg, '<g class="sdk-cover"') > 0 AS cover
FROM sudoku_find_steps(:'xwing', 'X-Wing') AS s, LATERAL (SELECT sudoku_svg(:'xwing', s) AS svg) d;
-- a chain: links as arrows, strong ones solid, weak ones dashed
SELECT technique, chain, pg_temp.count_of(svg, 'class="sdk-strong"') AS strong,
       pg_temp.count_of(svg, 'class="sdk-weak"') AS weak,
       pg_temp.count_of(svg, 'marker-end="url(#sdk-') AS arrows
FROM (SELECT * FROM sudoku_hint(:'aic')) AS s, LATERAL (SELECT sudoku_svg(:'aic', s) AS svg) d;
-- a step row drawn on its position is the same picture as the step by number,
-- chain steps included (the row's chain is read back); the first 25 steps
SELECT p.name, count(*) AS steps, count(s.chain) AS chains,
       count(*) FILTER (WHERE sudoku_svg(sudoku_apply(p.puzzle, s.step - 1), s) = sudoku_svg(p.puzzle, s.step)) AS same
FROM (VALUES ('x-wing', :'xwing'::sudoku), ('aic', :'aic'::sudoku)) AS p(name, puzzle)
CROSS JOIN LATERAL sudoku_steps(p.puzzle) AS s
WHERE s.step <= 25
GROUP BY p.name ORDER BY p.name;
SELECT sudoku_svg(:'aic', sudoku_hint(:'aic')) = sudoku_svg(:'aic', 1) AS hint_is_step_1;

-- NULLs: no puzzle, no picture; no step, the position alone; a NULL row, NULL
SELECT sudoku_svg(NULL::sudoku) IS NULL AS no_puzzle,
       sudoku_svg(:'classic', NULL::integer) = sudoku_svg(:'classic') AS no_step,
       sudoku_svg(:'classic', NULL::sudoku_logic_step) IS NULL AS null_row,
       sudoku_svg(:'classic', 1, NULL) IS NULL AS null_marks;
-- a NULL in any of the other arguments is NULL too, each alone
SELECT sudoku_svg(:'classic', 1, true, NULL) IS NULL AS null_techniques,
       sudoku_svg(:'classic', 1, true, '{default}', NULL) IS NULL AS null_options,
       sudoku_svg(:'classic', NULL, pencil_marks => NULL) IS NULL AS null_marks_of_position;

-- the walk-through: a page, a section and a picture per step, explanations escaped
SELECT left(html, 15) AS doctype, length(html) > 100000 AS large,
       pg_temp.count_of(html, '<section id="step-') AS sections,
       pg_temp.count_of(html, '<svg ') AS pictures,
       (sudoku_rate(:'classic')).steps AS path_steps,
       strpos(html, '<figcaption>Naked Single: r5c5 can only be 5 =&gt; r5c5=5</figcaption>') > 0 AS escaped,
       strpos(html, '<h2>Solved</h2>') > 0 AS solved,
       right(html, 8) = '</html>' || chr(10) AS closed
FROM (SELECT sudoku_walkthrough_html(:'classic') AS html) w;
SELECT pg_temp.count_of(html, '<section id="step-') AS sections,
       strpos(html, 'Where the techniques stop') > 0 AS stops
FROM (SELECT sudoku_walkthrough_html(:'aic', '{Singles}') AS html) w;

-- errors
\set VERBOSITY default
\set ON_ERROR_STOP 0
SELECT sudoku_svg(:'classic', 0);
SELECT sudoku_svg(:'classic', 52);
SELECT sudoku_svg('.34678912672195348198342567859761423426853791713924856961537284287419635345286179', 2);
SELECT sudoku_svg(:'classic', 1, true, '{Magic Wand}');
-- a step drawn on a position it was not found in
SELECT sudoku_svg(:'classic', s) FROM sudoku_find_steps(:'xwing', 'X-Wing') AS s;
SELECT sudoku_svg(:'classic', ROW(1, 'Naked Single', '0003', 'Easy', 4, '{5}', '{r5c5=5}', '{r10c1<>5}',
       '{}', '{}', '{41}', '', NULL, NULL, NULL, NULL)::sudoku_logic_step);
SELECT sudoku_svg(:'classic', ROW(1, 'Magic Wand', NULL, NULL, NULL, NULL, NULL, NULL,
       NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::sudoku_logic_step);
-- digits the grid does not have: 0, one past its largest, and a NULL
SELECT sudoku_svg(:'classic', ROW(1, 'Naked Single', '0003', 'Easy', 4, '{0}', '{r5c5=5}', '{}',
       '{}', '{}', '{41}', '', NULL, NULL, NULL, NULL)::sudoku_logic_step);
SELECT sudoku_svg(:'classic', ROW(1, 'Naked Single', '0003', 'Easy', 4, '{5,10}', '{r5c5=5}', '{}',
       '{}', '{}', '{41}', '', NULL, NULL, NULL, NULL)::sudoku_logic_step);
SELECT sudoku_svg(:'classic', ROW(1, 'Naked Single', '0003', 'Easy', 4, '{5,NULL}', '{r5c5=5}', '{}',
       '{}', '{}', '{41}', '', NULL, NULL, NULL, NULL)::sudoku_logic_step);
-- cells: a NULL, and 0 (they are numbered from 1)
SELECT sudoku_svg(:'classic', ROW(1, 'Naked Single', '0003', 'Easy', 4, '{5}', '{r5c5=5}', '{}',
       '{}', '{}', '{41,NULL}', '', NULL, NULL, NULL, NULL)::sudoku_logic_step);
SELECT sudoku_svg(:'classic', ROW(1, 'Naked Single', '0003', 'Easy', 4, '{5}', '{r5c5=5}', '{}',
       '{}', '{}', '{0}', '', NULL, NULL, NULL, NULL)::sudoku_logic_step);
SELECT sudoku_svg(:'classic', ROW(1, 'AIC', NULL, NULL, NULL, NULL, NULL, NULL,
       NULL, NULL, NULL, NULL, NULL, NULL, NULL, '(1)r1c3=(1')::sudoku_logic_step);
SELECT sudoku_walkthrough_html(:'classic', '{default}', 'no_such_option=true');
-- an untyped NULL step is the position alone, as the step number NULL is
-- (1.2; before, it matched the number and the row alike); a step given as
-- text names the forms that take one
SELECT sudoku_svg(:'classic', NULL) = sudoku_svg(:'classic') AS null_is_position,
       sudoku_svg(:'classic', NULL, false) = sudoku_svg(:'classic', pencil_marks => false) AS without_marks;
SELECT sudoku_svg(:'classic', '3');
-- their SQLSTATEs
\set VERBOSITY sqlstate
SELECT sudoku_svg(:'classic', 0);
SELECT sudoku_svg(:'classic', s) FROM sudoku_find_steps(:'xwing', 'X-Wing') AS s;
SELECT sudoku_svg(:'classic', ROW(1, 'Magic Wand', NULL, NULL, NULL, NULL, NULL, NULL,
       NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::sudoku_logic_step);
SELECT sudoku_svg(:'classic', ROW(1, 'Naked Single', '0003', 'Easy', 4, '{5}', '{r5c5=5}', '{}',
       '{}', '{}', '{41,NULL}', '', NULL, NULL, NULL, NULL)::sudoku_logic_step);
\set ON_ERROR_STOP 1
\set VERBOSITY default
