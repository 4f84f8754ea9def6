/*
 * test_misc.c -- Sue de Coq (1101), Template Set and Delete (1201, 1202)
 * and the dual 2-String Kite and Empty Rectangle (0404, 0405): where each
 * applies, the near misses where it must not, and the large grids where
 * the searches stay bounded and cancellable.  HoDoKu's own library lines
 * for them are in test/data/hodoku_misc.txt (test_hodoku.c).
 */
#include "harness.h"
#include "suites.h"
#include "test_util.h"
#include "sudoku_core.h"
#include "logic.h"

#include <stdlib.h>

typedef found_steps found;

static found *
find_with(const sdk_position *p, const char *technique, const sdk_logic_options *opts)
{
	return find_steps(p, technique, opts, NULL);
}

static found *
find(const sdk_position *p, const char *technique)
{
	return find_with(p, technique, NULL);
}

/* ---- Sue de Coq ---- */

/*
 * A position of HoDoKu's library (reglib 1101): the first of its five Sue
 * de Coqs is the step HoDoKu's solver takes there, as its MiscellaneousSolver
 * prints it: "r7c45 - {123689} (r7c128 - {2389}, r9c6 - {16}) =>
 * r8c46,r9c4<>1, r8c456,r9c4<>6, r7c3<>2, r7c3<>9".
 */
static void
test_sue_de_coq_hodoku(void)
{
	sdk_position *p = malloc(sizeof(sdk_position));
	sdk_error	err;
	found	   *f;

	CHECK_INT(parse_str(":1101:12369:.....3+5+1+7+1+3+5+42+786+9867+91+54..+6+935+4+82+717183.+2.+54+2+54...........47.55......+4.....+5..9.::184 194 273 371 684 685 694 985::", p, &err), SDK_OK);
	f = find(p, "Sue de Coq");
	CHECK_INT(f->count, 5);
	/* the box's cells, then the line's, as HoDoKu makes them */
	CHECK_STR(f->first.text, "Sue de Coq: r7c45 - {123689} (r7c128 - {2389}, r9c6 - {16}) => "
			  "r8c4<>1, r8c4<>6, r8c5<>6, r8c6<>1, r8c6<>6, r9c4<>1, r9c4<>6, r7c3<>2, r7c3<>9");
	/* as HoDoKu writes it in its library: the digits are those eliminated */
	CHECK_INT(f->first.digits, SDK_BIT(1) | SDK_BIT(2) | SDK_BIT(6) | SDK_BIT(9));
	free(p);
}

/*
 * Hand-made 9x9 marks: r1c12 hold 1234 (two cells, four digits), r1c6 12
 * on the line, r2c1 34 in the box; every other cell holds every digit.
 * Near misses: the line's set with an extra digit and no cell for it, the
 * box cell also holding 1 (a digit the line's set holds), only three
 * digits in the intersection.
 */
