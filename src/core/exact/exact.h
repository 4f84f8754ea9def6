/*
 * exact.h -- the exact solver: every solution of a position, in the order
 * asked, or only how many there are up to a limit.
 *
 * The face of exact/ (the exact solvers): includes grid/ only.  How it is
 * done (the 9x9 paths, the general solver) is solver_internal.h, for the
 * core's own use and the tests that compare the paths.
 */
#ifndef SUDOKU_EXACT_H
#define SUDOKU_EXACT_H

#include "sudoku_core.h"

typedef enum sdk_search_order
{
	/*
	 * Solutions in lexicographic order of their digits read row by row: the
	 * first one is the smallest.  What sudoku_solve and sudoku_solutions use.
	 */
	SDK_ORDER_LEXICOGRAPHIC,
	/* Whatever order is fastest; for counting and uniqueness. */
	SDK_ORDER_FAST
} sdk_search_order;

/* Called for each solution (digits of every cell); false stops the search. */
typedef bool (*sdk_solution_fn) (const uint8_t *digits, void *arg);

/*
 * Searches the solutions of a position that keep its digits and use only
 * its pencil marks, stopping after limit of them.  *count gets how many
 * were found.  A position whose digits break a rule has none.
 */
sdk_status	sdk_solve(const sdk_position *p, uint64_t limit, sdk_search_order order,
					  sdk_solution_fn fn, void *arg, const sdk_env *env,
					  uint64_t *count, sdk_error *err);

/*
 * sdk_solve in fast order for a position whose solutions are expected to
 * lie near a complete grid (digits 1..n per cell): the generator's
 * question, another solution than the puzzle's grid.  The same count as
 * sdk_solve; with more solutions than limit, which of them are found may
 * differ.  Past 9x9 and for up to 16 solutions it is the clause-learning
 * search, its guesses led by near (such questions ask for one or two).
 */
sdk_status	sdk_solve_near(const sdk_position *p, const uint8_t *near, uint64_t limit,
						   sdk_solution_fn fn, void *arg, const sdk_env *env,
						   uint64_t *count, sdk_error *err);

/*
 * True when digits (one per cell) solve the position: complete, no rule
 * broken, every digit of the position kept, only its pencil marks used.
 * What the tests, checks and fuzzers hold every solution to.
 */
bool		sdk_solution_fits(const sdk_position *p, const uint8_t *digits);

#endif							/* SUDOKU_EXACT_H */
