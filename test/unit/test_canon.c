/*
 * test_canon.c -- transformations and the canonical form (minlex): values
 * published or printed by public minlex tools built outside the project,
 * automorphism counts that are published facts or follow from the group's
 * order, and the form kept by every transformation on 4x4 to 25x25 grids.
 */
#include "harness.h"
#include "test_util.h"
#include "suites.h"
#include "sudoku_core.h"
#include "exact.h"
#include "canon.h"

#include <stdlib.h>

/*
 * Famous puzzles and their minlex forms as kaityo256/minlex (MIT, a public
 * minlex canonicaliser) prints them; the last is the first puzzle of Gordon
 * Royle's 17-clue list, which is its own form.
 */
static const char *const famous[][2] = {
	/* Easter Monster */
	{"1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
	 "000000001000002034004000560005003600010070000800900000006004020090800000700010000"},
	/* AI Escargot */
	{"1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
	 "000001002000020030000300400001500000030060070800004009002400700050070060900003008"},
	/* Arto Inkala's 2012 puzzle */
	{"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
	 "000000001000002030004050600000600700006780000030009000008000500090007010120000090"},
	/* the README's classic */
	{"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
	 "000000001000002034156000270000008000000051002329740000001600900003400700280910450"},
	{".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
	 "000000000000000001000002030000003020001040000005000060030000004070080009620007000"},
};

/* The most symmetric 9x9 grid: 648 automorphisms (Russell and Jarvis). */
#define GRID_648 \
	"123456789456789123789123456231564897564897231897231564312645978645978312978312645"

static void
digits_text(const sdk_position *p, char *out)
{
	int			i;

	for (i = 0; i < sdk_ncells(p); i++)
		out[i] = p->value[i] ? sdk_digit_char(p->value[i]) : '0';
	out[i] = '\0';
}

static void
canonical_text(const sdk_position *p, char *out, sdk_canon_info *info)
{
	sdk_position c;
	sdk_error	err;

	CHECK_INT(sdk_canonical(p, &c, info, sdk_default_env(), &err), SDK_OK);
	digits_text(&c, out);
}

static uint64_t
automorphisms(const char *text, bool *overflow)
{
	sdk_position p;
	sdk_canon_info info;
	sdk_error	err;
	char		out[SDK_MAX_CELLS + 1];

	CHECK_INT(parse_str(text, &p, &err), SDK_OK);
	canonical_text(&p, out, &info);
	if (overflow)
		*overflow = info.automorphisms_overflow;
	return info.automorphisms;
}

/*
 * Every check a puzzle owes: the reported transformation gives the form, the
 * form is its own form, and `count` random transformations keep the form and
 * the number of automorphisms.
 */
static void
check_invariant(const sdk_position *p, int count, uint64_t seed)
{
	sdk_canon_info info,
				again;
	sdk_position givens,
				moved;
	sdk_error	err;
	char		form[SDK_MAX_CELLS + 1],
				other[SDK_MAX_CELLS + 1];
	int			i,
				k;

	canonical_text(p, form, &info);
	sdk_position_init(&givens, &p->geo);
	for (i = 0; i < sdk_ncells(p); i++)
		if (p->value[i] && p->given[i])
			sdk_place(&givens, i, p->value[i], true);
	CHECK_INT(sdk_transform_check(&p->geo, &info.to_canonical, &err), SDK_OK);
	sdk_transform_apply(&givens, &info.to_canonical, &moved);
	digits_text(&moved, other);
	CHECK_STR(other, form);
	sdk_position_init(&moved, &p->geo);
	for (i = 0; i < sdk_ncells(p); i++)
		if (form[i] != '0')
			sdk_place(&moved, i, sdk_char_digit(form[i]), true);
	canonical_text(&moved, other, &again);
	CHECK_STR(other, form);
	CHECK(again.automorphisms == info.automorphisms);
	for (k = 0; k < count; k++)
	{
		sdk_transform t;

		sdk_transform_random(&p->geo, seed + (uint64_t) k, &t);
		CHECK_INT(sdk_transform_check(&p->geo, &t, &err), SDK_OK);
		sdk_transform_apply(p, &t, &moved);
		canonical_text(&moved, other, &again);
		CHECK_STR(other, form);
		CHECK(again.automorphisms == info.automorphisms);
	}
}

