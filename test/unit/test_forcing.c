/*
 * test_forcing.c -- Forcing Chains and Forcing Nets (1301-1304): the step
 * the solver takes on positions of HoDoKu 2.2.0's own paths (top1465),
 * with the chains HoDoKu prints for it, literal for literal; near misses
 * (no Forcing Chain where HoDoKu needs a net, a net's every step needs a
 * net, a chain's verity is no net); and a 16x16 grid whose search is
 * bounded.  With almost locked sets as nodes (als_in_chains): HoDoKu's
 * steps of each kind with its option, their chains read back, where the
 * option is what makes the step (a net HoDoKu and we find only with it),
 * every step listed at one position, and a 16x16 whose chains go through
 * sets.
 */
#include "harness.h"
#include "suites.h"
#include "test_util.h"
#include "counted_env.h"
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

/* A digest of every step listed: its explanation with its chains, in the order listed. */
typedef struct step_digest
{
	const sdk_geometry *geo;
	char	   *text;
	uint64_t	hash;
	int			count;
} step_digest;

static bool
digest_step(const sdk_step *step, void *arg)
{
	step_digest *d = (step_digest *) arg;
	const char *c;

	sdk_step_explanation(d->geo, step, d->text, SDK_STEP_EXPLANATION_TEXT);
	/* FNV-1a, each explanation followed by a newline */
	for (c = d->text; *c; c++)
		d->hash = (d->hash ^ (unsigned char) *c) * 1099511628211u;
	d->hash = (d->hash ^ '\n') * 1099511628211u;
	d->count++;
	return true;
}

/*
 * Every step the chain searches list at two positions of top1465's paths
 * (sdk_find_steps, one code at a time), counted and digested when each
 * search still expanded every table: the closure (links_closure), by
 * which they now pass over the tables that cannot give a step, passes
 * over none that does, and the chains are the ones the tables gave.
 * X-Chain, XY-Chain, the Nice Loops and AICs plain and grouped, the
 * Forcing Chains and Nets.  The Forcing Net Verities as HoDoKu 2.2.0
 * lists them (getAllForcingNets): where a branch passes a literal twice,
 * its side chains stand, and count, after each time.
 */
static void
test_listed_steps(void)
{
	static const char *const chain_codes[12] = {"0701", "0702", "0706", "0707", "0708", "0709",
	"0710", "0711", "1301", "1302", "1303", "1304"};
	static const struct
	{
		const char *line;
		int			count[12];
		uint64_t	hash[12];
	}			listed[] = {
		{"1...+7.68..+7..6.2...652.1...+21.49.8.7.+8...+7..4+4+57......5..7+1+6..8+6.893....7+9+1+8.2.3+6:"
			"913 316 516 319 921 326 526 528 329 331 354 554 557 957 158 658 958 364 168 268 169 187 487 288 488 588 589",
			{0, 4, 1, 20, 4, 0, 30, 15, 88, 88, 88, 99},
			{0x14650fb0739d0383u, 0x755e5f1038ce82b8u, 0x12a978d09a3f5c95u, 0x6fadbdb50d23cabfu,
				0x8b107aa73a7fa950u, 0x14650fb0739d0383u, 0x73103fe4b97a3e48u, 0xa969d27ba9c52806u,
			0x6b625b057ce8a244u, 0x4f8cce10f9fd0806u, 0xbb6aa0225d522aa4u, 0xc3d175243ad03eb8u}},
		{".2.5...8...5..9....7......1.......13..+7..39..3..296..743.8+6+7..+5+65..4+2.7.+7.2...6..:"
			"113 913 115 122 822 424 833 933 434 437 841 941 442 842 443 843 446 547 151 851 152 652 558",
			{0, 1, 1, 35, 13, 0, 12, 6, 92, 92, 115, 137},
			{0x14650fb0739d0383u, 0x63c04520b549d4a3u, 0x013e16ee47e09218u, 0x785226344d2995ceu,
				0xca7efdf3020ad022u, 0x14650fb0739d0383u, 0xb595cefbaec3b954u, 0x91d4bfdec133e9a4u,
			0x04cb53e78f80e18fu, 0x4306812de86d8b3cu, 0xb4b38684ca089341u, 0xb8f86c7c366920fau}},
	};
	sdk_position *p = malloc(sizeof(sdk_position));
	step_digest d;
	size_t		i;
	int			k;

	d.text = malloc(SDK_STEP_EXPLANATION_TEXT);
	for (i = 0; i < sizeof(listed) / sizeof(listed[0]); i++)
	{
		position_of(listed[i].line, p);
		d.geo = &p->geo;
		for (k = 0; k < 12; k++)
		{
			sdk_error	err;

			d.hash = 1469598103934665603u;
			d.count = 0;
			CHECK_INT(sdk_find_steps(p, sdk_technique_lookup(chain_codes[k]), NULL, digest_step, &d,
									 sdk_default_env(), &err), SDK_OK);
			CHECK_INT(d.count, listed[i].count[k]);
			CHECK(d.hash == listed[i].hash[k]);
		}
	}
	free(d.text);
	free(p);
}

