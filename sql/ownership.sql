-- Games belong to the role that inserted them; row-level security keeps other
-- roles out, through the table and through the views, until the owner's
-- role is granted to them.
\set classic '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'
SET client_min_messages = warning;
DROP ROLE IF EXISTS regress_bob;
DROP ROLE IF EXISTS regress_alice;
RESET client_min_messages;
CREATE ROLE regress_alice;
CREATE ROLE regress_bob;

SET ROLE regress_alice;
INSERT INTO sudoku_game (name, puzzle) VALUES ('alice''s classic', :'classic');
SELECT name, owner FROM sudoku_game;
-- the owner is the role's name (an oid would name another role, or none, on
-- another server: a restored dump's, a Citus worker's)
SELECT pg_typeof(owner) AS owner_type, owner = CURRENT_USER AS mine FROM sudoku_game;
SELECT count(*) AS board_rows FROM sudoku_board;
RESET ROLE;

SET ROLE regress_bob;
SELECT count(*) AS games FROM sudoku_game;
SELECT count(*) AS board_rows FROM sudoku_board;
SELECT count(*) AS cells FROM sudoku_cell;
SELECT count(*) AS candidates FROM sudoku_candidate;
UPDATE sudoku_game SET name = 'taken';
DELETE FROM sudoku_game;
\set VERBOSITY default
\set ON_ERROR_STOP 0
INSERT INTO sudoku_game (name, puzzle, owner) VALUES ('forged', :'classic', 'regress_alice');
\set ON_ERROR_STOP 1
INSERT INTO sudoku_game (name, puzzle) VALUES ('bob''s', '12.. ..12 .... ....');
SELECT name, owner FROM sudoku_game;
RESET ROLE;

-- alice shares: bob becomes a member of her role
GRANT regress_alice TO regress_bob;
SET ROLE regress_bob;
SELECT name, owner FROM sudoku_game ORDER BY name;
SELECT count(*) AS board_rows FROM sudoku_board;
RESET ROLE;
SET ROLE regress_alice;
SELECT name, owner FROM sudoku_game ORDER BY name;
RESET ROLE;

-- a role whose name needs quotes owns its games as well
CREATE ROLE "regress_Carol";
SET ROLE "regress_Carol";
INSERT INTO sudoku_game (name, puzzle) VALUES ('carol''s', '1...........4..2');
SELECT name, owner FROM sudoku_game;
UPDATE sudoku_game SET description = 'hers' RETURNING name, description;
RESET ROLE;
-- a game whose role is gone is no one's: the others read on, without an error
DROP ROLE "regress_Carol";
SET ROLE regress_bob;
SELECT name, owner FROM sudoku_game ORDER BY name;
RESET ROLE;

-- a superuser sees all
SELECT name, owner FROM sudoku_game ORDER BY name;
DELETE FROM sudoku_game;
REVOKE regress_alice FROM regress_bob;
DROP ROLE regress_alice;
DROP ROLE regress_bob;
