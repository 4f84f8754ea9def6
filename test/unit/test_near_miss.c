/*
 * test_near_miss.c -- each technique on a hand-made pencil-mark position
 * where it applies, and on the same position changed in one place so that
 * it must not: a third place in a base line, tops that line up, pincers
 * that share no digit.  The positions are empty 9x9 grids whose marks are
 * drawn as pictures; a finder only reads marks, so nothing else is needed.
 */
#include "harness.h"
#include "suites.h"
#include "sudoku_core.h"
#include "logic.h"

#include <stdlib.h>

/* The steps a technique finds: how many, and the first one's text. */
typedef struct found
{
	int			count;
	char		first[SDK_STEP_TEXT];
} found;

static bool
count_step(const sdk_step *step, void *arg)
{
	found	   *f = (found *) arg;

	if (f->count++ == 0)
		strcpy(f->first, step->text);
	return true;
}

static found
find(const sdk_position *p, const char *technique)
{
	found		f = {0, ""};
	sdk_error	err;
	int			t = sdk_technique_lookup(technique);

	CHECK(t >= 0);
	CHECK_INT(sdk_find_steps(p, t, NULL, count_step, &f, sdk_default_env(), &err), SDK_OK);
	return f;
}

static void
empty_grid(sdk_position *p)
{
	sdk_geometry g;
	sdk_error	err;

	sdk_geometry_init(&g, 9, 3, 3, &err);
	sdk_position_init(p, &g);
}

/*
 * Where one digit may go: nine rows of nine characters, 'x' where the
 * digit is a candidate.  Every other digit keeps every cell.
 */
static void
draw_digit(sdk_position *p, int digit, const char *const rows[9])
{
	int			r,
				c;

	for (r = 0; r < 9; r++)
		for (c = 0; c < 9; c++)
			if (rows[r][c] == 'x')
				p->cand[r * 9 + c] |= SDK_BIT(digit);
			else
				p->cand[r * 9 + c] &= ~SDK_BIT(digit);
}

/* Gives a cell (r, c from 1) exactly the digits of a string like "12". */
static void
set_marks(sdk_position *p, int r, int c, const char *digits)
{
	sdk_mask	m = 0;

	for (; *digits; digits++)
		m |= SDK_BIT(*digits - '0');
	p->cand[(r - 1) * 9 + (c - 1)] = m;
}

static const char *const ALL[9] = {
	"xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx",
	"xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx"
};

static void
test_x_wing(void)
{
	static const char *const applies[9] = {
		"xxxxxxxxx",
		".x....x..",			/* r2 and r6: 1 only in c2 and c7 */
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		".x....x..",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx"
	};
	static const char *const third_place[9] = {
		"xxxxxxxxx",
		".x....x..",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		".x..x.x..",			/* r6 has a third place: no X-Wing */
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx"
	};
	sdk_position p;
	found		f;

	empty_grid(&p);
	draw_digit(&p, 1, applies);
	f = find(&p, "X-Wing");
	CHECK_INT(f.count, 1);
	CHECK(strncmp(f.first, "X-Wing: 1 in r2,r6 only in c2,c7 => ", 36) == 0);
	draw_digit(&p, 1, third_place);
	CHECK_INT(find(&p, "X-Wing").count, 0);
}

static void
test_swordfish(void)
{
	static const char *const applies[9] = {
		"x...x....",			/* r1, r5, r9: 1 only in c1, c5, c9 */
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"....x...x",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"x.......x"
	};
	static const char *const fourth_column[9] = {
		"x...x....",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"....x...x",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"x..x....x"				/* r9 reaches a fourth column */
	};
	sdk_position p;
	found		f;

	empty_grid(&p);
	draw_digit(&p, 1, applies);
	f = find(&p, "Swordfish");
	CHECK_INT(f.count, 1);
	CHECK(strncmp(f.first, "Swordfish: 1 in r1,r5,r9 only in c1,c5,c9 => ", 45) == 0);
	draw_digit(&p, 1, fourth_column);
	CHECK_INT(find(&p, "Swordfish").count, 0);
}