/*
 * Almost locked sets as nodes (als_in_chains, HoDoKu's
 * allowAlsInTablingChains): the step HoDoKu 2.2.0's solver takes with that
 * option at positions of its path over top1465 (check_hodoku replay -o
 * als_in_chains=true), each kind, and the chains it prints, a set as
 * "ALS:" and its cells.
 */
static const forcing_case als_cases[] = {
	/* Forcing Chain Contradiction in r1c4 => r2c1<>3 */
	{"4...3.......6..8..........1....5..9..8....6...7.2........1+927..5+13...+94+29+2+7.+4.+1..:513 913 516 916 518 523 923 126 726 228 729 533 933 237 538 643 444 446 447 449 153 253 453 354 754 459 163 463 663 466 678 878 679 879 894 696 896 398 598 399 599",
		" => r2c1<>3",
		"r2c1=3 r456c1<>3 r4c2=3 ALS:r14c7<>3 r1c4<>5\n"
		"r2c1=3 r456c1<>3 r4c2=3 ALS:r48c4<>3 r1c4<>7\n"
		"r2c1=3 r456c1<>3 r4c2=3 ALS:r48c4<>3 r1c4<>8\n"
	"r2c1=3 ALS:r2c2689<>3 ALS:r1c2789<>7 r1c4<>9"},
	/* Forcing Chain Verity => r8c2=8 */
	{"7.8...3.....2.1...5.........4.....263...8.......1...9+3.9.6....4....7.5...........:827 927 929 334 434 934 336 436 636 936 737 837 738 838 739 839 345 552 553 554 556 756 375 877 395 897",
		" => r8c2=8",
		"r6c2=7 ALS:r1235c2<>7 r8c2=8\n"
		"r6c3=7 ALS:r1235c2<>7 r8c2=8\n"
		"r6c6=7 ALS:r4c456<>7 ALS:r5c4789<>9 ALS:r1235c2<>7 r8c2=8\n"
	"r6c7=7 ALS:r2c12357<>7 r4c5<>5 r4c5=9 ALS:r5c4789<>9 ALS:r1235c2<>7 r8c2=8"},
	/* Forcing Net Contradiction in r2c6 => r9c9<>7 */
	{"9.4..5...25.6..1..31......8.7...9...4..26......147....7.......2...3..8.6.4.....9.:728 729 541 543 643 547 548 549 862 568 194",
		" => r9c9<>7",
		"r9c9=7 (r9c9<>1) r1c9<>7 r1c9=3 r2c8<>3 r2c8=4 r2c9<>4 r4c9=4 r4c9<>1 r5c9=1 ALS:r56c6<>1 r2c6<>3\n"
		"r9c9=7 r1c9<>7 r1c9=3 r2c8<>3 r2c8=4 r2c6<>4\n"
		"r9c9=7 r8c8<>7 r8c6=7 r2c6<>7\n"
	"r9c9=7 (r9c9<>1) r1c9<>7 r1c9=3 r2c8<>3 r2c8=4 r2c9<>4 r4c9=4 r4c9<>1 r5c9=1 ALS:r56c6<>1 r2c6<>8"},
	/* Forcing Net Verity => r7c9<>1 */
	{"7.....4...2..7..8...3..8..9...5..3...6.+12..9...1..7..6...3..9...3..4..6...9..1.+35:624 626 635 137 537 138 843 451 461 865 471 472 473",
		" => r7c9<>1",
		"r6c2=4 (r3c2<>4) (r4c3<>4) r5c3<>4 r2c3=4 r3c1<>4 r3c4=4 r3c4<>2 r1c46=2 ALS:r12c9<>2 r7c9<>1\n"
		"r6c4=4 (r2c4<>4 r2c4=9 r1c6<>9 r1c2=9 r1c2<>1) r5c6<>4 r5c6=3 (r1c6<>3) r2c6<>3 r2c9=3 r1c9<>3 r1c5=3 r1c5<>1 r3c5=1 r3c2<>1 r7c2=1 r7c9<>1\n"
	"r6c8=4 r7c8<>4 r7c9=4 r7c9<>1"},
};

