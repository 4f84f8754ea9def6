/*
 * test_fish.c -- fish over rows, columns and boxes (Franken, Mutant) and
 * the large fish: hand-drawn positions where one applies and the same
 * changed in one place so that it must not, HoDoKu's own positions for
 * the text of endo fins and cannibalism, a 16x16 Franken X-Wing, the
 * solver's pick, and a 25x25 search that ends.  HoDoKu's library lines
 * for every code are in test/data/hodoku_fish.txt.
 */
#include "harness.h"
#include "suites.h"
#include "test_util.h"
#include "counted_env.h"
#include "sudoku_core.h"
#include "logic.h"

#include <stdlib.h>

typedef found_steps found;

static found
find_text(const sdk_position *p, const char *technique, const sdk_logic_options *opts, const char *want)
{
	return *find_steps(p, technique, opts, want);
}

static found
find(const sdk_position *p, const char *technique)
{
	return find_text(p, technique, NULL, NULL);
}

/*
 * A Franken X-Wing: 1 is in r1 only in c1 and c2, and in box 4 only in
 * r5c1 and r6c2; those two columns cover both, so 1 leaves them elsewhere
 * (rows 7 to 9).  A third place in box 4, off the columns, leaves a fin
 * that sees none of the cells, so no fish then, finned or not.
 */
static const char *const franken_applies[9] = {
	"xx.......",				/* r1: 1 in c1, c2 only */
	"..xxxxxxx",
	"..xxxxxxx",
	"...xxxxxx",				/* box 4: 1 in r5c1, r6c2 only */
	"x..xxxxxx",
	".x.xxxxxx",
	"xxxxxxxxx",
	"xxxxxxxxx",
	"xxxxxxxxx"
};

/* The same with a third place of 1 in box 4 (r5c3): no Franken X-Wing. */
static const char *const franken_fin_off[9] = {
	"xx.......",
	"..xxxxxxx",
	"..xxxxxxx",
	"...xxxxxx",
	"x.xxxxxxx",				/* r5c3: a third place in box 4 */
	".x.xxxxxx",
	"xxxxxxxxx",
	"xxxxxxxxx",
	"xxxxxxxxx"
};

static void
test_franken_x_wing(void)
{
	sdk_position p;
	found		f;

	empty_grid(&p, 9, 3, 3);
	draw_digit(&p, 1, franken_applies);
	f = find(&p, "Franken X-Wing");
	CHECK_INT(f.count, 1);
	CHECK_STR(f.first.text, "Franken X-Wing: 1 in r1,b4 only in c1,c2 => r7c1<>1, r7c2<>1, r8c1<>1, "
			  "r8c2<>1, r9c1<>1, r9c2<>1");
	/* the Mutant search sees other unit mixes here: r1 with c3 against boxes 1 and 7, ... */
	CHECK_INT(find(&p, "Mutant X-Wing").count, 2);
	draw_digit(&p, 1, franken_fin_off);
	CHECK_INT(find(&p, "Franken X-Wing").count, 0);
	CHECK_INT(find(&p, "Finned Franken X-Wing").count, 0);
}

/*
 * Boxes against rows: 1 is in box 1 only in r1c1 and r2c2, in box 2 only
 * in r1c5 and r2c6.  HoDoKu calls boxes alone as base units Mutant (the
 * Franken search meets it too, under another name); rows 1 and 2 lose 1
 * in box 3.  With r3c2 open in box 1 there is none.
 */
static void
test_mutant_x_wing(void)
{
	static const char *const applies[9] = {
		"x...x.xxx",
		".x...xxxx",
		"......xxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx"
	};
	static const char *const third[9] = {
		"x...x.xxx",
		".x...xxxx",
		".x....xxx",			/* r3c2: box 1 has a third place */
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx"
	};
	sdk_position p;
	found		f;

	empty_grid(&p, 9, 3, 3);
	draw_digit(&p, 1, applies);
	f = find(&p, "Mutant X-Wing");
	CHECK_INT(f.count, 1);
	CHECK_STR(f.first.text, "Mutant X-Wing: 1 in b1,b2 only in r1,r2 => r1c7<>1, r1c8<>1, r1c9<>1, "
			  "r2c7<>1, r2c8<>1, r2c9<>1");
	CHECK_INT(find(&p, "Franken X-Wing").count, 0);
	draw_digit(&p, 1, third);
	CHECK_INT(find(&p, "Mutant X-Wing").count, 0);
}

