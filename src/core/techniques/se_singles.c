/*
 * se_singles.c -- Sudoku Explainer's singles and direct intersections (its model, serate 1.2.1.3).
 */
#include "techniques.h"

void
se_find_hidden_single(sdk_finder *f, int param)
{
	(void) f;
	(void) param;
}

void
se_find_naked_single(sdk_finder *f, int param)
{
	(void) f;
	(void) param;
}

void
se_find_locking(sdk_finder *f, int param)
{
	(void) f;
	(void) param;
}
