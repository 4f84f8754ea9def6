/*
 * counted_env.h -- an environment for the core that counts the memory it
 * holds, now and at most, and refuses any allocation past a limit (0: no
 * limit) and, when asked, one chosen allocation (fail_at); and counts the
 * questions to its interrupt hook, answering "stop" from the one after
 * stop_after on (0: never).  Shared by the unit tests
 * (test_se's bound on a rating, the cancellations of test_solver,
 * test_fish and test_forcing) and check_logic -l (each puzzle's peak).
 */
#ifndef SUDOKU_COUNTED_ENV_H
#define SUDOKU_COUNTED_ENV_H

#include "sudoku_core.h"

#include <stdlib.h>

typedef struct counted
{
	size_t		now;
	size_t		peak;
	size_t		limit;
	long		questions;		/* to the interrupt hook */
	long		stop_after;
	long		allocs;			/* allocations asked for */
	long		fail_at;		/* the one refused (1: the first; 0: none) */
	long		large;			/* allocations of COUNTED_LARGE bytes or more */
} counted;

/* What counts as a large block (the solver keeps those it releases: solve.c). */
#define COUNTED_LARGE ((size_t) 16 << 10)

static inline void *
counted_alloc(size_t size, void *arg)
{
	counted    *c = arg;
	size_t	   *block;

	if (++c->allocs == c->fail_at || (c->limit && c->now + size > c->limit) ||
		!(block = malloc(size + 16)))
		return NULL;
	block[0] = size;
	c->large += size >= COUNTED_LARGE;
	c->now += size;
	if (c->now > c->peak)
		c->peak = c->now;
	return (char *) block + 16;
}

static inline void
counted_release(void *ptr, void *arg)
{
	counted    *c = arg;
	size_t	   *block = (size_t *) ((char *) ptr - 16);

	c->now -= block[0];
	free(block);
}

static inline bool
counted_asked(void *arg)
{
	counted    *c = arg;

	return ++c->questions > c->stop_after && c->stop_after > 0;
}

/* An environment over c (its limit and stop_after set, the counts 0). */
static inline sdk_env
counted_env(counted *c)
{
	sdk_env		env = {counted_alloc, counted_release, counted_asked, c};

	return env;
}

#endif							/* SUDOKU_COUNTED_ENV_H */