static void
test_skyscraper(void)
{
	static const char *const applies[9] = {
		"x...x....",			/* r1 and r7: 1 in c1 and in c5 / c6 */
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"x....x...",
		"xxxxxxxxx",
		"xxxxxxxxx"
	};
	static const char *const tops_aligned[9] = {
		"x...x....",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"x...x....",			/* both ends line up: an X-Wing, not this */
		"xxxxxxxxx",
		"xxxxxxxxx"
	};
	sdk_position p;
	found		f;

	empty_grid(&p);
	draw_digit(&p, 1, applies);
	f = find(&p, "Skyscraper");
	CHECK(f.count >= 1);
	CHECK(strstr(f.first, "r2c6<>1") != NULL && strstr(f.first, "r8c5<>1") != NULL);
	draw_digit(&p, 1, tops_aligned);
	CHECK_INT(find(&p, "Skyscraper").count, 0);
	CHECK_INT(find(&p, "X-Wing").count, 1);
}

static void
test_pointing(void)
{
	static const char *const applies[9] = {
		"xxxxxxxxx",			/* in box 1, 1 only in r1 */
		"...xxxxxx",
		"...xxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx"
	};
	static const char *const second_row[9] = {
		"xxxxxxxxx",
		".x.xxxxxx",			/* and in r2: it points nowhere */
		"...xxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx"
	};
	sdk_position p;
	found		f;

	empty_grid(&p);
	draw_digit(&p, 1, applies);
	f = find(&p, "Locked Candidates Type 1 (Pointing)");
	CHECK_INT(f.count, 1);
	CHECK(strstr(f.first, "r1c4<>1") != NULL && strstr(f.first, "r1c9<>1") != NULL);
	draw_digit(&p, 1, second_row);
	CHECK_INT(find(&p, "Locked Candidates Type 1 (Pointing)").count, 0);
}

static void
test_naked_pair(void)
{
	sdk_position p;
	found		f;

	empty_grid(&p);
	set_marks(&p, 1, 1, "12");
	set_marks(&p, 1, 5, "12");
	f = find(&p, "Naked Pair");
	CHECK_INT(f.count, 1);
	CHECK_STR(f.first, "Naked Pair: 1,2 in r1c1,r1c5 => r1c2<>1, r1c2<>2, r1c3<>1, r1c3<>2, "
			  "r1c4<>1, r1c4<>2, r1c6<>1, r1c6<>2, r1c7<>1, r1c7<>2, r1c8<>1, r1c8<>2, "
			  "r1c9<>1, r1c9<>2");
	/* the same two cells apart: no unit holds both */
	empty_grid(&p);
	set_marks(&p, 1, 1, "12");
	set_marks(&p, 5, 5, "12");
	CHECK_INT(find(&p, "Naked Pair").count, 0);
	/* together, but one of them has a third digit */
	empty_grid(&p);
	set_marks(&p, 1, 1, "12");
	set_marks(&p, 1, 5, "123");
	CHECK_INT(find(&p, "Naked Pair").count, 0);
}

static void
test_hidden_pair(void)
{
	static const char *const only_c1_c5[9] = {
		"x...x....",
		"xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx",
		"xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx"
	};
	static const char *const also_c8[9] = {
		"x...x..x.",
		"xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx",
		"xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx"
	};
	sdk_position p;
	found		f;

	empty_grid(&p);
	draw_digit(&p, 1, only_c1_c5);
	draw_digit(&p, 2, only_c1_c5);
	f = find(&p, "Hidden Pair");
	CHECK_INT(f.count, 1);
	CHECK_STR(f.first, "Hidden Pair: 1,2 in r1c1,r1c5 => r1c1<>3, r1c1<>4, r1c1<>5, r1c1<>6, "
			  "r1c1<>7, r1c1<>8, r1c1<>9, r1c5<>3, r1c5<>4, r1c5<>5, r1c5<>6, r1c5<>7, "
			  "r1c5<>8, r1c5<>9");
	draw_digit(&p, 2, also_c8);
	CHECK_INT(find(&p, "Hidden Pair").count, 0);
	draw_digit(&p, 2, ALL);
	CHECK_INT(find(&p, "Hidden Pair").count, 0);
}

static void
test_xy_wing(void)
{
	sdk_position p;
	found		f;

	/* pivot r1c1 12, pincers r1c5 13 and r5c1 23: r5c5 loses 3 */
	empty_grid(&p);
	set_marks(&p, 1, 1, "12");
	set_marks(&p, 1, 5, "13");
	set_marks(&p, 5, 1, "23");
	f = find(&p, "XY-Wing");
	CHECK_INT(f.count, 1);
	CHECK(strstr(f.first, "r5c5<>3") != NULL);
	/* pincers that share no digit */
	set_marks(&p, 5, 1, "24");
	CHECK_INT(find(&p, "XY-Wing").count, 0);
	/* a pincer the pivot does not see */
	set_marks(&p, 5, 1, "23");
	set_marks(&p, 1, 5, "123456789");
	set_marks(&p, 2, 5, "13");
	CHECK_INT(find(&p, "XY-Wing").count, 0);
}

