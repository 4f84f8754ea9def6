/*
 * se_unique.c -- Sudoku Explainer's unique rectangles and loops, bivalue universal graves (its model, serate 1.2.1.3).
 */
#include "techniques.h"

void
se_find_unique_loops(sdk_finder *f, int param)
{
	(void) f;
	(void) param;
}

void
se_find_bug(sdk_finder *f, int param)
{
	(void) f;
	(void) param;
}
