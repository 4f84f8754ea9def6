/*
 * test_solver.c -- the exact solver: known solutions and counts, every
 * size, pencil marks, lexicographic order, agreement between the general
 * and the 9x9 solver, the 9x9 solver's paths against each other, and
 * interruption.
 */
#include "harness.h"
#include "suites.h"
#include "test_util.h"
#include "counted_env.h"
#include "sudoku_core.h"
#include "solver_internal.h"
#include "cdcl.h"
#include "generate.h"

#include <stdlib.h>

#define CLASSIC \
	"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
#define CLASSIC_SOLVED \
	"534678912672195348198342567859761423426853791713924856961537284287419635345286179"

/* Collects solutions as text, and checks each against its puzzle. */
#define HARD_25X25 \
	"..34..78............L.N..6..9.....F..I..LM..P1.34....E..HI.K....P.2345..89." \
	".HIJK.MN.P....5.7...B.D.FL.......4.......C.EFG....2.4.....AB......I.K...OP." \
	".....CD.F.HI..LMN.P....5.C.E.G...K..N....345.7.9...I..L..O..2....7...B....." \
	"M..P..3..67.9..C...GHI.......789A....F..I.KL....1.....C..F.H..K......2..5.." \
	".E..H....M.O...3.56......IJ........3..6..9ABCD....NO...........BCDE.G..J..." \
	"4...8......FG..J.L.N...23...CDE.GH.J.L.N..........EF...JK...OP........9A..." \
	"J.L.N..12...6.8........H.O......6....B.DE...I.K........A...E..H.J...N....34" \
	"A.C..F......M.OP.23.5...9F..I....NO..2.....8.AB.D..L......345...9AB...FG..." \
	"..2...6.8...CDE...IJ....."

typedef struct collected
{
	const sdk_position *puzzle;
	int			stored;
	int			bad;
	char		text[64][SDK_MAX_CELLS + 1];
} collected;

static bool
collect(const uint8_t *digits, void *arg)
{
	collected  *c = (collected *) arg;
	int			n = sdk_ncells(c->puzzle),
				i;

	if (!sdk_solution_fits(c->puzzle, digits))
		c->bad++;
	if (c->stored < 64)
	{
		for (i = 0; i < n; i++)
			c->text[c->stored][i] = sdk_digit_char(digits[i]);
		c->text[c->stored][n] = '\0';
		c->stored++;
	}
	return true;
}

static uint64_t
count_solutions(const sdk_position *p, uint64_t limit, sdk_search_order order, collected *c)
{
	uint64_t	count = 0;
	sdk_error	err;

	if (c)
	{
		c->puzzle = p;
		c->stored = 0;
		c->bad = 0;
	}
	CHECK_INT(sdk_solve(p, limit, order, c ? collect : NULL, c, sdk_default_env(), &count, &err),
			  SDK_OK);
	return count;
}