static void
test_sue_de_coq_near_misses(void)
{
	sdk_position p;
	found	   *f;

	empty_grid(&p, 9, 3, 3);
	set_marks(&p, 1, 1, "1234");
	set_marks(&p, 1, 2, "1234");
	set_marks(&p, 1, 6, "12");
	set_marks(&p, 2, 1, "34");
	f = find(&p, "Sue de Coq");
	CHECK_INT(f->count, 1);
	/* the box's cells first, then the line's (r1c3 is in both) */
	CHECK_STR(f->first.text, "Sue de Coq: r1c12 - {1234} (r1c6 - {12}, r2c1 - {34}) => "
			  "r1c3<>3, r1c3<>4, r2c2<>3, r2c2<>4, r2c3<>3, r2c3<>4, r3c1<>3, r3c1<>4, "
			  "r3c2<>3, r3c2<>4, r3c3<>3, r3c3<>4, r1c3<>1, r1c3<>2, r1c4<>1, r1c4<>2, "
			  "r1c5<>1, r1c5<>2, r1c7<>1, r1c7<>2, r1c8<>1, r1c8<>2, r1c9<>1, r1c9<>2");
	CHECK(f->first.flags & SDK_STEP_HODOKU_ORDER);

	/* an extra digit in the line's set needs a cell of its own: r1c67 with 15, 25 */
	set_marks(&p, 1, 6, "15");
	set_marks(&p, 1, 7, "25");
	f = find(&p, "Sue de Coq");
	CHECK_INT(f->count, 1);
	CHECK_STR(f->first.text, "Sue de Coq: r1c12 - {1234} (r1c67 - {125}, r2c1 - {34}) => "
			  "r1c3<>3, r1c3<>4, r2c2<>3, r2c2<>4, r2c3<>3, r2c3<>4, r3c1<>3, r3c1<>4, "
			  "r3c2<>3, r3c2<>4, r3c3<>3, r3c3<>4, r1c3<>1, r1c3<>2, r1c3<>5, r1c4<>1, "
			  "r1c4<>2, r1c4<>5, r1c5<>1, r1c5<>2, r1c5<>5, r1c8<>1, r1c8<>2, r1c8<>5, "
			  "r1c9<>1, r1c9<>2, r1c9<>5");
	/* ... and without it, none */
	set_marks(&p, 1, 7, "123456789");
	CHECK_INT(find(&p, "Sue de Coq")->count, 0);

	/* the box's set may not hold a digit of the line's */
	set_marks(&p, 1, 6, "12");
	set_marks(&p, 2, 1, "134");
	CHECK_INT(find(&p, "Sue de Coq")->count, 0);

	/* two cells with three digits: a locked set, no Sue de Coq */
	set_marks(&p, 2, 1, "34");
	set_marks(&p, 1, 1, "123");
	set_marks(&p, 1, 2, "123");
	CHECK_INT(find(&p, "Sue de Coq")->count, 0);
}

/*
 * A cell of the intersection outside C taken into S is not the box's to
 * give T: magictour_top1465's line 1,062 after 41 steps (its path's step
 * 42).  S is r4c1349 with r4c9 in the box; a build that let T take r4c9
 * too listed T = r4c9,r5c9,r6c7,r6c9 {13579} there first, a cell in both
 * sets, and changed the paths of magictour and 16x16 seeds 1..20.
 */
static void
test_sue_de_coq_line_cell_in_box(void)
{
	sdk_position *p = malloc(sizeof(sdk_position));
	sdk_error	err;
	found	   *f;

	CHECK(p != NULL);
	CHECK_INT(parse_str("+2.+9.+83+45+7+4.875...27+53.4+2.+86.9...+8.....1...8..+8.+42.5.+6.9..+864..1.+47...6.+8.8..."
						"+7..4:144 644 147 347 547 348 651 652 358 958 367 967 378 185 391 195", p, &err), SDK_OK);
	f = find(p, "Sue de Coq");
	CHECK_INT(f->count, 2);
	CHECK_STR(f->first.text, "Sue de Coq: r4c78 - {1247} (r4c1349 - {23456}, r6c7 - {17}) => r5c8<>7, r4c5<>3");
	free(p);
}

/*
 * A 16x16 Sue de Coq: r1c1/2 hold 1234, r1c6 12, r2c1 34; the first row
 * and the first box lose them; the intersection has four cells there.
 */
