/*
 * test_generate.c -- the generator: random grids of every size and box
 * shape, the symmetries' orbits, puzzles pinned by seed (the algorithm is
 * part of the contract: the same seed, the same puzzle in every version),
 * and the properties every puzzle owes: one solution, the solution it was
 * dug from, minimal, the symmetry and the rating asked.
 */
#include "harness.h"
#include "test_util.h"
#include "suites.h"
#include "sudoku_core.h"
#include "generate.h"
#include "random.h"
#include "exact.h"

#include <stdlib.h>

static void
line_text(const sdk_position *p, char *out, size_t cap)
{
	sdk_format(p, SDK_TEXT_LINE, out, cap);
}

static sdk_geometry
geometry(int n, int box_rows, int box_cols)
{
	sdk_geometry g;
	sdk_error	err;

	CHECK_INT(sdk_geometry_init(&g, n, box_rows, box_cols, &err), SDK_OK);
	return g;
}

/* splitmix64's published first outputs, and what is drawn from them */
static void
test_random_numbers(void)
{
	uint64_t	state = 0;
	uint8_t		items[5] = {1, 2, 3, 4, 5};
	int			i,
				seen[7] = {0};

	CHECK(sdk_rand_next(&state) == UINT64_C(0xE220A8397B1DCDAF));
	CHECK(sdk_rand_next(&state) == UINT64_C(0x6E789E6AA1B965F4));
	CHECK(sdk_generate_seed(0, 1) == UINT64_C(0xE220A8397B1DCDAF));
	CHECK(sdk_generate_seed(0, 2) == UINT64_C(0x6E789E6AA1B965F4));
	/* sudoku_generate_many(3, seed => 42): the seeds its rows show */
	CHECK((int64_t) sdk_generate_seed(42, 1) == INT64_C(-4767286540954276203));
	CHECK((int64_t) sdk_generate_seed(42, 3) == INT64_C(5139283748462763858));
	state = 7;
	for (i = 0; i < 1000; i++)
		seen[sdk_rand_below(&state, 7)]++;
	for (i = 0; i < 7; i++)
		CHECK(seen[i] > 100 && seen[i] < 190);
	state = 1;
	sdk_rand_shuffle(&state, items, 5);
	for (i = 0; i < 5; i++)
		seen[i] = 0;
	for (i = 0; i < 5; i++)
		seen[items[i] - 1]++;
	for (i = 0; i < 5; i++)
		CHECK_INT(seen[i], 1);
}

/* The cells of a position that carry marks. */
static int
marked_cells(const sdk_position *p)
{
	int			c,
				count = 0;

	for (c = 0; c < sdk_ncells(p); c++)
		count += p->cand[c] != 0;
	return count;
}

/* Every box shape of every size: a complete valid grid with no marks, the same for the same seed. */
static void
test_grid_every_shape(void)
{
	int			n,
				r;

	for (n = SDK_MIN_SIZE; n <= SDK_MAX_SIZE; n++)
		for (r = 2; r <= n / 2; r++)
		{
			sdk_geometry g;
			sdk_position empty,
						a,
						b;
			sdk_error	err;
			uint64_t	seed;

			if (n % r != 0 || n / r < 2)
				continue;
			g = geometry(n, r, n / r);
			sdk_position_init(&empty, &g);
			for (seed = 0; seed < (n <= 12 ? 5u : 2u); seed++)
			{
				CHECK_INT(sdk_random_grid(&g, seed, &a, sdk_default_env(), &err), SDK_OK);
				if (!CHECK(sdk_solution_fits(&empty, a.value)))
					fprintf(stderr, "    %dx%d boxes %dx%d seed %d\n", n, n, r, n / r, (int) seed);
				CHECK_INT(sdk_given_count(&a), n * n);
				/* no marks, as in the same grid read from text (equality compares marks) */
				CHECK_INT(marked_cells(&a), 0);
				CHECK_INT(sdk_random_grid(&g, seed, &b, sdk_default_env(), &err), SDK_OK);
				CHECK(sdk_position_equal(&a, &b));
				CHECK_INT(sdk_random_grid(&g, seed + 1000, &b, sdk_default_env(), &err), SDK_OK);
				CHECK(n < 6 || !sdk_position_equal(&a, &b));
			}
		}
}