static void
test_famous(void)
{
	size_t		i;

	for (i = 0; i < sizeof(famous) / sizeof(famous[0]); i++)
	{
		sdk_position p;
		sdk_error	err;
		sdk_canon_info info;
		char		out[SDK_MAX_CELLS + 1];

		CHECK_INT(parse_str(famous[i][0], &p, &err), SDK_OK);
		canonical_text(&p, out, &info);
		CHECK_STR(out, famous[i][1]);
		/* none of them maps to itself but by the identity */
		CHECK(info.automorphisms == 1);
		check_invariant(&p, 10, 100 * i);
	}
}

static void
test_transform(void)
{
	sdk_geometry g,
				g6;
	sdk_transform t,
				u;
	sdk_position p,
				q;
	sdk_error	err;
	char		out[SDK_MAX_CELLS + 1];

	sdk_geometry_init(&g, 9, 3, 3, &err);
	sdk_geometry_init(&g6, 6, 2, 3, &err);
	CHECK_INT(parse_str(famous[3][0], &p, &err), SDK_OK);

	/* the identity keeps everything, pencil marks included */
	sdk_transform_identity(&g, &t);
	CHECK_INT(sdk_transform_check(&g, &t, &err), SDK_OK);
	sdk_eliminate(&p, 2, 4);
	sdk_place(&p, 3, 6, false);
	sdk_transform_apply(&p, &t, &q);
	CHECK(sdk_position_equal(&p, &q));

	/* transposing: r1c4 (a placed 6) goes to r4c1, the eliminated 4 of r1c3 from r3c1 */
	t.transpose = true;
	sdk_transform_apply(&p, &t, &q);
	CHECK_INT(q.value[27], 6);
	CHECK_INT(q.given[27], 0);
	CHECK(!(q.cand[18] & SDK_BIT(4)));
	CHECK(q.cand[18] & SDK_BIT(1));
	/* applied twice it is the identity */
	sdk_transform_apply(&q, &t, &q);
	CHECK(sdk_position_equal(&p, &q));

	/* rows 1 and 3 swapped, digits 1 and 2 swapped */
	sdk_transform_identity(&g, &t);
	t.row[0] = 2;
	t.row[2] = 0;
	t.digit[1] = 2;
	t.digit[2] = 1;
	CHECK_INT(sdk_transform_check(&g, &t, &err), SDK_OK);
	sdk_transform_apply(&p, &t, &q);
	sdk_format(&q, SDK_TEXT_LINE, out, sizeof(out));
	CHECK_STR(out, ".98....6.6..295...53.67....8...6...34..8.3..27...1...6.6....18....429..5....8..79");

	/* what breaks the group */
	sdk_transform_identity(&g, &t);
	t.row[0] = 3;
	t.row[3] = 0;
	CHECK_INT(sdk_transform_check(&g, &t, &err), SDK_ERR_INVALID);
	CHECK(strstr(err.detail, "must come from one band") != NULL);
	sdk_transform_identity(&g, &t);
	t.col[1] = 0;
	CHECK_INT(sdk_transform_check(&g, &t, &err), SDK_ERR_INVALID);
	CHECK(strstr(err.detail, "taken twice") != NULL);
	sdk_transform_identity(&g, &t);
	t.digit[5] = 4;
	CHECK_INT(sdk_transform_check(&g, &t, &err), SDK_ERR_INVALID);
	CHECK(strstr(err.detail, "Digits 4 and 5 would both become 4") != NULL);
	sdk_transform_identity(&g6, &t);
	t.transpose = true;
	CHECK_INT(sdk_transform_check(&g6, &t, &err), SDK_ERR_INVALID);
	CHECK(strstr(err.detail, "square boxes") != NULL);

	/* a seed gives one transformation, the same everywhere */
	sdk_transform_random(&g, 42, &t);
	sdk_transform_random(&g, 42, &u);
	CHECK(memcmp(&t, &u, sizeof(t)) == 0);
	CHECK_INT(sdk_transform_check(&g, &t, &err), SDK_OK);
	sdk_transform_random(&g, 43, &u);
	CHECK(memcmp(&t, &u, sizeof(t)) != 0);
	CHECK_INT(parse_str(famous[3][0], &p, &err), SDK_OK);
	sdk_transform_apply(&p, &t, &q);
	sdk_format(&q, SDK_TEXT_LINE, out, sizeof(out));
	/* seed 42: transposed, rows 8 9 7 3 2 1 4 5 6, columns 3 1 2 6 4 5 7 8 9 */
	CHECK_STR(out, "9.....8.7...943.21......6..8........14....9...29785.....3..8.5..7169..38..2..4.1.");
	/* never a transposition for 2x3 boxes */
	{
		int			seed;
		bool		transposed = false;

		for (seed = 0; seed < 50; seed++)
		{
			sdk_transform_random(&g6, (uint64_t) seed, &t);
			transposed |= t.transpose;
			CHECK_INT(sdk_transform_check(&g6, &t, &err), SDK_OK);
		}
		CHECK(!transposed);
	}
}

