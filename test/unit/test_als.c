/*
 * test_als.c -- the almost locked set techniques (0901-0904): the step
 * the solver takes on positions of HoDoKu 2.2.0's own paths (top1465), as
 * HoDoKu prints it; near misses (the same positions changed in one place:
 * a restricted common that no longer sees, a stem with a candidate no set
 * covers); the options (overlapping sets, one chain per set of
 * eliminations); a 16x16 grid; a 25x25 whose search is bounded and can be
 * interrupted; almost locked sets as nodes of grouped nice loops and AICs.
 */
#include "harness.h"
#include "suites.h"
#include "test_util.h"
#include "sudoku_core.h"
#include "logic.h"
#include "generate.h"

#include <stdlib.h>

/* The steps a technique lists: how many, and how many start with a text. */
typedef struct listed
{
	const char *prefix;
	const char *suffix;			/* counted in ending when set */
	int			count;
	int			matching;
	int			ending;
	sdk_step	match;			/* the first that matches */
} listed;

static bool
list_step(const sdk_step *step, void *arg)
{
	listed	   *l = (listed *) arg;

	l->count++;
	if (l->suffix && strlen(step->text) >= strlen(l->suffix) &&
		strcmp(step->text + strlen(step->text) - strlen(l->suffix), l->suffix) == 0)
		l->ending++;
	if (l->prefix && strncmp(step->text, l->prefix, strlen(l->prefix)) == 0 && l->matching++ == 0)
		l->match = *step;
	return true;
}

static listed *
list_with(const sdk_position *p, const char *code, const sdk_logic_options *opts, const char *prefix)
{
	static listed l;
	sdk_error	err;

	memset(&l, 0, sizeof(l));
	l.prefix = prefix;
	CHECK_INT(sdk_find_steps(p, sdk_technique_lookup(code), opts, list_step, &l, sdk_default_env(), &err),
			  SDK_OK);
	return &l;
}

/* Like list_with, counting the steps whose text ends with suffix. */
static listed *
list_ending(const sdk_position *p, const char *code, const sdk_logic_options *opts, const char *suffix)
{
	static listed l;
	sdk_error	err;

	memset(&l, 0, sizeof(l));
	l.suffix = suffix;
	CHECK_INT(sdk_find_steps(p, sdk_technique_lookup(code), opts, list_step, &l, sdk_default_env(), &err),
			  SDK_OK);
	return &l;
}

static bool
keep_step(const sdk_step *step, void *arg)
{
	*(sdk_step *) arg = *step;
	return false;
}

/* The solver's first step with only the ALS-Chain enabled, its text into out. */
static void
solve_first(const sdk_position *p, const sdk_logic_options *given, char *out)
{
	static const char *const only[] = {"0903"};
	sdk_logic_options opts = *given;
	sdk_step   *step = malloc(sizeof(sdk_step));
	sdk_error	err;

	memset(step, 0, sizeof(*step));
	CHECK_INT(sdk_logic_options_techniques(&opts, only, 1, &err), SDK_OK);
	CHECK_INT(sdk_logic_solve(p, &opts, 1, keep_step, step, NULL, NULL, sdk_default_env(), &err), SDK_OK);
	CHECK(strncmp(step->text, "Almost Locked Set Chain:", 24) == 0);
	snprintf(out, SDK_STEP_TEXT, "%s", step->text);
	free(step);
}

/* The text before " => ". */
static const char *
pattern_of(const char *text)
{
	static char buf[SDK_STEP_TEXT];
	const char *arrow = strstr(text, " => ");

	snprintf(buf, sizeof(buf), "%.*s", arrow ? (int) (arrow - text) : (int) strlen(text), text);
	return buf;
}

/*
 * Positions where HoDoKu's next step is an ALS step (check_hodoku replay
 * -n CODE on top1465; Death Blossom, off by default, from HoDoKu's
 * AlsSolver asked for it), the step as HoDoKu prints it and how many
 * candidates it eliminates.
 */
typedef struct als_case
{
	const char *position;
	const char *techniques;		/* NULL: the default set */
	const char *text;
	int			eliminations;
} als_case;