/* Grids pinned by seed: the fill's algorithm is part of the contract. */
static void
test_grid_pinned(void)
{
	static const struct
	{
		int			n,
					rows,
					cols;
		uint64_t	seed;
		const char *grid;		/* the whole grid, or its first rows */
	}			pins[] = {
		{4, 2, 2, 1, "1342423124133124"},
		{6, 2, 3, 1, "624531513264351426462315246153135642"},
		{6, 3, 2, 1, "423156152634365421241365634512516243"},
		{9, 3, 3, 0, "217348965948156327365297148483571692759462813126983574834629751672815439591734286"},
		{9, 3, 3, 1, "673519824829764135154382796415627389982153647367498251531246978748931562296875413"},
		{10, 5, 2, 1, "2576834A919A25416873349867512A17435A9286861A29734553A4928617483176A9527269A51438A95218376461873425A9"},
		{16, 4, 4, 1, "AF187E549BCG63D2G32589CB716DAEF4"},
		{25, 5, 5, 1, "1D5BM2GI8PCEF4L63A79KJONH39FGILAO5DM6NJ2HCPK4E718B"},
	};
	size_t		i;

	for (i = 0; i < sizeof(pins) / sizeof(pins[0]); i++)
	{
		sdk_geometry g = geometry(pins[i].n, pins[i].rows, pins[i].cols);
		sdk_position p;
		sdk_error	err;
		char		text[SDK_MAX_CELLS + 1];

		CHECK_INT(sdk_random_grid(&g, pins[i].seed, &p, sdk_default_env(), &err), SDK_OK);
		line_text(&p, text, sizeof(text));
		text[strlen(pins[i].grid)] = '\0';
		CHECK_STR(text, pins[i].grid);
	}
}

/* The orbits of a symmetry, into an array of exactly one entry a cell (the sanitized build sees one more written). */
static int
orbit_count(int n, sdk_symmetry s)
{
	sdk_geometry g = geometry(n, 0, 0);
	uint16_t   *orbit = malloc(sizeof(uint16_t) * (size_t) (n * n));
	int			c,
				count = 0;

	if (!orbit)
		return -1;
	sdk_symmetry_orbits(&g, s, orbit);
	for (c = 0; c < n * n; c++)
	{
		count += orbit[c] == c;
		CHECK(orbit[c] <= c && orbit[orbit[c]] == orbit[c]);
	}
	free(orbit);
	return count;
}

static void
test_symmetries(void)
{
	/* 9x9: a centre, a middle row and column, two diagonals */
	static const int orbits9[SDK_SYMMETRY_COUNT] = {81, 41, 21, 45, 45, 45, 45, 25, 25, 15};
	/* 4x4: no centre */
	static const int orbits4[SDK_SYMMETRY_COUNT] = {16, 8, 4, 10, 10, 8, 8, 6, 4, 3};
	sdk_geometry g = geometry(9, 3, 3);
	sdk_position p;
	sdk_error	err;
	int			s;

	for (s = 0; s < SDK_SYMMETRY_COUNT; s++)
	{
		CHECK_INT(orbit_count(9, (sdk_symmetry) s), orbits9[s]);
		CHECK_INT(orbit_count(4, (sdk_symmetry) s), orbits4[s]);
		CHECK_INT(sdk_symmetry_lookup(sdk_symmetry_name((sdk_symmetry) s)), s);
	}
	CHECK_INT(sdk_symmetry_lookup("Central"), SDK_SYMMETRY_CENTRAL);
	CHECK_INT(sdk_symmetry_lookup("FULL"), SDK_SYMMETRY_FULL);
	CHECK_INT(sdk_symmetry_lookup("centra"), -1);
	CHECK_INT(sdk_symmetry_lookup("centrall"), -1);
	CHECK_INT(sdk_symmetry_lookup(""), -1);
	CHECK_STR(sdk_symmetry_name(SDK_SYMMETRY_BIAXIAL), "biaxial");

	/* r1c2 and r9c8: the half turn only */
	sdk_position_init(&p, &g);
	sdk_place(&p, 1, 1, true);
	sdk_place(&p, 79, 2, true);
	CHECK(sdk_has_symmetry(&p, SDK_SYMMETRY_NONE));
	CHECK(sdk_has_symmetry(&p, SDK_SYMMETRY_CENTRAL));
	for (s = SDK_SYMMETRY_ROTATIONAL; s < SDK_SYMMETRY_COUNT; s++)
		CHECK(!sdk_has_symmetry(&p, (sdk_symmetry) s));
	/* r1c1 and r9c9 alone: the diagonals, not the axes */
	sdk_position_init(&p, &g);
	sdk_place(&p, 0, 1, true);
	sdk_place(&p, 80, 2, true);
	CHECK(sdk_has_symmetry(&p, SDK_SYMMETRY_BIDIAGONAL));
	CHECK(!sdk_has_symmetry(&p, SDK_SYMMETRY_VERTICAL));
	CHECK(!sdk_has_symmetry(&p, SDK_SYMMETRY_ROTATIONAL));
	/* and r1c9, r9c1: every symmetry */
	sdk_place(&p, 8, 3, true);
	sdk_place(&p, 72, 4, true);
	for (s = 0; s < SDK_SYMMETRY_COUNT; s++)
		CHECK(sdk_has_symmetry(&p, (sdk_symmetry) s));
	/* a placed digit is not a given */
	sdk_place(&p, 1, 5, false);
	CHECK(sdk_has_symmetry(&p, SDK_SYMMETRY_FULL));
	CHECK_INT(parse_str("1...............", &p, &err), SDK_OK);
	CHECK(!sdk_has_symmetry(&p, SDK_SYMMETRY_CENTRAL));
}