static void
test_sue_de_coq_16(void)
{
	sdk_position p;
	found	   *f;
	int			i;
	bool		sound = true;

	empty_grid(&p, 16, 4, 4);
	set_marks(&p, 1, 1, "1234");
	set_marks(&p, 1, 2, "1234");
	set_marks(&p, 1, 6, "12");
	set_marks(&p, 2, 1, "34");
	f = find(&p, "Sue de Coq");
	CHECK_INT(f->count, 1);
	CHECK_INT(f->first.neliminations, 52);
	CHECK(strncmp(f->first.text, "Sue de Coq: r1c1/2 - {1234} (r1c6 - {12}, r2c1 - {34}) => ", 58) == 0);
	for (i = 0; i < f->first.neliminations; i++)
	{
		int			cell = f->first.eliminations[i].cell,
					d = f->first.eliminations[i].digit;

		/* the box (less C and T) loses 3 and 4, the row (less C and S) 1 and 2 */
		sound &= (cell / 16 < 4 && cell % 16 < 4 && (d == 3 || d == 4)) ||
			(cell / 16 == 0 && (d == 1 || d == 2));
	}
	CHECK(sound);
	/* the box cell with 1 too: none */
	set_marks(&p, 2, 1, "134");
	CHECK_INT(find(&p, "Sue de Coq")->count, 0);
}

/* Calls to interrupted, and the one from which it says stop (0: never). */
typedef struct interrupt_count
{
	long		calls;
	long		stop_at;
} interrupt_count;

static bool
interrupt_counter(void *arg)
{
	interrupt_count *ic = (interrupt_count *) arg;

	ic->calls++;
	return ic->stop_at > 0 && ic->calls >= ic->stop_at;
}

/*
 * A 16x16 with twelve rows given: the Sue de Coq search looks at many
 * subsets of the four open rows; it ends by its budget, and an environment
 * that asks to stop stops it.
 */
static void
test_sue_de_coq_bounded(void)
{
	sdk_position *p = malloc(sizeof(sdk_position));
	sdk_env		env = *sdk_default_env();
	interrupt_count ic = {0, 0};
	sdk_error	err;
	int			r,
				c,
				t = sdk_technique_lookup("Sue de Coq");

	empty_grid(p, 16, 4, 4);
	for (r = 0; r < 12; r++)
		for (c = 0; c < 16; c++)
			sdk_place(p, r * 16 + c, ((r % 4) * 4 + r / 4 + c) % 16 + 1, true);
	env.interrupted = interrupt_counter;
	env.arg = &ic;
	/* what the set-up asks (its exact solve), then one more from the search */
	CHECK_INT(sdk_find_steps(p, sdk_technique_lookup("Full House"), NULL, NULL, NULL, &env, &err), SDK_OK);
	ic.stop_at = ic.calls + 1;
	ic.calls = 0;
	CHECK_INT(sdk_find_steps(p, t, NULL, NULL, NULL, &env, &err), SDK_ERR_CANCELED);
	ic.stop_at = 0;
	ic.calls = 0;
	CHECK_INT(sdk_find_steps(p, t, NULL, NULL, NULL, &env, &err), SDK_OK);
	free(p);
}

/* ---- Templates ---- */

/* Steps checked against a solution: how many, and whether all are sound. */
typedef struct sound_steps
{
	const sdk_position *solution;
	int			count;
	int			placements;
	int			eliminations;
	bool		sound;
} sound_steps;

static bool
check_sound(const sdk_step *step, void *arg)
{
	sound_steps *s = (sound_steps *) arg;
	int			i;

	s->count++;
	for (i = 0; i < step->nplacements; i++)
		s->sound &= s->solution->value[step->placements[i].cell] == step->placements[i].digit;
	for (i = 0; i < step->neliminations; i++)
		s->sound &= s->solution->value[step->eliminations[i].cell] != step->eliminations[i].digit;
	s->placements += step->nplacements;
	s->eliminations += step->neliminations;
	return true;
}

static sound_steps
find_sound(const sdk_position *p, const sdk_position *solution, const char *technique)
{
	sound_steps s = {solution, 0, 0, 0, true};
	sdk_error	err;

	CHECK_INT(sdk_find_steps(p, sdk_technique_lookup(technique), NULL, check_sound, &s,
							 sdk_default_env(), &err), SDK_OK);
	return s;
}

