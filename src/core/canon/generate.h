/*
 * generate.h -- making puzzles: symmetries of the givens, and puzzles dug
 * out of a random grid with exactly one solution, minimal when asked, of a
 * chosen level, score range and techniques (generate.c).  The random
 * complete grid itself is sdk_random_grid (canon.h).
 *
 * Everything is drawn from a seed with the core's own generator
 * (random.h): the same seed and options give the same puzzle on every
 * platform.  The algorithm is part of that promise; it is written out in
 * generate.c and the tests pin its outputs.
 *
 * Beside canon.h, the face of canon/: includes grid/, exact/ and logic/,
 * never picture/.
 */
#ifndef SUDOKU_GENERATE_H
#define SUDOKU_GENERATE_H

#include "sudoku_core.h"
#include "canon.h"
#include "logic.h"

/*
 * Symmetries of the pattern of givens: a cell is a given exactly when its
 * images are.  Rows and columns count from 0 on an n x n grid; the maps
 * are of cell positions only (digits are free), so every box shape has
 * them all.
 */
typedef enum sdk_symmetry
{
	SDK_SYMMETRY_NONE = 0,
	SDK_SYMMETRY_CENTRAL,		/* half turn: (r, c) ~ (n-1-r, n-1-c) (HoDoKu's "symmetric") */
	SDK_SYMMETRY_ROTATIONAL,	/* quarter turns: (r, c) ~ (c, n-1-r) */
	SDK_SYMMETRY_DIAGONAL,		/* the main diagonal: (r, c) ~ (c, r) */
	SDK_SYMMETRY_ANTIDIAGONAL,	/* the other diagonal: (r, c) ~ (n-1-c, n-1-r) */
	SDK_SYMMETRY_HORIZONTAL,	/* the horizontal axis, top to bottom: (r, c) ~ (n-1-r, c) */
	SDK_SYMMETRY_VERTICAL,		/* the vertical axis, left to right: (r, c) ~ (r, n-1-c) */
	SDK_SYMMETRY_BIDIAGONAL,	/* both diagonals (and so the half turn) */
	SDK_SYMMETRY_BIAXIAL,		/* both axes (and so the half turn) */
	SDK_SYMMETRY_FULL			/* all eight: both axes, both diagonals, quarter turns */
} sdk_symmetry;

#define SDK_SYMMETRY_COUNT 10

/* "none", "central", "rotational", ... as above in lowercase. */
const char *sdk_symmetry_name(sdk_symmetry s);
/* By name, ignoring case; -1 when unknown. */
int			sdk_symmetry_lookup(const char *name);
/* The names joined by ", " (for error details): room for 128 bytes. */
const char *sdk_symmetry_names(void);

/*
 * The orbits of the cells: orbit[c] is the smallest cell that the
 * symmetry maps c to (sdk_ncells entries).
 */
void		sdk_symmetry_orbits(const sdk_geometry *g, sdk_symmetry s, uint16_t *orbit);
/* True when the position's givens have the symmetry. */
bool		sdk_has_symmetry(const sdk_position *p, sdk_symmetry s);

/* ---- the generator ---- */

#define SDK_GENERATE_MAX_REQUIRE 16
#define SDK_TECHNIQUE_WORDS (SDK_MAX_TECHNIQUES / 64)

typedef struct sdk_generate_options
{
	sdk_geometry geo;
	sdk_symmetry symmetry;
	/* no given can be taken out, even alone (a symmetric puzzle's givens one by one) */
	bool		minimal;
	/* the target, rated by the logical solver with its default techniques */
	int			level;			/* an sdk_level, -1 for any */
	long		min_score;		/* -1 for none */
	long		max_score;		/* -1 for none */
	/*
	 * Sudoku Explainer's ER (in tenths, as the SE model rates the puzzle:
	 * sdk_logic_solve with model=se), -1 for none
	 */
	int			min_er;
	int			max_er;
	/* each item a set: the path uses some technique of every set */
	int			nrequire;
	uint64_t	require[SDK_GENERATE_MAX_REQUIRE][SDK_TECHNIQUE_WORDS];
	/* the path uses none of these */
	uint64_t	forbid[SDK_TECHNIQUE_WORDS];
	/* candidates to try before giving up; 0: sdk_generate_default_attempts */
	int			attempts;
} sdk_generate_options;

/* The geometry's defaults: no symmetry, minimal, no target, default attempts. */
void		sdk_generate_options_init(sdk_generate_options *o, const sdk_geometry *g);

/*
 * Adds an item to require or forbid: a technique's name or code, or a
 * category ("Basic Fish"), as sdk_logic_options_techniques reads them.
 */
sdk_status	sdk_generate_require(sdk_generate_options *o, const char *item, sdk_error *err);
sdk_status	sdk_generate_forbid(sdk_generate_options *o, const char *item, sdk_error *err);

/* Whether the options ask for a rating (a level, a score or techniques). */
bool		sdk_generate_has_target(const sdk_generate_options *o);

/* The bound of candidates when o->attempts is 0: 10000 up to 9x9, 100 up to 16x16, 10 above. */
int			sdk_generate_default_attempts(const sdk_generate_options *o);

typedef struct sdk_generated
{
	sdk_position puzzle;		/* the givens, every empty cell with its open digits */
	sdk_position solution;		/* the grid it was dug from */
	bool		rated;			/* rating holds the logical solver's rating */
	sdk_rating	rating;
	int			attempts;		/* candidates made, this one included */
} sdk_generated;

/*
 * A puzzle for the options, drawn from seed.  SDK_ERR_NOT_FOUND when no
 * candidate met the target within the bound (err says what was tried),
 * SDK_ERR_INVALID for a target nothing can meet (every technique
 * forbidden, one both required and forbidden), SDK_ERR_CANCELED when the
 * environment asks to stop.
 */
sdk_status	sdk_generate(const sdk_generate_options *o, uint64_t seed, sdk_generated *out,
						 const sdk_env *env, sdk_error *err);

/*
 * The seed of the index-th puzzle (from 1) of a batch drawn from base: the
 * index-th number of splitmix64 started at base.
 */
uint64_t	sdk_generate_seed(uint64_t base, uint64_t index);

#endif							/* SUDOKU_GENERATE_H */
