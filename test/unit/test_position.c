/*
 * test_position.c -- geometry, parsing every text form and size, writing,
 * the byte form, and round trips over thousands of generated positions.
 */
#include "harness.h"
#include "test_util.h"
#include "suites.h"
#include "sudoku_core.h"
#include "exact.h"

#include <stdlib.h>

#define CLASSIC \
	"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

static void
test_geometry(void)
{
	int			r,
				c;
	sdk_geometry g;
	sdk_error	err;
	static const int shapes[][3] = {
		{4, 2, 2}, {6, 2, 3}, {8, 2, 4}, {9, 3, 3}, {10, 2, 5}, {12, 3, 4},
		{15, 3, 5}, {16, 4, 4}, {20, 4, 5}, {24, 4, 6}, {25, 5, 5}
	};
	size_t		i;

	for (i = 0; i < sizeof(shapes) / sizeof(shapes[0]); i++)
	{
		CHECK(sdk_default_box(shapes[i][0], &r, &c));
		CHECK_INT(r, shapes[i][1]);
		CHECK_INT(c, shapes[i][2]);
	}
	CHECK(!sdk_default_box(7, &r, &c));
	CHECK(!sdk_default_box(26, &r, &c));
	CHECK_INT(sdk_geometry_init(&g, 6, 3, 2, &err), SDK_OK);
	CHECK_INT(sdk_geometry_init(&g, 6, 1, 6, &err), SDK_ERR_INVALID);
	CHECK_INT(sdk_geometry_init(&g, 6, 6, 1, &err), SDK_ERR_INVALID);
	CHECK_STR(err.detail, "Boxes of 6x1 cells do not tile a 6x6 grid; rows times columns of a box must be 6, each at least 2.");
	CHECK_INT(sdk_geometry_init(&g, 8, 2, 2, &err), SDK_ERR_INVALID);
	/* one side alone: the other makes the size */
	CHECK_INT(sdk_geometry_init(&g, 6, 3, 0, &err), SDK_OK);
	CHECK_INT(g.box_rows * 10 + g.box_cols, 32);
	CHECK_INT(sdk_geometry_init(&g, 24, 0, 12, &err), SDK_OK);
	CHECK_INT(g.box_rows * 100 + g.box_cols, 212);
	CHECK_INT(sdk_geometry_init(&g, 7, 2, 0, &err), SDK_ERR_INVALID);
	CHECK_STR(err.detail, "Boxes of 2x0 cells do not tile a 7x7 grid; rows times columns of a box must be 7, each at least 2.");
	CHECK_INT(sdk_geometry_init(&g, 9, 0, 9, &err), SDK_ERR_INVALID);	/* 1x9 */
	CHECK_INT(sdk_geometry_init(&g, 9, 0, 4, &err), SDK_ERR_INVALID);
	CHECK_INT(sdk_geometry_init(&g, 30, 5, 6, &err), SDK_ERR_LIMIT);
	/* sides whose product overflows an int to the size: 4 x 1,073,741,828 is 16 mod 2^32 */
	CHECK_INT(sdk_geometry_init(&g, 16, 4, 1073741828, &err), SDK_ERR_INVALID);
	CHECK_INT(sdk_geometry_init(&g, 16, 1073741828, 4, &err), SDK_ERR_INVALID);

	/* box 4 of a 9x9 is the centre box, read in order */
	CHECK_INT(sdk_geometry_init(&g, 9, 3, 3, &err), SDK_OK);
	CHECK_INT(sdk_unit_cell(&g, SDK_UNIT_BOX, 4, 0), 30);
	CHECK_INT(sdk_unit_cell(&g, SDK_UNIT_BOX, 4, 8), 50);
	CHECK_INT(sdk_cell_box(&g, 50), 4);
	/* 6x6 with 2x3 boxes: boxes are two across, three down */
	CHECK_INT(sdk_geometry_init(&g, 6, 2, 3, &err), SDK_OK);
	CHECK_INT(sdk_cell_box(&g, 3), 1);
	CHECK_INT(sdk_cell_box(&g, 12), 2);
	CHECK_INT(sdk_unit_cell(&g, SDK_UNIT_BOX, 3, 5), 6 * 3 + 5);
}

