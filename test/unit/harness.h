/*
 * harness.h -- the few checks the core's unit tests need, and the closing
 * line "N passed, N failed" that CI reads.
 */
#ifndef SUDOKU_TEST_HARNESS_H
#define SUDOKU_TEST_HARNESS_H

#include <stdio.h>
#include <string.h>

typedef struct test_tally
{
	int			passed;
	int			failed;
} test_tally;

extern test_tally tally;

#define CHECK(cond) check_true(!!(cond), #cond, __FILE__, __LINE__)
#define CHECK_STR(got, want) check_str((got), (want), __FILE__, __LINE__)
#define CHECK_INT(got, want) check_int((long) (got), (long) (want), #got, __FILE__, __LINE__)

static inline int
check_true(int ok, const char *what, const char *file, int line)
{
	if (ok)
		tally.passed++;
	else
	{
		tally.failed++;
		fprintf(stderr, "%s:%d: failed: %s\n", file, line, what);
	}
	return ok;
}

static inline int
check_str(const char *got, const char *want, const char *file, int line)
{
	int			ok = got && want && strcmp(got, want) == 0;

	if (!ok)
		fprintf(stderr, "%s:%d: got \"%s\"\n    want \"%s\"\n", file, line,
				got ? got : "(null)", want ? want : "(null)");
	return check_true(ok, "strings equal", file, line);
}

static inline int
check_int(long got, long want, const char *what, const char *file, int line)
{
	if (got != want)
		fprintf(stderr, "%s:%d: %s is %ld, want %ld\n", file, line, what, got, want);
	return check_true(got == want, what, file, line);
}

/* Deterministic pseudo-random numbers (xorshift64*), seeded per test. */
typedef struct test_rng
{
	unsigned long long state;
} test_rng;

static inline unsigned
rng_next(test_rng *r, unsigned bound)
{
	r->state ^= r->state >> 12;
	r->state ^= r->state << 25;
	r->state ^= r->state >> 27;
	return (unsigned) ((r->state * 2685821657736338717ULL) >> 33) % bound;
}

#endif
