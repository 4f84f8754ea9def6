/*
 * check_canon.c -- checks the canonical form (minlex) over puzzle files and
 * over every complete 4x4 grid, without a server.
 *
 *   check_canon [-r transforms] [-u] FILE...
 *
 * For every puzzle of a file: the transformation the canonical form reports
 * takes the givens to it; the canonical form of the canonical form is itself,
 * with as many automorphisms; and each of `transforms` random
 * transformations of the puzzle (default 5, drawn from seeds) has the same
 * canonical form and as many automorphisms.  Then the number of classes
 * (distinct canonical forms) of the file; with -u every puzzle of a file must
 * be a class of its own (a list of pairwise inequivalent puzzles, like the
 * 17-clue list).  Before the files: the 288 complete 4x4 grids fall into
 * exactly 2 classes, and each class has |group| / automorphisms grids
 * (orbit and stabilizer), which together must make 288.  Closing line
 * "N passed, N failed".
 */
#define _POSIX_C_SOURCE 200809L

#include "sudoku_core.h"
#include "puzzle_file.h"
#include "exact.h"
#include "canon.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct form
{
	int			len;
	uint8_t		bytes[3 + SDK_MAX_CELLS];
} form;

static long passed,
			failed;

static void
fail(const char *file, long line, const char *what)
{
	failed++;
	if (failed <= 20)
		fprintf(stderr, "%s:%ld: %s\n", file, line, what);
}

static form *
form_of(const sdk_position *c)
{
	form	   *f = malloc(sizeof(form));
	int			i;

	f->bytes[0] = (uint8_t) c->geo.n;
	f->bytes[1] = (uint8_t) c->geo.box_rows;
	f->bytes[2] = (uint8_t) c->geo.box_cols;
	for (i = 0; i < sdk_ncells(c); i++)
		f->bytes[3 + i] = c->value[i];
	f->len = 3 + sdk_ncells(c);
	return f;
}

static int
form_cmp(const void *a, const void *b)
{
	const form *fa = *(form *const *) a;
	const form *fb = *(form *const *) b;
	int			cmp = memcmp(fa->bytes, fb->bytes, fa->len < fb->len ? fa->len : fb->len);

	return cmp ? cmp : (fa->len > fb->len) - (fa->len < fb->len);
}

static long
count_classes(form **forms, long count)
{
	long		classes = 0,
				i;

	qsort(forms, count, sizeof(form *), form_cmp);
	for (i = 0; i < count; i++)
		classes += i == 0 || form_cmp(&forms[i - 1], &forms[i]) != 0;
	return classes;
}

static bool
same_digits(const sdk_position *a, const sdk_position *b)
{
	return memcmp(a->value, b->value, sdk_ncells(a)) == 0;
}

/* The givens alone, as the canonical form sees them. */
static void
givens_of(const sdk_position *p, sdk_position *g)
{
	int			i;

	sdk_position_init(g, &p->geo);
	for (i = 0; i < sdk_ncells(p); i++)
		if (p->value[i] && p->given[i])
		{
			g->value[i] = p->value[i];
			g->given[i] = 1;
		}
	sdk_position_reset_marks(g);
}

/* One puzzle: true when every check holds. */
static bool
check_puzzle(const sdk_position *p, int transforms, uint64_t seed, sdk_position *canon,
			 const char *file, long line)
{
	sdk_canon_info info,
				again;
	sdk_position moved,
				c2,
				g;
	sdk_error	err;
	int			k;
	bool		ok = true;

	if (sdk_canonical(p, canon, &info, sdk_default_env(), &err) != SDK_OK)
	{
		fail(file, line, err.detail);
		return false;
	}
	givens_of(p, &g);
	sdk_transform_apply(&g, &info.to_canonical, &moved);
	if (sdk_transform_check(&p->geo, &info.to_canonical, &err) != SDK_OK || !same_digits(&moved, canon))
	{
		fail(file, line, "the reported transformation does not give the canonical form");
		ok = false;
	}
	if (sdk_canonical(canon, &c2, &again, sdk_default_env(), &err) != SDK_OK ||
		!same_digits(&c2, canon) || again.automorphisms != info.automorphisms)
	{
		fail(file, line, "the canonical form of the canonical form differs");
		ok = false;
	}
	for (k = 0; k < transforms; k++)
	{
		sdk_transform t;

		sdk_transform_random(&p->geo, seed * 1000003u + (uint64_t) k, &t);
		if (sdk_transform_check(&p->geo, &t, &err) != SDK_OK)
		{
			fail(file, line, "a random transformation is not in the group");
			ok = false;
			continue;
		}
		sdk_transform_apply(p, &t, &moved);
		if (sdk_canonical(&moved, &c2, &again, sdk_default_env(), &err) != SDK_OK ||
			!same_digits(&c2, canon) || again.automorphisms != info.automorphisms)
		{
			fail(file, line, "a transformed copy has another canonical form or automorphism count");
			ok = false;
		}
	}
	return ok;
}