/*
 * HoDoKu's own finds: a Finned Franken Jellyfish with a fin and an endo
 * fin (reglib-1.3 and FishSolver's examples), and a Franken Swordfish that
 * eliminates from its own base cells (cannibalism): r9c4 lies in c4 and
 * in b8, both cover units.
 */
#define ENDO_FIN \
	":0342:7:+5.3+9641+8..+1.+5...69.9+6...53+4..7...84515.4........3+5...+1..+5.+4..1...18.54.+66..21..+58::759::"
#define CANNIBAL \
	":0331:7:57..6+8+1.3.3..+15.6.6+91..7+5...53.....1+1+2..8.+3..9+4...+127.+3+1.8.+64+52.8.1...3.2+6..4+3+819::744 783 785 794::"

static void
test_hodoku_texts(void)
{
	sdk_position p;
	sdk_error	err;
	sdk_logic_options o;
	found		f;

	CHECK_INT(parse_str(ENDO_FIN, &p, &err), SDK_OK);
	sdk_logic_options_default(&o);
	o.duals_and_siamese = true;
	f = find_text(&p, "Finned Franken Jellyfish", &o,
				  "Finned Franken Jellyfish: 7 in r1,r6,r9,b3 only in c2,c6,c7,c9, fin r6c8, "
				  "endo fin r1c9 => r5c9<>7");
	CHECK(f.seen);
	CHECK_INT(parse_str(CANNIBAL, &p, &err), SDK_OK);
	f = find_text(&p, "Franken Swordfish", &o,
				  "Franken Swordfish: 7 in r5,r7,r9 only in c3,c4,b8 => r4c4<>7, r8c3<>7, r8c5<>7, r9c4<>7");
	CHECK(f.seen);
	CHECK(f.count > 1);
}

/*
 * The solver's Franken X-Wing takes the first fish its search meets, as
 * HoDoKu's does, even one HoDoKu would call Mutant (boxes against rows),
 * under its own name; with siamese fish it collects Franken ones only.
 */
static void
test_solver_pick(void)
{
	static const char *const mutant[9] = {
		"x...x.xxx",
		".x...xxxx",
		"......xxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx"
	};
	const char *item = "Franken X-Wing";
	sdk_logic_options o;
	sdk_position p;
	sdk_error	err;
	sdk_rating	rating;

	empty_grid(&p, 9, 3, 3);
	draw_digit(&p, 1, mutant);
	sdk_logic_options_default(&o);
	CHECK_INT(sdk_logic_options_techniques(&o, &item, 1, &err), SDK_OK);
	CHECK_INT(sdk_logic_solve(&p, &o, 1, NULL, NULL, NULL, &rating, sdk_default_env(), &err), SDK_OK);
	CHECK_INT(rating.steps, 1);
	CHECK_INT(rating.hardest, sdk_technique_lookup("Franken X-Wing"));
	o.duals_and_siamese = true;
	CHECK_INT(sdk_logic_solve(&p, &o, 1, NULL, NULL, NULL, &rating, sdk_default_env(), &err), SDK_OK);
	CHECK_INT(rating.steps, 0);
}

/*
 * The solver passes over a digit whose search met no fish while its
 * candidates stay: 1 has three places in r1, so no X-Wing; a change to 2
 * leaves 1 as it was; r1c9<>1 then makes the X-Wing of r1 and r5, which
 * the solver must see.
 */
static void
test_quiet_digit(void)
{
	static const char *const before[9] = {
		"x...x...x",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"x...x....",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx",
		"xxxxxxxxx"
	};
	sdk_position p;

	empty_grid(&p, 9, 3, 3);
	draw_digit(&p, 1, before);
	check_step_after_elimination(&p, "X-Wing", 40, 2, 8, 1,
								 "X-Wing: 1 in r1,r5 only in c1,c5 => r2c1<>1, r2c5<>1, r3c1<>1, r3c5<>1, "
								 "r4c1<>1, r4c5<>1, r6c1<>1, r6c5<>1, r7c1<>1, r7c5<>1, "
								 "r8c1<>1, r8c5<>1, r9c1<>1, r9c5<>1");
}

