/* test_util.h -- helpers shared by the unit tests. */
#ifndef SUDOKU_TEST_UTIL_H
#define SUDOKU_TEST_UTIL_H

#include "harness.h"
#include "sudoku_core.h"
#include "logic.h"

sdk_status	parse_str(const char *text, sdk_position *p, sdk_error *err);
/* A random valid complete grid of that geometry, all givens. */
void		random_solution(test_rng *rng, const sdk_geometry *g, sdk_position *p);

/* The steps found: how many, the first one, and whether one had the text wanted. */
typedef struct found_steps
{
	int			count;
	sdk_step	first;
	const char *want;			/* NULL, or a step text to look for */
	bool		seen;			/* a step had that text */
} found_steps;

/* An sdk_step_fn that counts into a found_steps (arg). */
bool		count_step(const sdk_step *step, void *arg);

/*
 * An sdk_step_fn that digests the path: FNV-1a of each step's technique
 * and text into a uint64_t (arg) that starts at PATH_DIGEST_START.
 */
#define PATH_DIGEST_START 14695981039346656037ULL
bool		path_digest_step(const sdk_step *step, void *arg);
/*
 * Every step of a technique (a name or code) in the position, with the
 * options (NULL: the defaults); the result lives until the next call.
 */
found_steps *find_steps(const sdk_position *p, const char *technique,
						const sdk_logic_options *opts, const char *want);
/* An empty grid of size n (boxes box_rows x box_cols) where every digit may go everywhere. */
void		empty_grid(sdk_position *p, int n, int box_rows, int box_cols);
/* Gives a cell (r, c from 1) exactly the digits of a string like "12" (digits past 9 as letters). */
void		set_marks(sdk_position *p, int r, int c, const char *digits);
/* Where one digit may go: n rows of n characters, 'x' where it is a candidate. */
void		draw_digit(sdk_position *p, int digit, const char *const *rows);
/*
 * The solver, step by step with only the technique enabled, twice at p
 * (the second search after a change elsewhere: digit other_digit taken
 * from cell other_cell), finds nothing; then digit taken from cell, and
 * its next step is the one whose text is want.  What the solver keeps of
 * the searches that met nothing must not hide it.
 */
void		check_step_after_elimination(const sdk_position *p, const char *technique,
										 int other_cell, int other_digit,
										 int cell, int digit, const char *want);
/*
 * The same with no search between two changes: nothing at p, then digit1
 * from cell1 and digit2 from cell2 taken together, and the step want.
 */
void		check_step_after_two_eliminations(const sdk_position *p, const char *technique,
											  int cell1, int digit1, int cell2, int digit2,
											  const char *want);
/* The same with one change: nothing at p, then digit from cell, and the step want. */
void		check_step_after_one_elimination(const sdk_position *p, const char *technique,
											 int cell, int digit, const char *want);

/* A run of the core under an environment: its status, err filled on failure. */
typedef sdk_status (*env_run) (const sdk_env *env, sdk_error *err, void *arg);

/*
 * Runs run once with all the memory it asks for (it must succeed), then
 * again with its 1st, (1 + stride)th, ... allocation refused: each such
 * run must end with SDK_ERR_NO_MEMORY and detail (NULL: any detail of
 * the core's that says it "could not get memory"), or succeed (an
 * allocation it could do without), and give all its memory back.  The
 * number of runs that ended with the error.
 */
int			refuse_each_allocation(env_run run, void *arg, long stride, const char *detail);

#endif