/* The ER of p in Sudoku Explainer's model; -1 (and a failed check) when the rating fails. */
static int
se_er(const sdk_position *p)
{
	sdk_logic_options se;
	sdk_rating	r;
	sdk_error	err;

	sdk_logic_options_default(&se);
	se.model = SDK_MODEL_SE;
	if (!CHECK_INT(sdk_logic_solve(p, &se, 0, NULL, NULL, NULL, &r, sdk_default_env(), &err), SDK_OK))
		return -1;
	return r.er;
}

/* Holds a puzzle to everything it owes; returns false (and says why) when it fails one. */
static bool
check_puzzle(const sdk_generate_options *o, const sdk_generated *out)
{
	const sdk_position *p = &out->puzzle;
	sdk_position q;
	sdk_error	err;
	uint64_t	count;
	int			c;
	bool		ok = true;

	ok &= CHECK_INT(sdk_solve(p, 2, SDK_ORDER_FAST, NULL, NULL, sdk_default_env(), &count, &err), SDK_OK);
	ok &= CHECK_INT(count, 1);
	ok &= CHECK(sdk_solution_fits(p, out->solution.value));
	ok &= CHECK(!sdk_has_placed(p) && !sdk_has_eliminations(p));
	ok &= CHECK(sdk_has_symmetry(p, o->symmetry));
	for (c = 0; c < sdk_ncells(p); c++)
		if (p->given[c])
		{
			q = *p;
			sdk_clear(&q, c);
			sdk_solve(&q, 2, SDK_ORDER_FAST, NULL, NULL, sdk_default_env(), &count, &err);
			if (o->minimal)
				ok &= CHECK_INT(count, 2);
		}
	if (out->rated)
	{
		sdk_rating r;

		ok &= CHECK_INT(sdk_logic_solve(p, NULL, 0, NULL, NULL, NULL, &r, sdk_default_env(), &err), SDK_OK);
		ok &= CHECK_INT(r.level, out->rating.level);
		ok &= CHECK_INT(r.score, out->rating.score);
		if (o->level >= 0)
			ok &= CHECK_INT(r.level, o->level);
		if (o->min_score >= 0)
			ok &= CHECK(r.score >= o->min_score);
		if (o->max_score >= 0)
			ok &= CHECK(r.score <= o->max_score);
	}
	if (o->min_er >= 0 || o->max_er >= 0)
	{
		int			er = se_er(p);

		ok &= er >= 0;
		if (o->min_er >= 0)
			ok &= CHECK(er >= o->min_er);
		if (o->max_er >= 0)
			ok &= CHECK(er <= o->max_er);
	}
	return ok;
}