/*
 * The solver's Franken search passes over a digit that met no fish while
 * its candidates stay (gen_digits): a change of another digit leaves 1
 * passed over, taking out r5c3's 1 makes the Franken X-Wing, which must be
 * found.
 */
static void
test_quiet_franken(void)
{
	sdk_position p;

	empty_grid(&p, 9, 3, 3);
	draw_digit(&p, 1, franken_fin_off);
	check_step_after_elimination(&p, "Franken X-Wing", 40, 2, 38, 1,
								 "Franken X-Wing: 1 in r1,b4 only in c1,c2 => r7c1<>1, r7c2<>1, "
								 "r8c1<>1, r8c2<>1, r9c1<>1, r9c2<>1");
}

/* The Franken X-Wing of test_franken_x_wing on a 16x16 grid (boxes 4x4): r1 and box 5. */
static void
test_franken_x_wing_16(void)
{
	static const char *const applies[16] = {
		"xx..............",		/* r1: 1 in c1, c2 only */
		"..xxxxxxxxxxxxxx",
		"..xxxxxxxxxxxxxx",
		"..xxxxxxxxxxxxxx",
		"....xxxxxxxxxxxx",		/* box 5: 1 in r6c1, r7c2 only */
		"x...xxxxxxxxxxxx",
		".x..xxxxxxxxxxxx",
		"....xxxxxxxxxxxx",
		"xxxxxxxxxxxxxxxx",
		"xxxxxxxxxxxxxxxx",
		"xxxxxxxxxxxxxxxx",
		"xxxxxxxxxxxxxxxx",
		"xxxxxxxxxxxxxxxx",
		"xxxxxxxxxxxxxxxx",
		"xxxxxxxxxxxxxxxx",
		"xxxxxxxxxxxxxxxx"
	};
	static const char *const third[16] = {
		"xx..............",
		"..xxxxxxxxxxxxxx",
		"..xxxxxxxxxxxxxx",
		"..xxxxxxxxxxxxxx",
		"....xxxxxxxxxxxx",
		"x.x.xxxxxxxxxxxx",		/* r6c3: a third place in box 5 */
		".x..xxxxxxxxxxxx",
		"....xxxxxxxxxxxx",
		"xxxxxxxxxxxxxxxx",
		"xxxxxxxxxxxxxxxx",
		"xxxxxxxxxxxxxxxx",
		"xxxxxxxxxxxxxxxx",
		"xxxxxxxxxxxxxxxx",
		"xxxxxxxxxxxxxxxx",
		"xxxxxxxxxxxxxxxx",
		"xxxxxxxxxxxxxxxx"
	};
	sdk_position p;
	found		f;

	empty_grid(&p, 16, 4, 4);
	draw_digit(&p, 1, applies);
	f = find(&p, "Franken X-Wing");
	CHECK_INT(f.count, 1);
	CHECK(strncmp(f.first.text, "Franken X-Wing: 1 in r1,b5 only in c1,c2 => r9c1<>1, r9c2<>1, ", 62) == 0);
	draw_digit(&p, 1, third);
	CHECK_INT(find(&p, "Franken X-Wing").count, 0);
}

/*
 * Kraken Fish, HoDoKu's solver steps (its Kraken settings: Franken up to
 * size 4, two fins): a finned X-Wing whose fin r1c8 set to 2 clears r4c4,
 * which the fish would clear too (type 1); a sashimi X-Wing where each of
 * the base places of a cover unit and the fins clear 1 from r8c3 (type 2).
 * Each step carries a chain per fin or base place.
 */
#define KRAKEN_1 \
	":0100:8:57..6+8+1.3.3..+15.6.6+91..7+5...53.....1+1+2..8.+3..9+4...+127.+3+1.8.+64+52.8.1...3.2+6..4+3+819::829::"