static const als_case cases[] = {
	{":0901:7:7.8...3.....2.1...5.........4.....263...8.......1...9+3.9.6....4....7.5...........:827 334 434 934 336 436 636 936 737 837 738 838 739 839 345 552 553 554 556 375 877 395 897:756::",
		NULL, "Almost Locked Set XZ-Rule: A=r4c456 {3579}, B=r5c4789 {14579}, X=9, Z=7 => r5c6<>7", 1},
	/* doubly linked: both sets locked without their two RCs */
	{":0901:124567:7.8...3.....2.1...5.........4....+8263...8.+1..+8..1..+49+3.9.6....4.+8..7.5...........:323 927 929 133 333 334 434 934 635 935 336 436 636 936 737 738 838 739 839 345 552 752 553 753 554 754 556 756 262 662 273 375 283 192 292 392 692 293 395:515 428 628 545 565 173 276 178 595 797::",
		NULL, "Almost Locked Set XZ-Rule: A=r2c12357 {345679}, B=r7c157 {1257}, X=5,7", 10},
	{":0902:2:4...3.......6..8..........1....5..9..8....6...7.2........1+927..5+13...+94+29+2+7.+4.+1..:513 913 916 523 923 533 933 643 444 446 447 449 153 253 453 459 163 463 663 466 678 878 679 879 894 696 896 398 598 399 599:237::",
		NULL, "Almost Locked Set XY-Wing: A=r1c24789 {256789}, B=r4c7 {23}, C=r48c4 {378}, X,Y=3,8, Z=2 => r3c7<>2", 1},
	{":0903:4:.4..1.2.......9.7..1..........43.6..8......5....2+8....7.5..8......6..3..9........:313 613 813 516 322 323 824 827 829 233 333 633 833 536 736 743 943 146 352 952 153 453 653 753 953 756 157 957 159 759 959 361 362 763 963 166 467 468 469 586 489 393 596 497 499:437::",
		NULL, "Almost Locked Set Chain: 4- r5c24567 {124679} -2- r5c39 {234} -4- r5c7 {47} -7- r25789c2 {235678} -5- r2567c7 {14579} -4 => r3c7<>4", 1},
	{":0903:59:3.7..4.2....1..8..9............3..9..5.8......4.6...........5.12...7..........6.+2:526 728 529 536 738 244 544 246 247 749 153 253 653 758 163 263 863 565 768 373 973 982 383 983 484 984 386 586 986 387 388 393 993 495 596:915 919 534 594::",
		NULL, "Almost Locked Set Chain: 59- r1c47 {159} -1- r4c47 {147} -7- r12348c2 {123678} -3- r18c4 {359} -59", 4},
	/* HoDoKu writes the stem in brackets, a comma and two spaces before each set */
	{":0901::4...3.......6..8..........1....5..9..8....6...7.2........1+927..5+13...+94+29+2+7.+4.+1..:513 913 916 523 923 533 933 643 444 446 447 449 153 253 453 459 163 463 663 466 678 878 679 879 894 696 896 398 598 399 599:::",
		"Death Blossom", "Death Blossom: [r1c7],  -2- r4c79,r56c9,r6c78 {1234578},  -5- r2c1358 {12357} => r2c9<>7", 1},
};

static void
test_hodoku_steps(void)
{
	sdk_position *p = malloc(sizeof(sdk_position));
	sdk_step   *step = malloc(sizeof(sdk_step));
	size_t		i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
	{
		sdk_logic_options opts;
		sdk_rating	rating;
		sdk_error	err;
		char		want[SDK_STEP_TEXT];

		sdk_logic_options_default(&opts);
		if (cases[i].techniques)
			CHECK_INT(sdk_logic_options_techniques(&opts, &cases[i].techniques, 1, &err), SDK_OK);
		CHECK_INT(parse_str(cases[i].position, p, &err), SDK_OK);
		memset(step, 0, sizeof(*step));
		CHECK_INT(sdk_logic_solve(p, &opts, 1, keep_step, step, NULL, &rating, sdk_default_env(), &err),
				  SDK_OK);
		snprintf(want, sizeof(want), "%s", pattern_of(cases[i].text));
		if (!CHECK_STR(pattern_of(step->text), want))
			fprintf(stderr, "    case %d\n", (int) i);
		CHECK_INT(step->neliminations, cases[i].eliminations);
		/* a single elimination reads as HoDoKu writes it */
		if (cases[i].eliminations == 1)
			CHECK_STR(step->text, cases[i].text);
		/* the sets' cells, a blossom's stem first */
		CHECK(step->ncells > 1);
		CHECK_INT(step->nchain, 0);
	}
	free(step);
	free(p);
}

