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
}
