-- Every text form the type reads, every size, and every class of bad input.
\set VERBOSITY default
\set classic '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'

-- one line, with . 0 _ * for empty cells: all the same position
SELECT '530070000600195000098000060800060003400803001700020006060000280000419005000080079'::sudoku = :'classic'::sudoku AS zeros,
       '53__7____6__195____98____6_8___6___34__8_3__17___2___6_6____28____419__5____8__79'::sudoku = :'classic'::sudoku AS underscores,
       '53**7****6**195****98****6*8***6***34**8*3**17***2***6*6****28****419**5****8**79'::sudoku = :'classic'::sudoku AS stars;

-- pasted from a book or a forum: line breaks, spaces, box lines
SELECT '
+-------+-------+-------+
| 5 3 . | . 7 . | . . . |
| 6 . . | 1 9 5 | . . . |
| . 9 8 | . . . | . 6 . |
+-------+-------+-------+
| 8 . . | . 6 . | . . 3 |
| 4 . . | 8 . 3 | . . 1 |
| 7 . . | . 2 . | . . 6 |
+=======+=======+=======+
| . 6 . | . . . | 2 8 . |
| . . . | 4 1 9 | . . 5 |
| . . . | . 8 . | . 7 9 |
+-------+-------+-------+'::sudoku = :'classic'::sudoku AS decorated;
SELECT '53. .7. ...
6.. 195 ...
.98 ... .6.
8.. .6. ..3
4.. 8.3 ..1
7.. .2. ..6
.6. ... 28.
... 419 ..5
... .8. .79'::sudoku = :'classic'::sudoku AS spaced;

-- HoDoKu: +d is a placed digit, ":" then deleted candidates dRC
SELECT '53+4.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'::sudoku AS placed;
SELECT s, sudoku_given_count(s) AS givens, sudoku_empty_count(s) AS empty
FROM (SELECT '53+4.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'::sudoku AS s) x;
SELECT (:'classic' || ':413 214 914')::sudoku AS with_deletions;
SELECT value FROM sudoku_candidates((:'classic' || ':413 214')::sudoku) WHERE cell_id = 3;
-- deletions of marks the digits already rule out change nothing
SELECT (:'classic' || ':513 313')::sudoku = :'classic'::sudoku AS implied_only;
-- HoDoKu's full library line
SELECT ':0300:4:53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:413 214:516::'::sudoku AS library_line;

-- the 729-character pencil-mark string: a cell with one mark is a given
SELECT sudoku_format((:'classic' || ':413')::sudoku, 'pencilmarks') AS pencilmarks;
SELECT sudoku_format(p, 'pencilmarks')::sudoku = p AS same_position,
       left(sudoku_format(p, 'pencilmarks'), 36) AS first_four_cells
FROM (SELECT ('12' || repeat('.', 79) || ':313 414')::sudoku AS p) x;
-- in the classic puzzle r5c5 has 5 as its only mark, so it reads back as a given
SELECT sudoku_value(sudoku_format(:'classic'::sudoku, 'pencilmarks')::sudoku, 5, 5) AS r5c5,
       sudoku_given_count(sudoku_format(:'classic'::sudoku, 'pencilmarks')::sudoku) AS givens;

-- a pencil-mark board as HoDoKu and forums print it
SELECT sudoku_pretty(:'classic', true) AS board;
SELECT sudoku_pretty(:'classic', true)::sudoku AS board_read_back;
SELECT sudoku_pretty(p, true)::sudoku = p AS same_position
FROM (SELECT ('12' || repeat('.', 79) || ':313 414')::sudoku AS p) x;

-- sizes: 4x4, 6x6 (2x3 boxes, or 3x2 when asked), 8x8, 12x12, 16x16 letters, 25x25
SELECT '12.. ..12 .... ....'::sudoku AS four, sudoku_size('12.. ..12 .... ....') AS size;
SELECT sudoku_size(s) AS size, sudoku_box_rows(s) AS box_rows, sudoku_box_cols(s) AS box_cols,
       left(s::text, 12) AS text_starts, right(s::text, 3) AS text_ends
FROM (VALUES ('123456............................65'::sudoku),
             (sudoku('123456............................65', 3, 2)),
             ('{3x2}123456............................65'),
             ((repeat('.', 63) || '8')::sudoku),
             ((repeat('.', 143) || 'C')::sudoku),
             (('g' || repeat('.', 254) || 'a')::sudoku),
             ((repeat('.', 624) || 'p')::sudoku)) v(s);
SELECT sudoku_value(s, 1, 1) AS r1c1, sudoku_value(s, 16, 16) AS r16c16
FROM (SELECT ('g' || repeat('.', 254) || 'a')::sudoku AS s) x;

-- bad input: SQLSTATE 22P02, what is wrong and where; long input is cut short
\set ON_ERROR_STOP 0
SELECT '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7'::sudoku;
SELECT ''::sudoku;
SELECT '   '::sudoku;
SELECT '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7x'::sudoku;
SELECT '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7A'::sudoku;
SELECT ('H' || repeat('.', 255))::sudoku;
SELECT (repeat('.', 48) || '8')::sudoku;
SELECT repeat('1', 100000)::sudoku;
-- shown whole up to 40 characters, cut past them
SELECT repeat('1', 40)::sudoku;
SELECT repeat('1', 41)::sudoku;
SELECT (:'classic' || ':41')::sudoku;
SELECT (:'classic' || ':4A1')::sudoku;
SELECT (:'classic' || ':4123')::sudoku;
SELECT ('{2x3}' || :'classic')::sudoku;
SELECT ('{3x}' || :'classic')::sudoku;
-- found by fuzzing: a huge box shape
SELECT '{612x342}53....................................4......'::sudoku;
SELECT ':0000:x:53..7'::sudoku;
SELECT (repeat('.', 19) || '1' || repeat('.', 709))::sudoku;
SELECT sudoku(:'classic', 1, 9);
-- sides whose product overflows to a size (4 x 1,073,741,828 is 16 mod 2^32), and 0
SELECT sudoku(repeat('.', 256), 4, 1073741828);
SELECT sudoku(:'classic', 0, 9);
SELECT sudoku('123456............................65', 2, 2);
SELECT sudoku('{2x3}123456............................65', 3, 2);
SELECT sudoku_format(:'classic', 'xml');
\set ON_ERROR_STOP 1

-- input -> output -> input is the identity, over many generated positions
WITH grids AS (
  SELECT i, sudoku_set(sudoku_set(sudoku_eliminate(:'classic'::sudoku, 1 + i % 9, 1 + (i / 9) % 9, 1 + i % 7),
                                   1 + (i * 7) % 9, 1 + (i * 5) % 9, 1 + i % 9), 9, 9, 1 + i % 5, i % 2 = 0) AS p
  FROM generate_series(0, 999) i)
SELECT count(*) AS positions, count(*) FILTER (WHERE p::text::sudoku = p) AS round_trips,
       count(DISTINCT p) AS distinct
FROM grids;