typedef struct grid_list
{
	uint8_t		digits[300][16];
	int			count;
} grid_list;

static bool
collect_grid(const uint8_t *digits, void *arg)
{
	grid_list  *grids = arg;

	if (grids->count == 300)
		return false;
	memcpy(grids->digits[grids->count++], digits, 16);
	return true;
}

/* The 288 complete 4x4 grids: 2 classes, of |group| / automorphisms grids each. */
static void
check_4x4(void)
{
	sdk_geometry g;
	sdk_error	err;
	grid_list  *grids = calloc(1, sizeof(grid_list));
	sdk_position empty;
	form	   *forms[300];
	uint64_t	found = 0,
				orbit_total = 0;
	/* rows: 2 bands, 2 rows each, both orders: 2 * 2 * 2; columns alike; transposing; 4! labels */
	const uint64_t group = 8 * 8 * 2 * 24;
	int			i;
	long		classes,
				start;

	sdk_geometry_init(&g, 4, 2, 2, &err);
	sdk_position_init(&empty, &g);
	if (sdk_solve(&empty, 1000, SDK_ORDER_LEXICOGRAPHIC, collect_grid, grids,
				  sdk_default_env(), &found, &err) != SDK_OK || found != 288)
	{
		fail("4x4", 0, "the solver does not list 288 complete grids");
		free(grids);
		return;
	}
	for (i = 0; i < 288; i++)
	{
		sdk_position p,
					canon;
		int			k;

		sdk_position_init(&p, &g);
		for (k = 0; k < 16; k++)
			sdk_place(&p, k, grids->digits[i][k], true);
		passed += check_puzzle(&p, 3, (uint64_t) i, &canon, "4x4", i + 1);
		forms[i] = form_of(&canon);
	}
	classes = count_classes(forms, 288);
	for (start = 0, i = 1; i <= 288; i++)
	{
		if (i == 288 || form_cmp(&forms[i - 1], &forms[i]) != 0)
		{
			sdk_position canon;
			sdk_canon_info info;
			int			k;

			sdk_position_init(&canon, &g);
			for (k = 0; k < 16; k++)
				canon.value[k] = forms[start]->bytes[3 + k];
			memset(canon.given, 1, 16);
			sdk_canonical(&canon, &canon, &info, sdk_default_env(), &err);
			printf("4x4 class ");
			for (k = 0; k < 16; k++)
				putchar(sdk_digit_char(forms[start]->bytes[3 + k]));
			printf(": %ld grids, %llu automorphisms\n", (long) (i - start),
				   (unsigned long long) info.automorphisms);
			if (info.automorphisms * (uint64_t) (i - start) != group)
				fail("4x4", 0, "a class's size times its automorphisms is not the group's order");
			orbit_total += group / info.automorphisms;
			start = i;
		}
	}
	printf("4x4: 288 complete grids, %ld classes\n", classes);
	if (classes != 2 || orbit_total != 288)
		fail("4x4", 0, "the 288 complete grids do not make 2 classes");
	for (i = 0; i < 288; i++)
		free(forms[i]);
	free(grids);
}

int
main(int argc, char **argv)
{
	int			transforms = 5;
	bool		unique = false;
	int			i;

	for (i = 1; i < argc && argv[i][0] == '-'; i++)
	{
		if (strcmp(argv[i], "-r") == 0 && i + 1 < argc)
			transforms = atoi(argv[++i]);
		else if (strcmp(argv[i], "-u") == 0)
			unique = true;
		else
		{
			fprintf(stderr, "usage: check_canon [-r transforms] [-u] FILE...\n");
			return 2;
		}
	}
	check_4x4();
	for (; i < argc; i++)
	{
		FILE	   *f = fopen(argv[i], "r");
		char		line[20000];
		long		lineno = 0,
					count = 0,
					cap = 1024,
					classes;
		form	  **forms = malloc(cap * sizeof(form *));
		double		start = now_seconds();

		if (!f)
		{
			perror(argv[i]);
			return 2;
		}
		while (fgets(line, sizeof(line), f))
		{
			sdk_position p,
						canon;

			lineno++;
			if (!read_puzzle_line(line, &p))
				continue;
			if (!check_puzzle(&p, transforms, (uint64_t) lineno, &canon, argv[i], lineno))
				continue;
			passed++;
			if (count == cap)
			{
				cap *= 2;
				forms = realloc(forms, cap * sizeof(form *));
			}
			forms[count++] = form_of(&canon);
		}
		fclose(f);
		classes = count_classes(forms, count);
		printf("%s: %ld puzzles, %ld classes, %d random transformations each, %.1f s\n",
			   argv[i], count, classes, transforms, now_seconds() - start);
		if (unique && classes != count)
		{
			failed += count - classes;
			fprintf(stderr, "%s: %ld puzzles are twins of others\n", argv[i], count - classes);
		}
		while (count > 0)
			free(forms[--count]);
		free(forms);
	}
	printf("%ld passed, %ld failed\n", passed, failed);
	return failed ? 1 : 0;
}
