/*
 * test_hodoku.c -- regression tests made from HoDoKu library lines: each
 * line of test/data/hodoku_*.txt is a position and the one step HoDoKu
 * finds there (or, with a "-x" code, must not find), checked as HoDoKu's
 * RegressionTester checks its own library; a line "next:..." says that the
 * solver's first step there is HoDoKu's (from check_hodoku replay).  A
 * difference from HoDoKu that was fixed gets its line here.  Also: the library line a step writes.
 */
#include "harness.h"
#include "suites.h"
#include "sudoku_core.h"
#include "logic.h"
#include "reglib.h"

#include <stdlib.h>

/* One file per technique family; run from the repository's top. */
static const char *const files[] = {
	"test/data/hodoku_basics.txt",
	"test/data/hodoku_fish.txt",
	"test/data/hodoku_single_digit.txt",
	"test/data/hodoku_uniqueness.txt",
	"test/data/hodoku_coloring.txt",
	"test/data/hodoku_chains.txt",
	"test/data/hodoku_forcing.txt",
	"test/data/hodoku_misc.txt",
	"test/data/hodoku_als.txt",
};

static void
test_library_files(void)
{
	static char line[REGLIB_TEXT];
	reglib_result *r = malloc(sizeof(reglib_result));
	size_t		i;

	for (i = 0; i < sizeof(files) / sizeof(files[0]); i++)
	{
		FILE	   *in = fopen(files[i], "r");
		int			lineno = 0,
					cases = 0;

		if (!CHECK(in != NULL))
		{
			fprintf(stderr, "    cannot open %s (run from the repository's top)\n", files[i]);
			continue;
		}
		while (fgets(line, sizeof(line), in))
		{
			lineno++;
			line[strcspn(line, "\r\n")] = '\0';
			if (line[0] != ':' && strncmp(line, "next:", 5) != 0)
				continue;
			cases++;
			if (!CHECK((line[0] == ':' ? reglib_check(line, r) : reglib_check_next(line, r)) &&
					   r->implemented && r->passed))
				fprintf(stderr, "    %s:%d: %s\n    was: %s\n", files[i], lineno, line, r->was);
		}
		fclose(in);
		CHECK(cases > 0);
	}
	free(r);
}

/* The steps of a solve, kept in order. */
typedef struct kept_steps
{
	int			count;
	sdk_step	steps[3];
} kept_steps;

static bool
keep_steps(const sdk_step *step, void *arg)
{
	kept_steps *k = arg;

	if (k->count < 3)
		k->steps[k->count++] = *step;
	return k->count < 3;
}

/*
 * A naked or locked subset eliminates as HoDoKu does, unit by unit (row,
 * column, box; each in its cells' order), and that order queues the singles
 * it leaves: HoDoKu takes the oldest.  Positions of HoDoKu's top1465 paths
 * (puzzles 282, 775, 1049) where the subset is the first step and HoDoKu's
 * later single comes first in its queue (a single's step does not show
 * which, so the library lines cannot tell).
 */
static void
test_subset_order(void)
{
	static const struct
	{
		const char *line;		/* the subset is the first step */
		int			steps;		/* the single to check is this one */
		int			cell;		/* and places this */
		int			digit;
	}			cases[] = {
		/* Locked Pair 4,8 in r23c7: r9c7<>4 (column) before r1c9<>4 (box): r9c9=4, not r1c5=4 */
		{":0110:48:2.+7+5..9.....3...7....7....69+85+12+4......+9..+1481+7+4+6..+2.....+41.5...46+2......3+18.....:521 821 531 831 337 338 355 356 565 566 368 369 873 976 278 978 279 979:818 419 429 838 887 497::", 2, 8 * 9 + 8, 4},
		/* Locked Triple 2,6,8 in r123c8: r7c8<>8 (column) before r1c7<>8 (box): r7c3=8, not r9c7=8 */
		{":0111:268:2.9..+7....8....7...7...15..41...+8.3..9...2......7...+98+9..6..3.....87.+91.....39.4.:426 526 129 565 665 466 566 267 667 475 575 594:617 817 619 229 629 239 639 658 278 878::", 2, 6 * 9 + 2, 8},
		/* Locked Pair 1,6 in r12c1, then r8c1=2: r8c1<>1 (column) before r1c3<>1 (box): r8c4=1, not r7c3=1 */
		{":0110:16:.7...93..............483+7618....2....1.....5.3......2.4...9.....69.75.3....6...1.:211 511 213 513 221 521 921 222 522 922 223 523 497 499:113 613 123 623 651 181::", 3, 7 * 9 + 3, 1},
	};
	size_t		i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
	{
		sdk_position p;
		sdk_error	err;
		kept_steps *k = calloc(1, sizeof(kept_steps));
		const sdk_step *last;

		CHECK_INT(sdk_parse(cases[i].line, strlen(cases[i].line), 0, 0, &p, &err), SDK_OK);
		CHECK_INT(sdk_logic_solve(&p, NULL, cases[i].steps, keep_steps, k, NULL, NULL, sdk_default_env(), &err),
				  SDK_OK);
		if (CHECK_INT(k->count, cases[i].steps))
		{
			last = &k->steps[cases[i].steps - 1];
			CHECK_INT(last->nplacements, 1);
			CHECK_INT(last->placements[0].cell, cases[i].cell);
			CHECK_INT(last->placements[0].digit, cases[i].digit);
		}
		free(k);
	}
}

/* The step a library line holds comes back as the same line. */
static void
test_library_line(void)
{
	const char *line = ":0100:1:.+92....+365...3+697..3+6.+94...+2.58.1.+9+3+3.96.28.....9.32..+9+5+34+6..2..87+32+9..56+2....3.+9:811 515 715 538 761 595 795:193 198::";
	sdk_position p;
	sdk_error	err;
	sdk_step	step;
	char		buf[2048];

	CHECK_INT(sdk_parse(line, strlen(line), 0, 0, &p, &err), SDK_OK);
	memset(&step, 0, sizeof(step));
	step.technique = sdk_technique_lookup("0100");
	step.digits = SDK_BIT(1);
	step.neliminations = 2;
	step.eliminations[0].cell = 8 * 9 + 2;
	step.eliminations[0].digit = 1;
	step.eliminations[1].cell = 8 * 9 + 7;
	step.eliminations[1].digit = 1;
	CHECK(sdk_step_library_line(&p, &step, buf, sizeof(buf)));
	CHECK_STR(buf, line);
	/* HoDoKu's format has no room for other sizes */
	CHECK_INT(sdk_parse("1234341221434321", 16, 0, 0, &p, &err), SDK_OK);
	CHECK(!sdk_step_library_line(&p, &step, buf, sizeof(buf)));
	CHECK_STR(buf, "");
}

void
suite_hodoku(void)
{
	test_library_line();
	test_library_files();
	test_subset_order();
}