/*
 * Off by default, as in HoDoKu; in the solve loop after the forcing nets.
 * One search serves both: the sets first.
 */
static void
test_templates_registry(void)
{
	sdk_logic_options o;
	int			set = sdk_technique_lookup("Template Set"),
				del = sdk_technique_lookup("Template Delete");

	sdk_logic_options_default(&o);
	CHECK(set > sdk_technique_lookup("Forcing Net Verity"));
	CHECK_INT(del, set + 1);
	CHECK_INT(sdk_technique_guess(), del + 1);
	CHECK(!sdk_technique_enabled(&o, set));
	CHECK(!sdk_technique_enabled(&o, del));
	CHECK_STR(sdk_technique_lookup("1202") == del ? "1202" : "", "1202");
	CHECK_INT(sdk_technique_at(set)->score, 10000);
	CHECK_INT(sdk_technique_at(del)->level, SDK_LEVEL_EXTREME);
	CHECK_STR(sdk_technique_at(set)->category, "Last Resort");
}

/* The texts of the steps a technique finds, one a line. */
static bool
list_text(const sdk_step *step, void *arg)
{
	char	   *texts = (char *) arg;
	size_t		len = strlen(texts);

	snprintf(texts + len, 8192 - len, "%s\n", step->text);
	return true;
}

static const char *
texts_of(const sdk_position *p, const char *technique)
{
	static char texts[8192];
	sdk_error	err;

	texts[0] = '\0';
	CHECK_INT(sdk_find_steps(p, sdk_technique_lookup(technique), NULL, list_text, texts,
							 sdk_default_env(), &err), SDK_OK);
	return texts;
}

/*
 * HoDoKu's library position for 1201 (digit 7): with the refinement (a
 * template of 7 that meets a cell every template of another digit holds
 * goes) the templates of 7 agree on four cells.  Digits in order, one
 * step each.
 */
static void
test_templates_hodoku(void)
{
	sdk_position *p = malloc(sizeof(sdk_position));
	sdk_error	err;
	const char *texts;

	CHECK_INT(parse_str(":1201:7:....7..1.......673..8..5......51..461..7.6..926..94......8..7..712.......4..2....:::732 743 769 796:", p, &err), SDK_OK);
	texts = texts_of(p, "Template Set");
	CHECK(strncmp(texts, "Template Set: 1 in every template => r2c3=1, r3c4=1, r6c7=1, r7c6=1, r9c9=1\n", 75) == 0);
	CHECK(strstr(texts, "Template Set: 7 in every template => r3c2=7, r4c3=7, r6c9=7, r9c6=7\n") != NULL);
	texts = texts_of(p, "Template Delete");
	CHECK(strncmp(texts, "Template Delete: 1 in no template => ", 37) == 0);

	/*
	 * A difference kept: where a digit has no template (the position has
	 * no solution), HoDoKu's templates of it are "all cells" and it would
	 * place the digit everywhere; here there is no step.
	 */
	empty_grid(p, 9, 3, 3);
	{
		int			c;

		for (c = 0; c < 9; c++)
			p->cand[c] &= ~SDK_BIT(1);
	}
	CHECK_INT(find(p, "Template Set")->count, 0);
	CHECK_INT(find(p, "Template Delete")->count, 0);
	free(p);
}

/*
 * A 16x16 solution with its last four rows open (every digit has its
 * templates there) and with a digit taken out of cells: every step is
 * sound, and the templates see what the digit's places leave.  An empty
 * 16x16 grid has more templates than the search makes: it ends without a
 * step, and an environment that asks to stop stops it.
 */