static void
test_known(void)
{
	sdk_position p;
	sdk_error	err;
	collected	c;

	CHECK_INT(parse_str(CLASSIC, &p, &err), SDK_OK);
	CHECK_INT(count_solutions(&p, 1, SDK_ORDER_LEXICOGRAPHIC, &c), 1);
	CHECK_STR(c.text[0], CLASSIC_SOLVED);
	CHECK_INT(count_solutions(&p, 10, SDK_ORDER_FAST, &c), 1);
	CHECK_STR(c.text[0], CLASSIC_SOLVED);
	CHECK_INT(c.bad, 0);

	/* two givens: far more than two solutions */
	CHECK_INT(parse_str("...............................................................................12", &p, &err), SDK_OK);
	CHECK_INT(count_solutions(&p, 2, SDK_ORDER_FAST, NULL), 2);

	/* the empty 4x4 has 288 solutions, all valid, in increasing order */
	CHECK_INT(parse_str("................", &p, &err), SDK_OK);
	CHECK_INT(count_solutions(&p, 1000, SDK_ORDER_FAST, NULL), 288);
	CHECK_INT(count_solutions(&p, 1000, SDK_ORDER_LEXICOGRAPHIC, &c), 288);
	CHECK_INT(c.bad, 0);
	CHECK_STR(c.text[0], "1234341221434321");
	{
		int			i,
					ordered = 1;

		for (i = 1; i < c.stored; i++)
			ordered &= strcmp(c.text[i - 1], c.text[i]) < 0;
		CHECK(ordered);
	}
	CHECK_INT(count_solutions(&p, 7, SDK_ORDER_FAST, NULL), 7);

	/* no solution: digits that break a rule, or marks that leave nothing */
	CHECK_INT(parse_str("55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", &p, &err), SDK_OK);
	CHECK_INT(count_solutions(&p, 2, SDK_ORDER_FAST, NULL), 0);
	CHECK_INT(count_solutions(&p, 2, SDK_ORDER_LEXICOGRAPHIC, NULL), 0);
	CHECK_INT(parse_str(CLASSIC ":555", &p, &err), SDK_OK);
	CHECK_INT(sdk_violations(&p, NULL, NULL), 1);
	CHECK_INT(count_solutions(&p, 2, SDK_ORDER_FAST, NULL), 0);
	/* digits fine, no empty cell, yet no solution: 1 can go nowhere in row 1 */
	CHECK_INT(parse_str(CLASSIC ":113 114 116 117 118 119", &p, &err), SDK_OK);
	CHECK_INT(sdk_violations(&p, NULL, NULL), 0);
	CHECK_INT(count_solutions(&p, 2, SDK_ORDER_FAST, NULL), 0);
	CHECK_INT(count_solutions(&p, 2, SDK_ORDER_LEXICOGRAPHIC, NULL), 0);
	/* a mark the solution needs, removed: the digits still allow others? none */
	CHECK_INT(parse_str(CLASSIC ":413", &p, &err), SDK_OK);
	CHECK_INT(count_solutions(&p, 2, SDK_ORDER_FAST, NULL), 0);
	/* the check every solution is held to refuses what is not one */
	{
		uint8_t		digits[81];
		int			i;

		CHECK_INT(parse_str(CLASSIC, &p, &err), SDK_OK);
		for (i = 0; i < 81; i++)
			digits[i] = (uint8_t) (CLASSIC_SOLVED[i] - '0');
		CHECK(sdk_solution_fits(&p, digits));
		digits[2] = 6;			/* r1c3 4 -> 6: twice in row 1 */
		digits[3] = 4;
		CHECK(!sdk_solution_fits(&p, digits));
		digits[2] = 4;
		digits[3] = 6;
		digits[0] = 3;			/* a given changed */
		digits[1] = 5;
		CHECK(!sdk_solution_fits(&p, digits));
		digits[0] = 5;
		digits[1] = 3;
		CHECK_INT(parse_str(CLASSIC ":413", &p, &err), SDK_OK);
		CHECK(!sdk_solution_fits(&p, digits));	/* uses an eliminated mark */
	}
	/* a complete valid grid is its own solution */
	CHECK_INT(parse_str(CLASSIC_SOLVED, &p, &err), SDK_OK);
	CHECK_INT(count_solutions(&p, 2, SDK_ORDER_LEXICOGRAPHIC, &c), 1);
	CHECK_STR(c.text[0], CLASSIC_SOLVED);
}

static void
test_sizes(void)
{
	static const int shapes[][2] = {
		{4, 2}, {6, 2}, {6, 3}, {8, 2}, {9, 3}, {10, 2}, {12, 3}, {15, 3}, {16, 4}, {20, 4},
		{25, 5}
	};
	size_t		i;

	for (i = 0; i < sizeof(shapes) / sizeof(shapes[0]); i++)
	{
		sdk_geometry g;
		sdk_position p;
		sdk_error	err;
		collected  *c = malloc(sizeof(collected));

		sdk_geometry_init(&g, shapes[i][0], shapes[i][1], shapes[i][0] / shapes[i][1], &err);
		sdk_position_init(&p, &g);
		/*
		 * The smallest solutions of an empty 25x25 take the lexicographic
		 * search seconds (see README); the fast search is checked there.
		 */
		if (g.n < 25)
		{
			CHECK_INT(count_solutions(&p, 3, SDK_ORDER_LEXICOGRAPHIC, c), 3);
			CHECK_INT(c->bad, 0);
			CHECK(strcmp(c->text[0], c->text[1]) < 0 && strcmp(c->text[1], c->text[2]) < 0);
		}
		CHECK_INT(count_solutions(&p, 2, SDK_ORDER_FAST, c), 2);
		CHECK_INT(c->bad, 0);
		free(c);
	}
}

