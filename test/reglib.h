/*
 * reglib.h -- one line of HoDoKu's regression library checked against the
 * core the way HoDoKu's own RegressionTester checks it.  Shared by
 * check_hodoku (whole files) and the unit tests (test/data/hodoku_*.txt).
 */
#ifndef SUDOKU_REGLIB_H
#define SUDOKU_REGLIB_H

#include "sudoku_core.h"
#include "logic.h"

#define REGLIB_TEXT 8192

/* A step's changes as a sorted set, to compare regardless of order. */
typedef struct change_set
{
	int			count;
	sdk_change	items[SDK_STEP_MAX_CHANGES];
} change_set;

void		change_set_from(change_set *s, const sdk_change *items, int count);
bool		change_set_equal(const change_set *a, const change_set *b);
/* "313 314 ...": digit, row, column of a 9x9; false when it is not that. */
bool		change_set_parse(change_set *s, const char *text);

/* HoDoKu's RegressionTester settings for a code ("0600") and variant. */
void		reglib_options(sdk_logic_options *o, const char *code, int variant);

typedef struct reglib_result
{
	char		code[16];		/* the line's code field: "0600-2", "03111" */
	bool		implemented;	/* a technique of ours has that code */
	bool		passed;
	char		was[REGLIB_TEXT];	/* a failure: what we found instead */
} reglib_result;

/*
 * ":code[-variant]:digits:givens:deleted:eliminations:placements:extra":
 * every instance our techniques with that code find under the variant's
 * settings is listed; those with the line's code and digits must all make
 * exactly the line's eliminations and placements, and there must be one
 * (none for a "-x" line).  False when the line cannot be read.
 */
bool		reglib_check(const char *line, reglib_result *r);

/*
 * "next:code[-variant]:digits:givens:deleted:eliminations:placements:" (a
 * library line after "next"): the first step the solver takes there, with
 * the default techniques and settings (a variant's, reglib_options, when
 * it has one), is that step: the same code, eliminations and placements.
 * The differential replay prints lines like this where HoDoKu and we
 * parted.  False when the line cannot be read.
 */
bool		reglib_check_next(const char *line, reglib_result *r);

#endif