/* Placed digits and pencil marks do not count: the form is the givens'. */
static void
test_givens_only(void)
{
	sdk_position p,
				c;
	sdk_error	err;
	char		out[SDK_MAX_CELLS + 1];

	CHECK_INT(parse_str(famous[3][0], &p, &err), SDK_OK);
	sdk_place(&p, 2, 4, false);
	sdk_eliminate(&p, 3, 6);
	CHECK_INT(sdk_canonical(&p, &c, NULL, sdk_default_env(), &err), SDK_OK);
	digits_text(&c, out);
	CHECK_STR(out, famous[3][1]);
	CHECK(!sdk_has_placed(&c));
	CHECK(!sdk_has_eliminations(&c));
	CHECK_INT(sdk_given_count(&c), 30);
}

static sdk_status
canonical_of(const sdk_env *env, sdk_error *err, void *arg)
{
	sdk_position c;
	sdk_status	rc = sdk_canonical(arg, &c, NULL, env, err);
	char		out[SDK_MAX_CELLS + 1];

	if (rc == SDK_OK)
	{
		digits_text(&c, out);
		CHECK_STR(out, famous[0][1]);
	}
	return rc;
}

/* Every allocation of a canonical form refused in turn: the error says so, and the memory comes back. */
static void
test_out_of_memory(void)
{
	sdk_position p;
	sdk_error	err;

	CHECK_INT(parse_str(famous[0][0], &p, &err), SDK_OK);
	CHECK(refuse_each_allocation(canonical_of, &p, 1, "Out of memory for the canonical form.") > 0);
}

typedef struct grids_4x4
{
	uint8_t		digits[288][16];
	int			count;
} grids_4x4;

static bool
collect_4x4(const uint8_t *digits, void *arg)
{
	grids_4x4  *grids = arg;

	if (grids->count == 288)
		return false;
	memcpy(grids->digits[grids->count++], digits, 16);
	return true;
}

/*
 * The 288 complete 4x4 grids make two classes, of 96 and 192 grids: the
 * group (2 * 2 * 2 row orders, as many column orders, transposing, 4!
 * relabellings: 3072) over the class size gives 32 and 16 automorphisms.
 */
static void
test_4x4(void)
{
	static grids_4x4 grids;
	sdk_geometry g;
	sdk_position empty;
	sdk_error	err;
	uint64_t	found;
	char		forms[2][17] = {"", ""};
	int			sizes[2] = {0, 0};
	uint64_t	autos[2] = {0, 0};
	int			i,
				k;

	sdk_geometry_init(&g, 4, 2, 2, &err);
	sdk_position_init(&empty, &g);
	grids.count = 0;
	CHECK_INT(sdk_solve(&empty, 1000, SDK_ORDER_LEXICOGRAPHIC, collect_4x4, &grids,
						sdk_default_env(), &found, &err), SDK_OK);
	CHECK_INT(found, 288);
	for (i = 0; i < 288; i++)
	{
		sdk_position p;
		sdk_canon_info info;
		char		out[17];

		sdk_position_init(&p, &g);
		for (k = 0; k < 16; k++)
			sdk_place(&p, k, grids.digits[i][k], true);
		canonical_text(&p, out, &info);
		for (k = 0; k < 2 && forms[k][0] && strcmp(forms[k], out) != 0; k++)
			;
		if (!CHECK(k < 2))
			continue;
		if (!forms[k][0])
			strcpy(forms[k], out);
		sizes[k]++;
		autos[k] = info.automorphisms;
	}
	CHECK_STR(forms[0], "1234341221434321");
	CHECK_INT(sizes[0], 96);
	CHECK(autos[0] == 32);
	CHECK_STR(forms[1], "1234341223414123");
	CHECK_INT(sizes[1], 192);
	CHECK(autos[1] == 16);
}

