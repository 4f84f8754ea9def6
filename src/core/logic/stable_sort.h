/*
 * stable_sort.h -- sorting as Java's Collections.sort does (stable_sort.c),
 * for the techniques whose order of steps is HoDoKu's sort's.
 */
#ifndef SUDOKU_STABLE_SORT_H
#define SUDOKU_STABLE_SORT_H

#include "sudoku_core.h"

/* Negative, 0 or positive as x comes before, with or after y. */
typedef int (*stable_sort_cmp) (const void *x, const void *y);

/*
 * Sorts a[0..n) with cmp in Java's order: where cmp says equal, the
 * order its algorithm leaves (the input order when cmp is a total
 * order).  False when out of memory (a left as it was or partly merged).
 */
bool		stable_sort(const void **a, int n, stable_sort_cmp cmp, const sdk_env *env);

#endif							/* SUDOKU_STABLE_SORT_H */