static void
test_two_string_kite(void)
{
	static const char *const applies[9] = {
		".x...x...",			/* r1: 1 in c2 and c6 */
		"xxxxxxxxx",			/* c1: 1 in r2 and r7; r1c2 and r2c1 share box 1 */
		".xxxxxxxx",
		".xxxxxxxx",
		".xxxxxxxx",
		".xxxxxxxx",
		"xxxxxxxxx",
		".xxxxxxxx",
		".xxxxxxxx"
	};
	static const char *const no_shared_box[9] = {
		".x...x...",
		".xxxxxxxx",
		".xxxxxxxx",
		"xxxxxxxxx",			/* c1: 1 in r4 and r7, away from box 1 */
		".xxxxxxxx",
		".xxxxxxxx",
		"xxxxxxxxx",
		".xxxxxxxx",
		".xxxxxxxx"
	};
	sdk_position p;
	found		f;

	empty_grid(&p);
	draw_digit(&p, 1, applies);
	f = find(&p, "2-String Kite");
	CHECK_INT(f.count, 1);
	CHECK(strstr(f.first, "r7c6<>1") != NULL);
	draw_digit(&p, 1, no_shared_box);
	CHECK_INT(find(&p, "2-String Kite").count, 0);
}

static void
test_xyz_wing(void)
{
	sdk_position p;
	found		f;

	/* pivot r1c1 123, pincers r1c5 13 and r2c2 23: r1c2 and r1c3 lose 3 */
	empty_grid(&p);
	set_marks(&p, 1, 1, "123");
	set_marks(&p, 1, 5, "13");
	set_marks(&p, 2, 2, "23");
	f = find(&p, "XYZ-Wing");
	CHECK_INT(f.count, 1);
	CHECK(strstr(f.first, "r1c2<>3") != NULL && strstr(f.first, "r1c3<>3") != NULL);
	/* a pincer without the pivot's third digit */
	set_marks(&p, 2, 2, "24");
	CHECK_INT(find(&p, "XYZ-Wing").count, 0);
}

/*
 * Nice Loops and AICs.  Bivalue cells r1c1 12, r1c5 13, r5c1 23 make a
 * loop from r5c5: if it is 3, r5c1 is 2, r1c1 1, r1c5 3, and r5c5 is not
 * 3.  The Skyscraper's picture is an AIC (one of its ends, r1c5 and r7c6,
 * is 1).  Four strong links close a continuous loop.
 */