/*
 * The steps HoDoKu's solver takes with the option, as it prints them; each
 * read back from its text, set for set.  Near misses: without the option
 * another step (at the last position none: HoDoKu finds neither chain nor
 * net there, and neither do we).
 */
static void
test_als_steps(void)
{
	sdk_position *p = malloc(sizeof(sdk_position));
	step_list  *l = malloc(sizeof(step_list));
	sdk_step   *back = malloc(sizeof(sdk_step));
	char	   *text = malloc(SDK_STEP_CHAIN_TEXT),
			   *again = malloc(SDK_STEP_CHAIN_TEXT);
	sdk_logic_options opts;
	size_t		i;
	int			k;

	sdk_logic_options_default(&opts);
	opts.als_in_chains = true;
	for (i = 0; i < sizeof(als_cases) / sizeof(als_cases[0]); i++)
	{
		const forcing_case *c = &als_cases[i];
		sdk_error	err;
		const char *arrow;
		int			e,
					sets = 0;

		position_of(c->line, p);
		memset(l, 0, sizeof(*l));
		CHECK_INT(sdk_logic_solve(p, &opts, 1, keep_first, l, NULL, NULL, sdk_default_env(), &err), SDK_OK);
		if (!CHECK_INT(l->count, 1))
			continue;
		CHECK_STR(sdk_technique_at(l->first.technique)->code, codes[i]);
		arrow = strstr(l->first.text, " => ");
		CHECK_STR(arrow ? arrow : "", c->changes);
		CHECK(sdk_step_chain_text(&p->geo, &l->first, text, SDK_STEP_CHAIN_TEXT));
		CHECK_STR(text, c->chains);
		/* a set is all its cells, the digit it is entered by, off */
		for (e = 0; e < l->first.nchain; e++)
			if (l->first.chain[e].flags & SDK_CHAIN_ALS)
			{
				CHECK(!(l->first.chain[e].flags & SDK_CHAIN_ON));
				sets += !(l->first.chain[e].flags & SDK_CHAIN_MORE);
			}
		CHECK(sets >= 1);
		/* read back: the same entries, the same text */
		memset(back, 0, sizeof(*back));
		if (CHECK_INT(sdk_step_chain_read(&p->geo, text, back, sdk_default_env(), &err), SDK_OK))
		{
			CHECK(sdk_step_chain_text(&p->geo, back, again, SDK_STEP_CHAIN_TEXT));
			CHECK_STR(again, text);
			if (i < 2)			/* a chain's; a net's side chains may read back in another order */
				CHECK(back->nchain == l->first.nchain &&
					  memcmp(back->chain, l->first.chain, sizeof(back->chain[0]) * (size_t) back->nchain) == 0);
		}
		/* without the option: another step */
		memset(l, 0, sizeof(*l));
		CHECK_INT(sdk_logic_solve(p, NULL, 1, keep_first, l, NULL, NULL, sdk_default_env(), &err), SDK_OK);
		CHECK(l->count == 1 && (strcmp(sdk_technique_at(l->first.technique)->code, codes[i]) != 0 ||
								!strstr(l->first.text, c->changes)));
	}
	/* the last: no forcing step of any kind without the sets; with them one, as HoDoKu lists them */
	for (k = 0; k < 4; k++)
	{
		sdk_error	err;

		memset(l, 0, sizeof(*l));
		CHECK_INT(sdk_find_steps(p, sdk_technique_lookup(codes[k]), NULL, list_step, l,
								 sdk_default_env(), &err), SDK_OK);
		CHECK_INT(l->count, 0);
		memset(l, 0, sizeof(*l));
		CHECK_INT(sdk_find_steps(p, sdk_technique_lookup(codes[k]), &opts, list_step, l,
								 sdk_default_env(), &err), SDK_OK);
		CHECK_INT(l->count, k == 3);
	}
	free(again);
	free(text);
	free(back);
	free(l);
	free(p);
}

