/*
 * solve_each.c -- times the exact solver puzzle by puzzle, in CPU time,
 * with a cap on each search (bench/large_set.sh).
 *
 *   solve_each [-m first|unique|smallest] [-l limit] [-T seconds] [-s] FILE...
 *
 * For every puzzle (one a line, as sudoku_bench reads them) prints one
 * line: file line number, given digits, solutions found (sought: 1 first,
 * 2 unique, 1 smallest), "ok" or "capped" (the search ran past the cap,
 * default 60 s, and was stopped through the interrupt hook), the CPU
 * seconds, and the rest of the input line after the puzzle (the labels of
 * make_large_set).  -l sets how many solutions are sought.  -s adds two
 * fields: the first solution reported ("-" when none; in smallest mode the
 * lexicographically smallest) and a hash of every solution reported (in
 * smallest mode of their order too, else of the set), which two builds
 * must agree on.
 */
#define _POSIX_C_SOURCE 200809L

#include "sudoku_core.h"
#include "puzzle_file.h"
#include "exact.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double
cpu_seconds(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

typedef struct cap
{
	double		deadline;
	bool		hit;
} cap;

static bool
past_cap(void *arg)
{
	cap		   *c = (cap *) arg;

	if (cpu_seconds() > c->deadline)
		c->hit = true;
	return c->hit;
}

typedef struct kept
{
	char		text[SDK_MAX_CELLS + 1];
	int			ncells;
	bool		any;
	bool		ordered;		/* the hash counts the order of solutions */
	uint64_t	hash;
} kept;

static bool
keep_first(const uint8_t *digits, void *arg)
{
	kept	   *k = (kept *) arg;
	uint64_t	h = 14695981039346656037ULL;	/* FNV-1a */
	int			i;

	for (i = 0; i < k->ncells; i++)
		h = (h ^ digits[i]) * 1099511628211ULL;
	k->hash = k->ordered ? (k->hash ^ h) * 1099511628211ULL : k->hash + h;
	if (!k->any)
	{
		for (i = 0; i < k->ncells; i++)
			k->text[i] = sdk_digit_char(digits[i]);
		k->text[k->ncells] = '\0';
		k->any = true;
	}
	return true;
}

int
main(int argc, char **argv)
{
	const char *mode = "unique";
	double		limit_seconds = 60;
	bool		show = false;
	uint64_t	limit,
				wanted = 0;
	sdk_search_order order;
	int			i;

	for (i = 1; i < argc && argv[i][0] == '-'; i++)
	{
		if (strcmp(argv[i], "-s") == 0)
			show = true;
		else if (strcmp(argv[i], "-m") == 0 && i + 1 < argc)
			mode = argv[++i];
		else if (strcmp(argv[i], "-l") == 0 && i + 1 < argc)
			wanted = strtoull(argv[++i], NULL, 10);
		else if (strcmp(argv[i], "-T") == 0 && i + 1 < argc)
			limit_seconds = atof(argv[++i]);
		else
			break;
	}
	if (strcmp(mode, "first") == 0)
		limit = 1, order = SDK_ORDER_FAST;
	else if (strcmp(mode, "unique") == 0)
		limit = 2, order = SDK_ORDER_FAST;
	else if (strcmp(mode, "smallest") == 0)
		limit = 1, order = SDK_ORDER_LEXICOGRAPHIC;
	else
		i = argc;
	if (wanted > 0)
		limit = wanted;
	if (i >= argc)
	{
		fprintf(stderr, "usage: solve_each [-m first|unique|smallest] [-l limit] [-T seconds] [-s] FILE...\n");
		return 2;
	}
	for (; i < argc; i++)
	{
		FILE	   *f = fopen(argv[i], "r");
		char		line[20000],
					copy[20000];
		long		line_no = 0;

		if (!f)
		{
			perror(argv[i]);
			return 2;
		}
		while (fgets(line, sizeof(line), f))
		{
			sdk_position p;
			sdk_env		env = *sdk_default_env();
			cap			c;
			kept		k;
			sdk_error	err;
			uint64_t	found = 0;
			sdk_status	rc;
			double		start;
			const char *rest;

			line_no++;
			line[strcspn(line, "\r\n")] = '\0';
			strcpy(copy, line);
			if (!read_puzzle_line(copy, &p))
				continue;
			/* the labels: what follows the first field */
			rest = line + strcspn(line, " \t");
			rest += strspn(rest, " \t");
			k.ncells = sdk_ncells(&p);
			k.any = false;
			k.ordered = order == SDK_ORDER_LEXICOGRAPHIC;
			k.hash = 0;
			start = cpu_seconds();
			c.deadline = start + limit_seconds;
			c.hit = false;
			env.interrupted = past_cap;
			env.arg = &c;
			rc = sdk_solve(&p, limit, order, keep_first, &k, &env, &found, &err);
			printf("%s:%ld %d %llu %s %.6f %s", argv[i], line_no, sdk_given_count(&p),
				   (unsigned long long) found,
				   rc == SDK_ERR_CANCELED ? "capped" : rc == SDK_OK ? "ok" : "error",
				   cpu_seconds() - start, rest);
			if (show)
				printf("%s%s %016llx", *rest ? " " : "", k.any ? k.text : "-",
					   (unsigned long long) k.hash);
			printf("\n");
			fflush(stdout);
		}
		fclose(f);
	}
	return 0;
}
