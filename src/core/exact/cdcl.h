/*
 * cdcl.h -- the clause-learning search of the general solver (cdcl.c),
 * private to exact/: solver.c hands it the positions its cheap run could
 * not settle when only a few solutions are sought.
 */
#ifndef SUDOKU_CDCL_H
#define SUDOKU_CDCL_H

#include "sudoku_core.h"

/* What the search is given: a grid, each cell's digits, solutions to skip. */
typedef struct sdk_cdcl_problem
{
	int			n;				/* the grid's side */
	int			ncells;
	/* units 0..3n-1 (rows, columns, boxes), the cells of each */
	const uint16_t (*unit_cells)[SDK_MAX_SIZE];
	const uint8_t *cell_row;	/* [cell]: its row, column and box */
	const uint8_t *cell_col;
	const uint8_t *cell_box;
	const sdk_mask *domain;		/* [cell]: its digits (bit d: digit d + 1) */
	const uint8_t *skip;		/* nskip solutions (digits 1..n per cell) not to report */
	int			nskip;

	/*
	 * NULL, or a complete grid (digits 1..n per cell) that the solutions
	 * are expected to be near: a guess in a cell then places near's digit
	 * while that digit is still open there (the cell is still the one
	 * activity chooses).  Which solution comes first may change, the set
	 * found does not.
	 */
	const uint8_t *near;

	/*
	 * Called for each other solution (digits 1..n); false stops the
	 * search (enough of them, or the caller said so).
	 */
	bool		(*report) (const uint8_t *digits, void *arg);
	void	   *arg;
	const sdk_env *env;
} sdk_cdcl_problem;

typedef enum sdk_cdcl_end
{
	SDK_CDCL_DONE,				/* every solution reported, or report said stop */
	SDK_CDCL_CANCELED,			/* the interrupt hook asked to stop */
	SDK_CDCL_NO_MEMORY
} sdk_cdcl_end;

sdk_cdcl_end sdk_cdcl_solve(const sdk_cdcl_problem *pr);

#endif							/* SUDOKU_CDCL_H */