/*
 * Every step the four searches list with the option at the first of
 * als_cases: the counts and the steps HoDoKu's getAllForcingChains and
 * getAllForcingNets list there (digested).
 */
static void
test_als_listed(void)
{
	static const int count[4] = {16, 17, 50, 64};
	static const uint64_t hash[4] = {0x95592a22074a5291u, 0x427e33065243e957u, 0x58b3c1fbaba9b4c4u,
	0xafdff1e023e459f3u};
	sdk_position *p = malloc(sizeof(sdk_position));
	sdk_logic_options opts;
	step_digest d;
	int			k;

	sdk_logic_options_default(&opts);
	opts.als_in_chains = true;
	d.text = malloc(SDK_STEP_EXPLANATION_TEXT);
	position_of(als_cases[0].line, p);
	d.geo = &p->geo;
	for (k = 0; k < 4; k++)
	{
		sdk_error	err;

		d.hash = 1469598103934665603u;
		d.count = 0;
		CHECK_INT(sdk_find_steps(p, sdk_technique_lookup(codes[k]), &opts, digest_step, &d,
								 sdk_default_env(), &err), SDK_OK);
		CHECK_INT(d.count, count[k]);
		CHECK(d.hash == hash[k]);
	}
	free(d.text);
	free(p);
}

typedef struct sound_list
{
	const int  *solution;
	int			count;
	int			unsound;
	int			with_sets;
	sdk_step	with_set;		/* the first listed with a set */
} sound_list;

static bool
list_sound(const sdk_step *step, void *arg)
{
	sound_list *l = (sound_list *) arg;
	int			i;

	l->count++;
	for (i = 0; i < step->neliminations; i++)
		l->unsound += l->solution[step->eliminations[i].cell] == step->eliminations[i].digit;
	for (i = 0; i < step->nplacements; i++)
		l->unsound += l->solution[step->placements[i].cell] != step->placements[i].digit;
	for (i = 0; i < step->nchain; i++)
		if (step->chain[i].flags & SDK_CHAIN_ALS)
		{
			if (l->with_sets++ == 0)
				l->with_set = *step;
			break;
		}
	return true;
}

/*
 * A 16x16 with the option: 140 of a solved grid's cells emptied (some
 * twice); Forcing Chain Contradictions through sets, every one of them
 * true of the solution, the chain of one read back; the net searches end.
 */
static void
test_als_large_grid(void)
{
	static const char grid[] =
		"...45.789AB.D...5.789AB..E..12349.BCD.FG1..456.8D...1234.6.....C2.4.67.9AB.DEFG16.89.BCD.F.1..."
		"5A.C.EF..2.4.6789.FG....56789.B.D34.6789.B.DEF.1.789A....F...345.B.D.FG12.4..789......45.78..BC."
		"E45.789.BC...G.23..AB.DEF.12..567C.E.G........9A.G..3456......D..";
	sdk_position *p = malloc(sizeof(sdk_position));
	sound_list *l = malloc(sizeof(sound_list));
	sdk_step   *back = malloc(sizeof(sdk_step));
	char	   *text = malloc(SDK_STEP_CHAIN_TEXT),
			   *again = malloc(SDK_STEP_CHAIN_TEXT);
	int			solution[256];
	sdk_logic_options opts;
	sdk_error	err;
	int			r,
				c,
				k;

	for (r = 0; r < 16; r++)
		for (c = 0; c < 16; c++)
			solution[r * 16 + c] = ((r % 4) * 4 + r / 4 + c) % 16 + 1;
	sdk_logic_options_default(&opts);
	opts.als_in_chains = true;
	CHECK_INT(sdk_parse(grid, strlen(grid), 0, 0, p, &err), SDK_OK);
	memset(l, 0, sizeof(*l));
	l->solution = solution;
	CHECK_INT(sdk_find_steps(p, sdk_technique_lookup("1301"), &opts, list_sound, l, sdk_default_env(), &err),
			  SDK_OK);
	CHECK_INT(l->count, 286);
	CHECK_INT(l->with_sets, 101);
	CHECK_INT(l->unsound, 0);
	if (CHECK(sdk_step_chain_text(&p->geo, &l->with_set, text, SDK_STEP_CHAIN_TEXT)))
	{
		CHECK(strstr(text, "ALS:r2/4c2,r4c3/4<>6") != NULL);
		memset(back, 0, sizeof(*back));
		CHECK_INT(sdk_step_chain_read(&p->geo, text, back, sdk_default_env(), &err), SDK_OK);
		CHECK(back->nchain == l->with_set.nchain &&
			  memcmp(back->chain, l->with_set.chain, sizeof(back->chain[0]) * (size_t) back->nchain) == 0);
		CHECK(sdk_step_chain_text(&p->geo, back, again, SDK_STEP_CHAIN_TEXT));
		CHECK_STR(again, text);
	}
	/* without the option: fewer, none through a set */
	memset(l, 0, sizeof(*l));
	l->solution = solution;
	CHECK_INT(sdk_find_steps(p, sdk_technique_lookup("1301"), NULL, list_sound, l, sdk_default_env(), &err),
			  SDK_OK);
	CHECK_INT(l->count, 277);
	CHECK_INT(l->with_sets, 0);
	CHECK_INT(l->unsound, 0);
	/* the other searches end, what they give true */
	for (k = 1; k < 4; k++)
	{
		memset(l, 0, sizeof(*l));
		l->solution = solution;
		CHECK_INT(sdk_find_steps(p, sdk_technique_lookup(codes[k]), &opts, list_sound, l, sdk_default_env(),
								 &err), SDK_OK);
		CHECK_INT(l->unsound, 0);
	}
	free(again);
	free(text);
	free(back);
	free(l);
	free(p);
}

