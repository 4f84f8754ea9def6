/*
 * solver_internal.h -- the solvers behind sdk_solve, for the core's own use
 * and for tests that compare them.
 */
#ifndef SUDOKU_SOLVER_INTERNAL_H
#define SUDOKU_SOLVER_INTERNAL_H

#include "sudoku_core.h"

/* Any size, either order. */
sdk_status	sdk_solve_general(const sdk_position *p, uint64_t limit, sdk_search_order order,
							  sdk_solution_fn fn, void *arg, const sdk_env *env,
							  uint64_t *count, sdk_error *err);

/* 9x9 only, fast order. */
sdk_status	sdk_solve9(const sdk_position *p, uint64_t limit,
					   sdk_solution_fn fn, void *arg, const sdk_env *env,
					   uint64_t *count, sdk_error *err);

#endif