static void
test_templates_16(void)
{
	sdk_position *solution = malloc(sizeof(sdk_position)),
			   *p = malloc(sizeof(sdk_position));
	sdk_geometry g;
	sdk_error	err;
	test_rng	rng = {20261123};
	sound_steps s;
	sdk_env		env = *sdk_default_env();
	interrupt_count ic = {0, 0};
	int			c;

	CHECK_INT(sdk_geometry_init(&g, 16, 4, 4, &err), SDK_OK);
	random_solution(&rng, &g, solution);
	sdk_position_init(p, &g);
	for (c = 0; c < 12 * 16; c++)
		sdk_place(p, c, solution->value[c], true);
	/* r13..r16: the first digit keeps only its own cells */
	for (c = 12 * 16; c < 16 * 16; c++)
		if (solution->value[c] != 1)
			p->cand[c] &= ~SDK_BIT(1);
	s = find_sound(p, solution, "Template Set");
	CHECK(s.sound);
	CHECK(s.count > 0 && s.placements > 0);
	s = find_sound(p, solution, "Template Delete");
	CHECK(s.sound);
	CHECK(s.count > 0 && s.eliminations > 0);

	sdk_position_init(p, &g);
	CHECK_INT(find(p, "Template Set")->count, 0);
	CHECK_INT(find(p, "Template Delete")->count, 0);
	env.interrupted = interrupt_counter;
	env.arg = &ic;
	CHECK_INT(sdk_find_steps(p, sdk_technique_lookup("Full House"), NULL, NULL, NULL, &env, &err), SDK_OK);
	ic.stop_at = ic.calls + 1;
	ic.calls = 0;
	CHECK_INT(sdk_find_steps(p, sdk_technique_lookup("Template Set"), NULL, NULL, NULL, &env, &err),
			  SDK_ERR_CANCELED);
	free(p);
	free(solution);
}

/* ---- Dual 2-String Kite and Dual Empty Rectangle ---- */

/* The first step of the solve with these techniques and settings. */
static found *
solve_first(const sdk_position *p, const char *item, bool duals)
{
	static found f;
	sdk_logic_options o;
	sdk_error	err;

	memset(&f, 0, sizeof(f));
	sdk_logic_options_default(&o);
	CHECK_INT(sdk_logic_options_techniques(&o, &item, 1, &err), SDK_OK);
	o.duals_and_siamese = duals;
	CHECK_INT(sdk_logic_solve(p, &o, 1, count_step, &f, NULL, NULL, sdk_default_env(), &err), SDK_OK);
	return &f;
}

/*
 * HoDoKu has no settings for a dual but allowDualsAndSiamese: its kite's
 * and Empty Rectangle's searches find the duals and the solver rates them
 * as those.  So the entries stand right after theirs, on by default (the
 * duals appear only with duals_and_siamese, off by default), with their
 * levels and scores; the technique's name turns its dual on and off too,
 * the code names one alone.
 */
static void
test_duals_registry(void)
{
	const char *const pairs[2][2] = {{"2-String Kite", "Dual 2-String Kite"},
	{"Empty Rectangle", "Dual Empty Rectangle"}};
	const char *const codes[2] = {"0404", "0405"};
	sdk_logic_options o;
	sdk_error	err;
	int			i;

	for (i = 0; i < 2; i++)
	{
		int			single = sdk_technique_lookup(pairs[i][0]),
					dual = sdk_technique_lookup(pairs[i][1]);
		const char *item;

		CHECK_INT(dual, single + 1);
		CHECK_INT(sdk_technique_lookup(codes[i]), dual);
		CHECK_INT(sdk_technique_at(dual)->score, sdk_technique_at(single)->score);
		CHECK_INT(sdk_technique_at(dual)->level, sdk_technique_at(single)->level);
		CHECK_STR(sdk_technique_at(dual)->category, "Single Digit Patterns");
		sdk_logic_options_default(&o);
		CHECK(sdk_technique_enabled(&o, dual) && !o.duals_and_siamese);
		item = pairs[i][0];
		CHECK_INT(sdk_logic_options_techniques(&o, &item, 1, &err), SDK_OK);
		CHECK(sdk_technique_enabled(&o, single) && sdk_technique_enabled(&o, dual));
		item = i == 0 ? "-2-String Kite" : "-Empty Rectangle";
		CHECK_INT(sdk_logic_options_techniques(&o, &item, 1, &err), SDK_OK);
		CHECK(!sdk_technique_enabled(&o, single) && !sdk_technique_enabled(&o, dual));
		item = i == 0 ? "0401" : "0402";
		CHECK_INT(sdk_logic_options_techniques(&o, &item, 1, &err), SDK_OK);
		CHECK(sdk_technique_enabled(&o, single) && !sdk_technique_enabled(&o, dual));
	}
}

