/* sudoku--1.2.sql -- the sudoku extension, version 1.2, installed at once */

-- CREATE EXTENSION sudoku runs this file; a 1.0 or 1.1 installation comes
-- to the same objects through sudoku--1.0--1.1.sql and sudoku--1.1--1.2.sql
-- (sql/update.sql compares them object by object, so a change to one is a
-- change to both).

\echo Use "CREATE EXTENSION sudoku" to load this file. \quit

-- Every name below is qualified with @extschema@ or pg_catalog so that a
-- hostile search_path at install time or at query time cannot redirect it.

-- ---------------------------------------------------------------------------
-- The type
-- ---------------------------------------------------------------------------

CREATE TYPE @extschema@.sudoku;

CREATE FUNCTION @extschema@.sudoku_in(cstring) RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_in' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.sudoku_out(@extschema@.sudoku) RETURNS cstring
	AS 'MODULE_PATHNAME', 'sudoku_out' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.sudoku_recv(internal) RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_recv' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION @extschema@.sudoku_send(@extschema@.sudoku) RETURNS bytea
	AS 'MODULE_PATHNAME', 'sudoku_send' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE TYPE @extschema@.sudoku (
	INPUT = @extschema@.sudoku_in,
	OUTPUT = @extschema@.sudoku_out,
	RECEIVE = @extschema@.sudoku_recv,
	SEND = @extschema@.sudoku_send,
	INTERNALLENGTH = VARIABLE,
	STORAGE = extended
);

COMMENT ON TYPE @extschema@.sudoku IS
	'a Sudoku position (4x4 to 25x25): digits, which are givens, and pencil marks';
COMMENT ON FUNCTION @extschema@.sudoku_in(cstring) IS
	'reads a sudoku from text: a one-line or decorated grid, HoDoKu''s givens line, a pencil-mark board or string';
COMMENT ON FUNCTION @extschema@.sudoku_out(@extschema@.sudoku) IS
	'writes a sudoku as its canonical one-line text';
COMMENT ON FUNCTION @extschema@.sudoku_recv(internal) IS
	'reads a sudoku in binary form, checked as strictly as text';
COMMENT ON FUNCTION @extschema@.sudoku_send(@extschema@.sudoku) IS
	'writes a sudoku in binary form';

CREATE FUNCTION @extschema@.sudoku(puzzle text, box_rows integer, box_cols integer)
	RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_from_text_with_box' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku(text, integer, integer) IS
	'reads a sudoku whose boxes have the given shape, e.g. a 6x6 with boxes of 3 rows and 2 columns';

CREATE FUNCTION @extschema@.sudoku_format(puzzle @extschema@.sudoku, format text)
	RETURNS text
	AS 'MODULE_PATHNAME', 'sudoku_format_as' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_format(@extschema@.sudoku, text) IS
	'writes a sudoku as canonical, line, hodoku, pencilmarks, grid or grid_marks text';

CREATE FUNCTION @extschema@.sudoku_pretty(puzzle @extschema@.sudoku, pencil_marks boolean DEFAULT false)
	RETURNS text
	AS 'MODULE_PATHNAME', 'sudoku_pretty' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_pretty(@extschema@.sudoku, boolean) IS
	'a multi-line board with box lines; with pencil_marks, every empty cell shows its candidates';

-- ---------------------------------------------------------------------------
-- Comparison: equal positions have equal bytes, so = never errors and
-- ordering is total (size, box shape, then digits as the text reads)
-- ---------------------------------------------------------------------------

CREATE FUNCTION @extschema@.sudoku_eq(@extschema@.sudoku, @extschema@.sudoku) RETURNS boolean
	AS 'MODULE_PATHNAME', 'sudoku_eq' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.sudoku_ne(@extschema@.sudoku, @extschema@.sudoku) RETURNS boolean
	AS 'MODULE_PATHNAME', 'sudoku_ne' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.sudoku_lt(@extschema@.sudoku, @extschema@.sudoku) RETURNS boolean
	AS 'MODULE_PATHNAME', 'sudoku_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.sudoku_le(@extschema@.sudoku, @extschema@.sudoku) RETURNS boolean
	AS 'MODULE_PATHNAME', 'sudoku_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.sudoku_gt(@extschema@.sudoku, @extschema@.sudoku) RETURNS boolean
	AS 'MODULE_PATHNAME', 'sudoku_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.sudoku_ge(@extschema@.sudoku, @extschema@.sudoku) RETURNS boolean
	AS 'MODULE_PATHNAME', 'sudoku_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.sudoku_cmp(@extschema@.sudoku, @extschema@.sudoku) RETURNS integer
	AS 'MODULE_PATHNAME', 'sudoku_cmp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.sudoku_hash(@extschema@.sudoku) RETURNS integer
	AS 'MODULE_PATHNAME', 'sudoku_hash' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION @extschema@.sudoku_hash_extended(@extschema@.sudoku, bigint) RETURNS bigint
	AS 'MODULE_PATHNAME', 'sudoku_hash_extended' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;

COMMENT ON FUNCTION @extschema@.sudoku_eq(@extschema@.sudoku, @extschema@.sudoku) IS 'equal: same size, box shape, digits, givens and pencil marks';
COMMENT ON FUNCTION @extschema@.sudoku_ne(@extschema@.sudoku, @extschema@.sudoku) IS 'not equal';
COMMENT ON FUNCTION @extschema@.sudoku_lt(@extschema@.sudoku, @extschema@.sudoku) IS 'less than';
COMMENT ON FUNCTION @extschema@.sudoku_le(@extschema@.sudoku, @extschema@.sudoku) IS 'less than or equal';
COMMENT ON FUNCTION @extschema@.sudoku_gt(@extschema@.sudoku, @extschema@.sudoku) IS 'greater than';
COMMENT ON FUNCTION @extschema@.sudoku_ge(@extschema@.sudoku, @extschema@.sudoku) IS 'greater than or equal';
COMMENT ON FUNCTION @extschema@.sudoku_cmp(@extschema@.sudoku, @extschema@.sudoku) IS 'btree comparison: -1, 0 or 1';
COMMENT ON FUNCTION @extschema@.sudoku_hash(@extschema@.sudoku) IS 'hash for GROUP BY, DISTINCT and hash joins';
COMMENT ON FUNCTION @extschema@.sudoku_hash_extended(@extschema@.sudoku, bigint) IS 'seeded 64-bit hash';