/*
 * A puzzle carved from a random grid: each cell keeps its digit when a draw
 * below the cell count falls under keep; then, once in marks_one_in, each
 * open cell loses a random candidate with a chance of one in cell_one_in.
 */
static void
carve(test_rng *rng, const sdk_geometry *g, sdk_position *p, int keep,
	  int marks_one_in, int cell_one_in)
{
	int			cells = g->n * g->n,
				i;

	random_solution(rng, g, p);
	for (i = 0; i < cells; i++)
		if ((int) rng_next(rng, cells) >= keep)
		{
			p->value[i] = 0;
			p->given[i] = 0;
		}
	sdk_position_reset_marks(p);
	if (rng_next(rng, marks_one_in) == 0)
		for (i = 0; i < cells; i++)
			if (!p->value[i] && rng_next(rng, cell_one_in) == 0)
				p->cand[i] &= ~SDK_BIT(1 + rng_next(rng, g->n));
}

/*
 * Puzzles carved from random grids: the general solver (both orders) and
 * the 9x9 solver agree on counts, and every solution fits.
 */
static void
test_agreement(void)
{
	test_rng	rng = {0xC0FFEEULL};
	int			trial,
				agree = 0,
				fits = 0,
				lex_first_smallest = 0,
				trials = 300;
	collected  *c = malloc(sizeof(collected));

	for (trial = 0; trial < trials; trial++)
	{
		sdk_geometry g;
		sdk_position p;
		sdk_error	err;
		uint64_t	general,
					fast,
					lex;
		int			i,
					keep = 22 + (int) rng_next(&rng, 12);

		sdk_geometry_init(&g, 9, 3, 3, &err);
		carve(&rng, &g, &p, keep, 3, 6);

		CHECK_INT(sdk_solve_general(&p, 20, SDK_ORDER_FAST, NULL, NULL, sdk_default_env(),
									&general, &err), SDK_OK);
		CHECK_INT(sdk_solve9(&p, 20, NULL, NULL, sdk_default_env(), &fast, &err), SDK_OK);
		lex = count_solutions(&p, 20, SDK_ORDER_LEXICOGRAPHIC, c);
		agree += general == fast && fast == lex;
		fits += c->bad == 0;
		{
			int			smallest = 1;

			for (i = 1; i < c->stored; i++)
				smallest &= strcmp(c->text[0], c->text[i]) < 0;
			lex_first_smallest += smallest;
		}
		count_solutions(&p, 20, SDK_ORDER_FAST, c);
		fits += c->bad == 0;
	}
	CHECK_INT(agree, trials);
	CHECK_INT(fits, 2 * trials);
	CHECK_INT(lex_first_smallest, trials);
	free(c);
}

/* Counts solutions by plain backtracking, with no propagation at all. */
static uint64_t
brute_count(sdk_position *p, int from, uint64_t limit)
{
	const sdk_geometry *g = &p->geo;
	int			n = g->n,
				c = from,
				d,
				k;
	uint64_t	count = 0;

	while (c < n * n && p->value[c])
		c++;
	if (c == n * n)
		return 1;
	for (d = 1; d <= n && count < limit; d++)
	{
		bool		free_digit = (p->cand[c] & SDK_BIT(d)) != 0;

		for (k = 0; k < n && free_digit; k++)
			free_digit = p->value[sdk_unit_cell(g, SDK_UNIT_ROW, sdk_cell_row(g, c), k)] != d &&
				p->value[sdk_unit_cell(g, SDK_UNIT_COL, sdk_cell_col(g, c), k)] != d &&
				p->value[sdk_unit_cell(g, SDK_UNIT_BOX, sdk_cell_box(g, c), k)] != d;
		if (!free_digit)
			continue;
		p->value[c] = (uint8_t) d;
		count += brute_count(p, c + 1, limit - count);
		p->value[c] = 0;
	}
	return count;
}

