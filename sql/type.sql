-- The type: storage, comparison, operator classes, binary I/O, casts.
\set classic '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'

SELECT :'classic'::sudoku;
-- a 9x9 puzzle of givens takes at most 48 bytes
SELECT pg_column_size(:'classic'::sudoku) AS bytes;
CREATE TEMP TABLE stored (p sudoku);
INSERT INTO stored VALUES (:'classic');
SELECT pg_column_size(p) AS bytes_in_table FROM stored;

-- = never errors, also between sizes; ordering reads like the text
SELECT :'classic'::sudoku = :'classic'::sudoku AS same,
       :'classic'::sudoku = '1...........1...'::sudoku AS other_size,
       :'classic'::sudoku <> '1...........1...'::sudoku AS differ;
SELECT p FROM (VALUES ('..1.........1...'::sudoku), ('1...........1...'), ('.1..........1...'),
                      ('1...........1...:344'), ('+1...........1...')) v(p)
ORDER BY p;
SELECT '1...........1...'::sudoku < '2...........1...'::sudoku AS lt,
       '2...........1...'::sudoku >= '1...........1...'::sudoku AS ge,
       sudoku_cmp('1...........1...', '1...........1...') AS cmp;
-- a value against itself, and a position against the same with one mark or
-- one placed digit more
SELECT p <= p AS le, p >= p AS ge, p < p AS lt, p > p AS gt, p = p AS eq, p <> p AS ne
FROM (VALUES (:'classic'::sudoku)) v(p);
SELECT a::text, b::text, sign(sudoku_cmp(a, b)) AS cmp, sign(sudoku_cmp(b, a)) AS reversed, a = b AS eq
FROM (VALUES ('1...........1...'::sudoku, '1...........1...:344'::sudoku),
             ('1...........1...', '1..........+21...')) v(a, b);