#define KRAKEN_2 \
	":0110:24:3..16.....76.2....51..........27+39+85+7+598+164+2+32+38+954..........19....4.83.....91.+42::212 412 421 443 273 473 283::"

typedef struct kraken_seen
{
	int			found;
	int			chains;
	char		text[SDK_STEP_TEXT];
} kraken_seen;

static bool
keep_kraken(const sdk_step *step, void *arg)
{
	kraken_seen *k = (kraken_seen *) arg;
	int			i;

	if (k->found++ == 0)
	{
		strcpy(k->text, step->text);
		for (i = 0; i < step->nchain; i++)
			k->chains += (step->chain[i].flags & SDK_CHAIN_START) != 0;
	}
	return false;
}

static void
test_kraken(void)
{
	const char *item = "Kraken Fish";
	sdk_logic_options o;
	sdk_position p;
	sdk_error	err;
	kraken_seen k;

	CHECK_INT(sdk_technique_lookup("Kraken Fish"), sdk_technique_lookup("0371"));
	sdk_logic_options_default(&o);
	CHECK(!sdk_technique_enabled(&o, sdk_technique_lookup("0371")));
	CHECK_INT(sdk_logic_options_techniques(&o, &item, 1, &err), SDK_OK);
	CHECK(sdk_technique_enabled(&o, sdk_technique_lookup("0372")));
	CHECK_INT(parse_str(KRAKEN_1, &p, &err), SDK_OK);
	memset(&k, 0, sizeof(k));
	CHECK_INT(sdk_logic_solve(&p, &o, 1, keep_kraken, &k, NULL, NULL, sdk_default_env(), &err), SDK_OK);
	CHECK_STR(k.text, "Kraken Fish Type 1: Finned X-Wing: 2 in r1,r2 only in c3,c4, fin r1c8 => r4c4<>2");
	CHECK_INT(k.chains, 1);
	CHECK_INT(parse_str(KRAKEN_2, &p, &err), SDK_OK);
	memset(&k, 0, sizeof(k));
	CHECK_INT(sdk_logic_solve(&p, &o, 1, keep_kraken, &k, NULL, NULL, sdk_default_env(), &err), SDK_OK);
	CHECK_STR(k.text, "Kraken Fish Type 2: Sashimi X-Wing: 1 in r2,r4 only in c1,c9, fins r2c7,r4c3 => r8c3<>1");
	CHECK(k.chains >= 3);
}

/*
 * A 25x25 grid where 1 is open everywhere but in rows 1 and 2, which hold
 * it in columns 1 and 2 only (an X-Wing: the rest of both columns is in no
 * template).  A Finned Mutant Leviathan search there has more combinations
 * than it can try: it ends (its work budget), and it stops when the
 * environment asks (here halfway through the questions a whole search
 * asks, most of them from the fish search).
 */
static void
test_bounded_25(void)
{
	static char rows[25][26];
	const char *lines[25];
	sdk_position p;
	sdk_error	err;
	counted		asked = {0};
	sdk_env		env = counted_env(&asked);
	int			technique = sdk_technique_lookup("Finned Mutant Leviathan"),
				r,
				c;

	empty_grid(&p, 25, 5, 5);
	for (r = 0; r < 25; r++)
	{
		for (c = 0; c < 25; c++)
			rows[r][c] = r >= 2 || c < 2 ? 'x' : '.';
		rows[r][25] = '\0';
		lines[r] = rows[r];
	}
	draw_digit(&p, 1, lines);
	CHECK_INT(sdk_find_steps(&p, technique, NULL, NULL, NULL, &env, &err), SDK_OK);
	CHECK(asked.questions > 100);
	asked.stop_after = asked.questions / 2;
	asked.questions = 0;
	CHECK_INT(sdk_find_steps(&p, technique, NULL, NULL, NULL, &env, &err), SDK_ERR_CANCELED);
}

void
suite_fish(void)
{
	test_franken_x_wing();
	test_mutant_x_wing();
	test_hodoku_texts();
	test_solver_pick();
	test_quiet_digit();
	test_quiet_franken();
	test_franken_x_wing_16();
	test_kraken();
	test_bounded_25();
}