/*
 * The general solver's propagation (singles, locked candidates) against
 * plain backtracking on small grids of every box shape, pencil marks
 * included: the same counts, and the lexicographic first solution is the
 * smallest of those listed.
 */
static void
test_general_against_brute_force(void)
{
	static const int shapes[][2] = {{4, 2}, {6, 2}, {6, 3}, {8, 2}, {8, 4}};
	test_rng	rng = {0xB0A710ULL};
	int			trial,
				agree = 0,
				trials = 400;
	collected  *c = malloc(sizeof(collected));

	for (trial = 0; trial < trials; trial++)
	{
		const int  *shape = shapes[trial % 5];
		sdk_geometry g;
		sdk_position p;
		sdk_error	err;
		int			n = shape[0],
					keep = n * n * (25 + (int) rng_next(&rng, 30)) / 100;
		uint64_t	brute,
					lex;

		sdk_geometry_init(&g, n, shape[1], n / shape[1], &err);
		carve(&rng, &g, &p, keep, 2, 5);
		lex = count_solutions(&p, 20, SDK_ORDER_LEXICOGRAPHIC, c);
		brute = brute_count(&p, 0, 20);
		agree += lex == brute && count_solutions(&p, 20, SDK_ORDER_FAST, NULL) == brute;
		CHECK_INT(c->bad, 0);
	}
	CHECK_INT(agree, trials);
	free(c);
}

/*
 * A 25x25 with 211 of a pattern grid's digits: with singles alone the
 * search ran 18 s before its first solution; locked candidates find two
 * at once.
 */
static void
test_large_sparse(void)
{
	sdk_position p;
	sdk_error	err;
	collected  *c = malloc(sizeof(collected));

	CHECK_INT(parse_str(HARD_25X25, &p, &err), SDK_OK);
	CHECK_INT(sdk_given_count(&p), 211);
	CHECK_INT(count_solutions(&p, 2, SDK_ORDER_FAST, c), 2);
	CHECK_INT(c->bad, 0);
	CHECK(strcmp(c->text[0], c->text[1]) != 0);
	free(c);
}

/* Collects solutions, two at most; or 21. */
static bool
collect_two(const uint8_t *digits, void *arg)
{
	collect(digits, arg);
	return ((collected *) arg)->stored < 2;
}

static bool
collect_21(const uint8_t *digits, void *arg)
{
	collect(digits, arg);
	return ((collected *) arg)->stored < 21;
}

/* The grid and marks of a position as the clause-learning search takes them. */
typedef struct cdcl_grid
{
	uint16_t	unit_cells[3 * SDK_MAX_SIZE][SDK_MAX_SIZE];
	uint8_t		row[SDK_MAX_CELLS],
				col[SDK_MAX_CELLS],
				box[SDK_MAX_CELLS];
	sdk_mask	domain[SDK_MAX_CELLS];
} cdcl_grid;

static void
cdcl_problem(const sdk_position *p, cdcl_grid *grid, sdk_cdcl_problem *pr, collected *c)
{
	const sdk_geometry *g = &p->geo;
	int			n = g->n,
				t,
				u,
				k;

	for (t = 0; t < 3; t++)
		for (u = 0; u < n; u++)
			for (k = 0; k < n; k++)
				grid->unit_cells[t * n + u][k] = (uint16_t) sdk_unit_cell(g, (sdk_unit_type) t, u, k);
	for (k = 0; k < n * n; k++)
	{
		grid->row[k] = (uint8_t) sdk_cell_row(g, k);
		grid->col[k] = (uint8_t) sdk_cell_col(g, k);
		grid->box[k] = (uint8_t) sdk_cell_box(g, k);
		grid->domain[k] = p->value[k] ? SDK_BIT(p->value[k]) : p->cand[k];
	}
	pr->n = n;
	pr->ncells = n * n;
	pr->unit_cells = (const uint16_t (*)[SDK_MAX_SIZE]) grid->unit_cells;
	pr->cell_row = grid->row;
	pr->cell_col = grid->col;
	pr->cell_box = grid->box;
	pr->domain = grid->domain;
	pr->skip = NULL;
	pr->nskip = 0;
	pr->near = NULL;
	pr->report = collect_21;
	pr->arg = c;
	pr->env = sdk_default_env();
	c->puzzle = p;
	c->stored = 0;
	c->bad = 0;
}