/*
 * Two kites of 1 through the same box cells r1c1 and r2c2: r1 (r1c1, r1c5)
 * with c2 (r2c2, r6c2) takes 1 from r6c5, r2 (r2c2, r2c7) with c1 (r1c1,
 * r8c1) from r8c7.  A dual with duals_and_siamese (and taken first: two
 * eliminations), none without; none when one of them eliminates nothing.
 */
static void
test_dual_kite(void)
{
	static const char *const rows[9] = {
		"x...x....",
		".x....x..",
		"..xxxxxxx",
		"..xxxxxxx",
		"..xxxxxxx",
		".xxxxxxxx",
		"..xxxxxxx",
		"x.xxxxxxx",
		"..xxxxxxx"
	};
	sdk_position p;
	sdk_logic_options o;
	found	   *f;

	empty_grid(&p, 9, 3, 3);
	draw_digit(&p, 1, rows);
	sdk_logic_options_default(&o);
	CHECK_INT(find(&p, "2-String Kite")->count, 2);
	CHECK_INT(find(&p, "Dual 2-String Kite")->count, 0);
	o.duals_and_siamese = true;
	f = find_with(&p, "Dual 2-String Kite", &o);
	CHECK_INT(f->count, 1);
	CHECK_STR(f->first.text, "Dual 2-String Kite: 1 in r1c5=r1c1-r2c2=r6c2 (r1, c2) and "
			  "r2c7=r2c2-r1c1=r8c1 (r2, c1) => r6c5<>1, r8c7<>1");
	CHECK_INT(f->first.digits, SDK_BIT(1));
	CHECK_INT(find_with(&p, "2-String Kite", &o)->count, 2);
	/* the solver: the dual with the option, the first kite without */
	CHECK_STR(sdk_technique_at(solve_first(&p, "2-String Kite", true)->first.technique)->code, "0404");
	CHECK_STR(sdk_technique_at(solve_first(&p, "2-String Kite", false)->first.technique)->code, "0401");
	/* a dual left out by its code: the kites come as without it */
	f = solve_first(&p, "0401", true);
	CHECK_STR(f->first.text, "2-String Kite: 1 in r1c5=r1c1-r2c2=r6c2 (r1, c2) => r6c5<>1");
	/* near miss: r8c7 without 1, one kite */
	p.cand[7 * 9 + 6] &= ~SDK_BIT(1);
	CHECK_INT(find_with(&p, "2-String Kite", &o)->count, 1);
	CHECK_INT(find_with(&p, "Dual 2-String Kite", &o)->count, 0);
}

