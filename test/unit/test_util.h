/* test_util.h -- helpers shared by the unit tests. */
#ifndef SUDOKU_TEST_UTIL_H
#define SUDOKU_TEST_UTIL_H

#include "harness.h"
#include "sudoku_core.h"

sdk_status	parse_str(const char *text, sdk_position *p, sdk_error *err);
/* A random valid complete grid of that geometry, all givens. */
void		random_solution(test_rng *rng, const sdk_geometry *g, sdk_position *p);

#endif