/*
 * The clause-learning search (cdcl.c) on its own, against plain
 * backtracking on small grids of every box shape, pencil marks included:
 * every solution (up to 21 reported), each fitting and none twice; with
 * the first one skipped, one fewer (20 or 21 when 21 were).  Then the sparse 25x25 above: two solutions.
 */
static void
test_cdcl(void)
{
	static const int shapes[][2] = {{4, 2}, {6, 2}, {6, 3}, {8, 2}, {8, 4}};
	test_rng	rng = {0xCDC1ULL};
	int			trial,
				agree = 0,
				distinct = 0,
				trials = 300;
	collected  *c = malloc(sizeof(collected));
	cdcl_grid  *grid = malloc(sizeof(cdcl_grid));
	sdk_cdcl_problem pr;
	sdk_position p;
	sdk_error	err;

	for (trial = 0; trial < trials; trial++)
	{
		const int  *shape = shapes[trial % 5];
		sdk_geometry g;
		int			n = shape[0],
					keep = n * n * (25 + (int) rng_next(&rng, 30)) / 100,
					i,
					j,
					all;
		uint64_t	brute;
		char		first[SDK_MAX_CELLS + 1];
		uint8_t		skip[SDK_MAX_CELLS];

		sdk_geometry_init(&g, n, shape[1], n / shape[1], &err);
		carve(&rng, &g, &p, keep, 2, 5);
		brute = brute_count(&p, 0, 20);
		cdcl_problem(&p, grid, &pr, c);
		CHECK_INT(sdk_cdcl_solve(&pr), SDK_CDCL_DONE);
		all = c->stored;
		CHECK_INT(c->bad, 0);
		distinct++;
		for (i = 0; i < c->stored; i++)
			for (j = 0; j < i; j++)
				if (strcmp(c->text[i], c->text[j]) == 0)
					distinct--, i = j = c->stored;
		agree += (uint64_t) all == brute || (brute == 20 && all == 21);
		if (all == 0)
			continue;
		strcpy(first, c->text[0]);
		for (i = 0; i < n * n; i++)
			skip[i] = (uint8_t) (first[i] <= '9' ? first[i] - '0' : first[i] - 'A' + 10);
		cdcl_problem(&p, grid, &pr, c);
		pr.skip = skip;
		pr.nskip = 1;
		CHECK_INT(sdk_cdcl_solve(&pr), SDK_CDCL_DONE);
		CHECK(all == 21 ? c->stored >= 20 : c->stored == all - 1);
		for (i = 0; i < c->stored; i++)
			CHECK(strcmp(c->text[i], first) != 0);
		/* guesses led by a solution: the same count, each fitting, none twice */
		cdcl_problem(&p, grid, &pr, c);
		pr.near = skip;
		CHECK_INT(sdk_cdcl_solve(&pr), SDK_CDCL_DONE);
		CHECK_INT(c->bad, 0);
		CHECK_INT(c->stored, all);
		for (i = 0; i < c->stored; i++)
			for (j = 0; j < i; j++)
				CHECK(strcmp(c->text[i], c->text[j]) != 0);
	}
	CHECK_INT(agree, trials);
	CHECK_INT(distinct, trials);

	CHECK_INT(parse_str(HARD_25X25, &p, &err), SDK_OK);
	cdcl_problem(&p, grid, &pr, c);
	pr.report = collect_two;
	CHECK_INT(sdk_cdcl_solve(&pr), SDK_CDCL_DONE);
	CHECK_INT(c->stored, 2);
	CHECK(strcmp(c->text[0], c->text[1]) != 0);
	CHECK_INT(c->bad, 0);
	free(grid);
	free(c);
}

/*
 * sdk_solve_near, the generator's question: on carved grids of every box
 * shape (9x9 included, which keeps its own solver), with the grid they
 * were carved from as near, the count sdk_solve gives up to two and up
 * to twenty; and without one cell's digit of that grid (is there another
 * solution?), plain backtracking's count up to one.
 */
