-- Nasty input never takes the server down: the backend survives every one of
-- these and each fails with a documented SQLSTATE.
SELECT pg_backend_pid() AS pid, pg_postmaster_start_time() AS started \gset
CREATE TEMP TABLE nasty (label text, input text);
INSERT INTO nasty VALUES
  ('empty', ''),
  ('whitespace only', E' \t\n\r '),
  ('decoration only', E'+---+---+\n|   |   |\n+---+---+'),
  ('huge', repeat('123456789', 20000)),
  ('huge of dots', repeat('.', 100000)),
  ('one short', repeat('.', 80)),
  ('one long', repeat('.', 82)),
  ('prime size', repeat('.', 49)),
  ('past 25x25', repeat('.', 676)),
  ('letter past 9x9', 'A' || repeat('.', 80)),
  ('letter past 16x16', 'H' || repeat('.', 255)),
  ('letter past 25x25', 'Q' || repeat('.', 624)),
  ('control characters', E'\x01\x02\x03'),
  ('high bytes', convert_from('\xc3a9c3a9'::bytea, 'UTF8')),
  ('mixed forms', '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:413 {2x2}'),
  ('colon soup', ':::::::'),
  ('library line short', ':0000:x:'),
  ('box prefix only', '{3x3}'),
  ('box prefix huge', '{99999999x99999999}' || repeat('.', 81)),
  ('deletion out of range', repeat('.', 81) || ':9AA'),
  ('deletion too long', repeat('.', 81) || ':12345'),
  ('pencil grid wrong place', repeat('.', 19) || '1' || repeat('.', 709)),
  ('pencil marks of 16x16 cut', repeat('1', 4095)),
  ('plus without digit', '+' || repeat('.', 81)),
  ('plus plus', '++5' || repeat('.', 80));

CREATE FUNCTION pg_temp.try(input text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  state text;
BEGIN
  PERFORM input::sudoku;
  RETURN 'accepted';
EXCEPTION WHEN OTHERS THEN
  GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE;
  RETURN state;
END $$;
SELECT label, length(input) AS length, pg_temp.try(input) AS result FROM nasty;

-- functions with arguments out of every range
CREATE FUNCTION pg_temp.try_sql(query text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  state text;
BEGIN
  EXECUTE query;
  RETURN 'ok';
EXCEPTION WHEN OTHERS THEN
  GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE;
  RETURN state;
END $$;
SELECT q, pg_temp.try_sql(q) AS result FROM (VALUES
  ('SELECT sudoku_value(''1...........1...'', 2147483647, 1)'),
  ('SELECT sudoku_set(''1...........1...'', -2147483648, 1, 1)'),
  ('SELECT sudoku_set(''1...........1...'', 1, 1, 2147483647)'),
  ('SELECT sudoku_eliminate(''1...........1...'', 1, 1, -1)'),
  ('SELECT sudoku(''1...........1...'', 2147483647, 2147483647)'),
  ('SELECT sudoku(''1...........1...'', 0, 0)'),
  ('SELECT * FROM sudoku_location(2147483647)'),
  ('SELECT * FROM sudoku_location(9, -1, -9)'),
  ('SELECT sudoku_count_solutions(''1...........1...'', -9223372036854775808)'),
  ('SELECT sudoku_apply(''1...........1...'', -2147483648)'),
  ('SELECT ARRAY[[2147483647]]::sudoku'),
  ('SELECT ARRAY[]::int[]::sudoku'),
  ('SELECT ARRAY[[[1]]]::sudoku'),
  ('SELECT sudoku_format(''1...........1...'', '''')'),
  ('SELECT * FROM sudoku_find_steps(''1...........1...'', '''')')
) v(q);

-- the same backend, the same postmaster
SELECT pg_backend_pid() = :pid AS same_backend, pg_postmaster_start_time() = :'started' AS same_postmaster;
