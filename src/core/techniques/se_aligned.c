/*
 * se_aligned.c -- Sudoku Explainer's aligned pair and triplet exclusion (its model, serate 1.2.1.3).
 */
#include "techniques.h"

void
se_find_aligned_exclusion(sdk_finder *f, int param)
{
	(void) f;
	(void) param;
}