static void
generate_text(const sdk_generate_options *o, uint64_t seed, char *text)
{
	sdk_generated *out = malloc(sizeof(sdk_generated));
	sdk_error	err;

	if (CHECK_INT(sdk_generate(o, seed, out, sdk_default_env(), &err), SDK_OK))
	{
		check_puzzle(o, out);
		line_text(&out->puzzle, text, SDK_MAX_CELLS + 1);
	}
	else
	{
		fprintf(stderr, "    %s\n", err.detail);
		text[0] = '\0';
	}
	free(out);
}

/* Puzzles pinned by seed, the same as sudoku_generate gives (expected/generate.out). */
static void
test_puzzles_pinned(void)
{
	sdk_generate_options o;
	sdk_geometry g = geometry(9, 3, 3);
	char		text[SDK_MAX_CELLS + 1];

	sdk_generate_options_init(&o, &g);
	generate_text(&o, 1, text);
	CHECK_STR(text, ".....9.2..2.76...51..38.7.......73....2.5.6..3..4......3...6..8..8.3...2.......1.");
	generate_text(&o, (uint64_t) -1, text);
	CHECK_STR(text, "5.9.......6.2.7.1...7.3..989.........7...1..9.4....6....64...5..3.1.....2.1...76.");
	o.symmetry = SDK_SYMMETRY_CENTRAL;
	generate_text(&o, 1, text);
	CHECK_STR(text, "......1....5.23....23....8....9..75...2.1.6...34..5....5....81....87.9....7......");
	o.symmetry = SDK_SYMMETRY_NONE;
	o.level = SDK_LEVEL_HARD;
	generate_text(&o, 1, text);
	CHECK_STR(text, "6.....5...4.7.5..1......8.7.345...18.9.........19.8..4.1...2.....93...2..8..7....");
	o.level = SDK_LEVEL_EXTREME;
	generate_text(&o, 1, text);
	CHECK_STR(text, "....9...5.85....1.....5.7488...6...4.691..........7........42......7.1..92.....6.");

	g = geometry(4, 2, 2);
	sdk_generate_options_init(&o, &g);
	generate_text(&o, 1, text);
	CHECK_STR(text, ".......12..3.12.");
	g = geometry(6, 3, 2);
	sdk_generate_options_init(&o, &g);
	generate_text(&o, 1, text);
	CHECK_STR(text, "4.3.5......43...........6.4.1..1.2..");
}

/* Many seeds, sizes, symmetries and targets: every puzzle owes all it promises. */
static void
test_properties(void)
{
	static const struct
	{
		int			n,
					rows,
					cols,
					count;
		sdk_symmetry symmetry;
		bool		minimal;
		int			level;
	}			cases[] = {
		{4, 2, 2, 30, SDK_SYMMETRY_NONE, true, -1},
		{4, 2, 2, 30, SDK_SYMMETRY_CENTRAL, true, -1},
		{6, 2, 3, 30, SDK_SYMMETRY_NONE, true, -1},
		{6, 3, 2, 30, SDK_SYMMETRY_DIAGONAL, false, -1},
		{8, 2, 4, 10, SDK_SYMMETRY_VERTICAL, true, -1},
		{9, 3, 3, 60, SDK_SYMMETRY_NONE, true, -1},
		{9, 3, 3, 10, SDK_SYMMETRY_CENTRAL, true, -1},
		{9, 3, 3, 10, SDK_SYMMETRY_FULL, false, -1},
		{9, 3, 3, 10, SDK_SYMMETRY_NONE, true, SDK_LEVEL_EASY},
		{9, 3, 3, 10, SDK_SYMMETRY_HORIZONTAL, true, SDK_LEVEL_MEDIUM},
		{9, 3, 3, 10, SDK_SYMMETRY_NONE, true, SDK_LEVEL_HARD},
		{9, 3, 3, 5, SDK_SYMMETRY_ANTIDIAGONAL, false, SDK_LEVEL_UNFAIR},
		{9, 3, 3, 5, SDK_SYMMETRY_NONE, true, SDK_LEVEL_EXTREME},
		{10, 2, 5, 3, SDK_SYMMETRY_NONE, true, -1},
		{12, 4, 3, 2, SDK_SYMMETRY_BIAXIAL, false, -1},
		{16, 4, 4, 1, SDK_SYMMETRY_NONE, true, -1},
	};
	sdk_generated *out = malloc(sizeof(sdk_generated));
	size_t		i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
	{
		sdk_geometry g = geometry(cases[i].n, cases[i].rows, cases[i].cols);
		sdk_generate_options o;
		int			k;

		sdk_generate_options_init(&o, &g);
		o.symmetry = cases[i].symmetry;
		o.minimal = cases[i].minimal;
		o.level = cases[i].level;
		for (k = 0; k < cases[i].count; k++)
		{
			sdk_error	err;

			if (!CHECK_INT(sdk_generate(&o, sdk_generate_seed(i, (uint64_t) k + 1), out,
										sdk_default_env(), &err), SDK_OK))
				fprintf(stderr, "    %s\n", err.detail);
			else if (!check_puzzle(&o, out))
				fprintf(stderr, "    case %d puzzle %d\n", (int) i, k);
			CHECK(out->rated == (o.level >= 0));
		}
	}
	free(out);
}