/* The position of a case changed: a candidate added to a cell. */
static void
changed(int which, int cell, int digit, sdk_position *p)
{
	sdk_error	err;

	CHECK_INT(parse_str(cases[which].position, p, &err), SDK_OK);
	CHECK(!(p->cand[cell] & SDK_BIT(digit)));
	p->cand[cell] |= SDK_BIT(digit);
}

static void
test_near_misses(void)
{
	sdk_position *p = malloc(sizeof(sdk_position));
	sdk_error	err;
	char		prefix[SDK_STEP_TEXT];

	/* ALS-XZ: a 9 in r5c7 of B does not see A's 9s, so 9 is no RC */
	snprintf(prefix, sizeof(prefix), "%s", pattern_of(cases[0].text));
	CHECK_INT(parse_str(cases[0].position, p, &err), SDK_OK);
	CHECK_INT(list_with(p, "0901", NULL, prefix)->matching, 1);
	changed(0, 4 * 9 + 6, 9, p);
	CHECK_INT(list_with(p, "0901", NULL, prefix)->matching, 0);

	/* ALS-XY-Wing: a 3 in r8c4 of C does not see B's 3 (r4c7) */
	snprintf(prefix, sizeof(prefix), "%s", pattern_of(cases[2].text));
	CHECK_INT(parse_str(cases[2].position, p, &err), SDK_OK);
	CHECK_INT(list_with(p, "0902", NULL, prefix)->matching, 1);
	changed(2, 7 * 9 + 3, 3, p);
	CHECK_INT(list_with(p, "0902", NULL, prefix)->matching, 0);
	CHECK(list_with(p, "0902", NULL, prefix)->count > 0);

	/* ALS-Chain: a 7 in r2c2 of the fourth set breaks its link (7) to r5c7 */
	snprintf(prefix, sizeof(prefix), "%s", pattern_of(cases[3].text));
	CHECK_INT(parse_str(cases[3].position, p, &err), SDK_OK);
	CHECK_INT(list_with(p, "0903", NULL, prefix)->matching, 1);
	changed(3, 1 * 9 + 1, 7, p);
	CHECK_INT(list_with(p, "0903", NULL, prefix)->matching, 0);

	/* Death Blossom: a third candidate in the stem that no set covers */
	CHECK_INT(parse_str(cases[5].position, p, &err), SDK_OK);
	CHECK_INT(list_with(p, "0904", NULL, "Death Blossom: [r1c7]")->matching, 1);
	changed(5, 6, 1, p);
	CHECK_INT(list_with(p, "0904", NULL, "Death Blossom: [r1c7]")->matching, 0);
	free(p);
}

/*
 * After a search that met nothing, the solver's next ALS search looks only
 * at sets that hold a cell changed since, and takes the RCs of the others
 * from it (tech_als.c, als_quiet): the ALS-XZ near miss above, with a
 * candidate taken out elsewhere first (still nothing), then the one that
 * was added, which makes the step.
 */
static void
test_quiet(void)
{
	sdk_position *p = malloc(sizeof(sdk_position));

	/* B (r5c4789) holds the changed cell, A (r4c456) none */
	changed(0, 4 * 9 + 6, 9, p);
	check_step_after_elimination(p, "0901", 8 * 9 + 8, 8, 4 * 9 + 6, 9, cases[0].text);
	free(p);
}

