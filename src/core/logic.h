/*
 * logic.h -- the human-style solver: techniques that find steps in a
 * position with pencil marks, a registry that fixes their order, and the
 * loop that applies the first step found until the grid is solved.
 *
 * Every step says which technique found it, which digits it is about, the
 * cells it places and the candidates it eliminates, the units and cells
 * that justify it, and a one-line explanation.
 */
#ifndef SUDOKU_LOGIC_H
#define SUDOKU_LOGIC_H

#include "sudoku_core.h"

/* ---- cell sets: one bit per cell, up to 625 cells ---- */

#define SDK_CELLSET_WORDS ((SDK_MAX_CELLS + 63) / 64)

typedef struct sdk_cellset
{
	uint64_t	w[SDK_CELLSET_WORDS];
} sdk_cellset;

/* ---- steps ---- */

#define SDK_STEP_MAX_CHANGES 256
#define SDK_STEP_MAX_UNITS 16
#define SDK_STEP_MAX_CELLS 64
#define SDK_STEP_TEXT 600

typedef struct sdk_change
{
	uint16_t	cell;
	uint8_t		digit;
} sdk_change;

typedef enum sdk_level
{
	SDK_LEVEL_EASY = 0,
	SDK_LEVEL_MEDIUM,
	SDK_LEVEL_HARD,
	SDK_LEVEL_UNFAIR,
	SDK_LEVEL_EXTREME
} sdk_level;

typedef struct sdk_step
{
	int			technique;		/* index in the registry */
	sdk_mask	digits;			/* the digits the step is about */
	int			nplacements;
	sdk_change	placements[SDK_MAX_SIZE];
	int			neliminations;
	sdk_change	eliminations[SDK_STEP_MAX_CHANGES];
	/* the pattern: base and cover units (fish, subsets, intersections) */
	int			nbase;
	uint8_t		base[SDK_STEP_MAX_UNITS];
	int			ncover;
	uint8_t		cover[SDK_STEP_MAX_UNITS];
	/* and its cells: a wing's pivot then pincers, a chain's cells in order */
	int			ncells;
	uint16_t	cells[SDK_STEP_MAX_CELLS];
	int			guess_depth;	/* guesses only: 1 for the first */
	int			dead_ends;		/* guesses only: wrong digits tried first */
	char		text[SDK_STEP_TEXT];
} sdk_step;

/* Units are numbered rows 0..n-1, columns n..2n-1, boxes 2n..3n-1. */

/* ---- the registry ---- */

typedef struct sdk_logic sdk_logic;
typedef struct sdk_finder sdk_finder;

typedef void (*sdk_find_fn) (sdk_finder *f, int param);

#define SDK_TECH_UNIQUENESS 1	/* assumes the puzzle has one solution */

typedef struct sdk_technique
{
	const char *name;
	const char *code;			/* HoDoKu's library code, "" if none */
	sdk_level	level;
	int			score;
	sdk_find_fn find;
	int			param;			/* subset or fish size, variant number */
	int			flags;
} sdk_technique;

/* The techniques in the order the solver tries them. */
int			sdk_technique_count(void);
const sdk_technique *sdk_technique_at(int index);
/* By name (case-insensitive) or code; -1 when unknown. */
int			sdk_technique_lookup(const char *name_or_code);
/* The index of the guess pseudo-technique ("Guess"). */
int			sdk_technique_guess(void);
const char *sdk_level_name(sdk_level level);

/* ---- finding and solving ---- */

/* Called for each step; false stops. */
typedef bool (*sdk_step_fn) (const sdk_step *step, void *arg);

/*
 * Every instance of one technique in the position, from its own pencil
 * marks.  Uniqueness techniques run only when the position has exactly
 * one solution.
 */
sdk_status	sdk_find_steps(const sdk_position *p, int technique, sdk_step_fn fn, void *arg,
						   const sdk_env *env, sdk_error *err);

typedef struct sdk_rating
{
	sdk_level	level;
	long		score;
	int			hardest;		/* technique index, -1 when no step */
	int			steps;
	int			guesses;
	bool		solved;			/* false when the position has no solution */
} sdk_rating;

/*
 * Solves from the position's own marks: applies the first technique (in
 * registry order) that finds a step, again and again; when none does, it
 * guesses the solution's digit in a cell with fewest candidates.  Calls fn
 * for every step (fn may be NULL) and stops after max_steps (0: no limit).
 * The final position goes to *final when it is not NULL.  A position with
 * no solution is solved as far as the techniques go, without guesses.
 */
sdk_status	sdk_logic_solve(const sdk_position *p, int max_steps, sdk_step_fn fn, void *arg,
							sdk_position *final, sdk_rating *rating,
							const sdk_env *env, sdk_error *err);

/* Why a cell of the solved grid holds its digit. */
typedef struct sdk_cell_trace
{
	int			value;			/* the digit in the end, 0 when left open */
	int			step;			/* the step that placed it, 0 if none did */
	const char *rule;			/* "Given", "Placed", the technique; NULL if open */
} sdk_cell_trace;

/*
 * Solves logically, as sdk_logic_solve does, and tells for each of the
 * position's cells (trace has sdk_ncells entries) the rule and step that
 * filled it.
 */
sdk_status	sdk_logic_trace(const sdk_position *p, sdk_cell_trace *trace,
							const sdk_env *env, sdk_error *err);

/* Applies a step to a position: placements, then eliminations. */
void		sdk_apply_step(sdk_position *p, const sdk_step *step);

/* "r5c3" for a cell, "r5" "c3" "b4" for a unit (from 1). */
void		sdk_cell_name(const sdk_geometry *g, int cell, char *buf, size_t cap);
void		sdk_unit_name(const sdk_geometry *g, int unit, char *buf, size_t cap);
/* "r5c3=4" for a placement, "r5c3<>4" for an elimination. */
void		sdk_change_name(const sdk_geometry *g, sdk_change change, bool placement,
							char *buf, size_t cap);

#endif							/* SUDOKU_LOGIC_H */