static void
test_solve_near(void)
{
	static const int shapes[][2] = {{4, 2}, {6, 2}, {6, 3}, {8, 2}, {8, 4}, {9, 3}};
	test_rng	rng = {0x0EA2ULL};
	int			trial,
				agree = 0,
				trials = 300;
	collected  *c = malloc(sizeof(collected));

	for (trial = 0; trial < trials; trial++)
	{
		const int  *shape = shapes[trial % 6];
		sdk_geometry g;
		sdk_position p;
		sdk_error	err;
		uint8_t		grid[SDK_MAX_CELLS];
		int			n = shape[0],
					keep = n * n * (35 + (int) rng_next(&rng, 30)) / 100,
					cell,
					k;
		uint64_t	near,
					fast,
					many;

		sdk_geometry_init(&g, n, shape[1], n / shape[1], &err);
		random_solution(&rng, &g, &p);
		memcpy(grid, p.value, sizeof(uint8_t) * (size_t) (n * n));
		for (cell = 0; cell < n * n; cell++)
			if ((int) rng_next(&rng, (uint64_t) (n * n)) >= keep)
				p.value[cell] = p.given[cell] = 0;
		sdk_position_reset_marks(&p);
		c->puzzle = &p;
		c->stored = c->bad = 0;
		CHECK_INT(sdk_solve_near(&p, grid, 2, collect, c, sdk_default_env(), &near, &err), SDK_OK);
		fast = count_solutions(&p, 2, SDK_ORDER_FAST, NULL);
		CHECK_INT(c->bad, 0);
		/* past what clause learning is asked for, sdk_solve's search: the same count */
		CHECK_INT(sdk_solve_near(&p, grid, 20, NULL, NULL, sdk_default_env(), &many, &err), SDK_OK);
		CHECK_INT(many, count_solutions(&p, 20, SDK_ORDER_FAST, NULL));
		/* an open cell (when none is, a given one: the question then changes nothing) */
		cell = (int) rng_next(&rng, (uint64_t) (n * n));
		for (k = 0; k < n * n && p.value[cell]; k++)
			cell = (cell + 1) % (n * n);
		p.cand[cell] &= ~SDK_BIT(grid[cell]);
		{
			uint64_t	other,
						brute = brute_count(&p, 0, 1);

			CHECK_INT(sdk_solve_near(&p, grid, 1, NULL, NULL, sdk_default_env(), &other, &err),
					  SDK_OK);
			agree += near == fast && other == brute;
		}
	}
	CHECK_INT(agree, trials);
	free(c);
}

static void
test_interrupt(void)
{
	sdk_position p;
	sdk_geometry g;
	sdk_error	err;
	uint64_t	count;
	counted		ia = {0};
	sdk_env		env;

	/* stop at the third question */
	ia.stop_after = 2;
	env = counted_env(&ia);
	/* counting the solutions of an empty 9x9 never ends on its own */
	sdk_geometry_init(&g, 9, 3, 3, &err);
	sdk_position_init(&p, &g);
	CHECK_INT(sdk_solve(&p, UINT64_MAX, SDK_ORDER_FAST, NULL, NULL, &env, &count, &err),
			  SDK_ERR_CANCELED);
	CHECK_INT(ia.questions, 3);
	CHECK(count > 0);
	ia.questions = 0;
	sdk_geometry_init(&g, 16, 4, 4, &err);
	sdk_position_init(&p, &g);
	CHECK_INT(sdk_solve(&p, UINT64_MAX, SDK_ORDER_LEXICOGRAPHIC, NULL, NULL, &env, &count, &err),
			  SDK_ERR_CANCELED);
	CHECK_INT(ia.questions, 3);
	CHECK_STR(err.detail, "The search was interrupted.");
}

static sdk_status
solve_16(const sdk_env *env, sdk_error *err, void *arg)
{
	uint64_t	count;
	sdk_status	rc = sdk_solve(arg, 2, SDK_ORDER_FAST, NULL, NULL, env, &count, err);

	if (rc == SDK_OK)
		CHECK_INT(count, 1);
	return rc;
}