-- btree: unique index, DISTINCT; hash: GROUP BY, hash join
CREATE TEMP TABLE collection (id int, p sudoku);
INSERT INTO collection VALUES (1, :'classic'), (2, '1...........1...'), (3, :'classic'),
                              (4, '53+4.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
SELECT count(DISTINCT p) AS distinct_positions FROM collection;
SET enable_sort = off;
SELECT p, count(*) FROM collection GROUP BY p ORDER BY min(id);
RESET enable_sort;
CREATE UNIQUE INDEX ON collection (p);
SET enable_hashjoin = on; SET enable_mergejoin = off; SET enable_nestloop = off;
SELECT a.id, b.id FROM collection a JOIN collection b ON a.p = b.p WHERE a.id < b.id;
RESET enable_hashjoin; RESET enable_mergejoin; RESET enable_nestloop;
CREATE UNIQUE INDEX ON collection (p) WHERE id <> 3;
INSERT INTO collection VALUES (5, :'classic');
-- the seeded hash: with seed 0 its low 32 bits are the plain hash (as
-- PostgreSQL asks of every hash opclass), another seed another hash; hash
-- partitioning routes rows and lookups by it
SELECT bool_and((sudoku_hash_extended(p, 0) & 4294967295) = (sudoku_hash(p)::bigint & 4294967295)) AS seed_0_is_plain,
       bool_and(sudoku_hash_extended(p, 1) <> sudoku_hash_extended(p, 0)) AS seed_1_differs
FROM collection;
CREATE TEMP TABLE by_hash (id int, p sudoku) PARTITION BY HASH (p);
CREATE TEMP TABLE by_hash_0 PARTITION OF by_hash FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TEMP TABLE by_hash_1 PARTITION OF by_hash FOR VALUES WITH (MODULUS 2, REMAINDER 1);
INSERT INTO by_hash SELECT i, sudoku_random_grid(seed => i) FROM generate_series(1, 12) i;
SELECT count(*) AS rows, count(DISTINCT tableoid) AS partitions_used FROM by_hash;
SELECT count(*) FILTER (WHERE (SELECT count(*) FROM by_hash b WHERE b.p = a.p) = 1) AS each_found_once
FROM by_hash a;
SELECT amname, opcname FROM pg_opclass c JOIN pg_am a ON a.oid = c.opcmethod
WHERE opcintype = 'sudoku'::regtype ORDER BY 1;

-- binary send/receive round trip through COPY BINARY, in a file of the
-- server's own data directory (a path no other cluster or user shares)
SELECT sudoku_send(p) FROM collection WHERE id = 2;
SELECT current_setting('data_directory') || '/sudoku_regress.bin' AS binary_file \gset
COPY (SELECT p FROM collection ORDER BY id) TO :'binary_file' WITH (FORMAT binary);
CREATE TEMP TABLE copied (p sudoku);
COPY copied FROM :'binary_file' WITH (FORMAT binary);
SELECT count(*) AS copied, count(*) FILTER (WHERE p IN (SELECT p FROM collection)) AS identical FROM copied;
-- receive checks its bytes as strictly as text input.  A bytea column's
-- binary COPY carries raw bytes, so it can feed sudoku_recv any bytes at all.
CREATE TEMP TABLE raw (b bytea);
CREATE FUNCTION pg_temp.receive(bytes bytea) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  state text; message text; detail text; result text;
BEGIN
  TRUNCATE raw;
  INSERT INTO raw VALUES (bytes);
  EXECUTE format('COPY raw TO %L WITH (FORMAT binary)', current_setting('data_directory') || '/sudoku_regress_raw.bin');
  TRUNCATE copied;
  EXECUTE format('COPY copied FROM %L WITH (FORMAT binary)', current_setting('data_directory') || '/sudoku_regress_raw.bin');
  SELECT p::text INTO result FROM copied;
  RETURN 'accepted ' || result;
EXCEPTION WHEN OTHERS THEN
  GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, message = MESSAGE_TEXT, detail = PG_EXCEPTION_DETAIL;
  RETURN state || ' ' || message || ': ' || detail;
END $$;
SELECT bytes, pg_temp.receive(bytes) FROM (VALUES
  ('\x01040232000003200000'::bytea),      -- 1...........1...
  ('\x0104023200000320000140'),           -- +1...........1...
  ('\x01040232000003200002000000000008'), -- 1...........1...:344
  (''), ('\x01'), ('\x0104'),
  ('\x02040232000003200000'),             -- unknown version
  ('\x011a0232000003200000'),             -- size 26
  ('\x01040132000003200000'),             -- boxes of 1 row
  ('\x010403'),                            -- 3 does not divide 4
  ('\x010402fe000003200000'),             -- 127 > 124: a digit past 4
  ('\x01040232000003200100'),             -- padding bits after the digits set
  ('\x010402320000032000'),               -- flags byte missing
  ('\x01040232000003200004'),             -- unknown flag
  ('\x01040232000003200001'),             -- placed flagged, no bits
  ('\x0104023200000320000100'),           -- given bits 0: both digits placed
  ('\x01040232000003200001c0'),           -- placed flagged, but all are givens
  ('\x01040232000003200002000000000000'), -- eliminations flagged, none made
  ('\x0104023200000320000200'),           -- eliminations cut short
  ('\x0104023200000320000000')            -- a byte past the end
) v(bytes);

-- casts: int[] both ways, jsonb
SELECT '1...........1...'::sudoku::int[];
SELECT ARRAY[[1,0,0,0],[0,0,1,0],[0,1,0,0],[0,0,0,1]]::sudoku;
SELECT ARRAY[1,0,0,0, 0,0,1,0, 0,1,0,0, 0,0,0,NULL]::sudoku;
SELECT '12.. ..12 .... ....'::sudoku::jsonb;
SELECT (:'classic'::sudoku::int[])[1:2][1:9];
SELECT ARRAY[[1,2],[3,4]]::sudoku;
SELECT ARRAY[[1,0,0,0],[0,0,1,0],[0,1,0,0],[0,0,0,5]]::sudoku;
SELECT ARRAY[1,2,3]::sudoku;
-- one element is no grid either (not a 4x4 with r1c1 = 1)
SELECT ARRAY[1]::sudoku;