/*
 * The solver's ALS step at a position does not hang on how the solve came
 * there (als_quiet keeps what the last search that met nothing saw):
 * along the path of a 16x16 puzzle (sudoku_generate(size => 16, seed =>
 * SEED)) with the singles, the ALS techniques, forcing chains and nets,
 * each step but a single is the step a solve begun at that position takes.
 * Seeds 4, 8 and 28 take ALS steps after searches that met nothing, of
 * each kind (seed 28 an ALS-XY-Wing whose centre is the first set of both
 * RCs): a search that passes over too much, or takes a wrong RC over,
 * fails here.  Seed 22 goes to the end on these techniques (78 ALS steps):
 * an ALS-Chain search that passed over a link as having no moved set below
 * it when it had one (chain_walk's chain_still) took 13 other steps.
 */
static void
check_quiet_history(int seed, int want_steps, int want_als)
{
	static const char *const only[] = {"0000", "0002", "0003", "0901", "0902", "0903",
	"1301", "1302", "1303", "1304"};
	sdk_generated *gen = malloc(sizeof(sdk_generated));
	sdk_step   *step = malloc(sizeof(sdk_step)),
			   *again = malloc(sizeof(sdk_step));
	sdk_generate_options go;
	sdk_logic_options opts;
	sdk_logic_session *s;
	sdk_geometry g;
	sdk_error	err;
	int			k,
				als = 0;

	CHECK_INT(sdk_geometry_init(&g, 16, 4, 4, &err), SDK_OK);
	sdk_generate_options_init(&go, &g);
	CHECK_INT(sdk_generate(&go, (uint64_t) seed, gen, sdk_default_env(), &err), SDK_OK);
	sdk_logic_options_default(&opts);
	CHECK_INT(sdk_logic_options_techniques(&opts, only, 10, &err), SDK_OK);
	s = sdk_logic_begin(&gen->puzzle, &opts, sdk_default_env(), &err);
	CHECK(s != NULL);
	for (k = 0; k < 400 && sdk_logic_next(s, step); k++)
	{
		if (!strstr(step->text, "Single") && strncmp(step->text, "Full House", 10) != 0)
		{
			sdk_logic_session *fresh = sdk_logic_begin(sdk_logic_position(s), &opts, sdk_default_env(), &err);

			CHECK(fresh != NULL && sdk_logic_next(fresh, again));
			if (!CHECK_STR(again->text, step->text))
				fprintf(stderr, "    seed %d, step %d\n", seed, k + 1);
			sdk_logic_end(fresh);
			als += strncmp(step->text, "Almost Locked Set", 17) == 0;
		}
		sdk_logic_apply(s, step);
	}
	/* where the path stops (a guess would come next), and its ALS steps */
	CHECK_INT(k, want_steps);
	CHECK_INT(als, want_als);
	sdk_logic_end(s);
	free(again);
	free(step);
	free(gen);
}

static void
test_quiet_history(void)
{
	check_quiet_history(4, 42, 7);
	check_quiet_history(8, 42, 14);
	check_quiet_history(28, 106, 33);
	check_quiet_history(22, 298, 78);
}

/*
 * After a search that met nothing, what an ALS-Chain search learnt below a
 * link is kept apart for the walks that have met a set with a changed cell
 * and for those that have not (chain_walk, two records a slot): only the
 * first count the chains that end in a set met before.  The position of
 * magictour_top1465's line 334 after 47 steps of its path: no ALS-Chain;
 * then 8 taken from r3c2, which changes the set r3c25 {168}, and the step
 * is the chain through it, which a search begun there finds too.  A build
 * that keeps one record a slot took a longer chain (through r7c4 {25} and
 * r8c245 {1256}) whose record a walk that had met no changed set wrote.
 * Found by a harness that took candidates out along the paths of about
 * 4,000 positions of magictour and se_rated_sample; the rule had changed
 * no path over some 52,000 puzzles.
 */