/* Every allocation of a 16x16's search refused in turn: the error says so, and the memory comes back. */
static void
test_out_of_memory(void)
{
	sdk_position *p = malloc(sizeof(sdk_position));
	sdk_generate_options o;
	sdk_generated *out = malloc(sizeof(sdk_generated));
	sdk_geometry g;
	sdk_error	err;

	CHECK_INT(sdk_geometry_init(&g, 16, 4, 4, &err), SDK_OK);
	sdk_generate_options_init(&o, &g);
	CHECK_INT(sdk_generate(&o, 1, out, sdk_default_env(), &err), SDK_OK);
	*p = out->puzzle;
	CHECK(refuse_each_allocation(solve_16, p, 1, "The solver could not get memory for its search.") > 0);
	free(out);
	free(p);
}

/* One path's search: how many solutions, and each as text in the order found. */
static uint64_t
path_solutions(sdk_solver9_path path, const sdk_position *p, uint64_t limit, collected *c)
{
	uint64_t	count = 0;
	sdk_error	err;

	c->puzzle = p;
	c->stored = 0;
	c->bad = 0;
	CHECK_INT(sdk_solve9_on(path, p, limit, collect, c, sdk_default_env(), &count, &err), SDK_OK);
	return count;
}

static int
compare_text(const void *a, const void *b)
{
	return strcmp((const char *) a, (const char *) b);
}

/* The same solutions, in the same order. */
static bool
same_solutions(const collected *a, const collected *b)
{
	int			i;

	if (a->stored != b->stored)
		return false;
	for (i = 0; i < a->stored; i++)
		if (strcmp(a->text[i], b->text[i]) != 0)
			return false;
	return true;
}

/*
 * Every path of the 9x9 solver this CPU runs (the vectorised ones are
 * chosen by CPU, so each is forced here): known counts and solutions, then
 * random puzzles, with and without pencil marks, on which every path finds
 * the same solutions as the portable one.  The vectorised paths run the
 * same search, so they also find them in the same order.  Interruption
 * works on every path.
 */