/* Techniques required and forbidden, scores. */
static void
test_techniques(void)
{
	sdk_geometry g = geometry(9, 3, 3);
	sdk_generate_options o;
	sdk_generated *out = malloc(sizeof(sdk_generated));
	sdk_error	err;
	int			x_wing = sdk_technique_lookup("X-Wing");
	int			k;

	for (k = 1; k <= 3; k++)
	{
		uint64_t	used[SDK_TECHNIQUE_WORDS] = {0};
		sdk_logic_session *s;
		sdk_step   *step = malloc(sizeof(sdk_step));
		int			t;
		bool		single_digit = false;

		sdk_generate_options_init(&o, &g);
		CHECK_INT(sdk_generate_require(&o, "X-Wing", &err), SDK_OK);
		CHECK_INT(sdk_generate_require(&o, "Single Digit Patterns", &err), SDK_OK);
		CHECK_INT(sdk_generate_forbid(&o, "0600", &err), SDK_OK);
		CHECK_INT(sdk_generate_forbid(&o, "Chains and Loops", &err), SDK_OK);
		o.max_score = 2000;
		CHECK(sdk_generate_has_target(&o));
		CHECK_INT(sdk_generate(&o, (uint64_t) k, out, sdk_default_env(), &err), SDK_OK);
		check_puzzle(&o, out);
		/* the path again, step by step */
		s = sdk_logic_begin(&out->puzzle, NULL, sdk_default_env(), &err);
		while (sdk_logic_next(s, step))
		{
			used[step->technique / 64] |= UINT64_C(1) << (step->technique % 64);
			sdk_logic_apply(s, step);
		}
		sdk_logic_end(s);
		CHECK((used[x_wing / 64] >> (x_wing % 64)) & 1);
		for (t = 0; t < sdk_technique_count(); t++)
			if ((used[t / 64] >> (t % 64)) & 1)
			{
				const sdk_technique *tech = sdk_technique_at(t);

				single_digit |= strcmp(tech->category, "Single Digit Patterns") == 0;
				CHECK(strcmp(tech->category, "Chains and Loops") != 0);
				CHECK(strcmp(tech->code, "0600") != 0);
			}
		CHECK(single_digit);
		CHECK(out->rating.score <= 2000);
		free(step);
	}

	/* items that are not techniques */
	sdk_generate_options_init(&o, &g);
	CHECK(!sdk_generate_has_target(&o));
	CHECK_INT(sdk_generate_require(&o, "X-Wings", &err), SDK_ERR_INVALID);
	CHECK_INT(sdk_generate_forbid(&o, "-X-Wing", &err), SDK_ERR_INVALID);
	CHECK_STR(err.detail, "\"-X-Wing\" is not a technique; name a technique, its code or a category.");
	CHECK_INT(sdk_generate_forbid(&o, "", &err), SDK_ERR_INVALID);
	for (k = 0; k < SDK_GENERATE_MAX_REQUIRE; k++)
		CHECK_INT(sdk_generate_require(&o, "Hidden Single", &err), SDK_OK);
	CHECK_INT(sdk_generate_require(&o, "Hidden Single", &err), SDK_ERR_LIMIT);
	free(out);
}

/*
 * A target whose bounds are the very ER and score of the puzzle that o drew
 * from seed (out) meets that puzzle: the same puzzle at the same attempt.
 * The candidates before it missed o, so they miss these narrower bounds too.
 * A bound met exactly must not read as missed, neither at the end of the
 * path nor at the step where the path's score reaches max_score (the watch
 * that cuts a path short once it is too hard).
 */
