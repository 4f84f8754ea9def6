/*
 * se_chains_plus.c -- Sudoku Explainer's eliminations inside a dynamic
 * chain (level 1, "Dynamic Forcing Chains (+)").
 */
#include "se_chains.h"

bool
sec_advanced(sec_ctx *x, sec_prop *p)
{
	(void) x;
	(void) p;
	return false;
}