/* The same on a 16x16: r1 (c1, c6) with c2 (r2, r7), r2 (c2, c9) with c1 (r1, r10). */
static void
test_dual_kite_16(void)
{
	static const char *const rows[16] = {
		"x....x..........",
		".x......x.......",
		"..xxxxxxxxxxxxxx", "..xxxxxxxxxxxxxx", "..xxxxxxxxxxxxxx", "..xxxxxxxxxxxxxx",
		".xxxxxxxxxxxxxxx",
		"..xxxxxxxxxxxxxx", "..xxxxxxxxxxxxxx",
		"x.xxxxxxxxxxxxxx",
		"..xxxxxxxxxxxxxx", "..xxxxxxxxxxxxxx", "..xxxxxxxxxxxxxx", "..xxxxxxxxxxxxxx",
		"..xxxxxxxxxxxxxx", "..xxxxxxxxxxxxxx"
	};
	sdk_position p;
	sdk_logic_options o;
	found	   *f;

	empty_grid(&p, 16, 4, 4);
	draw_digit(&p, 1, rows);
	sdk_logic_options_default(&o);
	o.duals_and_siamese = true;
	f = find_with(&p, "Dual 2-String Kite", &o);
	CHECK_INT(f->count, 1);
	CHECK_STR(f->first.text, "Dual 2-String Kite: 1 in r1c6=r1c1-r2c2=r7c2 (r1, c2) and "
			  "r2c9=r2c2-r1c1=r10c1 (r2, c1) => r7c6<>1, r10c9<>1");
}

/*
 * HoDoKu's library position for 0405 (digit 1): with duals_and_siamese
 * and two-place boxes allowed, the dual is found first; without the
 * option, none.
 */
static void
test_dual_empty_rectangle(void)
{
	sdk_position *p = malloc(sizeof(sdk_position));
	sdk_logic_options o;
	sdk_error	err;
	found	   *f;

	CHECK_INT(parse_str(":0405:1:+9+5+7+1..+4+8+2+3..29+8.5+7.+8275493..7+93..8.52.+89.+5+3+7.+5+3.+8.+7+26+94+1+5+6..79+8+7+964+8+1+523823+5+7+9...::139 141::", p, &err), SDK_OK);
	sdk_logic_options_default(&o);
	o.er_two_candidates = true;
	CHECK_INT(find_with(p, "Dual Empty Rectangle", &o)->count, 0);
	o.duals_and_siamese = true;
	f = find_with(p, "Dual Empty Rectangle", &o);
	CHECK_INT(f->count, 1);
	CHECK(strncmp(f->first.text, "Dual Empty Rectangle: 1 in b", 28) == 0);
	CHECK_INT(f->first.neliminations, 2);
	free(p);
}

/*
 * The solver passes over a line and box whose search met nothing while
 * their cells stay: with 1 in r2c1 (a digit of the line's set) there is no
 * Sue de Coq; a change in r5c5 leaves row 1 and box 1 as they were;
 * r2c1<>1 then makes the one of test_sue_de_coq_near_misses, which the
 * solver must see.
 */
static void
test_sue_de_coq_quiet(void)
{
	sdk_position p;

	empty_grid(&p, 9, 3, 3);
	set_marks(&p, 1, 1, "1234");
	set_marks(&p, 1, 2, "1234");
	set_marks(&p, 1, 6, "12");
	set_marks(&p, 2, 1, "134");
	check_step_after_elimination(&p, "Sue de Coq", 40, 5, 9, 1,
								 "Sue de Coq: r1c12 - {1234} (r1c6 - {12}, r2c1 - {34}) => "
								 "r1c3<>3, r1c3<>4, r2c2<>3, r2c2<>4, r2c3<>3, r2c3<>4, r3c1<>3, r3c1<>4, "
								 "r3c2<>3, r3c2<>4, r3c3<>3, r3c3<>4, r1c3<>1, r1c3<>2, r1c4<>1, r1c4<>2, "
								 "r1c5<>1, r1c5<>2, r1c7<>1, r1c7<>2, r1c8<>1, r1c8<>2, r1c9<>1, r1c9<>2");
}

void
suite_misc(void)
{
	test_sue_de_coq_hodoku();
	test_sue_de_coq_near_misses();
	test_sue_de_coq_quiet();
	test_sue_de_coq_16();
	test_sue_de_coq_line_cell_in_box();
	test_sue_de_coq_bounded();
	test_templates_registry();
	test_templates_hodoku();
	test_templates_16();
	test_duals_registry();
	test_dual_kite();
	test_dual_kite_16();
	test_dual_empty_rectangle();
}