static void
test_parse_forms(void)
{
	sdk_position p,
				q;
	sdk_error	err;
	char		out[8192];
	const char *decorated =
		"+-------+-------+-------+\n"
		"| 5 3 . | . 7 . | . . . |\n"
		"| 6 . . | 1 9 5 | . . . |\n"
		"| . 9 8 | . . . | . 6 . |\n"
		"+-------+-------+-------+\n"
		"| 8 . . | . 6 . | . . 3 |\n"
		"| 4 . . | 8 . 3 | . . 1 |\n"
		"| 7 . . | . 2 . | . . 6 |\n"
		"+=======+=======+=======+\n"
		"| . 6 . | . . . | 2 8 . |\n"
		"| . . . | 4 1 9 | . . 5 |\n"
		"| . . . | . 8 . | . 7 9 |\n"
		"+-------+-------+-------+\n";

	CHECK_INT(parse_str(CLASSIC, &p, &err), SDK_OK);
	CHECK_INT(p.geo.n, 9);
	CHECK_INT(sdk_given_count(&p), 30);
	CHECK_INT(sdk_empty_count(&p), 51);
	/* r1c3 is open to 1, 2 and 4 only */
	CHECK_INT(p.cand[2], SDK_BIT(1) | SDK_BIT(2) | SDK_BIT(4));
	sdk_format(&p, SDK_TEXT_CANONICAL, out, sizeof(out));
	CHECK_STR(out, CLASSIC);

	/* the same grid with 0, _ and * for empty cells, and decoration */
	CHECK_INT(parse_str("530070000600195000098000060800060003400803001700020006060000280000419005000080079", &q, &err), SDK_OK);
	CHECK(sdk_position_equal(&p, &q));
	CHECK_INT(parse_str(decorated, &q, &err), SDK_OK);
	CHECK(sdk_position_equal(&p, &q));
	CHECK_INT(parse_str("  53__7____6__195____98____6_8___6___34__8_3__17___2___6_6____28____419__5____8__79\n", &q, &err), SDK_OK);
	CHECK(sdk_position_equal(&p, &q));

	/* HoDoKu givens line with placed digits and deleted candidates */
	CHECK_INT(parse_str("53+4.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:113 213", &q, &err), SDK_OK);
	CHECK_INT(q.value[2], 4);
	CHECK_INT(q.given[2], 0);
	CHECK_INT(sdk_given_count(&q), 30);
	sdk_format(&q, SDK_TEXT_CANONICAL, out, sizeof(out));
	/* 113 and 213 name r1c3, which is filled now: nothing left to delete */
	CHECK_STR(out, "53+4.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
	CHECK_INT(parse_str(CLASSIC, &q, &err), SDK_OK);
	CHECK_INT(parse_str("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:413 214", &q, &err), SDK_OK);
	CHECK_INT(q.cand[2], SDK_BIT(1) | SDK_BIT(2));
	CHECK_INT(q.cand[3], p.cand[3] & ~SDK_BIT(2));
	sdk_format(&q, SDK_TEXT_CANONICAL, out, sizeof(out));
	CHECK_STR(out, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:413 214");

	/* the full HoDoKu library line */
	CHECK_INT(parse_str(":0300:4:53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:413 214:516::", &q, &err), SDK_OK);
	sdk_format(&q, SDK_TEXT_CANONICAL, out, sizeof(out));
	CHECK_STR(out, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:413 214");

	/*
	 * The 729-character pencil-mark string and the pencil-mark board keep
	 * digits and marks; a cell with one mark reads back as a given (r5c5
	 * here, the only 5) and its peers lose that digit.
	 */
	sdk_format(&q, SDK_TEXT_PENCILMARKS, out, sizeof(out));
	CHECK_INT(strlen(out), 729);
	CHECK(strncmp(out, "....5....", 9) == 0);
	CHECK(strncmp(out + 18, "12.......", 9) == 0);
	/* the candidate display: a filled cell's digit, marks in their places */
	sdk_cell_mask_text(&q, 0, out);
	CHECK_STR(out, "5");
	sdk_cell_mask_text(&q, 2, out);
	CHECK_STR(out, "12.......");
	sdk_cell_mask_text(&q, 3, out);
	CHECK_STR(out, ".....6...");
	sdk_format(&q, SDK_TEXT_PENCILMARKS, out, sizeof(out));
	CHECK_INT(parse_str(out, &p, &err), SDK_OK);
	CHECK_INT(p.value[40], 5);
	CHECK_INT(p.given[40], 1);
	CHECK_INT(p.cand[2], SDK_BIT(1) | SDK_BIT(2));
	CHECK_INT(p.cand[39], q.cand[39] & ~SDK_BIT(5));
	sdk_format(&q, SDK_TEXT_GRID_MARKS, out, sizeof(out));
	CHECK_INT(parse_str(out, &p, &err), SDK_OK);
	CHECK_INT(p.value[40], 5);
	CHECK_INT(p.cand[2], SDK_BIT(1) | SDK_BIT(2));
	CHECK_INT(parse_str(
		".----------------.------------.-------------.\n"
		"| 5   3    12    | 26  7  2468 | 1489 149 248 |\n"
		":----------------+------------+-------------:\n", &p, &err), SDK_ERR_SYNTAX);
}

/*
 * The borders of boards people paste: HoDoKu's pencil-mark grid (".---.",
 * ":---+---:" and "'---'" lines) and Simple Sudoku's ("*-----------*" and
 * "|---+---+---|"), read as the same position as our own board; and the
 * digit symbols at their ends, either case.
 */
static void
test_pasted_borders(void)
{
	const char *hodoku =
		".-----------------.--------------.-----------------.\n"
		"| 5   3    124    | 26   7  2468 | 1489  1249 248  |\n"
		"| 6   247  247    | 1    9  5    | 3478  234  2478 |\n"
		"| 12  9    8      | 23   34 24   | 13457 6    247  |\n"
		":-----------------+--------------+-----------------:\n"
		"| 8   125  1259   | 579  6  147  | 4579  2459 3    |\n"
		"| 4   25   2569   | 8    5  3    | 579   259  1    |\n"
		"| 7   15   1359   | 59   2  14   | 4589  459  6    |\n"
		":-----------------+--------------+-----------------:\n"
		"| 139 6    134579 | 357  35 7    | 2     8    4    |\n"
		"| 23  278  237    | 4    1  9    | 36    3    5    |\n"
		"| 123 1245 12345  | 2356 8  26   | 1346  7    9    |\n"
		"'-----------------'--------------'-----------------'\n";
	const char *simple =
		" *-----------*\n"
		" |53.|.7.|...|\n"
		" |6..|195|...|\n"
		" |.98|...|.6.|\n"
		" |---+---+---|\n"
		" |8..|.6.|..3|\n"
		" |4..|8.3|..1|\n"
		" |7..|.2.|..6|\n"
		" |---+---+---|\n"
		" |.6.|...|28.|\n"
		" |...|419|..5|\n"
		" |...|.8.|.79|\n"
		" *-----------*\n";
	sdk_position p,
				q;
	sdk_error	err;
	char		out[8192];
	int			c;

	CHECK_INT(parse_str(CLASSIC, &q, &err), SDK_OK);
	sdk_format(&q, SDK_TEXT_GRID_MARKS, out, sizeof(out));
	CHECK_INT(parse_str(out, &q, &err), SDK_OK);
	CHECK_INT(parse_str(hodoku, &p, &err), SDK_OK);
	CHECK(sdk_position_equal(&p, &q));
	CHECK_INT(p.cand[2], SDK_BIT(1) | SDK_BIT(2) | SDK_BIT(4));
	CHECK_INT(parse_str(simple, &p, &err), SDK_OK);
	CHECK_INT(parse_str(CLASSIC, &q, &err), SDK_OK);
	CHECK(sdk_position_equal(&p, &q));

	for (c = '1'; c <= '9'; c++)
		CHECK_INT(sdk_char_digit((char) c), c - '0');
	CHECK_INT(sdk_char_digit('A'), 10);
	CHECK_INT(sdk_char_digit('a'), 10);
	CHECK_INT(sdk_char_digit('P'), 25);
	CHECK_INT(sdk_char_digit('p'), 25);
	CHECK_INT(sdk_char_digit('0'), 0);
	CHECK_INT(sdk_char_digit('@'), 0);
	CHECK_INT(sdk_char_digit('Q'), 0);
	CHECK_INT(sdk_char_digit('`'), 0);
	CHECK_INT(sdk_char_digit('q'), 0);
}

static void
test_parse_sizes(void)
{
	sdk_position p;
	sdk_error	err;
	char		out[8192];

	CHECK_INT(parse_str("1...\n..1.\n.1..\n...1", &p, &err), SDK_OK);
	CHECK_INT(parse_str("12.. ..12 .... ....", &p, &err), SDK_OK);
	CHECK_INT(p.geo.n, 4);
	CHECK_INT(p.geo.box_rows, 2);

	/* 6x6 with 2x3 boxes by default, 3x2 when asked */
	CHECK_INT(parse_str("123456............................65", &p, &err), SDK_OK);
	CHECK_INT(p.geo.box_rows * 10 + p.geo.box_cols, 23);
	CHECK_INT(parse_str("{3x2}123456............................65", &p, &err), SDK_OK);
	CHECK_INT(p.geo.box_rows * 10 + p.geo.box_cols, 32);
	sdk_format(&p, SDK_TEXT_CANONICAL, out, sizeof(out));
	CHECK_STR(out, "{3x2}123456............................65");
	CHECK_INT(sdk_parse("123456............................65", 36, 3, 2, &p, &err), SDK_OK);
	CHECK_INT(p.geo.box_rows, 3);
	CHECK_INT(sdk_parse("{2x3}123456............................65", 41, 3, 2, &p, &err), SDK_ERR_INVALID);

	/* 16x16 uses 1-9 and A-G, lower case too */
	{
		char		text[257];
		int			i;

		for (i = 0; i < 256; i++)
			text[i] = '.';
		text[256] = '\0';
		text[0] = 'g';
		text[17] = 'A';
		text[255] = '9';
		CHECK_INT(parse_str(text, &p, &err), SDK_OK);
		CHECK_INT(p.geo.n, 16);
		CHECK_INT(p.value[0], 16);
		CHECK_INT(p.value[17], 10);
		sdk_format(&p, SDK_TEXT_CANONICAL, out, sizeof(out));
		CHECK_INT(out[0], 'G');
		text[5] = 'H';
		CHECK_INT(parse_str(text, &p, &err), SDK_ERR_SYNTAX);
		CHECK_STR(err.detail, "Digit H (17) at position 6 is out of range for a 16x16 grid, which uses 1 to G.");
	}
}

static void
test_parse_errors(void)
{
	sdk_position p;
	sdk_error	err;
	char	   *big;

	CHECK_INT(parse_str("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7", &p, &err), SDK_ERR_SYNTAX);
	CHECK_STR(err.detail, "The input has 80 cells; a 9x9 grid needs 81, one character a cell.");
	CHECK_INT(parse_str("", &p, &err), SDK_ERR_SYNTAX);
	CHECK_STR(err.detail, "The input has no cells; a 9x9 grid needs 81, one character a cell.");
	CHECK_INT(parse_str("   \n\t ", &p, &err), SDK_ERR_SYNTAX);
	CHECK_INT(parse_str("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7x", &p, &err), SDK_ERR_SYNTAX);
	CHECK_STR(err.detail, "Unexpected character \"x\" at position 81; a cell is a digit 1-9, a letter A-P for 10-25, or one of \". 0 _ *\" when empty.");
	CHECK_INT(parse_str("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7A", &p, &err), SDK_ERR_SYNTAX);
	CHECK_STR(err.detail, "Digit A (10) at position 81 is out of range for a 9x9 grid, which uses 1 to 9.");
	/* the first cell too (a build that reported only later ones passed every other test) */
	CHECK_INT(parse_str("5...............", &p, &err), SDK_ERR_SYNTAX);
	CHECK_STR(err.detail, "Digit 5 at position 1 is out of range for a 4x4 grid, which uses 1 to 4.");
	/* the first of two is the one named; a digit up to 9 is named alone */
	CHECK_INT(parse_str("9.6.............", &p, &err), SDK_ERR_SYNTAX);
	CHECK_STR(err.detail, "Digit 9 at position 1 is out of range for a 4x4 grid, which uses 1 to 4.");
	/* the box shape's 'x' in either case */
	CHECK_INT(parse_str("{3X3}53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", &p, &err), SDK_OK);
	CHECK_INT(p.geo.box_rows * 10 + p.geo.box_cols, 33);
	CHECK_INT(parse_str("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:41", &p, &err), SDK_ERR_SYNTAX);
	CHECK_INT(parse_str("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:4A1", &p, &err), SDK_ERR_SYNTAX);
	CHECK_STR(err.detail, "The deleted candidate at position 83 names row 10, past the 9 of a 9x9 grid.");
	CHECK_INT(parse_str("{3x}123", &p, &err), SDK_ERR_SYNTAX);
	/* found by fuzz_parse: a huge box shape overflowed the cell count of the message */
	CHECK_INT(parse_str("{612x342}53....................................4......", &p, &err), SDK_ERR_INVALID);
	CHECK_STR(err.detail, "Boxes of 612x342 cells are not supported; a box has 2 or more rows and columns and at most 25 cells.");
	CHECK_INT(parse_str("{5x6}53..", &p, &err), SDK_ERR_INVALID);
	CHECK_INT(parse_str("{1x9}53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", &p, &err), SDK_ERR_INVALID);
	CHECK_INT(parse_str("\x01\xff", &p, &err), SDK_ERR_SYNTAX);
	CHECK_STR(err.detail, "Unexpected character 0x01 at position 1; a cell is a digit 1-9, a letter A-P for 10-25, or one of \". 0 _ *\" when empty.");
	/* seven cells a side cannot be cut into boxes */
	CHECK_INT(parse_str("................................................. ", &p, &err), SDK_ERR_INVALID);
	CHECK_STR(err.detail, "A 7x7 grid cannot be cut into boxes of at least 2x2 cells.");

	/* 100,000 characters: an error about the count, no allocation */
	big = malloc(100001);
	memset(big, '1', 100000);
	big[100000] = '\0';
	CHECK_INT(parse_str(big, &p, &err), SDK_ERR_SYNTAX);
	CHECK_STR(err.detail, "The input has 100000 cells; a 25x25 grid needs 625, one character a cell.");
	free(big);

	/* a broken grid is still a position: 5 twice in row 1 */
	CHECK_INT(parse_str("55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", &p, &err), SDK_OK);
	CHECK_INT(sdk_violations(&p, NULL, NULL), 2);	/* row 1 and box 1 */
}

typedef struct violation_log
{
	char		text[512];
} violation_log;

static void
log_violation(const sdk_violation *v, void *arg)
{
	violation_log *log = (violation_log *) arg;
	char		item[64];
	int			i;

	/* kind/unit/digit/count, then the cells */
	snprintf(item, sizeof(item), "%d/%d/%d/%d", (int) v->kind, v->unit, v->digit, v->ncells);
	strncat(log->text, item, sizeof(log->text) - strlen(log->text) - 1);
	for (i = 0; i < v->ncells; i++)
	{
		snprintf(item, sizeof(item), "%c%d", i ? ',' : ':', v->cells[i]);
		strncat(log->text, item, sizeof(log->text) - strlen(log->text) - 1);
	}
	strncat(log->text, ";", sizeof(log->text) - strlen(log->text) - 1);
}

static void
test_violations_and_edits(void)
{
	sdk_position p;
	sdk_error	err;
	violation_log log = {""};
	char		out[256];

	/* 5 twice in row 1 and box 1; r2c2 emptied of candidates by deletions */
	CHECK_INT(parse_str("55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:222 322 422 722", &p, &err), SDK_OK);
	CHECK_INT(sdk_violations(&p, log_violation, &log), 3);
	CHECK_STR(log.text, "0/0/5/2:0,1;2/0/5/2:0,1;3/10/0/1:10;");
	/* the largest digit of the largest grid: 25 in r3c7, r3c9 and r25c7 */
	{
		sdk_geometry g;
		violation_log big = {""};

		CHECK_INT(sdk_geometry_init(&g, 25, 0, 0, &err), SDK_OK);
		sdk_position_init(&p, &g);
		p.value[2 * 25 + 6] = p.value[2 * 25 + 8] = p.value[24 * 25 + 6] = 25;
		CHECK_INT(sdk_violations(&p, log_violation, &big), 3);
		CHECK_STR(big.text, "0/2/25/2:56,58;1/6/25/2:56,606;2/1/25/2:56,58;");
		/* a placement in the first column and its undoing reach every peer, and no further */
		sdk_position_init(&p, &g);
		sdk_place(&p, 5 * 25, 3, false);
		CHECK_INT(p.cand[24 * 25] & SDK_BIT(3), 0);
		CHECK_INT(p.cand[5 * 25 + 24] & SDK_BIT(3), 0);
		CHECK_INT(p.cand[9 * 25 + 4] & SDK_BIT(3), 0);
		CHECK_INT(p.cand[24 * 25 + 1], SDK_ALL(25));
		sdk_position_normalize(&p);
		CHECK_INT(p.cand[24 * 25 + 24], SDK_ALL(25));
		sdk_clear(&p, 5 * 25);
		CHECK_INT(p.cand[24 * 25], SDK_ALL(25));
		CHECK_INT(p.cand[5 * 25], SDK_ALL(25));
		/* the first cell left with no candidate */
		p.cand[0] = 0;
		big.text[0] = '\0';
		CHECK_INT(sdk_violations(&p, log_violation, &big), 1);
		CHECK_STR(big.text, "3/0/0/1:0;");
	}

	CHECK_INT(parse_str(CLASSIC, &p, &err), SDK_OK);
	sdk_place(&p, 2, 4, false);
	CHECK(!(p.cand[3] & SDK_BIT(4)));
	CHECK(!(p.cand[20] & SDK_BIT(4)));
	sdk_format(&p, SDK_TEXT_CANONICAL, out, sizeof(out));
	CHECK_STR(out, "53+4.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
	sdk_clear(&p, 2);
	sdk_format(&p, SDK_TEXT_CANONICAL, out, sizeof(out));
	CHECK_STR(out, CLASSIC);
}

/* A random position: a valid grid, some cells emptied, some digits placed
 * rather than given, some broken digits, some marks eliminated. */
static void
random_position(test_rng *rng, int n, int box_rows, sdk_position *p)
{
	sdk_geometry g;
	sdk_error	err;
	int			i;
	int			density = (int) rng_next(rng, 100);

	sdk_geometry_init(&g, n, box_rows, n / box_rows, &err);
	random_solution(rng, &g, p);
	for (i = 0; i < n * n; i++)
	{
		if ((int) rng_next(rng, 100) >= density)
			p->value[i] = 0;
		p->given[i] = p->value[i] && rng_next(rng, 4) != 0;
		if (rng_next(rng, 200) == 0)
			p->value[i] = (uint8_t) (1 + rng_next(rng, n));
		p->given[i] = p->value[i] ? p->given[i] : 0;
	}
	sdk_position_reset_marks(p);
	if (rng_next(rng, 2))
		for (i = 0; i < n * n; i++)
			if (rng_next(rng, 5) == 0)
				p->cand[i] &= ~SDK_BIT(1 + rng_next(rng, n));
}

/* The fewest pencil marks of an empty cell, or n + 1 when none is empty. */
static int
fewest_marks(const sdk_position *p)
{
	int			i,
				fewest = p->geo.n + 1;

	for (i = 0; i < sdk_ncells(p); i++)
		if (p->value[i] == 0 && sdk_bit_count(p->cand[i]) < fewest)
			fewest = sdk_bit_count(p->cand[i]);
	return fewest;
}

static void
test_round_trips(void)
{
	static const int shapes[][2] = {
		{4, 2}, {6, 2}, {6, 3}, {8, 2}, {8, 4}, {9, 3}, {10, 2}, {12, 3}, {12, 4},
		{15, 3}, {16, 4}, {20, 4}, {24, 4}, {25, 5}
	};
	test_rng	rng = {0x5eed5eedULL};
	static char text[80000];
	uint8_t		bytes[4096];
	sdk_position p,
				q;
	sdk_error	err;
	int			trial,
				text_ok = 0,
				bytes_ok = 0,
				marks_ok = 0,
				marks_trials = 0,
				search_ok = 0,
				trials = 0;

	for (trial = 0; trial < 6000; trial++)
	{
		int			s = (int) rng_next(&rng, sizeof(shapes) / sizeof(shapes[0]));
		size_t		len;

		random_position(&rng, shapes[s][0], shapes[s][1], &p);
		trials++;
		sdk_format(&p, SDK_TEXT_CANONICAL, text, sizeof(text));
		text_ok += sdk_parse(text, strlen(text), 0, 0, &q, &err) == SDK_OK &&
			sdk_position_equal(&p, &q);
		len = sdk_encode(&p, bytes, sizeof(bytes));
		bytes_ok += len > 0 && len <= sdk_encoded_bound(p.geo.n) &&
			sdk_decode(bytes, len, &q, &err) == SDK_OK && sdk_position_equal(&p, &q);
		/*
		 * For a fast search: the same digits and givens; on a 9x9 without
		 * eliminations every digit in the empty cells, else the marks as
		 * stored.  A 9x9 counts the same solutions either way.
		 */
		if (sdk_decode_for_search(bytes, len, &q, &err) == SDK_OK)
		{
			int			i,
						same = 1;

			for (i = 0; i < sdk_ncells(&p); i++)
				same &= p.value[i] == q.value[i] && p.given[i] == q.given[i] &&
					(p.value[i] || q.cand[i] == (p.geo.n == 9 && !sdk_has_eliminations(&p)
												 ? SDK_ALL(9) : p.cand[i]));
			if (same && p.geo.n == 9)
			{
				uint64_t	want,
							got;

				same = sdk_solve(&p, 2, SDK_ORDER_FAST, NULL, NULL, sdk_default_env(), &want, &err) == SDK_OK &&
					sdk_solve(&q, 2, SDK_ORDER_FAST, NULL, NULL, sdk_default_env(), &got, &err) == SDK_OK &&
					want == got;
			}
			search_ok += same;
		}
		/*
		 * The pencil-mark board keeps digits and marks where every empty
		 * cell has two candidates or more (one reads back as a given).
		 */
		if (fewest_marks(&p) >= 2)
		{
			int			i,
						same;

			sdk_format(&p, SDK_TEXT_GRID_MARKS, text, sizeof(text));
			same = sdk_parse(text, strlen(text), p.geo.box_rows, p.geo.box_cols,
							 &q, &err) == SDK_OK;
			for (i = 0; same && i < sdk_ncells(&p); i++)
				same = p.value[i] == q.value[i] && p.cand[i] == q.cand[i];
			marks_ok += same;
			marks_trials++;
		}
	}
	CHECK(marks_trials > 1000);
	CHECK_INT(text_ok, trials);
	CHECK_INT(bytes_ok, trials);
	CHECK_INT(search_ok, trials);
	CHECK_INT(marks_ok, marks_trials);
}

/*
 * A buffer of the byte form's exact length (len) is enough and a byte less
 * is not, with nothing written past either (on the heap, for the
 * sanitizers).
 */
static void
check_exact_buffer(const sdk_position *p, size_t len)
{
	uint8_t    *exact = malloc(len),
			   *shorter = malloc(len - 1);
	sdk_position q;
	sdk_error	err;

	CHECK_INT(sdk_encode(p, exact, len), len);
	CHECK_INT(sdk_decode(exact, len, &q, &err), SDK_OK);
	CHECK(sdk_position_equal(p, &q));
	CHECK_INT(sdk_encode(p, shorter, len - 1), 0);
	free(exact);
	free(shorter);
}

static void
test_bytes(void)
{
	sdk_position p,
				q;
	sdk_error	err;
	uint8_t		a[4096],
				b[4096];
	size_t		la,
				lb;

	parse_str(CLASSIC, &p, &err);
	la = sdk_encode(&p, a, sizeof(a));
	CHECK_INT(la, 38);
	/* comparing bytes orders positions as their text: '.' before digits */
	parse_str("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7.", &q, &err);
	lb = sdk_encode(&q, b, sizeof(b));
	CHECK(memcmp(b, a, la < lb ? la : lb) < 0);

	/* decode refuses anything encode would not write */
	a[0] = 2;
	CHECK_INT(sdk_decode(a, la, &q, &err), SDK_ERR_SYNTAX);
	a[0] = 1;
	CHECK_INT(sdk_decode(a, la - 1, &q, &err), SDK_ERR_SYNTAX);
	a[la - 1] = 1;				/* flags: placed, but no given bits follow */
	CHECK_INT(sdk_decode(a, la, &q, &err), SDK_ERR_SYNTAX);
	a[la - 1] = 0;
	a[la] = 0;
	CHECK_INT(sdk_decode(a, la + 1, &q, &err), SDK_ERR_SYNTAX);
	a[2] = 1;
	CHECK_INT(sdk_decode(a, la, &q, &err), SDK_ERR_SYNTAX);
	a[2] = 3;
	a[3] = 0xFF;				/* first group 1023 > 999 */
	CHECK_INT(sdk_decode(a, la, &q, &err), SDK_ERR_SYNTAX);
	CHECK_INT(sdk_decode_for_search(a, la, &q, &err), SDK_ERR_SYNTAX);
	CHECK_INT(sdk_decode(a, 0, &q, &err), SDK_ERR_SYNTAX);
	CHECK_INT(sdk_decode_for_search(a, 0, &q, &err), SDK_ERR_SYNTAX);
	/* the header is 3 bytes: 2 are too few for it, 3 for the grid */
	a[2] = 3;
	CHECK_INT(sdk_decode(a, 2, &q, &err), SDK_ERR_SYNTAX);
	CHECK_STR(err.detail, "The binary sudoku value is shorter than its 3-byte header.");
	CHECK_INT(sdk_decode(a, 3, &q, &err), SDK_ERR_SYNTAX);
	CHECK_STR(err.detail, "The binary sudoku value is too short for its grid size.");

	check_exact_buffer(&p, la);
	/* the same where the marks take more bytes after the digits */
	CHECK_INT(parse_str("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79:113 213", &p, &err), SDK_OK);
	la = sdk_encode(&p, a, sizeof(a));
	CHECK(la > 39);
	check_exact_buffer(&p, la);
}

/*
 * Normalizing: a filled cell keeps no marks and a peer loses its digit; an
 * empty cell is no given.  Equality: digits, marks and the given flags of
 * filled cells, every cell from the first, and the box shape.
 */
static void
test_normalize_and_equal(void)
{
	sdk_geometry g,
				g6;
	sdk_position p,
				q;
	sdk_error	err;

	CHECK_INT(sdk_geometry_init(&g, 4, 2, 2, &err), SDK_OK);
	sdk_position_init(&p, &g);
	p.value[0] = 1;
	p.given[0] = 1;
	p.given[15] = 1;			/* empty */
	sdk_position_normalize(&p);
	CHECK_INT(p.cand[0], 0);
	CHECK_INT(p.cand[1], SDK_ALL(4) & ~SDK_BIT(1));	/* row */
	CHECK_INT(p.cand[4], SDK_ALL(4) & ~SDK_BIT(1));	/* column */
	CHECK_INT(p.cand[5], SDK_ALL(4) & ~SDK_BIT(1));	/* box */
	CHECK_INT(p.cand[10], SDK_ALL(4));
	CHECK_INT(p.given[0], 1);
	CHECK_INT(p.given[15], 0);

	q = p;
	CHECK(sdk_position_equal(&p, &q));
	q.given[14] = 1;			/* an empty cell's flag does not count */
	CHECK(sdk_position_equal(&p, &q));
	q.given[0] = 0;				/* the first cell placed, not given */
	CHECK(!sdk_position_equal(&p, &q));
	q = p;
	q.value[0] = 2;
	CHECK(!sdk_position_equal(&p, &q));
	q = p;
	q.cand[15] &= ~SDK_BIT(4);
	CHECK(!sdk_position_equal(&p, &q));
	/* marks taken out: none on a full grid, and seen with one cell open */
	CHECK_INT(parse_str("1234341221434321", &p, &err), SDK_OK);
	CHECK(!sdk_has_eliminations(&p));
	sdk_clear(&p, 15);
	CHECK_INT(p.cand[15], SDK_BIT(1));
	CHECK(!sdk_has_eliminations(&p));
	sdk_eliminate(&p, 15, 1);
	CHECK(sdk_has_eliminations(&p));
	/* one size, two box shapes */
	CHECK_INT(sdk_geometry_init(&g6, 6, 2, 3, &err), SDK_OK);
	sdk_position_init(&p, &g6);
	CHECK_INT(sdk_geometry_init(&g6, 6, 3, 2, &err), SDK_OK);
	sdk_position_init(&q, &g6);
	CHECK(!sdk_position_equal(&p, &q));
}

void
suite_position(void)
{
	test_geometry();
	test_parse_forms();
	test_pasted_borders();
	test_parse_sizes();
	test_parse_errors();
	test_violations_and_edits();
	test_round_trips();
	test_bytes();
	test_normalize_and_equal();
}