static void
test_chain_memo_ways(void)
{
	static const char *const position =
		"+329.46...1.+79.+23.44.+57.+3...5+7...+8..2..8.2..7..4...+7...+83+4.7+9..17....49....683...."
		":117 517 828 837 638 838 839 648 652 654 657 959 961 667 668 674 277 288 588 688 589 689 598";
	static const char *const want =
		"Almost Locked Set Chain: 1- r1c4 {15} -5- r2c5 {58} -8- r3c25 {168} -6- r2589c2 {15689} "
		"-8- r1c4,r2c5 {158} -1 => r1c8<>1, r3c5<>1, r4c4<>1, r5c4<>1, r6c4<>1, r8c4<>1";
	sdk_position *p = malloc(sizeof(sdk_position));
	sdk_logic_options opts;
	sdk_error	err;
	char		fresh[SDK_STEP_TEXT];

	CHECK(p != NULL);
	CHECK_INT(parse_str(position, p, &err), SDK_OK);
	check_step_after_one_elimination(p, "0903", 2 * 9 + 1, 8, want);
	p->cand[2 * 9 + 1] &= ~SDK_BIT(8);
	sdk_logic_options_default(&opts);
	solve_first(p, &opts, fresh);
	CHECK_STR(fresh, want);
	free(p);
}

/*
 * The solver's ALS chain tables are kept from one search to the next and
 * cleared only when they grow or their stamps would wrap (tech_als.c,
 * SDK_ALS_STAMP_LAST).  The rating of a 16x16 (sudoku_generate(size =>
 * 16, seed => 8)) takes the same path whether they are kept or cleared:
 * the sanitized build (Makefile) clears them every few searches, and a
 * build that, where it should clear them, only starts its stamps again
 * took another path here (digest 3519b065e1fd32c6).
 */
static void
test_chain_tables_cleared(void)
{
	sdk_generated *gen = malloc(sizeof(sdk_generated));
	sdk_generate_options go;
	sdk_geometry g;
	sdk_rating	rating;
	sdk_error	err;
	uint64_t	path = PATH_DIGEST_START;

	CHECK_INT(sdk_geometry_init(&g, 16, 4, 4, &err), SDK_OK);
	sdk_generate_options_init(&go, &g);
	CHECK_INT(sdk_generate(&go, 8, gen, sdk_default_env(), &err), SDK_OK);
	CHECK_INT(sdk_logic_solve(&gen->puzzle, NULL, 0, path_digest_step, &path, NULL, &rating,
							  sdk_default_env(), &err), SDK_OK);
	CHECK_INT(rating.steps, 322);
	CHECK_INT(rating.guesses, 6);
	CHECK_INT(rating.score, 127454);
	if (!CHECK(path == 0xcf279c84de46b55eULL))
		fprintf(stderr, "    path digest %016llx\n", (unsigned long long) path);
	free(gen);
}

/*
 * allowAlsOverlap: HoDoKu's library case 0902-2 needs A and B to share a
 * cell; onlyOneAlsPerStep: listing, one chain per set of eliminations.
 */