static void
test_bounds_met_exactly(const sdk_generate_options *o, uint64_t seed, const sdk_generated *out)
{
	sdk_generate_options exact = *o;
	sdk_generated *again = malloc(sizeof(sdk_generated));
	sdk_error	err;

	if (o->min_er >= 0 || o->max_er >= 0)
		exact.min_er = exact.max_er = se_er(&out->puzzle);
	else
	{
		CHECK(out->rated);
		exact.min_score = exact.max_score = out->rating.score;
	}
	if (CHECK_INT(sdk_generate(&exact, seed, again, sdk_default_env(), &err), SDK_OK))
	{
		CHECK(sdk_position_equal(&again->puzzle, &out->puzzle));
		CHECK_INT(again->attempts, out->attempts);
	}
	else
		fprintf(stderr, "    seed %llu, bounds met exactly: %s\n", (unsigned long long) seed, err.detail);
	free(again);
}

/*
 * What makes a target (each setting alone, at its lowest value), the
 * attempts by size, every technique forbidden but the registry's first,
 * the lowest level and an ER range as targets, and an empty item.
 */
static void
test_target_settings(void)
{
	sdk_geometry g = geometry(9, 3, 3);
	sdk_generate_options o;
	sdk_generated *out = malloc(sizeof(sdk_generated));
	sdk_error	err;
	int			t;

	sdk_generate_options_init(&o, &g);
	CHECK(!sdk_generate_has_target(&o));
	CHECK_INT(sdk_generate_default_attempts(&o), 10000);
	/* each setting alone */
	for (t = 0; t < 7; t++)
	{
		sdk_generate_options_init(&o, &g);
		switch (t)
		{
			case 0:
				o.level = SDK_LEVEL_EASY;
				break;
			case 1:
				o.min_score = 0;
				break;
			case 2:
				o.max_score = 0;
				break;
			case 3:
				o.min_er = 0;
				break;
			case 4:
				o.max_er = 0;
				break;
			case 5:
				CHECK_INT(sdk_generate_require(&o, "Full House", &err), SDK_OK);
				break;
			default:
				CHECK_INT(sdk_generate_forbid(&o, "Full House", &err), SDK_OK);
				break;
		}
		if (!CHECK(sdk_generate_has_target(&o)))
			fprintf(stderr, "    setting %d alone\n", t);
	}

	/* the attempts: 10,000 up to 9x9, 100 up to 16x16, 10 above */
	o.geo = geometry(16, 4, 4);
	CHECK_INT(sdk_generate_default_attempts(&o), 100);
	o.geo = geometry(12, 3, 4);
	CHECK_INT(sdk_generate_default_attempts(&o), 100);
	o.geo = geometry(20, 4, 5);
	CHECK_INT(sdk_generate_default_attempts(&o), 10);

	/* every technique forbidden but Full House: a target that something can meet */
	sdk_generate_options_init(&o, &g);
	for (t = 1; t < sdk_technique_count(); t++)
	{
		const sdk_technique *tech = sdk_technique_at(t);

		/* by code; Sudoku Explainer's own techniques have none */
		if (strcmp(tech->name, "Full House") != 0)
			CHECK_INT(sdk_generate_forbid(&o, tech->code[0] ? tech->code : tech->name, &err), SDK_OK);
	}
	o.attempts = 1;
	CHECK(sdk_generate(&o, 1, out, sdk_default_env(), &err) != SDK_ERR_INVALID);

	/* the lowest level, and an ER between two bounds (Sudoku Explainer's model) */
	for (t = 1; t <= 2; t++)
	{
		sdk_generate_options_init(&o, &g);
		o.level = SDK_LEVEL_EASY;
		if (CHECK_INT(sdk_generate(&o, (uint64_t) t, out, sdk_default_env(), &err), SDK_OK))
			check_puzzle(&o, out);
	}
	sdk_generate_options_init(&o, &g);
	o.min_er = 26;
	o.max_er = 30;
	if (CHECK_INT(sdk_generate(&o, 25, out, sdk_default_env(), &err), SDK_OK))
	{
		check_puzzle(&o, out);
		test_bounds_met_exactly(&o, 25, out);
	}
	/* either ER bound alone is a target too, and an ER of at most 0.0 none */
	for (t = 0; t < 3; t++)
	{
		sdk_generate_options_init(&o, &g);
		if (t == 0)
			o.min_er = 40;
		else
			o.max_er = t == 1 ? 20 : 0;
		o.attempts = t == 2 ? 3 : 0;
		if (t < 2 && CHECK_INT(sdk_generate(&o, 25, out, sdk_default_env(), &err), SDK_OK))
			check_puzzle(&o, out);
		else if (t == 2)
			CHECK_INT(sdk_generate(&o, 25, out, sdk_default_env(), &err), SDK_ERR_NOT_FOUND);
	}
	sdk_generate_options_init(&o, &g);
	o.level = SDK_LEVEL_EASY;
	if (CHECK_INT(sdk_generate(&o, 1, out, sdk_default_env(), &err), SDK_OK))
		test_bounds_met_exactly(&o, 1, out);

	/* an empty item, with no status left from a call before */
	memset(&err, 0, sizeof(err));
	sdk_generate_options_init(&o, &g);
	CHECK_INT(sdk_generate_forbid(&o, "", &err), SDK_ERR_INVALID);
	CHECK_INT(err.status, SDK_ERR_INVALID);
	CHECK_STR(err.detail, "\"\" is not a technique; name a technique, its code or a category.");
	free(out);
}