/*
 * An empty 25x25, where the graphs of the chain searches run to millions
 * of links and tens of megabytes (their lists grown, then copied, a
 * megabyte at a time): each search asks for interrupts as it builds them,
 * and told to stop at any of those questions, it ends cancelled with all
 * its memory given back.  Five points spread over every question a whole
 * search asks.
 */
static void
test_cancel_large(void)
{
	static const char *const names[] = {"Forcing Chain Contradiction", "Forcing Net Contradiction",
	"Continuous Nice Loop"};
	sdk_position *p = malloc(sizeof(sdk_position));
	char		text[626];
	sdk_error	err;
	counted		c;
	sdk_env		env;
	int			i,
				k;

	memset(text, '.', 625);
	text[625] = '\0';
	CHECK_INT(sdk_parse(text, 625, 0, 0, p, &err), SDK_OK);
	for (i = 0; i < 3; i++)
	{
		int			t = sdk_technique_lookup(names[i]);
		long		total;

		memset(&c, 0, sizeof(c));
		env = counted_env(&c);
		CHECK_INT(sdk_find_steps(p, t, NULL, NULL, NULL, &env, &err), SDK_OK);
		total = c.questions;
		CHECK(total > 100);
		CHECK(c.now == 0);
		for (k = 1; k <= 5; k++)
		{
			c.questions = 0;
			c.stop_after = total * k / 6;
			CHECK_INT(sdk_find_steps(p, t, NULL, NULL, NULL, &env, &err), SDK_ERR_CANCELED);
			CHECK(c.now == 0);
		}
	}
	free(p);
}

/* A forcing net's search at one position, counting its runs. */
typedef struct net_runs
{
	sdk_position *p;
	int			runs;
} net_runs;

static sdk_status
net_search(const sdk_env *env, sdk_error *err, void *arg)
{
	net_runs   *n = (net_runs *) arg;

	n->runs++;
	return sdk_find_steps(n->p, sdk_technique_lookup("Forcing Net Contradiction"), NULL, NULL, NULL, env, err);
}

/*
 * Every allocation of a forcing net's search refused in turn, from its
 * first to its last: the search ends with the logical solver's error
 * (never as a search that found less), with all its memory given back.
 * The net's builder once gave back a table's lists it had never set when
 * the allocation after the table's failed.
 */
static void
test_net_out_of_memory(void)
{
	const char *hard = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
	net_runs	n = {malloc(sizeof(sdk_position)), 0};
	sdk_error	err;
	int			refused;

	CHECK_INT(sdk_parse(hard, 81, 0, 0, n.p, &err), SDK_OK);
	refused = refuse_each_allocation(net_search, &n, 1, "The logical solver could not get memory.");
	/* the run with all its memory, then one run per allocation, each refused */
	CHECK(refused > 10);
	CHECK_INT(refused, n.runs - 1);
	free(n.p);
}

void
suite_forcing(void)
{
	test_hodoku_steps();
	test_near_misses();
	test_large_grid();
	test_listed_steps();
	test_als_steps();
	test_als_listed();
	test_als_large_grid();
	test_cancel_large();
	test_net_out_of_memory();
}
