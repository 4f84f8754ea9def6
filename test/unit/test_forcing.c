/*
 * test_forcing.c -- Forcing Chains and Forcing Nets (1301-1304): the step
 * the solver takes on positions of HoDoKu 2.2.0's own paths (top1465),
 * with the chains HoDoKu prints for it, literal for literal; near misses
 * (no Forcing Chain where HoDoKu needs a net, a net's every step needs a
 * net, a chain's verity is no net); and a 16x16 grid whose search is
 * bounded.
 */
#include "harness.h"
#include "suites.h"
#include "test_util.h"
#include "sudoku_core.h"
#include "logic.h"

#include <stdlib.h>

typedef struct step_list
{
	int			count;
	sdk_step	first;
	bool		all_nets;		/* every step listed has a side chain */
	bool		any_net;		/* some step listed has one */
} step_list;

static bool
list_step(const sdk_step *step, void *arg)
{
	step_list  *l = (step_list *) arg;
	bool		net = false;
	int			i;

	for (i = 0; i < step->nchain; i++)
		net |= (step->chain[i].flags & SDK_CHAIN_NET) != 0;
	if (l->count++ == 0)
	{
		l->first = *step;
		l->all_nets = true;
	}
	l->all_nets &= net;
	l->any_net |= net;
	return true;
}

static bool
keep_first(const sdk_step *step, void *arg)
{
	step_list  *l = (step_list *) arg;

	if (l->count++ == 0)
		l->first = *step;
	return false;
}

/*
 * A position where HoDoKu's next step is a forcing step (check_hodoku
 * replay -n CODE on top1465), that step as HoDoKu prints it and its
 * chains, one line each.
 */
typedef struct forcing_case
{
	const char *line;
	const char *changes;		/* ours: " => ..." of the step's text */
	const char *chains;
} forcing_case;

static const forcing_case cases[] = {
	/* Forcing Chain Contradiction in c4 => r5c4<>3 */
	{"4...3.......6..8..........1....5..9..8....6...7.2........1+927..5+13...+94+29+2+7.+4.+1..:513 913 916 523 923 729 533 933 237 643 444 446 447 449 153 253 453 459 163 463 663 466 678 878 679 879 894 696 896 398 598 399 599",
		" => r5c4<>3",
		"r5c4=3 r5c4<>4 r5c6=4 r2c6<>4 r2c9=4 r2c9<>9 r1c9=9 r1c4<>9\n"
		"r5c4=3 r5c4<>4 r3c4=4 r3c4<>9\n"
	"r5c4=3 r5c4<>9"},
	/* Forcing Chain Verity => r4c5<>1, a group in two branches */
	{"....3..715.+74.2......+7.....2..6..4.+7.38.7....+7.........7..8..1.6..5.+72........+7..:817 431 132 232 432 133 233 433 135 337 338 538 638 838 938 339 539 639 839 939 146 546 946 548 948 557 162 163 563 165 465 567 667 668 669 476 377 577 192 193 195 496",
		" => r4c5<>1",
		"r2c7=8 r2c7<>3 r6c7=3 r6c7<>1 r6c46=1 r4c5<>1\n"
		"r3c7=8 r2c789<>8 r2c2=8 r2c2<>1 r2c5=1 r4c5<>1\n"
	"r6c7=8 r6c7<>1 r6c46=1 r4c5<>1"},
	/* Forcing Net Contradiction in c5 => r5c3<>7 */
	{"7.8...3.....2.1...5.........4.....263...8.......1...9+3.9.6....4....7.5...........:827 927 929 334 434 934 336 436 636 936 737 837 738 838 739 839 345 552 553 554 556 756 375 877 292 395 897",
		" => r5c3<>7",
		"r5c3=7 (r5c9<>7) (r5c2<>7) r6c2<>7 r9c2=7 r9c9<>7 r2c9=7 (r2c9<>5) r2c9<>8 r2c8=8 r2c8<>5 r2c5=5\n"
	"r5c3=7 r5c3<>9 r4c13=9 r4c5<>9 r4c5=5"},
	/* Forcing Net Verity => r2c7<>9 */
	{"7.8...3.....2.1...5.........4.....263...8.......1...9+3.9.6....4....7.5...........:827 929 334 434 934 336 436 636 936 737 837 738 838 739 839 345 552 553 554 556 756 375 877 292 395 897",
		" => r2c7<>9",
		"r2c5=5 r4c5<>5 r4c5=9 r4c1<>9 r2c1=9 r2c7<>9\n"
		"r2c8=5 (r2c8<>7) r2c8<>8 r2c9=8 r2c9<>7 r2c7=7 r2c7<>9\n"
	"r2c9=5 (r2c9<>7) r2c9<>8 r2c8=8 r2c8<>7 r2c7=7 r2c7<>9"},
};

