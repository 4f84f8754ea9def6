/*
 * canon.h -- equivalent puzzles: the transformations that keep every grid
 * valid, the canonical form that finds twins (canon.c), and the random
 * complete grid the generator digs its puzzles from (generate.c).
 *
 * The face of canon/, beside generate.h (making puzzles): includes grid/
 * and exact/, never picture/.
 */
#ifndef SUDOKU_CANON_H
#define SUDOKU_CANON_H

#include "sudoku_core.h"

/*
 * A random complete grid of the geometry drawn from seed (generate.c):
 * every cell a given.  The same seed gives the same grid on every platform
 * and in every version.  Fails only when canceled or out of memory.
 */
sdk_status	sdk_random_grid(const sdk_geometry *g, uint64_t seed, sdk_position *out,
							const sdk_env *env, sdk_error *err);

/*
 * A transformation that keeps every grid of its geometry valid: transpose
 * (square boxes only), take the rows in a new order that keeps each band's
 * rows together, the columns likewise by stacks, and relabel the digits.
 * Cell (r, c) of the result holds digit[d], d being cell (row[r], col[c]) of
 * the input, transposed first when transpose is set.  Rows and columns count
 * from 0; digit[0] is 0.
 */
typedef struct sdk_transform
{
	bool		transpose;
	uint8_t		row[SDK_MAX_SIZE];
	uint8_t		col[SDK_MAX_SIZE];
	uint8_t		digit[SDK_MAX_SIZE + 1];
} sdk_transform;

void		sdk_transform_identity(const sdk_geometry *g, sdk_transform *t);
/* SDK_OK when t belongs to the geometry's group; else err says what breaks it. */
sdk_status	sdk_transform_check(const sdk_geometry *g, const sdk_transform *t, sdk_error *err);
/*
 * A transformation of the group drawn from a seed with our own generator:
 * the same seed gives the same transformation on every platform.
 */
void		sdk_transform_random(const sdk_geometry *g, uint64_t seed, sdk_transform *t);
/* out = t applied to p (out may be p): digits, givens and pencil marks move together. */
void		sdk_transform_apply(const sdk_position *p, const sdk_transform *t, sdk_position *out);

typedef struct sdk_canon_info
{
	/* transformations of the group, relabellings included, that map the givens to themselves */
	uint64_t	automorphisms;
	bool		automorphisms_overflow; /* more than UINT64_MAX - 1 */
	sdk_transform to_canonical; /* one transformation taking the givens to the canonical form */
} sdk_canon_info;

/*
 * The canonical form of a position's givens ("minlex"): of every image of the
 * givens under the group, the one whose cells read row by row, 0 for empty,
 * form the smallest sequence.  Placed digits and pencil marks are left out:
 * out holds the canonical givens and the marks they leave.  Two positions
 * have the same canonical form exactly when their givens are the same puzzle.
 * info may be NULL.  Fails only when canceled or out of memory.
 */
sdk_status	sdk_canonical(const sdk_position *p, sdk_position *out, sdk_canon_info *info,
						  const sdk_env *env, sdk_error *err);
/* Whether the givens of a and b are the same puzzle (false across geometries). */
sdk_status	sdk_equivalent(const sdk_position *a, const sdk_position *b, bool *result,
						   const sdk_env *env, sdk_error *err);

#endif							/* SUDOKU_CANON_H */