/* Targets nothing meets: said at once, or after the attempts with what was tried. */
static void
test_impossible(void)
{
	sdk_geometry g = geometry(9, 3, 3);
	sdk_generate_options o;
	sdk_generated *out = malloc(sizeof(sdk_generated));
	sdk_error	err;
	int			k;

	sdk_generate_options_init(&o, &g);
	CHECK_INT(sdk_generate_forbid(&o, "all", &err), SDK_OK);
	CHECK_INT(sdk_generate(&o, 1, out, sdk_default_env(), &err), SDK_ERR_INVALID);
	CHECK_STR(err.detail, "Every technique the rating uses is forbidden; every puzzle needs some.");

	/* required and forbidden: a set named by its first technique, a technique alone (the registry's first too) */
	for (k = 0; k < 3; k++)
	{
		static const char *const items[3] = {"Basic Fish", "Full House", "Singles"};
		static const char *const named[3] = {"item 1 (X-Wing, ...)", "technique Full House", "item 1 (Full House, ...)"};
		char		want[sizeof(err.detail)];

		sdk_generate_options_init(&o, &g);
		CHECK_INT(sdk_generate_require(&o, items[k], &err), SDK_OK);
		CHECK_INT(sdk_generate_forbid(&o, items[k], &err), SDK_OK);
		CHECK_INT(sdk_generate(&o, 1, out, sdk_default_env(), &err), SDK_ERR_INVALID);
		snprintf(want, sizeof(want), "Required %s is forbidden or not among the techniques the rating uses (sudoku_techniques: enabled_by_default).", named[k]);
		CHECK_STR(err.detail, want);
	}

	g = geometry(4, 2, 2);
	sdk_generate_options_init(&o, &g);
	o.level = SDK_LEVEL_EXTREME;
	o.attempts = 100;
	CHECK_INT(sdk_generate(&o, 1, out, sdk_default_env(), &err), SDK_ERR_NOT_FOUND);
	CHECK_STR(err.detail, "Tried 100 4x4 candidates: 100 below the level, score or ER asked; levels rated: 100 Easy.");
	o.level = -1;
	o.symmetry = SDK_SYMMETRY_FULL;
	o.attempts = 1;
	CHECK_INT(sdk_generate(&o, 1, out, sdk_default_env(), &err), SDK_ERR_NOT_FOUND);
	CHECK_STR(err.detail, "Tried 1 4x4 candidate with full symmetry: 1 not minimal with the symmetry.");
	o.minimal = false;
	CHECK_INT(sdk_generate(&o, 1, out, sdk_default_env(), &err), SDK_OK);
	CHECK_INT(out->attempts, 1);

	/*
	 * Three verdicts of a 9x9 target, and every level among those rated: a
	 * candidate's level is counted where its path was rated whole (below the
	 * target, without a required technique), not where it was cut short (a
	 * forbidden technique, too hard).
	 */
	g = geometry(9, 3, 3);
	sdk_generate_options_init(&o, &g);
	o.min_score = 1000;
	o.max_score = 1500;
	CHECK_INT(sdk_generate_forbid(&o, "Intersections", &err), SDK_OK);
	CHECK_INT(sdk_generate_require(&o, "Hidden Pair", &err), SDK_OK);
	o.attempts = 40;
	CHECK_INT(sdk_generate(&o, 3, out, sdk_default_env(), &err), SDK_ERR_NOT_FOUND);
	CHECK_STR(err.detail, "Tried 40 9x9 candidates: 18 below the level, score or ER asked; 1 without a required technique; 21 with a forbidden technique; levels rated: 17 Easy, 2 Hard.");
	/* the last level too (a 16x16 needs guesses) */
	g = geometry(16, 4, 4);
	sdk_generate_options_init(&o, &g);
	o.min_score = 1000000000;
	o.attempts = 2;
	CHECK_INT(sdk_generate(&o, 1, out, sdk_default_env(), &err), SDK_ERR_NOT_FOUND);
	CHECK_STR(err.detail, "Tried 2 16x16 candidates: 2 below the level, score or ER asked; levels rated: 2 Extreme.");
	free(out);
}