static void
test_options(void)
{
	sdk_position *p = malloc(sizeof(sdk_position));
	sdk_logic_options opts;
	sdk_error	err;
	const char *overlap = ":0902-2:2:..1...34.4....697....23+4...9...5.8.....6.8.....8.9...1....45...+5728....4.84...5..:711 912 519 538 249 257 259 559 759 667 974 177 677 678 978 279 979 186 188 688 298 299:262::";
	const char *chains = ":0903-1:127:...+8......3.+57.8.98....315.9.8142......+3+5....5.+36...4.1.42+3....+3..7....6.8...531.:412 612 712 613 916 933 572 986 587 987:113 213 713::";
	/* reglib-1.3 line that HoDoKu 2.2.0's tester fails ("No step found!") */
	const char *backward = ":0903-1:56:....9.2..+2..7..184.+451.....5...8.+43.+46..+7..1..8..4...2+3+5+8..67..924..7...+6+71.3....:313 514 614 516 323 638 939 943 944 246 949 953 566 978 596 598 998:568 668::";
	listed	   *l;
	int			one,
				every;
	char		first[SDK_STEP_TEXT],
				again[SDK_STEP_TEXT];

	/* A and B share r6c1 */
	CHECK_INT(parse_str(overlap, p, &err), SDK_OK);
	sdk_logic_options_default(&opts);
	CHECK(!opts.als_overlap && opts.als_one_per_step);
	CHECK_INT(list_with(p, "0902", &opts, NULL)->count, 0);
	CHECK_INT(sdk_logic_options_parse(&opts, "als_overlap=on", &err), SDK_OK);
	CHECK(opts.als_overlap);
	l = list_with(p, "0902", &opts, "Almost Locked Set XY-Wing: A=r6c1467 {23467}, B=r5679c1 {12367}, C=r245c3 {3567}, X,Y=6,7, Z=2 => r6c2<>2");
	CHECK_INT(l->matching, 1);
	CHECK_INT(l->count, 2);

	CHECK_INT(parse_str(chains, p, &err), SDK_OK);
	sdk_logic_options_default(&opts);
	one = list_with(p, "0903", &opts, NULL)->count;
	CHECK_INT(sdk_logic_options_parse(&opts, "als_one_per_step=false", &err), SDK_OK);
	every = list_with(p, "0903", &opts, NULL)->count;
	CHECK_INT(one, 1);
	CHECK_INT(every, 2);
	CHECK_INT(sdk_logic_options_parse(&opts, "als_overlapping=on", &err), SDK_ERR_INVALID);

	/*
	 * Listing chains through sets earlier in the list too (HoDoKu's
	 * allStepsAlsChainForwardOnly off, set by its tester after 2.2.0): a
	 * library line HoDoKu 2.2.0's tester fails, found only that way; the
	 * solver's step stays the forward search's
	 */
	CHECK_INT(parse_str(backward, p, &err), SDK_OK);
	sdk_logic_options_default(&opts);
	CHECK(opts.als_forward_only);
	CHECK_INT(sdk_logic_options_parse(&opts, "als_one_per_step=false", &err), SDK_OK);
	l = list_ending(p, "0903", &opts, " => r6c8<>5, r6c8<>6");
	one = l->count;
	CHECK_INT(l->ending, 0);
	CHECK_INT(sdk_logic_options_parse(&opts, "als_forward_only=off", &err), SDK_OK);
	CHECK(!opts.als_forward_only);
	l = list_ending(p, "0903", &opts, " => r6c8<>5, r6c8<>6");
	CHECK(l->ending >= 1);
	CHECK(l->count > one);
	CHECK_INT(list_with(p, "0903", &opts, NULL)->count, l->count);
	/* solving takes the forward search's chain whatever the setting */
	CHECK_INT(sdk_logic_options_parse(&opts, "als_one_per_step=true", &err), SDK_OK);
	solve_first(p, &opts, first);
	CHECK_INT(sdk_logic_options_parse(&opts, "als_forward_only=on", &err), SDK_OK);
	solve_first(p, &opts, again);
	CHECK_STR(first, again);
	free(p);
}

/* A 16x16 grid, every candidate open but in three cells: r1c1 {12}, r1c9 {13}, r3c9 {23}. */
static void
test_large_grid(void)
{
	sdk_position *p = malloc(sizeof(sdk_position));
	sdk_geometry g;
	sdk_error	err;
	listed	   *l;
	int			i;

	CHECK_INT(sdk_geometry_init(&g, 16, 4, 4, &err), SDK_OK);
	sdk_position_init(p, &g);
	p->cand[0] = SDK_BIT(1) | SDK_BIT(2);
	p->cand[8] = SDK_BIT(1) | SDK_BIT(3);
	p->cand[2 * 16 + 8] = SDK_BIT(2) | SDK_BIT(3);
	/*
	 * A = r1c1 and B = r1c9,r3c9 hold the RC 1 (r1c1 sees r1c9): one is
	 * locked, so a 2 goes from every cell that sees r1c1 and r3c9.
	 */
	l = list_with(p, "0901", NULL, "Almost Locked Set XZ-Rule: A=r1c1 {12}, B=r1/3c9 {123}, X=1, Z=2 =>");
	CHECK_INT(l->matching, 1);
	CHECK_INT(l->match.neliminations, 7);
	for (i = 0; i < l->match.neliminations; i++)
	{
		int			c = l->match.eliminations[i].cell;

		CHECK_INT(l->match.eliminations[i].digit, 2);
		CHECK((c / 16 == 0 && c % 16 >= 9 && c % 16 <= 11) || (c / 16 == 2 && c % 16 <= 3));
	}
	free(p);
}

