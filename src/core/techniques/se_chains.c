/*
 * se_chains.c -- Sudoku Explainer's Sudoku Explainer's chaining (its model, serate 1.2.1.3).
 */
#include "techniques.h"

void
se_find_chains(sdk_finder *f, int param)
{
	(void) f;
	(void) param;
}
