/*
 * se.h -- what Sudoku Explainer's technique families share (se_common.c):
 * SE's order of units and of a cell's house cells, and its order of
 * combinations.  Private to techniques/se_*.c.
 */
#ifndef SUDOKU_SE_H
#define SUDOKU_SE_H

#include "techniques.h"

/* The k-th unit (0 .. 3n-1) in SE's order: blocks, columns, rows. */
int			se_unit(const sdk_logic *lg, int k);
/* The number of empty cells of a unit. */
int			se_unit_empty(const sdk_logic *lg, int unit);
/*
 * SE's house cells of a cell: those of its box (in box order), then of
 * its row, then of its column, each once, the cell itself left out.
 * out holds 3n; returns their number.
 */
int			se_house_cells(const sdk_logic *lg, int cell, int *out);
/*
 * The next combination of k indexes out of count in SE's order (colex:
 * the largest index moves last); start from 0 .. k-1.  k = 0 has one.
 */
bool		se_colex_next(int *idx, int k, int count);

#endif							/* SUDOKU_SE_H */