/*
 * A 25x25 where every cell has three candidates: thousands of sets in
 * every unit.  Each search ends (its work is bounded); one interrupted in
 * its last check stops with SDK_ERR_CANCELED.
 */
static bool
count_checks(void *arg)
{
	long	   *n = (long *) arg;

	return ++n[0] > n[1];
}

static void
test_bounded(void)
{
	sdk_position *p = malloc(sizeof(sdk_position));
	sdk_geometry g;
	sdk_error	err;
	sdk_env		env = *sdk_default_env();
	long		checks[2];
	int			r,
				c,
				k;
	static const char *const codes[] = {"0901", "0902", "0903", "0904"};

	CHECK_INT(sdk_geometry_init(&g, 25, 5, 5, &err), SDK_OK);
	sdk_position_init(p, &g);
	for (r = 0; r < 25; r++)
		for (c = 0; c < 25; c++)
		{
			int			v = ((r % 5) * 5 + r / 5 + c) % 25;

			p->cand[r * 25 + c] = SDK_BIT(v + 1) | SDK_BIT((v + 7) % 25 + 1) | SDK_BIT((v + 14) % 25 + 1);
		}
	for (k = 0; k < 4; k++)
		list_with(p, codes[k], NULL, NULL);
	/* how often the whole search asks, then stopped at its last question */
	env.interrupted = count_checks;
	env.arg = checks;
	checks[0] = 0;
	checks[1] = 1L << 40;
	CHECK_INT(sdk_find_steps(p, sdk_technique_lookup("0903"), NULL, NULL, NULL, &env, &err), SDK_OK);
	checks[1] = checks[0] - 1;
	checks[0] = 0;
	CHECK_INT(sdk_find_steps(p, sdk_technique_lookup("0903"), NULL, NULL, NULL, &env, &err),
			  SDK_ERR_CANCELED);
	free(p);
}

/*
 * A 16x16 where every cell has two candidates: tens of thousands of sets;
 * the graph of a grouped search with them as nodes is bounded too.
 */
static void
test_bounded_chains(void)
{
	sdk_position *p = malloc(sizeof(sdk_position));
	sdk_geometry g;
	sdk_logic_options opts;
	sdk_error	err;
	int			r,
				c;

	CHECK_INT(sdk_geometry_init(&g, 16, 4, 4, &err), SDK_OK);
	sdk_position_init(p, &g);
	for (r = 0; r < 16; r++)
		for (c = 0; c < 16; c++)
		{
			int			v = ((r % 4) * 4 + r / 4 + c) % 16;

			p->cand[r * 16 + c] = SDK_BIT(v + 1) | SDK_BIT((v + 7) % 16 + 1);
		}
	sdk_logic_options_default(&opts);
	opts.als_in_chains = true;
	list_with(p, "0711", &opts, NULL);
	free(p);
}

/*
 * Almost locked sets in grouped nice loops and AICs (als_in_chains,
 * HoDoKu's allowAlsInTablingChains): the step HoDoKu's solver takes with
 * that option at positions of top1465, as it prints it, with a set left
 * through a cell it forces (the AIC), and five sets in a continuous loop;
 * the chain in Eureka notation reads back; without the option no set.
 */