static void
test_solver9_paths(void)
{
	static const struct
	{
		const char *puzzle;
		uint64_t	count;		/* solutions, up to the limit 20 */
		const char *solution;	/* the first one when unique */
	}			cases[] = {
		{CLASSIC, 1, CLASSIC_SOLVED},
		{CLASSIC_SOLVED, 1, CLASSIC_SOLVED},
		/* forum_hardest_1905_11plus, first line */
		{"98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6", 1,
		"981752643752643819463198275514867932629431758837529164348976521296315487175284396"},
		/* the classic puzzle less one, two givens: two, five solutions */
		{"53..7....6..195....98......8...6...34..8.3..17...2...6.6....28....419..5....8..7.", 2, NULL},
		{"5...7....6..195....98......8...6...34..8.3..17...2...6.6....28....419..5....8..7.", 5, NULL},
		{"...............................................................................12", 20, NULL},
		{".................................................................................", 20, NULL},
		/* digits that break a rule; marks that leave 1 nowhere in row 1; a needed mark gone */
		{"55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", 0, NULL},
		{CLASSIC ":113 114 116 117 118 119", 0, NULL},
		{CLASSIC ":413", 0, NULL},
	};
	test_rng	rng = {0x5EED9ULL};
	collected  *base = malloc(sizeof(collected)),
			   *c = malloc(sizeof(collected)),
			   *simd = malloc(sizeof(collected));
	sdk_solver9_path path,
				named;
	int			trial,
				agree = 0,
				same_order = 0,
				simd_trials = 0,
				trials = 300;
	size_t		i;

	CHECK(sdk_solver9_path_available(SDK_SOLVER9_PORTABLE));
	CHECK(!sdk_solver9_path_available(SDK_SOLVER9_PATHS));
	CHECK(sdk_solver9_path_available(sdk_solver9_best_path()));
	for (path = 0; path < SDK_SOLVER9_PATHS; path++)
	{
		CHECK(sdk_solver9_path_from_name(sdk_solver9_path_name(path), &named));
		CHECK_INT(named, path);
		if (path > sdk_solver9_best_path())
			CHECK(!sdk_solver9_path_available(path));
	}
	CHECK(!sdk_solver9_path_from_name("avx9", &named));
	if (!SDK_SOLVER9_X86)
		CHECK_INT(sdk_solver9_best_path(), SDK_SOLVER9_PORTABLE);

	for (path = 0; path < SDK_SOLVER9_PATHS; path++)
	{
		sdk_position p;
		sdk_error	err;
		sdk_geometry g;
		uint64_t	count;
		counted		ia = {0};
		sdk_env		env = *sdk_default_env();

		sdk_geometry_init(&g, 9, 3, 3, &err);
		if (!sdk_solver9_path_available(path))
		{
			sdk_position_init(&p, &g);
			CHECK_INT(sdk_solve9_on(path, &p, 2, NULL, NULL, sdk_default_env(), &count, &err),
					  SDK_ERR_LIMIT);
			continue;
		}
		for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		{
			CHECK_INT(parse_str(cases[i].puzzle, &p, &err), SDK_OK);
			if (!check_int((long) path_solutions(path, &p, 20, c), (long) cases[i].count,
						   sdk_solver9_path_name(path), __FILE__, __LINE__))
				fprintf(stderr, "    puzzle %s\n", cases[i].puzzle);
			CHECK_INT(c->bad, 0);
			if (cases[i].solution)
				CHECK_STR(c->text[0], cases[i].solution);
			/* a limit of one stops at the first */
			CHECK_INT(path_solutions(path, &p, 1, c), cases[i].count > 0);
			CHECK_INT(path_solutions(path, &p, 0, c), 0);
		}

		/* counting an empty 9x9's solutions never ends on its own */
		ia.stop_after = 2;
		env = counted_env(&ia);
		sdk_position_init(&p, &g);
		CHECK_INT(sdk_solve9_on(path, &p, UINT64_MAX, NULL, NULL, &env, &count, &err),
				  SDK_ERR_CANCELED);
		CHECK_INT(ia.questions, 3);
		CHECK(count > 0);
		CHECK_STR(err.detail, "The search was interrupted.");
	}

	for (trial = 0; trial < trials; trial++)
	{
		sdk_geometry g;
		sdk_position p;
		sdk_error	err;
		uint64_t	want;
		int			keep = 18 + (int) rng_next(&rng, 16),
					first_simd = 1;

		sdk_geometry_init(&g, 9, 3, 3, &err);
		carve(&rng, &g, &p, keep, 2, 4);

		/* below the limit every solution is found: the same set on every path */
		want = path_solutions(SDK_SOLVER9_PORTABLE, &p, 12, base);
		qsort(base->text, (size_t) base->stored, sizeof(base->text[0]), compare_text);
		agree++;
		for (path = SDK_SOLVER9_PORTABLE + 1; path < SDK_SOLVER9_PATHS; path++)
		{
			if (!sdk_solver9_path_available(path))
				continue;
			if (path_solutions(path, &p, 12, c) != want || c->bad != 0)
			{
				agree--;
				break;
			}
			if (first_simd)
			{
				*simd = *c;
				first_simd = 0;
				simd_trials++;
			}
			else
				same_order += same_solutions(simd, c);
			if (want < 12)
			{
				qsort(c->text, (size_t) c->stored, sizeof(c->text[0]), compare_text);
				if (!same_solutions(base, c))
				{
					agree--;
					break;
				}
			}
		}
	}
	CHECK_INT(agree, trials);
	/* each trial after the first vectorised path: SSE4.1 and AVX2 in step */
	CHECK_INT(same_order, simd_trials * (sdk_solver9_path_available(SDK_SOLVER9_AVX2) &&
										 sdk_solver9_path_available(SDK_SOLVER9_SSE41)));
	free(base);
	free(c);
	free(simd);
}

void
suite_solver(void)
{
	test_known();
	test_sizes();
	test_agreement();
	test_general_against_brute_force();
	test_large_sparse();
	test_cdcl();
	test_solve_near();
	test_interrupt();
	test_out_of_memory();
	test_solver9_paths();
}