CREATE OPERATOR @extschema@.= (
	LEFTARG = @extschema@.sudoku, RIGHTARG = @extschema@.sudoku,
	FUNCTION = @extschema@.sudoku_eq,
	COMMUTATOR = OPERATOR(@extschema@.=), NEGATOR = OPERATOR(@extschema@.<>),
	RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel, HASHES, MERGES
);
CREATE OPERATOR @extschema@.<> (
	LEFTARG = @extschema@.sudoku, RIGHTARG = @extschema@.sudoku,
	FUNCTION = @extschema@.sudoku_ne,
	COMMUTATOR = OPERATOR(@extschema@.<>), NEGATOR = OPERATOR(@extschema@.=),
	RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
CREATE OPERATOR @extschema@.< (
	LEFTARG = @extschema@.sudoku, RIGHTARG = @extschema@.sudoku,
	FUNCTION = @extschema@.sudoku_lt,
	COMMUTATOR = OPERATOR(@extschema@.>), NEGATOR = OPERATOR(@extschema@.>=),
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
CREATE OPERATOR @extschema@.<= (
	LEFTARG = @extschema@.sudoku, RIGHTARG = @extschema@.sudoku,
	FUNCTION = @extschema@.sudoku_le,
	COMMUTATOR = OPERATOR(@extschema@.>=), NEGATOR = OPERATOR(@extschema@.>),
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
CREATE OPERATOR @extschema@.> (
	LEFTARG = @extschema@.sudoku, RIGHTARG = @extschema@.sudoku,
	FUNCTION = @extschema@.sudoku_gt,
	COMMUTATOR = OPERATOR(@extschema@.<), NEGATOR = OPERATOR(@extschema@.<=),
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
CREATE OPERATOR @extschema@.>= (
	LEFTARG = @extschema@.sudoku, RIGHTARG = @extschema@.sudoku,
	FUNCTION = @extschema@.sudoku_ge,
	COMMUTATOR = OPERATOR(@extschema@.<=), NEGATOR = OPERATOR(@extschema@.<),
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);

CREATE OPERATOR CLASS @extschema@.sudoku_ops
	DEFAULT FOR TYPE @extschema@.sudoku USING btree AS
		OPERATOR 1 @extschema@.< ,
		OPERATOR 2 @extschema@.<= ,
		OPERATOR 3 @extschema@.= ,
		OPERATOR 4 @extschema@.>= ,
		OPERATOR 5 @extschema@.> ,
		FUNCTION 1 @extschema@.sudoku_cmp(@extschema@.sudoku, @extschema@.sudoku);

CREATE OPERATOR CLASS @extschema@.sudoku_hash_ops
	DEFAULT FOR TYPE @extschema@.sudoku USING hash AS
		OPERATOR 1 @extschema@.= ,
		FUNCTION 1 @extschema@.sudoku_hash(@extschema@.sudoku),
		FUNCTION 2 @extschema@.sudoku_hash_extended(@extschema@.sudoku, bigint);

-- ---------------------------------------------------------------------------
-- Casts
-- ---------------------------------------------------------------------------

CREATE FUNCTION @extschema@.sudoku_to_int_array(@extschema@.sudoku) RETURNS integer[]
	AS 'MODULE_PATHNAME', 'sudoku_to_int_array' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_to_int_array(@extschema@.sudoku) IS
	'the digits as an n x n integer array, 0 for an empty cell';

CREATE FUNCTION @extschema@.sudoku_from_int_array(integer[]) RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_from_int_array' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_from_int_array(integer[]) IS
	'a sudoku of givens from an n x n (or n*n long) integer array, 0 or NULL for an empty cell';

CREATE FUNCTION @extschema@.sudoku_to_jsonb(@extschema@.sudoku) RETURNS jsonb
	AS $$ SELECT pg_catalog.to_jsonb(@extschema@.sudoku_to_int_array($1)) $$
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_to_jsonb(@extschema@.sudoku) IS
	'the digits as a JSON array of rows, 0 for an empty cell';

CREATE CAST (@extschema@.sudoku AS integer[])
	WITH FUNCTION @extschema@.sudoku_to_int_array(@extschema@.sudoku);
CREATE CAST (integer[] AS @extschema@.sudoku)
	WITH FUNCTION @extschema@.sudoku_from_int_array(integer[]);
CREATE CAST (@extschema@.sudoku AS jsonb)
	WITH FUNCTION @extschema@.sudoku_to_jsonb(@extschema@.sudoku);

-- ---------------------------------------------------------------------------
-- Cells, candidates, violations
-- ---------------------------------------------------------------------------

-- Every function that returns rows returns a type of the extension's own
-- (version 1.1), named for one of its rows: the rows keep their field
-- names wherever they go (a column, an array, a table, a foreign table's
-- column on a shard) and postgres_fdw can send a whole row of them.
CREATE TYPE @extschema@.sudoku_grid_cell AS (
	cell_id integer, "row" integer, col integer, box integer, value integer, given boolean);
COMMENT ON TYPE @extschema@.sudoku_grid_cell IS
	'a row of sudoku_cells: a cell''s place (from 1), its digit (NULL when empty) and whether it is a given';

CREATE TYPE @extschema@.sudoku_pencil_mark AS (
	cell_id integer, "row" integer, col integer, box integer, value integer);
COMMENT ON TYPE @extschema@.sudoku_pencil_mark IS
	'a row of sudoku_candidates: one digit still possible in an empty cell, with the cell''s place';

CREATE TYPE @extschema@.sudoku_rule_violation AS (
	unit_type text, unit integer, value integer, cells integer[]);
COMMENT ON TYPE @extschema@.sudoku_rule_violation IS
	'a row of sudoku_violations: a digit twice in a row, column or box (unit_type row, column or box, the cell ids), or an empty cell with no candidate (unit_type cell)';

CREATE FUNCTION @extschema@.sudoku_cells(puzzle @extschema@.sudoku)
	RETURNS SETOF @extschema@.sudoku_grid_cell
	AS 'MODULE_PATHNAME', 'sudoku_cells' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 81;
COMMENT ON FUNCTION @extschema@.sudoku_cells(@extschema@.sudoku) IS
	'one row per cell: its place (from 1), its digit (NULL when empty) and whether it is a given';

CREATE FUNCTION @extschema@.sudoku_candidates(puzzle @extschema@.sudoku)
	RETURNS SETOF @extschema@.sudoku_pencil_mark
	AS 'MODULE_PATHNAME', 'sudoku_candidates' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 200;
COMMENT ON FUNCTION @extschema@.sudoku_candidates(@extschema@.sudoku) IS
	'one row per pencil mark of every empty cell: the digits still possible there';

CREATE FUNCTION @extschema@.sudoku_violations(puzzle @extschema@.sudoku)
	RETURNS SETOF @extschema@.sudoku_rule_violation
	AS 'MODULE_PATHNAME', 'sudoku_violations' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 2;
COMMENT ON FUNCTION @extschema@.sudoku_violations(@extschema@.sudoku) IS
	'what is wrong: a digit twice in a row, column or box (with the cell ids), or an empty cell with no candidate (unit_type cell)';

CREATE FUNCTION @extschema@.sudoku_candidate_masks(@extschema@.sudoku) RETURNS text[]
	AS 'MODULE_PATHNAME', 'sudoku_candidate_masks' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_candidate_masks(@extschema@.sudoku) IS
	'an n x n text array: a filled cell''s digit, or an empty cell''s marks like 1...56...';

-- ---------------------------------------------------------------------------
-- Accessors and builders
-- ---------------------------------------------------------------------------

CREATE FUNCTION @extschema@.sudoku_is_valid(@extschema@.sudoku) RETURNS boolean
	AS 'MODULE_PATHNAME', 'sudoku_is_valid' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_is_valid(@extschema@.sudoku) IS
	'true when sudoku_violations finds nothing';
CREATE FUNCTION @extschema@.sudoku_is_complete(@extschema@.sudoku) RETURNS boolean
	AS 'MODULE_PATHNAME', 'sudoku_is_complete' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_is_complete(@extschema@.sudoku) IS
	'true when no cell is empty (a complete grid may still break a rule: see sudoku_is_valid)';
CREATE FUNCTION @extschema@.sudoku_size(@extschema@.sudoku) RETURNS integer
	AS 'MODULE_PATHNAME', 'sudoku_size' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_size(@extschema@.sudoku) IS
	'rows (= columns = digits) of the grid: 9 for a classic sudoku';
CREATE FUNCTION @extschema@.sudoku_box_rows(@extschema@.sudoku) RETURNS integer
	AS 'MODULE_PATHNAME', 'sudoku_box_rows' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_box_rows(@extschema@.sudoku) IS 'rows of one box';
CREATE FUNCTION @extschema@.sudoku_box_cols(@extschema@.sudoku) RETURNS integer
	AS 'MODULE_PATHNAME', 'sudoku_box_cols' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_box_cols(@extschema@.sudoku) IS 'columns of one box';
CREATE FUNCTION @extschema@.sudoku_given_count(@extschema@.sudoku) RETURNS integer
	AS 'MODULE_PATHNAME', 'sudoku_given_count' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_given_count(@extschema@.sudoku) IS 'how many cells hold a given';
CREATE FUNCTION @extschema@.sudoku_empty_count(@extschema@.sudoku) RETURNS integer
	AS 'MODULE_PATHNAME', 'sudoku_empty_count' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_empty_count(@extschema@.sudoku) IS 'how many cells are empty';
CREATE FUNCTION @extschema@.sudoku_value(puzzle @extschema@.sudoku, "row" integer, col integer)
	RETURNS integer
	AS 'MODULE_PATHNAME', 'sudoku_value' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_value(@extschema@.sudoku, integer, integer) IS
	'the digit at (row, col), from 1; NULL when the cell is empty';
CREATE FUNCTION @extschema@.sudoku_set(puzzle @extschema@.sudoku, "row" integer, col integer,
	value integer, given boolean DEFAULT false)
	RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_set' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_set(@extschema@.sudoku, integer, integer, integer, boolean) IS
	'a copy with a digit placed at (row, col), a given when asked; peers lose it from their pencil marks';
CREATE FUNCTION @extschema@.sudoku_clear(puzzle @extschema@.sudoku, "row" integer, col integer)
	RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_clear' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_clear(@extschema@.sudoku, integer, integer) IS
	'a copy with (row, col) emptied; its digit comes back to the pencil marks where it is open';
CREATE FUNCTION @extschema@.sudoku_eliminate(puzzle @extschema@.sudoku, "row" integer, col integer,
	value integer)
	RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_eliminate' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_eliminate(@extschema@.sudoku, integer, integer, integer) IS
	'a copy with one pencil mark removed from (row, col)';

-- ---------------------------------------------------------------------------
-- Locations: the seed schema's Location table, for any size
-- ---------------------------------------------------------------------------

CREATE TYPE @extschema@.sudoku_cell_group AS (cell_id integer, group_type text, group_value integer);
COMMENT ON TYPE @extschema@.sudoku_cell_group IS
	'a row of sudoku_location: a cell and one group it belongs to, its row (R), column (C) or box (B), from 1';

CREATE TYPE @extschema@.sudoku_cell_place AS (cell_id integer, "row" integer, col integer, box integer);
COMMENT ON TYPE @extschema@.sudoku_cell_place IS
	'a row of sudoku_location_wide: a cell with its row, column and box, from 1';

CREATE FUNCTION @extschema@.sudoku_location(size integer, box_rows integer DEFAULT NULL,
	box_cols integer DEFAULT NULL)
	RETURNS SETOF @extschema@.sudoku_cell_group
	AS 'MODULE_PATHNAME', 'sudoku_location_for_size' LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 243;
COMMENT ON FUNCTION @extschema@.sudoku_location(integer, integer, integer) IS
	'three rows per cell of a grid of that size: its row (R), column (C) and box (B), from 1';

CREATE FUNCTION @extschema@.sudoku_location_wide(size integer, box_rows integer DEFAULT NULL,
	box_cols integer DEFAULT NULL)
	RETURNS SETOF @extschema@.sudoku_cell_place
	AS 'MODULE_PATHNAME', 'sudoku_location_wide_for_size' LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 81;
COMMENT ON FUNCTION @extschema@.sudoku_location_wide(integer, integer, integer) IS
	'one row per cell of a grid of that size: its row, column and box, from 1';

CREATE VIEW @extschema@.sudoku_location AS
	SELECT l.cell_id, l.group_type, l.group_value FROM @extschema@.sudoku_location(9) AS l;
COMMENT ON VIEW @extschema@.sudoku_location IS
	'the 9x9 grid''s cells and the groups (R, C, B) each belongs to: 243 rows';

CREATE VIEW @extschema@.sudoku_location_wide AS
	SELECT l.cell_id, l."row", l.col, l.box FROM @extschema@.sudoku_location_wide(9) AS l;
COMMENT ON VIEW @extschema@.sudoku_location_wide IS
	'the 9x9 grid''s cells with their row, column and box: 81 rows';

-- ---------------------------------------------------------------------------
-- Games, and the seed schema's views over them
-- ---------------------------------------------------------------------------

CREATE TABLE @extschema@.sudoku_game (
	game_id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
	name text,
	description text,
	puzzle @extschema@.sudoku NOT NULL,
	created timestamptz NOT NULL DEFAULT pg_catalog.now(),
	owner name NOT NULL DEFAULT CURRENT_USER
);
COMMENT ON TABLE @extschema@.sudoku_game IS
	'your games: one puzzle or position each; the sudoku_* views read from here';
COMMENT ON COLUMN @extschema@.sudoku_game.owner IS
	'the name of the role that inserted the game: only it, and roles it is granted to, see and change the row';

-- Rows belong to their owner: a role sees and changes its own games and
-- those of the roles it is a member of (GRANT alice TO bob shares alice's).
-- FORCE applies this to the table's owner too; superusers still see all.
-- The owner is kept by name (version 1.2; a regrole before), which means
-- the same role on every server: in a dump restored into another cluster,
-- and on Citus, whose workers send a regrole as their own oid.  A name no
-- role has (a dropped role's) matches no one: to_regrole gives NULL, where
-- pg_has_role(name, name, ...) would fail the whole query.  A policy on a
-- Citus table may have no subquery.
ALTER TABLE @extschema@.sudoku_game ENABLE ROW LEVEL SECURITY;
ALTER TABLE @extschema@.sudoku_game FORCE ROW LEVEL SECURITY;
CREATE POLICY sudoku_game_owner ON @extschema@.sudoku_game
	USING (pg_catalog.pg_has_role(CURRENT_USER,
		pg_catalog.to_regrole(pg_catalog.quote_ident(owner))::oid, 'MEMBER'))
	WITH CHECK (pg_catalog.pg_has_role(CURRENT_USER,
		pg_catalog.to_regrole(pg_catalog.quote_ident(owner))::oid, 'MEMBER'));
GRANT SELECT, INSERT, UPDATE, DELETE ON @extschema@.sudoku_game TO PUBLIC;
GRANT USAGE ON SEQUENCE @extschema@.sudoku_game_game_id_seq TO PUBLIC;
SELECT pg_catalog.pg_extension_config_dump('@extschema@.sudoku_game', '');
SELECT pg_catalog.pg_extension_config_dump('@extschema@.sudoku_game_game_id_seq', '');

-- OFFSET 0 keeps the array a one-per-game subquery; flattened, it would be
-- computed again for each of the 81 cells read from it.
CREATE VIEW @extschema@.sudoku_board AS
	SELECT g.game_id, r."row",
		NULLIF(a.grid[r."row"][1], 0) AS c1, NULLIF(a.grid[r."row"][2], 0) AS c2,
		NULLIF(a.grid[r."row"][3], 0) AS c3, NULLIF(a.grid[r."row"][4], 0) AS c4,
		NULLIF(a.grid[r."row"][5], 0) AS c5, NULLIF(a.grid[r."row"][6], 0) AS c6,
		NULLIF(a.grid[r."row"][7], 0) AS c7, NULLIF(a.grid[r."row"][8], 0) AS c8,
		NULLIF(a.grid[r."row"][9], 0) AS c9,
		ARRAY(SELECT NULLIF(a.grid[r."row"][k], 0)
			  FROM pg_catalog.generate_series(1, a.size) AS k ORDER BY k) AS cells
	FROM @extschema@.sudoku_game AS g
	CROSS JOIN LATERAL (SELECT @extschema@.sudoku_to_int_array(g.puzzle) AS grid,
							   @extschema@.sudoku_size(g.puzzle) AS size OFFSET 0) AS a
	CROSS JOIN LATERAL pg_catalog.generate_series(1, a.size) AS r("row");
COMMENT ON VIEW @extschema@.sudoku_board IS
	'every game as one row per grid row: c1 .. c9 for games up to 9x9 (NULL where empty or past the size), and cells, the whole row of a game of any size';

CREATE VIEW @extschema@.sudoku_candidate_display AS
	SELECT g.game_id, r."row",
		m.masks[r."row"][1] AS c1, m.masks[r."row"][2] AS c2, m.masks[r."row"][3] AS c3,
		m.masks[r."row"][4] AS c4, m.masks[r."row"][5] AS c5, m.masks[r."row"][6] AS c6,
		m.masks[r."row"][7] AS c7, m.masks[r."row"][8] AS c8, m.masks[r."row"][9] AS c9,
		ARRAY(SELECT m.masks[r."row"][k]
			  FROM pg_catalog.generate_series(1, m.size) AS k ORDER BY k) AS cells
	FROM @extschema@.sudoku_game AS g
	CROSS JOIN LATERAL (SELECT @extschema@.sudoku_candidate_masks(g.puzzle) AS masks,
							   @extschema@.sudoku_size(g.puzzle) AS size OFFSET 0) AS m
	CROSS JOIN LATERAL pg_catalog.generate_series(1, m.size) AS r("row");
COMMENT ON VIEW @extschema@.sudoku_candidate_display IS
	'every game''s pencil marks as a board (masks like 1...56... for empty cells, the digit for filled ones): c1 .. c9 for games up to 9x9, and cells, the whole row of a game of any size';

CREATE VIEW @extschema@.sudoku_candidate AS
	SELECT g.game_id, c.cell_id, c."row", c.col, c.box, c.value
	FROM @extschema@.sudoku_game AS g
	CROSS JOIN LATERAL @extschema@.sudoku_candidates(g.puzzle) AS c;
COMMENT ON VIEW @extschema@.sudoku_candidate IS
	'the seed schema''s possible values: one row per pencil mark of every game';

CREATE VIEW @extschema@.sudoku_violation AS
	SELECT g.game_id, v.unit_type, v.unit, v.value, v.cells
	FROM @extschema@.sudoku_game AS g
	CROSS JOIN LATERAL @extschema@.sudoku_violations(g.puzzle) AS v;
COMMENT ON VIEW @extschema@.sudoku_violation IS
	'what is wrong with each game: repeated digits and empty cells left without candidates';

-- ---------------------------------------------------------------------------
-- The exact solver
-- ---------------------------------------------------------------------------

CREATE FUNCTION @extschema@.sudoku_solve(puzzle @extschema@.sudoku) RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_solve' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 1000;
COMMENT ON FUNCTION @extschema@.sudoku_solve(@extschema@.sudoku) IS
	'the solution (the lexicographically smallest when there are several), givens kept as givens; NULL when there is none';

CREATE FUNCTION @extschema@.sudoku_solutions(puzzle @extschema@.sudoku, max_count bigint DEFAULT 2)
	RETURNS SETOF @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_solutions' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 1000 ROWS 1;
COMMENT ON FUNCTION @extschema@.sudoku_solutions(@extschema@.sudoku, bigint) IS
	'up to max_count solutions, in lexicographic order of their digits';

CREATE FUNCTION @extschema@.sudoku_count_solutions(puzzle @extschema@.sudoku, max_count bigint DEFAULT 2)
	RETURNS bigint
	AS 'MODULE_PATHNAME', 'sudoku_count_solutions' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 1000;
COMMENT ON FUNCTION @extschema@.sudoku_count_solutions(@extschema@.sudoku, bigint) IS
	'how many solutions, counting no further than max_count';

CREATE FUNCTION @extschema@.sudoku_is_unique(puzzle @extschema@.sudoku) RETURNS boolean
	AS 'MODULE_PATHNAME', 'sudoku_is_unique' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 1000;
COMMENT ON FUNCTION @extschema@.sudoku_is_unique(@extschema@.sudoku) IS
	'true when the puzzle has exactly one solution';

-- ---------------------------------------------------------------------------
-- The logical solver: steps with the rule behind each, hints, rating
-- ---------------------------------------------------------------------------

-- Named result types: a function that returns a row returns one of these,
-- so that its fields can be read and shipped by name (postgres_fdw sends a
-- call to a shard only when its result type is one the extension owns).
CREATE TYPE @extschema@.sudoku_rating AS (
	level text, score bigint, hardest_technique text, steps integer, guesses integer);
COMMENT ON TYPE @extschema@.sudoku_rating IS
	'the result of sudoku_rate: HoDoKu''s level and score, the hardest technique used, the number of steps and guesses';

CREATE TYPE @extschema@.sudoku_logic_step AS (
	step integer, technique text, code text, level text, score integer,
	digits integer[], placements text[], eliminations text[],
	base_units text[], cover_units text[], cells integer[],
	explanation text, guess_depth integer, dead_ends integer, library_line text,
	chain text);
COMMENT ON TYPE @extschema@.sudoku_logic_step IS
	'one logical step, as sudoku_steps, sudoku_find_steps and sudoku_hint return it: its technique, changes, pattern, explanation, HoDoKu library line and chain';

CREATE TYPE @extschema@.sudoku_technique_info AS (
	solve_order integer, name text, code text, level text, score integer,
	implemented boolean, uniqueness boolean, category text, enabled_by_default boolean);
COMMENT ON TYPE @extschema@.sudoku_technique_info IS
	'a row of sudoku_techniques: a technique''s place in the solving order, name, HoDoKu code, level, score and category, whether it is implemented, assumes a unique solution, and is in HoDoKu''s default set';

CREATE TYPE @extschema@.sudoku_cell_trace AS (
	cell_id integer, "row" integer, col integer, box integer, value integer, rule text, step integer);
COMMENT ON TYPE @extschema@.sudoku_cell_trace IS
	'a row of sudoku_trace: a cell, its digit in the end (NULL when the techniques leave it open), the rule that filled it (Given for givens) and the step';

CREATE TYPE @extschema@.sudoku_iteration AS (
	iteration bigint, technique text, steps bigint, cells_placed bigint,
	candidates_eliminated bigint, message text);
COMMENT ON TYPE @extschema@.sudoku_iteration IS
	'a row of sudoku_iterations: consecutive steps of one technique, what they placed and eliminated, and the line the seeds log for them';

CREATE FUNCTION @extschema@.sudoku_techniques()
	RETURNS SETOF @extschema@.sudoku_technique_info
	AS 'MODULE_PATHNAME', 'sudoku_techniques' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 100;
COMMENT ON FUNCTION @extschema@.sudoku_techniques() IS
	'the techniques in the order the logical solver tries them, with HoDoKu''s code, level, score and category, and whether HoDoKu''s default set has them';

CREATE FUNCTION @extschema@.sudoku_steps(puzzle @extschema@.sudoku,
	techniques text[] DEFAULT '{default}', options text DEFAULT '')
	RETURNS SETOF @extschema@.sudoku_logic_step
	AS 'MODULE_PATHNAME', 'sudoku_steps' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100000 ROWS 60;
COMMENT ON FUNCTION @extschema@.sudoku_steps(@extschema@.sudoku, text[], text) IS
	'the logical path with the chosen techniques (names, codes, categories, ''default'', ''all'', ''-x'' to leave one out) and HoDoKu settings (''uniqueness_missing_candidates=false ...''), or Sudoku Explainer''s model with its own techniques (options => ''model=se'', 1.2; each step''s explanation then ends with its SE difficulty): each step''s technique, placements, eliminations, pattern, explanation, HoDoKu library line and chain (Eureka notation, like (1=7)r4c5-(7=3)r8c5; forcing chains as HoDoKu writes them)';

CREATE FUNCTION @extschema@.sudoku_find_steps(puzzle @extschema@.sudoku, technique text,
	options text DEFAULT '')
	RETURNS SETOF @extschema@.sudoku_logic_step
	AS 'MODULE_PATHNAME', 'sudoku_find_steps' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10000 ROWS 5;
COMMENT ON FUNCTION @extschema@.sudoku_find_steps(@extschema@.sudoku, text, text) IS
	'every instance of one technique (by name, like ''X-Wing'', or HoDoKu code, like ''0300'') in the position, from its own pencil marks, under HoDoKu settings (''duals_and_siamese=true ...''), each with its HoDoKu library line and, for a chain technique, its chain';

CREATE FUNCTION @extschema@.sudoku_hint(puzzle @extschema@.sudoku,
	techniques text[] DEFAULT '{default}', options text DEFAULT '')
	RETURNS @extschema@.sudoku_logic_step
	AS 'MODULE_PATHNAME', 'sudoku_hint' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 10000;
COMMENT ON FUNCTION @extschema@.sudoku_hint(@extschema@.sudoku, text[], text) IS
	'the next step with the chosen techniques (Sudoku Explainer''s, in its order, with options => ''model=se''), found from the position''s own pencil marks, with its HoDoKu library line and chain; NULL when the grid is full or no chosen technique applies';

CREATE FUNCTION @extschema@.sudoku_apply(puzzle @extschema@.sudoku, steps integer DEFAULT NULL,
	techniques text[] DEFAULT '{default}', options text DEFAULT '')
	RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_apply' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE COST 100000;
COMMENT ON FUNCTION @extschema@.sudoku_apply(@extschema@.sudoku, integer, text[], text) IS
	'the position after that many logical steps with the chosen techniques (all the steps they find when NULL), pencil marks included';

CREATE FUNCTION @extschema@.sudoku_trace(puzzle @extschema@.sudoku,
	techniques text[] DEFAULT '{default}', options text DEFAULT '')
	RETURNS SETOF @extschema@.sudoku_cell_trace
	AS 'MODULE_PATHNAME', 'sudoku_trace' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100000 ROWS 81;
COMMENT ON FUNCTION @extschema@.sudoku_trace(@extschema@.sudoku, text[], text) IS
	'one row per cell with the rule that filled it (Given for givens) and the step, solving with the chosen techniques (Sudoku Explainer''s, with options => ''model=se''); cells they leave open have no value';

CREATE FUNCTION @extschema@.sudoku_rate(puzzle @extschema@.sudoku,
	techniques text[] DEFAULT '{default}', options text DEFAULT '')
	RETURNS @extschema@.sudoku_rating
	AS 'MODULE_PATHNAME', 'sudoku_rate' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100000;
COMMENT ON FUNCTION @extschema@.sudoku_rate(@extschema@.sudoku, text[], text) IS
	'HoDoKu''s rating with the chosen techniques: the sum of the steps'' base scores and the level they reach (a guess, or a grid the techniques leave unsolved, makes it Extreme)';

CREATE TYPE @extschema@.sudoku_difficulty AS ENUM ('Easy', 'Medium', 'Hard', 'Unfair', 'Extreme');
COMMENT ON TYPE @extschema@.sudoku_difficulty IS
	'HoDoKu''s levels in their order, Easy < Medium < Hard < Unfair < Extreme';

CREATE FUNCTION @extschema@.sudoku_level(puzzle @extschema@.sudoku,
	techniques text[] DEFAULT '{default}', options text DEFAULT '')
	RETURNS @extschema@.sudoku_difficulty
	AS 'MODULE_PATHNAME', 'sudoku_level' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100000;
COMMENT ON FUNCTION @extschema@.sudoku_level(@extschema@.sudoku, text[], text) IS
	'the level of sudoku_rate alone, as the ordered sudoku_difficulty (sudoku_level(p) >= ''Hard''): with the default techniques a call that postgres_fdw sends to a shard, where (sudoku_rate(p)).level is not sent';

CREATE FUNCTION @extschema@.sudoku_techniques_used(puzzle @extschema@.sudoku,
	techniques text[] DEFAULT '{default}', options text DEFAULT '')
	RETURNS text[]
	AS 'MODULE_PATHNAME', 'sudoku_techniques_used' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100000;
COMMENT ON FUNCTION @extschema@.sudoku_techniques_used(@extschema@.sudoku, text[], text) IS
	'the techniques the logical path uses, each once, in the order the solver tries them: ''X-Wing'' = ANY (sudoku_techniques_used(p)) finds the puzzles that need an X-Wing (on postgres_fdw shards, sudoku_uses(p, ''X-Wing''))';

-- The techniques as values of the extension's own: postgres_fdw sends a
-- shard a comparison of them, where it keeps a comparison of text that does
-- not come from one of the shard's columns (a collation it cannot vouch
-- for) on the coordinator.  The labels are the names of sudoku_techniques(),
-- in its order (sql/logic.sql checks it).
CREATE TYPE @extschema@.sudoku_technique AS ENUM (
	'Full House', 'Naked Single', 'Hidden Single', 'Locked Pair', 'Locked Triple',
	'Locked Candidates Type 1 (Pointing)', 'Locked Candidates Type 2 (Claiming)', 'Naked Pair',
	'Naked Triple', 'Hidden Pair', 'Hidden Triple', 'Naked Quadruple', 'Hidden Quadruple', 'X-Wing',
	'Swordfish', 'Jellyfish', 'Squirmbag', 'Whale', 'Leviathan', 'Remote Pair',
	'Bivalue Universal Grave + 1', 'Skyscraper', '2-String Kite', 'Dual 2-String Kite', 'Turbot Fish',
	'Empty Rectangle', 'Dual Empty Rectangle', 'W-Wing', 'XY-Wing', 'XYZ-Wing', 'Uniqueness Test 1',
	'Uniqueness Test 2', 'Uniqueness Test 3', 'Uniqueness Test 4', 'Uniqueness Test 5',
	'Uniqueness Test 6', 'Hidden Rectangle', 'Avoidable Rectangle Type 1',
	'Avoidable Rectangle Type 2', 'Finned X-Wing', 'Sashimi X-Wing', 'Finned Swordfish',
	'Sashimi Swordfish', 'Finned Jellyfish', 'Sashimi Jellyfish', 'Finned Squirmbag',
	'Sashimi Squirmbag', 'Finned Whale', 'Sashimi Whale', 'Finned Leviathan', 'Sashimi Leviathan',
	'Sue de Coq', 'Simple Colors Trap', 'Simple Colors Wrap', 'Multi Colors 1', 'Multi Colors 2',
	'X-Chain', 'XY-Chain', 'Continuous Nice Loop', 'Discontinuous Nice Loop', 'AIC',
	'Grouped Continuous Nice Loop', 'Grouped Discontinuous Nice Loop', 'Grouped AIC',
	'Almost Locked Set XZ-Rule', 'Almost Locked Set XY-Wing', 'Almost Locked Set Chain',
	'Death Blossom', 'Franken X-Wing', 'Franken Swordfish', 'Franken Jellyfish', 'Franken Squirmbag',
	'Franken Whale', 'Franken Leviathan', 'Finned Franken X-Wing', 'Finned Franken Swordfish',
	'Finned Franken Jellyfish', 'Finned Franken Squirmbag', 'Finned Franken Whale',
	'Finned Franken Leviathan', 'Mutant X-Wing', 'Mutant Swordfish', 'Mutant Jellyfish',
	'Mutant Squirmbag', 'Mutant Whale', 'Mutant Leviathan', 'Finned Mutant X-Wing',
	'Finned Mutant Swordfish', 'Finned Mutant Jellyfish', 'Finned Mutant Squirmbag',
	'Finned Mutant Whale', 'Finned Mutant Leviathan', 'Kraken Fish Type 1', 'Kraken Fish Type 2',
	'Forcing Chain Contradiction',
	'Forcing Chain Verity', 'Forcing Net Contradiction', 'Forcing Net Verity', 'Template Set',
	'Template Delete', 'Guess'
);
COMMENT ON TYPE @extschema@.sudoku_technique IS
	'the techniques by name, ordered as the logical solver tries them (as sudoku_techniques() lists them): the technique argument of sudoku_uses';

CREATE FUNCTION @extschema@.sudoku_uses(puzzle @extschema@.sudoku, technique @extschema@.sudoku_technique,
	techniques text[] DEFAULT '{default}', options text DEFAULT '')
	RETURNS boolean
	AS 'MODULE_PATHNAME', 'sudoku_uses' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100000;
COMMENT ON FUNCTION @extschema@.sudoku_uses(@extschema@.sudoku, @extschema@.sudoku_technique, text[], text) IS
	'true when the logical path with the chosen techniques uses the technique, sudoku_uses(p, ''X-Wing''): what ''X-Wing'' = ANY (sudoku_techniques_used(p)) says, in a form that postgres_fdw sends to a shard (with the default techniques); the path stops at the technique''s first step';

CREATE FUNCTION @extschema@.sudoku_iterations(puzzle @extschema@.sudoku,
	techniques text[] DEFAULT '{default}', options text DEFAULT '')
	RETURNS SETOF @extschema@.sudoku_iteration
	AS $$
	SELECT pg_catalog.row_number() OVER (ORDER BY pg_catalog.min(x.step)),
		x.technique, pg_catalog.count(*),
		pg_catalog.sum(pg_catalog.cardinality(x.placements)),
		pg_catalog.sum(pg_catalog.cardinality(x.eliminations)),
		pg_catalog.format('Iteration %s: %s %s', pg_catalog.row_number() OVER (ORDER BY pg_catalog.min(x.step)),
			x.technique,
			CASE WHEN pg_catalog.sum(pg_catalog.cardinality(x.placements)) OPERATOR(pg_catalog.>) 0
				THEN pg_catalog.format('solves %s cell%s', pg_catalog.sum(pg_catalog.cardinality(x.placements)),
					CASE WHEN pg_catalog.sum(pg_catalog.cardinality(x.placements)) OPERATOR(pg_catalog.=) 1 THEN '' ELSE 's' END)
				ELSE pg_catalog.format('eliminates %s candidate%s', pg_catalog.sum(pg_catalog.cardinality(x.eliminations)),
					CASE WHEN pg_catalog.sum(pg_catalog.cardinality(x.eliminations)) OPERATOR(pg_catalog.=) 1 THEN '' ELSE 's' END)
			END)
	FROM (SELECT s.step, s.technique, s.placements, s.eliminations,
				 s.step OPERATOR(pg_catalog.-) pg_catalog.row_number() OVER (PARTITION BY s.technique ORDER BY s.step) AS run
		  FROM @extschema@.sudoku_steps(puzzle, techniques, options) AS s) AS x
	GROUP BY x.technique, x.run
	ORDER BY pg_catalog.min(x.step)
	$$ LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_iterations(@extschema@.sudoku, text[], text) IS
	'the solve loop as the seeds log it, with the chosen techniques: consecutive steps of one technique as one iteration, "Iteration 3: Hidden Single solves 5 cells"';

CREATE VIEW @extschema@.sudoku_cell AS
	SELECT g.game_id, t.cell_id, t."row", t.col, t.box, t.value, t.rule, t.step
	FROM @extschema@.sudoku_game AS g
	CROSS JOIN LATERAL @extschema@.sudoku_trace(g.puzzle) AS t;
COMMENT ON VIEW @extschema@.sudoku_cell IS
	'the seeds'' Cell table: every cell of each game''s solution with the rule that filled it and the step';

CREATE VIEW @extschema@.sudoku_step AS
	SELECT g.game_id, s.step, s.technique, s.code, s.level, s.score, s.digits, s.placements,
		s.eliminations, s.base_units, s.cover_units, s.cells, s.explanation, s.guess_depth, s.dead_ends,
		s.library_line, s.chain
	FROM @extschema@.sudoku_game AS g
	CROSS JOIN LATERAL @extschema@.sudoku_steps(g.puzzle) AS s;
COMMENT ON VIEW @extschema@.sudoku_step IS
	'each game''s logical path, one row per step, with its HoDoKu library line and, for a chain step, its chain';

GRANT SELECT ON @extschema@.sudoku_location, @extschema@.sudoku_location_wide,
	@extschema@.sudoku_board, @extschema@.sudoku_candidate, @extschema@.sudoku_candidate_display,
	@extschema@.sudoku_violation, @extschema@.sudoku_cell, @extschema@.sudoku_step TO PUBLIC;

-- Views over the games check row-level security as the user who queries
-- them, not as their owner (security_invoker, PostgreSQL 15 and later).
-- Before 15 a view reads as its owner, a superuser that row-level security
-- does not stop, so there only superusers may read these views; everyone
-- else reads sudoku_game and calls the functions on its puzzles.
DO $$
BEGIN
	IF pg_catalog.current_setting('server_version_num')::integer OPERATOR(pg_catalog.>=) 150000 THEN
		EXECUTE 'ALTER VIEW @extschema@.sudoku_board SET (security_invoker = true)';
		EXECUTE 'ALTER VIEW @extschema@.sudoku_candidate SET (security_invoker = true)';
		EXECUTE 'ALTER VIEW @extschema@.sudoku_candidate_display SET (security_invoker = true)';
		EXECUTE 'ALTER VIEW @extschema@.sudoku_violation SET (security_invoker = true)';
		EXECUTE 'ALTER VIEW @extschema@.sudoku_cell SET (security_invoker = true)';
		EXECUTE 'ALTER VIEW @extschema@.sudoku_step SET (security_invoker = true)';
	ELSE
		EXECUTE 'REVOKE SELECT ON @extschema@.sudoku_board, @extschema@.sudoku_candidate,
			@extschema@.sudoku_candidate_display, @extschema@.sudoku_violation,
			@extschema@.sudoku_cell, @extschema@.sudoku_step FROM PUBLIC';
	END IF;
END
$$;

-- ---------------------------------------------------------------------------
-- Equivalent puzzles (issue 12): the canonical form that finds twins, the
-- transformations that keep a grid valid, equivalence and automorphisms
-- ---------------------------------------------------------------------------

CREATE FUNCTION @extschema@.sudoku_canonical(puzzle @extschema@.sudoku)
	RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_canonical' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 1000;
COMMENT ON FUNCTION @extschema@.sudoku_canonical(@extschema@.sudoku) IS
	'the canonical form (minlex) of the puzzle''s givens: of all its images under relabelling digits, reordering rows inside bands, bands, columns inside stacks, stacks and (square boxes only) transposing, the smallest read row by row with 0 for an empty cell; placed digits and pencil marks are left out, so a puzzle, its twins and the positions reached from them share one canonical form';

CREATE FUNCTION @extschema@.sudoku_equivalent(a @extschema@.sudoku, b @extschema@.sudoku)
	RETURNS boolean
	AS 'MODULE_PATHNAME', 'sudoku_equivalent' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 2000;
COMMENT ON FUNCTION @extschema@.sudoku_equivalent(@extschema@.sudoku, @extschema@.sudoku) IS
	'true when the givens of a and b are the same puzzle relabelled, rotated, reflected, transposed or with rows, columns, bands or stacks reordered (the same canonical form); false across sizes and box shapes';

CREATE FUNCTION @extschema@.sudoku_automorphisms(puzzle @extschema@.sudoku)
	RETURNS bigint
	AS 'MODULE_PATHNAME', 'sudoku_automorphisms' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 1000;
COMMENT ON FUNCTION @extschema@.sudoku_automorphisms(@extschema@.sudoku) IS
	'how many transformations of the group, relabelling included, map the puzzle''s givens to themselves (1 for most puzzles, the whole group for the empty grid); an error past the range of bigint';

CREATE FUNCTION @extschema@.sudoku_transform(puzzle @extschema@.sudoku, transpose boolean DEFAULT false,
	row_order integer[] DEFAULT '{}', col_order integer[] DEFAULT '{}', digit_map integer[] DEFAULT '{}')
	RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_transform' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_transform(@extschema@.sudoku, boolean, integer[], integer[], integer[]) IS
	'the position transformed: transposed first when transpose (square boxes only), then row i of the result is row row_order[i] (the rows of a band stay together), column j is column col_order[j] (likewise by stacks), and digit d becomes digit_map[d]; an empty array keeps that order; givens, placed digits and pencil marks move together';

CREATE FUNCTION @extschema@.sudoku_transform(puzzle @extschema@.sudoku, seed bigint)
	RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_transform_seeded' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_transform(@extschema@.sudoku, bigint) IS
	'the position under a transformation drawn at random from seed by the extension''s own generator: the same seed gives the same result on every platform';

-- New puzzles (issue 12): dug out of a random grid, with exactly one
-- solution, minimal, with a symmetry of their givens, of a chosen level,
-- score range and techniques.  With a seed the same puzzle every time (the
-- algorithm is in src/core/generate.c); without one, a seed drawn from the
-- server's strong random source.  The seed comes first in the seeded forms
-- so that every call by name picks exactly one of the two.

CREATE FUNCTION @extschema@.sudoku_generate(size integer DEFAULT 9,
	box_rows integer DEFAULT NULL, box_cols integer DEFAULT NULL,
	level @extschema@.sudoku_difficulty DEFAULT NULL,
	min_score bigint DEFAULT NULL, max_score bigint DEFAULT NULL,
	require text[] DEFAULT '{}', forbid text[] DEFAULT '{}',
	symmetry text DEFAULT 'none', minimal boolean DEFAULT true, attempts integer DEFAULT NULL,
	min_er numeric DEFAULT NULL, max_er numeric DEFAULT NULL)
	RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_generate_random' LANGUAGE C VOLATILE CALLED ON NULL INPUT PARALLEL SAFE COST 100000;
COMMENT ON FUNCTION @extschema@.sudoku_generate(integer, integer, integer, @extschema@.sudoku_difficulty, bigint, bigint, text[], text[], text, boolean, integer, numeric, numeric) IS
	'a new puzzle with exactly one solution, drawn from the server''s strong random source: size and box shape (the usual one when NULL); a level, a score range, techniques its logical path must use (each item a name, code or category) and must not use, rated as sudoku_rate does; the symmetry of its givens (none, central, rotational, diagonal, antidiagonal, horizontal, vertical, bidiagonal, biaxial, full); minimal (removing any given leaves several solutions; with minimal => false a symmetric puzzle may keep givens that could go alone, never with their images); an error after attempts candidates (by default 10000 up to 9x9, 100 up to 16x16, 10 above) without one that meets the target; min_er and max_er bound Sudoku Explainer''s ER as sudoku_se_rate gives it (1.2)';

CREATE FUNCTION @extschema@.sudoku_generate(seed bigint, size integer DEFAULT 9,
	box_rows integer DEFAULT NULL, box_cols integer DEFAULT NULL,
	level @extschema@.sudoku_difficulty DEFAULT NULL,
	min_score bigint DEFAULT NULL, max_score bigint DEFAULT NULL,
	require text[] DEFAULT '{}', forbid text[] DEFAULT '{}',
	symmetry text DEFAULT 'none', minimal boolean DEFAULT true, attempts integer DEFAULT NULL,
	min_er numeric DEFAULT NULL, max_er numeric DEFAULT NULL)
	RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_generate_seeded' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE COST 100000;
COMMENT ON FUNCTION @extschema@.sudoku_generate(bigint, integer, integer, integer, @extschema@.sudoku_difficulty, bigint, bigint, text[], text[], text, boolean, integer, numeric, numeric) IS
	'the puzzle drawn from seed (give it by name: sudoku_generate(seed => 42, level => ''Hard'')), the same on every platform and in every version as long as the ratings of the candidates before it stay the same; the other arguments as in sudoku_generate without a seed';

CREATE TYPE @extschema@.sudoku_generated AS (number integer, puzzle_seed bigint, puzzle @extschema@.sudoku);
COMMENT ON TYPE @extschema@.sudoku_generated IS
	'a row of sudoku_generate_many: the puzzle''s number in the batch (from 1), the seed sudoku_generate makes it from again, and the puzzle';

CREATE FUNCTION @extschema@.sudoku_generate_many(count integer, size integer DEFAULT 9,
	box_rows integer DEFAULT NULL, box_cols integer DEFAULT NULL,
	level @extschema@.sudoku_difficulty DEFAULT NULL,
	min_score bigint DEFAULT NULL, max_score bigint DEFAULT NULL,
	require text[] DEFAULT '{}', forbid text[] DEFAULT '{}',
	symmetry text DEFAULT 'none', minimal boolean DEFAULT true, attempts integer DEFAULT NULL,
	min_er numeric DEFAULT NULL, max_er numeric DEFAULT NULL)
	RETURNS SETOF @extschema@.sudoku_generated
	AS 'MODULE_PATHNAME', 'sudoku_generate_many_random' LANGUAGE C VOLATILE CALLED ON NULL INPUT PARALLEL SAFE COST 100000 ROWS 10;
COMMENT ON FUNCTION @extschema@.sudoku_generate_many(integer, integer, integer, integer, @extschema@.sudoku_difficulty, bigint, bigint, text[], text[], text, boolean, integer, numeric, numeric) IS
	'count new puzzles from one seed drawn from the server''s strong random source, each with the seed it is made from (sudoku_generate(seed => puzzle_seed, ...) makes it again); the other arguments as in sudoku_generate';

CREATE FUNCTION @extschema@.sudoku_generate_many(count integer, seed bigint, size integer DEFAULT 9,
	box_rows integer DEFAULT NULL, box_cols integer DEFAULT NULL,
	level @extschema@.sudoku_difficulty DEFAULT NULL,
	min_score bigint DEFAULT NULL, max_score bigint DEFAULT NULL,
	require text[] DEFAULT '{}', forbid text[] DEFAULT '{}',
	symmetry text DEFAULT 'none', minimal boolean DEFAULT true, attempts integer DEFAULT NULL,
	min_er numeric DEFAULT NULL, max_er numeric DEFAULT NULL)
	RETURNS SETOF @extschema@.sudoku_generated
	AS 'MODULE_PATHNAME', 'sudoku_generate_many_seeded' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE COST 100000 ROWS 10;
COMMENT ON FUNCTION @extschema@.sudoku_generate_many(integer, bigint, integer, integer, integer, @extschema@.sudoku_difficulty, bigint, bigint, text[], text[], text, boolean, integer, numeric, numeric) IS
	'count puzzles from seed (give it by name: sudoku_generate_many(10, seed => 42)): puzzle number i is sudoku_generate(seed => puzzle_seed, ...) with puzzle_seed the i-th number of splitmix64 started at seed; the other arguments as in sudoku_generate';

CREATE FUNCTION @extschema@.sudoku_random_grid(size integer DEFAULT 9,
	box_rows integer DEFAULT NULL, box_cols integer DEFAULT NULL)
	RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_random_grid_random' LANGUAGE C VOLATILE CALLED ON NULL INPUT PARALLEL SAFE COST 1000;
COMMENT ON FUNCTION @extschema@.sudoku_random_grid(integer, integer, integer) IS
	'a random complete grid of the size and box shape (the usual one when NULL), every cell a given, drawn from the server''s strong random source: milliseconds even for 25x25';

CREATE FUNCTION @extschema@.sudoku_random_grid(seed bigint, size integer DEFAULT 9,
	box_rows integer DEFAULT NULL, box_cols integer DEFAULT NULL)
	RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_random_grid_seeded' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE COST 1000;
COMMENT ON FUNCTION @extschema@.sudoku_random_grid(bigint, integer, integer, integer) IS
	'the random complete grid drawn from seed (give it by name: sudoku_random_grid(seed => 42, size => 16)), the same on every platform and in every version';

-- ---------------------------------------------------------------------------
-- Pictures (issue 13): a position as an SVG image, a step drawn on it as
-- HoDoKu shows its hints, and the whole logical path as one HTML page.
-- ---------------------------------------------------------------------------

CREATE FUNCTION @extschema@.sudoku_svg(puzzle @extschema@.sudoku, step integer DEFAULT NULL,
	pencil_marks boolean DEFAULT true, techniques text[] DEFAULT '{default}', options text DEFAULT '')
	RETURNS text
	AS 'MODULE_PATHNAME', 'sudoku_svg' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE COST 10000;
COMMENT ON FUNCTION @extschema@.sudoku_svg(@extschema@.sudoku, integer, boolean, text[], text) IS
	'the position as an SVG image (a viewBox, no fixed size, a <title>): givens bold, placed digits blue, pencil marks at fixed places unless pencil_marks is false; with step n, the position before step n of the path with the chosen techniques, the step drawn on it as HoDoKu shows it (pattern green, eliminations red and struck, placements ringed, base units shaded, cover units hatched, chain links as arrows: strong solid, weak dashed)';

CREATE FUNCTION @extschema@.sudoku_svg(puzzle @extschema@.sudoku, step @extschema@.sudoku_logic_step,
	pencil_marks boolean DEFAULT true)
	RETURNS text
	AS 'MODULE_PATHNAME', 'sudoku_svg_step' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_svg(@extschema@.sudoku, @extschema@.sudoku_logic_step, boolean) IS
	'a step row of sudoku_steps, sudoku_find_steps or sudoku_hint drawn as an SVG image on the position it was found in (sudoku_svg(p, sudoku_hint(p))); an error when the step does not fit the position';

CREATE FUNCTION @extschema@.sudoku_walkthrough_html(puzzle @extschema@.sudoku,
	techniques text[] DEFAULT '{default}', options text DEFAULT '')
	RETURNS text
	AS 'MODULE_PATHNAME', 'sudoku_walkthrough_html' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100000;
COMMENT ON FUNCTION @extschema@.sudoku_walkthrough_html(@extschema@.sudoku, text[], text) IS
	'one self-contained HTML page of the logical path with the chosen techniques: the puzzle and its rating, then every step with its picture (an inline SVG of the position before it) and its explanation, and the grid at the end; for a web back end to serve or a teacher to print';

-- ---------------------------------------------------------------------------
-- Version 1.2 (issue 22): every PostgreSQL from 15 on; what a release rates
-- with; calls that read as something else now mean one thing or say which
-- form to use; every operator described.
-- ---------------------------------------------------------------------------

CREATE TYPE @extschema@.sudoku_version_info AS (
	library text, rating_model text, rating_revision integer);
COMMENT ON TYPE @extschema@.sudoku_version_info IS
	'the result of sudoku_version: the loaded library''s version, the rating model it rates with, and that model''s revision';

CREATE FUNCTION @extschema@.sudoku_version()
	RETURNS @extschema@.sudoku_version_info
	AS 'MODULE_PATHNAME', 'sudoku_version' LANGUAGE C STABLE PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_version() IS
	'the version of the library the server has loaded and the revision of its rating model: the revision changes whenever a release may rate a puzzle differently or draw another puzzle from a seed (CHANGELOG.md), so that stored ratings, expression indexes and generated columns made with another revision can be found and rebuilt';

-- An untyped NULL step (sudoku_svg(p, NULL)) matched both the step number
-- and the step row; it now resolves to this text form, which draws the
-- position alone and names the two forms for any other text.
CREATE FUNCTION @extschema@.sudoku_svg(puzzle @extschema@.sudoku, step text,
	pencil_marks boolean DEFAULT true)
	RETURNS text
	AS 'MODULE_PATHNAME', 'sudoku_svg_text' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_svg(@extschema@.sudoku, text, boolean) IS
	'sudoku_svg(p, NULL): the position alone, as sudoku_svg(p); a step given as text is an error that names the forms taking a step (a number, sudoku_svg(p, 3), or a step row, sudoku_svg(p, sudoku_hint(p)))';

-- An untyped NULL or a quoted number where a size or a seed may stand
-- (sudoku_generate(NULL), sudoku_generate_many(10, '42')) matched both
-- forms ("not unique"); it now resolves to these, which say which call to
-- write.
CREATE FUNCTION @extschema@.sudoku_generate(size_or_seed text)
	RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_size_or_seed' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_generate(text) IS
	'sudoku_generate(NULL) or sudoku_generate(''16''): an error naming the two calls, sudoku_generate(size => 16) and sudoku_generate(seed => 16)';
CREATE FUNCTION @extschema@.sudoku_generate_many(count integer, size_or_seed text)
	RETURNS SETOF @extschema@.sudoku_generated
	AS 'MODULE_PATHNAME', 'sudoku_size_or_seed' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE ROWS 1;
COMMENT ON FUNCTION @extschema@.sudoku_generate_many(integer, text) IS
	'sudoku_generate_many(10, NULL) or sudoku_generate_many(10, ''42''): an error naming the two calls, sudoku_generate_many(10, size => 16) and sudoku_generate_many(10, seed => 16)';
CREATE FUNCTION @extschema@.sudoku_random_grid(size_or_seed text)
	RETURNS @extschema@.sudoku
	AS 'MODULE_PATHNAME', 'sudoku_size_or_seed' LANGUAGE C IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.sudoku_random_grid(text) IS
	'sudoku_random_grid(NULL) or sudoku_random_grid(''16''): an error naming the two calls, sudoku_random_grid(size => 16) and sudoku_random_grid(seed => 16)';

COMMENT ON OPERATOR @extschema@.= (@extschema@.sudoku, @extschema@.sudoku) IS
	'the same position: size, box shape, every digit, which digits are givens, and the eliminated pencil marks';
COMMENT ON OPERATOR @extschema@.<> (@extschema@.sudoku, @extschema@.sudoku) IS
	'not the same position';
COMMENT ON OPERATOR @extschema@.< (@extschema@.sudoku, @extschema@.sudoku) IS
	'sorts before: by size, box shape, then the digits as the text reads them (an empty cell before 1), then givens and pencil marks';
COMMENT ON OPERATOR @extschema@.<= (@extschema@.sudoku, @extschema@.sudoku) IS
	'sorts before or is the same position';
COMMENT ON OPERATOR @extschema@.> (@extschema@.sudoku, @extschema@.sudoku) IS
	'sorts after: by size, box shape, then the digits as the text reads them (an empty cell before 1), then givens and pencil marks';
COMMENT ON OPERATOR @extschema@.>= (@extschema@.sudoku, @extschema@.sudoku) IS
	'sorts after or is the same position';

-- Sudoku Explainer's rating (issue 25)

CREATE TYPE @extschema@.sudoku_se_rating AS (er numeric, ep numeric, ed numeric,
	hardest_technique text, steps integer);
COMMENT ON TYPE @extschema@.sudoku_se_rating IS
	'the result of sudoku_se_rate: Sudoku Explainer''s ER (the hardest step of the path), EP (the hardest up to the first placement) and ED (the first step''s), as serate 1.2.1.3 prints them, the hardest step''s technique and the number of steps';

CREATE FUNCTION @extschema@.sudoku_se_rate(puzzle @extschema@.sudoku)
	RETURNS @extschema@.sudoku_se_rating
	AS 'MODULE_PATHNAME', 'sudoku_se_rate' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE COST 100000;
COMMENT ON FUNCTION @extschema@.sudoku_se_rate(@extschema@.sudoku) IS
	'Sudoku Explainer''s rating of the position from its own pencil marks, with its model (its techniques in its order, the first step found applied, a chain''s difficulty growing with its length), as serate 1.2.1.3 rates: ER, EP and ED (20.0 where its techniques find no step), the hardest technique and the steps; the path itself is sudoku_steps(p, options => ''model=se'')';