static const char *const codes[] = {"1301", "1302", "1303", "1304"};

/* The position of a case: givens and digits, then its deleted candidates. */
static void
position_of(const char *line, sdk_position *p)
{
	char		text[1024];
	sdk_error	err;

	/* a library line without code and digits: ":0000:x:" before it */
	snprintf(text, sizeof(text), ":0000:x:%s::::", line);
	CHECK_INT(parse_str(text, p, &err), SDK_OK);
}

static void
test_hodoku_steps(void)
{
	sdk_position *p = malloc(sizeof(sdk_position));
	step_list  *l = malloc(sizeof(step_list));
	char	   *text = malloc(SDK_STEP_CHAIN_TEXT);
	size_t		i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
	{
		const forcing_case *c = &cases[i];
		sdk_error	err;
		const char *arrow;

		position_of(c->line, p);
		memset(l, 0, sizeof(*l));
		CHECK_INT(sdk_logic_solve(p, NULL, 1, keep_first, l, NULL, NULL, sdk_default_env(), &err), SDK_OK);
		if (!CHECK_INT(l->count, 1))
			continue;
		/* the technique, the change and the chains HoDoKu prints */
		CHECK_STR(sdk_technique_at(l->first.technique)->code, codes[i]);
		CHECK(l->first.flags & SDK_STEP_FORCING);
		arrow = strstr(l->first.text, " => ");
		CHECK_STR(arrow ? arrow : "", c->changes);
		CHECK(sdk_step_chain_text(&p->geo, &l->first, text, SDK_STEP_CHAIN_TEXT));
		CHECK_STR(text, c->chains);
	}
	free(text);
	free(l);
	free(p);
}

/*
 * Near misses.  Where HoDoKu needs a Forcing Net, no Forcing Chain of
 * either kind exists; every step a net search lists needs a net (it has a
 * side chain); no step of a chain search has one.
 */
static void
test_near_misses(void)
{
	sdk_position *p = malloc(sizeof(sdk_position));
	step_list  *l = malloc(sizeof(step_list));
	sdk_error	err;
	int			k;

	position_of(cases[2].line, p);
	for (k = 0; k < 2; k++)
	{
		memset(l, 0, sizeof(*l));
		CHECK_INT(sdk_find_steps(p, sdk_technique_lookup(codes[k]), NULL, list_step, l,
								 sdk_default_env(), &err), SDK_OK);
		CHECK_INT(l->count, 0);
	}
	for (k = 2; k < 4; k++)
	{
		memset(l, 0, sizeof(*l));
		CHECK_INT(sdk_find_steps(p, sdk_technique_lookup(codes[k]), NULL, list_step, l,
								 sdk_default_env(), &err), SDK_OK);
		CHECK(l->count > 0);
		CHECK(l->all_nets);
	}
	/* a Forcing Chain's steps are chains, no nets */
	position_of(cases[1].line, p);
	memset(l, 0, sizeof(*l));
	CHECK_INT(sdk_find_steps(p, sdk_technique_lookup("1302"), NULL, list_step, l,
							 sdk_default_env(), &err), SDK_OK);
	CHECK(l->count > 0);
	CHECK(!l->all_nets && !l->any_net);
	free(l);
	free(p);
}

/*
 * A 16x16 grid with only its first row given, every other candidate open:
 * the forcing searches end (each table holds 1000 literals at most).
 */
static void
test_large_grid(void)
{
	sdk_position *p = malloc(sizeof(sdk_position));
	step_list  *l = malloc(sizeof(step_list));
	sdk_geometry g;
	sdk_error	err;
	int			c,
				k;

	CHECK_INT(sdk_geometry_init(&g, 16, 4, 4, &err), SDK_OK);
	sdk_position_init(p, &g);
	for (c = 0; c < 16; c++)
		sdk_place(p, c, c + 1, true);
	for (k = 0; k < 4; k++)
	{
		memset(l, 0, sizeof(*l));
		CHECK_INT(sdk_find_steps(p, sdk_technique_lookup(codes[k]), NULL, list_step, l,
								 sdk_default_env(), &err), SDK_OK);
	}
	free(l);
	free(p);
}

void
suite_forcing(void)
{
	test_hodoku_steps();
	test_near_misses();
	test_large_grid();
}