static void
test_9x9_counts(void)
{
	char		one[82];
	bool		overflow = true;

	/* the empty grid: the whole group, 2 * 6^8 * 9! */
	CHECK(automorphisms(
		".................................................................................",
		&overflow) == UINT64_C(1218998108160));
	CHECK(!overflow);
	/*
	 * one given in the centre: rows keeping r5 (2 band orders, 2 orders of
	 * the middle band keeping r5 in its middle, 6 * 6 for the others: 144),
	 * as many column orders, transposing or not, 8! relabellings
	 */
	memset(one, '.', 81);
	one[40] = '7';
	one[81] = '\0';
	CHECK(automorphisms(one, NULL) == UINT64_C(144) * 144 * 2 * 40320);
	CHECK(automorphisms(GRID_648, NULL) == 648);
	{
		sdk_position p;
		sdk_error	err;

		CHECK_INT(parse_str(GRID_648, &p, &err), SDK_OK);
		check_invariant(&p, 5, 7);
		CHECK_INT(parse_str(one, &p, &err), SDK_OK);
		check_invariant(&p, 5, 8);
	}
}

/* 6x6 with 2x3 boxes: no transposition in its group. */
static void
test_6x6(void)
{
	sdk_position p,
				q;
	sdk_error	err;
	sdk_canon_info info;
	char		out[37];
	bool		same = true;

	/* the form 1to9only's public 6x6 (2Rx3C) minlex prints */
	CHECK_INT(parse_str(".....5..5..4.6.....2.31.........25.3", &p, &err), SDK_OK);
	CHECK_INT(p.geo.box_rows, 2);
	canonical_text(&p, out, &info);
	CHECK_STR(out, "000000001023000002002004010530060000");
	check_invariant(&p, 20, 600);
	/* its transpose is a 3x2 grid: another geometry, never the same puzzle */
	CHECK_INT(parse_str("{3x2}........62...5...2...3.5...1..54...3", &q, &err), SDK_OK);
	CHECK_INT(sdk_equivalent(&p, &q, &same, sdk_default_env(), &err), SDK_OK);
	CHECK(!same);
	check_invariant(&q, 10, 601);
	/* the empty 6x6: (2^3 * 3!) row orders * (3!^2 * 2) column orders * 6! */
	CHECK(automorphisms("....................................", NULL) ==
		  UINT64_C(48) * 72 * 720);
}

static void
test_16x16(void)
{
	test_rng	rng = {16};
	sdk_geometry g;
	sdk_position p;
	sdk_error	err;
	char		row[257];
	bool		overflow = false;
	int			i,
				k;

	sdk_geometry_init(&g, 16, 4, 4, &err);
	for (k = 0; k < 3; k++)
	{
		random_solution(&rng, &g, &p);
		for (i = 0; i < 256; i++)
			if ((int) rng_next(&rng, 100) < 60 - 20 * k)
				sdk_clear(&p, i);
		check_invariant(&p, 4, 1600 + (uint64_t) k);
	}
	/*
	 * a full first row, nothing else: rows keeping r1 first (3! band orders,
	 * 3! orders of its band's other rows, 24^3 for the other bands: 497,664),
	 * any column order (24^4 * 4!: 7,962,624), the row's digits relabelled
	 * back
	 */
	memset(row, '.', 256);
	memcpy(row, "123456789ABCDEFG", 16);
	row[256] = '\0';
	CHECK(automorphisms(row, &overflow) == UINT64_C(497664) * UINT64_C(7962624));
	CHECK(!overflow);
	CHECK_INT(parse_str(row, &p, &err), SDK_OK);
	check_invariant(&p, 3, 1616);
	/* the empty grid maps to itself in more ways than 64 bits count */
	memset(row, '.', 256);
	automorphisms(row, &overflow);
	CHECK(overflow);
}

