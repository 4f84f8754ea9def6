-- cte_solver.sql -- a pure-SQL Sudoku solver: what a PostgreSQL user would
-- write instead of installing this extension, for BENCHMARKS.md.
--
-- A recursive CTE walks the empty cells in reading order, trying each digit
-- that its row, column and box do not hold yet (the technique published for
-- set-based SQL solvers), and keeps the first full grid.  Input and output:
-- 81 characters, '.' for an empty cell.
CREATE OR REPLACE FUNCTION cte_solve(puzzle text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT AS $$
WITH RECURSIVE search(grid, hole) AS (
    SELECT puzzle, position('.' IN puzzle)
  UNION ALL
    SELECT overlay(s.grid PLACING d.digit FROM s.hole FOR 1),
           position('.' IN overlay(s.grid PLACING d.digit FROM s.hole FOR 1))
    FROM search AS s
    CROSS JOIN (SELECT g::text AS digit FROM generate_series(1, 9) AS g) AS d
    WHERE s.hole > 0
      AND NOT EXISTS (
        SELECT 1 FROM generate_series(0, 8) AS k
        WHERE d.digit = substr(s.grid, ((s.hole - 1) / 9) * 9 + k + 1, 1)          -- its row
           OR d.digit = substr(s.grid, (s.hole - 1) % 9 + 9 * k + 1, 1)             -- its column
           OR d.digit = substr(s.grid, ((s.hole - 1) / 27) * 27                     -- its box
                                     + (((s.hole - 1) % 9) / 3) * 3
                                     + (k / 3) * 9 + k % 3 + 1, 1))
)
SELECT grid FROM search WHERE hole = 0 LIMIT 1
$$;