static const als_case chain_cases[] = {
	{":0901::....3..715.+74.2......+7.....2..6..4.+7.38.7....+7.........7..8..1.6..5.+72........+7..:817 431 132 232 432 133 233 433 135 337 338 538 638 838 938 339 539 639 839 939 146 546 946 548 948 557 162 163 563 165 465 567 667 668 669 476 377 577 192 193 195 496:::",
		NULL, "Grouped Discontinuous Nice Loop: 1 r4c5 -1- r4c23 =1= r5c1 -1- ALS:r1357c7 -8- r2c789 =8= r2c2 =1= r2c5 -1- r4c5 => r4c5<>1", 1},
	{":0901::....3..715.+74.2......+7.....2..6..4.+7.38.7....+7.........7..8..1.6..5.+72........+7..:817 431 132 232 432 133 233 433 135 337 338 538 638 838 938 339 539 639 839 939 145 146 546 946 548 948 151 557 162 163 563 165 465 966 567 667 668 669 476 377 577 192 193 195 496:::",
		NULL, "Grouped AIC: 3 3- r3c3 =3= r3c1 =1= r3c6 =8= r1c46 -8- ALS:r15c1 =3= r7c1 -3", 4},
	{":0901::.......91+17..3....82..........1.5...3.....7.....9.+3.....16...5...4.2....7.....8..:312 414 415 715 416 417 824 826 734 435 635 735 736 842 943 852 253 953 454 456 258 259 562 862 475 775 277 393 993 495:::",
		NULL, "Grouped Continuous Nice Loop: 2/4/5/6/8/9 2= r5c6 =6= r456c5 -6- ALS:r5c46 -8- ALS:r12359c3 -2- ALS:r7c15 -8- ALS:r1456c5 -5- ALS:r23c4 -2- r5c4 =2= r5c6 =6", 16},
};

static void
test_chains_with_sets(void)
{
	sdk_position *p = malloc(sizeof(sdk_position));
	sdk_step   *step = malloc(sizeof(sdk_step)),
			   *back = malloc(sizeof(sdk_step));
	static char text[SDK_STEP_CHAIN_TEXT];
	size_t		i;

	for (i = 0; i < sizeof(chain_cases) / sizeof(chain_cases[0]); i++)
	{
		sdk_logic_options opts;
		sdk_rating	rating;
		sdk_error	err;
		char		want[SDK_STEP_TEXT];
		int			k,
					sets = 0;

		CHECK_INT(parse_str(chain_cases[i].position, p, &err), SDK_OK);
		sdk_logic_options_default(&opts);
		CHECK(!opts.als_in_chains);
		memset(step, 0, sizeof(*step));
		CHECK_INT(sdk_logic_solve(p, &opts, 1, keep_step, step, NULL, &rating, sdk_default_env(), &err),
				  SDK_OK);
		CHECK(strstr(step->text, "ALS:") == NULL);
		CHECK_INT(sdk_logic_options_parse(&opts, "als_in_chains=yes", &err), SDK_OK);
		memset(step, 0, sizeof(*step));
		CHECK_INT(sdk_logic_solve(p, &opts, 1, keep_step, step, NULL, &rating, sdk_default_env(), &err),
				  SDK_OK);
		snprintf(want, sizeof(want), "%s", pattern_of(chain_cases[i].text));
		if (!CHECK_STR(pattern_of(step->text), want))
			fprintf(stderr, "    chain case %d\n", (int) i);
		CHECK_INT(step->neliminations, chain_cases[i].eliminations);
		if (chain_cases[i].eliminations == 1)
			CHECK_STR(step->text, chain_cases[i].text);
		/* the chain: its sets flagged, written with "ALS:", read back the same */
		for (k = 0; k < step->nchain; k++)
			sets += (step->chain[k].flags & (SDK_CHAIN_ALS | SDK_CHAIN_MORE)) == SDK_CHAIN_ALS;
		CHECK(sets > 0);
		CHECK(sdk_step_chain_text(&p->geo, step, text, sizeof(text)));
		CHECK(strstr(text, ")ALS:r") != NULL);
		memset(back, 0, sizeof(*back));
		CHECK_INT(sdk_step_chain_read(&p->geo, text, back, sdk_default_env(), &err), SDK_OK);
		CHECK_INT(back->nchain, step->nchain);
		CHECK(memcmp(back->chain, step->chain, sizeof(sdk_chain_entry) * (size_t) step->nchain) == 0);
	}
	free(back);
	free(step);
	free(p);
}

void
suite_als(void)
{
	test_hodoku_steps();
	test_near_misses();
	test_quiet();
	test_quiet_history();
	test_chain_memo_ways();
	test_chain_tables_cleared();
	test_options();
	test_large_grid();
	test_bounded();
	test_chains_with_sets();
	test_bounded_chains();
}