static void
test_nice_loop(void)
{
	static const char *const kite[9] = {
		"x...x....",			/* r1 and r7: 1 in c1 and in c5 / c6 */
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"x....x...",
		"xxxxxxxxx",
		"xxxxxxxxx"
	};
	static const char *const third_place[9] = {
		"x...x....",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"x....x..x",			/* r7 has a third place: no strong link */
		"xxxxxxxxx",
		"xxxxxxxxx"
	};
	static const char *const one_in_row_1[9] = {
		"x...x....",			/* 1 in r1: c1 and c5 only */
		"xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx",
		"xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx"
	};
	static const char *const two_in_column_1[9] = {
		"x........",			/* 2 in c1: r1 and r5 only */
		".xxxxxxxx", ".xxxxxxxx", ".xxxxxxxx", "x........",
		".xxxxxxxx", ".xxxxxxxx", ".xxxxxxxx", ".xxxxxxxx"
	};
	static const char *const three_in_column_5[9] = {
		"....x....",			/* 3 in c5: r1 and r5 only */
		"xxxx.xxxx", "xxxx.xxxx", "xxxx.xxxx", "....x....",
		"xxxx.xxxx", "xxxx.xxxx", "xxxx.xxxx", "xxxx.xxxx"
	};
	static const char *const four_in_row_5[9] = {
		"xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx",
		"x...x....",			/* 4 in r5: c1 and c5 only */
		"xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx", "xxxxxxxxx"
	};
	sdk_position p;
	found		f;

	empty_grid(&p);
	set_marks(&p, 1, 1, "12");
	set_marks(&p, 1, 5, "13");
	set_marks(&p, 5, 1, "23");
	f = find(&p, "Discontinuous Nice Loop");
	CHECK(f.count >= 1);
	CHECK(strncmp(f.first, "Discontinuous Nice Loop: 3 r5c5 -3- ", 36) == 0);
	CHECK(strstr(f.first, " => r5c5<>3") != NULL);
	/* r5c5 is the only cell that sees both ends: a loop, no AIC */
	CHECK_INT(find(&p, "AIC").count, 0);
	/* pincers that share no digit: no loop */
	set_marks(&p, 5, 1, "24");
	CHECK_INT(find(&p, "Discontinuous Nice Loop").count, 0);
	CHECK_INT(find(&p, "Continuous Nice Loop").count, 0);
	CHECK_INT(find(&p, "AIC").count, 0);

	empty_grid(&p);
	draw_digit(&p, 1, kite);
	f = find(&p, "AIC");
	CHECK(f.count >= 1);
	CHECK(strstr(f.first, "r2c6<>1") != NULL && strstr(f.first, "r9c5<>1") != NULL);
	draw_digit(&p, 1, third_place);
	CHECK_INT(find(&p, "AIC").count, 0);
	CHECK_INT(find(&p, "Discontinuous Nice Loop").count, 0);
	CHECK_INT(find(&p, "Continuous Nice Loop").count, 0);

	/*
	 * A loop of strong links, r1c1 =1= r1c5 =3= r5c5 =4= r5c1 =2= r1c1:
	 * r1c1, entered and left by them, keeps 1 and 2.
	 */
	empty_grid(&p);
	draw_digit(&p, 1, one_in_row_1);
	draw_digit(&p, 2, two_in_column_1);
	draw_digit(&p, 3, three_in_column_5);
	draw_digit(&p, 4, four_in_row_5);
	set_marks(&p, 1, 1, "125");
	set_marks(&p, 1, 5, "13");
	set_marks(&p, 5, 5, "34");
	set_marks(&p, 5, 1, "24");
	f = find(&p, "Continuous Nice Loop");
	CHECK_INT(f.count, 1);
	CHECK_STR(f.first, "Continuous Nice Loop: 5 2= r1c1 =1= r1c5 =3= r5c5 =4= r5c1 =2= r1c1 =1 => r1c1<>5");
	/* a third 1 in r1: the loop is open */
	set_marks(&p, 1, 9, "1456789");
	CHECK_INT(find(&p, "Continuous Nice Loop").count, 0);
}

/*
 * A group in a chain: 1 in box 1 only in r1c1, r1c2 and r3c3, in c5 only
 * in r1c5 and r5c5.  If r5c3 is 1, r5c5 is not, r1c5 is, the group r1c12
 * is not, r3c3 is: r5c3 is not 1.
 */
static void
test_grouped_nice_loop(void)
{
	static const char *const group[9] = {
		"xx..x....",
		"...x.xxxx",
		"..xx.xxxx",
		"xxxx.xxxx",
		"xxxxxxxxx",
		"xxxx.xxxx",
		"xxxx.xxxx",
		"xxxx.xxxx",
		"xxxx.xxxx"
	};
	static const char *const no_box_link[9] = {
		"xx..x....",
		"x..x.xxxx",			/* a third place in box 1 */
		"..xx.xxxx",
		"xxxx.xxxx",
		"xxxxxxxxx",
		"xxxx.xxxx",
		"xxxx.xxxx",
		"xxxx.xxxx",
		"xxxx.xxxx"
	};
	sdk_position p;
	found		f;

	empty_grid(&p);
	draw_digit(&p, 1, group);
	CHECK_INT(find(&p, "Discontinuous Nice Loop").count, 0);
	f = find(&p, "Grouped Discontinuous Nice Loop");
	CHECK_INT(f.count, 1);
	CHECK_STR(f.first, "Grouped Discontinuous Nice Loop: 1 r5c3 -1- r5c5 =1= r1c5 -1- r1c12 =1= r3c3 -1- r5c3 => r5c3<>1");
	draw_digit(&p, 1, no_box_link);
	CHECK_INT(find(&p, "Grouped Discontinuous Nice Loop").count, 0);
}

void
suite_near_miss(void)
{
	test_x_wing();
	test_swordfish();
	test_skyscraper();
	test_pointing();
	test_naked_pair();
	test_hidden_pair();
	test_xy_wing();
	test_two_string_kite();
	test_xyz_wing();
	test_nice_loop();
	test_grouped_nice_loop();
}