static void
test_25x25(void)
{
	test_rng	rng = {25};
	sdk_geometry g;
	sdk_position p;
	sdk_error	err;
	char		text[626];
	bool		overflow = false;
	int			i;

	sdk_geometry_init(&g, 25, 5, 5, &err);
	/* the empty grid: bounded, all zeros */
	memset(text, '.', 625);
	text[625] = '\0';
	automorphisms(text, &overflow);
	CHECK(overflow);
	/* a sparse and a full grid keep their forms */
	random_solution(&rng, &g, &p);
	check_invariant(&p, 2, 2500);
	for (i = 0; i < 625; i++)
		if (rng_next(&rng, 100) < 70)
			sdk_clear(&p, i);
	check_invariant(&p, 2, 2501);
}

/*
 * Full grids with long boxes: two rows a band, or two columns a stack, tie
 * in very many ways on their first rows (cells linked, automorphisms
 * pruning); the grids random_solution makes are the most symmetric ones.
 */
static void
test_long_boxes(void)
{
	static const int shapes[][2] = {{2, 11}, {6, 2}, {2, 7}};
	test_rng	rng = {22};
	size_t		i;

	for (i = 0; i < sizeof(shapes) / sizeof(shapes[0]); i++)
	{
		sdk_geometry g;
		sdk_position p;
		sdk_error	err;
		int			k;

		CHECK_INT(sdk_geometry_init(&g, shapes[i][0] * shapes[i][1], shapes[i][0], shapes[i][1], &err),
				  SDK_OK);
		random_solution(&rng, &g, &p);
		check_invariant(&p, 1, 2200 + i);
		/* and a few givens gone */
		for (k = 0; k < g.n * g.n; k++)
			if (rng_next(&rng, 100) < 15)
				sdk_clear(&p, k);
		check_invariant(&p, 1, 2210 + i);
	}
}

/* A digit twice in a row: still one form for all its transformations. */
static void
test_broken(void)
{
	sdk_position p,
				q;
	sdk_error	err;
	bool		same = false;

	CHECK_INT(parse_str("11.....2.......3..4.........5.....5......6..........7.......8....9......1.1......", &p, &err),
			  SDK_OK);
	CHECK(sdk_violations(&p, NULL, NULL) > 0);
	check_invariant(&p, 20, 900);
	CHECK_INT(parse_str(famous[0][0], &q, &err), SDK_OK);
	CHECK_INT(sdk_equivalent(&p, &q, &same, sdk_default_env(), &err), SDK_OK);
	CHECK(!same);
}

static void
test_equivalent(void)
{
	sdk_position p,
				q;
	sdk_transform t;
	sdk_error	err;
	bool		same = false;
	int			i;

	CHECK_INT(parse_str(famous[1][0], &p, &err), SDK_OK);
	sdk_transform_random(&p.geo, 5, &t);
	sdk_transform_apply(&p, &t, &q);
	CHECK_INT(sdk_equivalent(&p, &q, &same, sdk_default_env(), &err), SDK_OK);
	CHECK(same);
	/* one given less: another puzzle */
	for (i = 0; q.value[i] == 0; i++)
		;
	sdk_clear(&q, i);
	CHECK_INT(sdk_equivalent(&p, &q, &same, sdk_default_env(), &err), SDK_OK);
	CHECK(!same);
	CHECK_INT(parse_str(famous[2][0], &q, &err), SDK_OK);
	CHECK_INT(sdk_equivalent(&p, &q, &same, sdk_default_env(), &err), SDK_OK);
	CHECK(!same);
}

void
suite_canon(void)
{
	test_famous();
	test_transform();
	test_givens_only();
	test_4x4();
	test_9x9_counts();
	test_6x6();
	test_16x16();
	test_25x25();
	test_long_boxes();
	test_broken();
	test_equivalent();
	test_out_of_memory();
}
