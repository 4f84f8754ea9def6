/*
 * se_sets.c -- Sudoku Explainer's subsets, fish, XY- and XYZ-Wing (its model, serate 1.2.1.3).
 */
#include "techniques.h"

void
se_find_hidden_set(sdk_finder *f, int param)
{
	(void) f;
	(void) param;
}

void
se_find_naked_set(sdk_finder *f, int param)
{
	(void) f;
	(void) param;
}

void
se_find_fish(sdk_finder *f, int param)
{
	(void) f;
	(void) param;
}

void
se_find_xy_wing(sdk_finder *f, int param)
{
	(void) f;
	(void) param;
}