typedef struct generating
{
	sdk_generate_options o;
	sdk_generated *out;
	sdk_generated *whole;		/* made with all the memory asked */
} generating;

static sdk_status
generate_9(const sdk_env *env, sdk_error *err, void *arg)
{
	generating *g = arg;
	sdk_status	rc = sdk_generate(&g->o, 1, g->out, env, err);

	if (rc == SDK_OK && g->whole)
		CHECK(memcmp(g->out->puzzle.value, g->whole->puzzle.value, 81) == 0);
	return rc;
}

/*
 * Every allocation of a 9x9's generation at a level (its candidates
 * rated) refused in turn: the error of the generator or of its rating
 * says so, the memory comes back, and a generation that did without it
 * made the same puzzle.
 */
static void
test_out_of_memory(void)
{
	sdk_geometry g = geometry(9, 3, 3);
	generating	gen;
	sdk_error	err;

	sdk_generate_options_init(&gen.o, &g);
	gen.o.level = SDK_LEVEL_HARD;
	gen.out = malloc(sizeof(sdk_generated));
	gen.whole = malloc(sizeof(sdk_generated));
	CHECK_INT(sdk_generate(&gen.o, 1, gen.whole, sdk_default_env(), &err), SDK_OK);
	CHECK(refuse_each_allocation(generate_9, &gen, 1, NULL) > 0);
	free(gen.out);
	free(gen.whole);
}

/* An environment that says stop at its k-th question. */
typedef struct stop_after
{
	int			asked;
	int			stop_at;
} stop_after;

static bool
stop_when_asked(void *arg)
{
	stop_after *s = arg;

	return ++s->asked >= s->stop_at;
}

static void
test_cancel(void)
{
	sdk_geometry g = geometry(25, 5, 5);
	sdk_generate_options o;
	sdk_generated *out = malloc(sizeof(sdk_generated));
	sdk_position *p = malloc(sizeof(sdk_position));
	sdk_env		env = *sdk_default_env();
	stop_after	stop = {0, 1};
	sdk_error	err;

	env.interrupted = stop_when_asked;
	env.arg = &stop;
	/* the fill asks every 256 tries: a 25x25 fill tries more than that */
	CHECK_INT(sdk_random_grid(&g, 1, p, &env, &err), SDK_ERR_CANCELED);
	CHECK_STR(err.detail, "The random grid was interrupted.");
	/* digging asks before each cell */
	g = geometry(9, 3, 3);
	sdk_generate_options_init(&o, &g);
	stop.asked = 0;
	stop.stop_at = 10;
	CHECK_INT(sdk_generate(&o, 1, out, &env, &err), SDK_ERR_CANCELED);
	CHECK_INT(stop.asked, 10);
	free(out);
	free(p);
}

void
suite_generate(void)
{
	test_random_numbers();
	test_grid_every_shape();
	test_grid_pinned();
	test_symmetries();
	test_puzzles_pinned();
	test_properties();
	test_techniques();
	test_impossible();
	test_target_settings();
	test_cancel();
	test_out_of_memory();
}
