/*
 * test_chains.c -- the chains a step keeps (step->chain) and their text
 * (sdk_step_chain_text, sdk_step_explanation): chain steps found on
 * positions of HoDoKu's own solution paths (top1465, HoDoKu 2.2.0's batch
 * output), each the step HoDoKu takes there and with HoDoKu's chain; the
 * forcing-chain notation on steps built from HoDoKu's printed forcing
 * chains and nets; group names; a chain on a 16x16 grid.
 */
#include "harness.h"
#include "suites.h"
#include "test_util.h"
#include "sudoku_core.h"
#include "logic.h"
#include "reglib.h"

#include <stdlib.h>

/*
 * HoDoKu's chain in a printed step, "X-Chain: 1 r2c9 =1= r5c9 -1- r5c5
 * => ...": the path between the digits and " => ", without the end
 * digits an XY-Chain, AIC or continuous loop puts around it ("1- ", " -1").
 */
static void
hodoku_path(const char *printed, char *buf, size_t cap)
{
	const char *from = strstr(printed, ": "),
			   *to = strstr(printed, " => ");
	size_t		len;

	buf[0] = '\0';
	if (!from || !to)
		return;
	from = strchr(from + 2, ' ') + 1;
	if (from[0] >= '1' && from[0] <= '9' && (from[1] == '-' || from[1] == '=') && from[2] == ' ')
		from += 3;
	len = (size_t) (to - from);
	if (len >= 3 && to[-3] == ' ' && (to[-2] == '-' || to[-2] == '=') && to[-1] >= '1' && to[-1] <= '9')
		len -= 3;
	snprintf(buf, cap, "%.*s", (int) len, from);
}

/* The end of the node (a candidate or a group's cells) at entry i. */
static int
node_end(const sdk_step *s, int i)
{
	int			j = i + 1;

	while (j < s->nchain && (s->chain[j].flags & SDK_CHAIN_MORE))
		j++;
	return j;
}

/*
 * A step's chain as HoDoKu prints a chain's path: each cell once (a
 * literal in the cell of the one before is left out), "=d=" before a
 * literal on, "-d-" before one off.
 */
static void
hodoku_render(const sdk_geometry *g, const sdk_step *s, char *buf, size_t cap)
{
	int			i,
				last = -1;
	size_t		len = 0;

	buf[0] = '\0';
	for (i = 0; i < s->nchain && len < cap; i = node_end(s, i))
	{
		uint16_t	cells[SDK_MAX_SIZE];
		char		name[128];
		int			k,
					count = node_end(s, i) - i;

		if (count == 1 && s->chain[i].cell == last)
			continue;
		last = count == 1 ? s->chain[i].cell : -1;
		for (k = 0; k < count && k < SDK_MAX_SIZE; k++)
			cells[k] = s->chain[i + k].cell;
		sdk_cells_name(g, cells, k, name, sizeof(name));
		if (i > 0)
			len += (size_t) snprintf(buf + len, cap - len, (s->chain[i].flags & SDK_CHAIN_ON) ? " =%c= " : " -%c- ",
									 sdk_digit_char(s->chain[i].digit));
		if (len < cap)
			len += (size_t) snprintf(buf + len, cap - len, "%s", name);
	}
}

typedef struct first_step
{
	int			found;
	sdk_step	step;
} first_step;

static bool
keep_first(const sdk_step *step, void *arg)
{
	first_step *fs = (first_step *) arg;

	if (fs->found++ == 0)
		fs->step = *step;
	return false;
}

/* The same, counting them all. */
static bool
count_all(const sdk_step *step, void *arg)
{
	keep_first(step, arg);
	return true;
}

/*
 * A position on HoDoKu's path (the library line of HoDoKu's step there,
 * from check_hodoku replay), the step as HoDoKu printed it, and the chain
 * text the solver's step there has.  For the Nice Loops and AICs the
 * step's text is HoDoKu's; the others write their text their own way.
 */
typedef struct chain_case
{
	const char *line;
	const char *hodoku;
	const char *chain;
} chain_case;

static const chain_case cases[] = {
	/* top1465 #85 */
	{":0403:1:+12...9.8.+8.....29.+9.5...4......7.3..3.71.....4.............69..69.+7+54.327..+93.5.6:729 738 739 246 549 559 569 172 173 179 193:162::",
		"Turbot Fish: 1 r6c7 =1= r8c7 -1- r8c3 =1= r9c2 => r6c2<>1",
	"(1)r6c7=(1)r8c7-(1)r8c3=(1)r9c2"},
	{":0701:1:..........46.5.9...5.4.1.6..1.7..+6+3+9+63...58..7.8.63.....1...+79.......4.2....27.56:718 119 319 719 819 128 329 829 739 158 458 459 169 471 876 982:117::",
		"X-Chain: 1 r2c9 =1= r5c9 -1- r5c5 =1= r8c5 -1- r8c8 =1= r9c7 => r1c7<>1",
	"(1)r2c9=(1)r5c9-(1)r5c5=(1)r8c5-(1)r8c8=(1)r9c7"},
	{":0702:1:+8.+275+6......+348.2.3+4+7...+8+56+4.6......+2+81....74+75.4.21...7...+43+9.9.+4..5.18.2.9.....:121 929 135 144 345 845 945 346 946 349 655 957 365 965 368 285 685 591 695 795:195::",
		"XY-Chain: 1 1- r4c5 -7- r8c5 -3- r8c2 -6- r9c1 -1 => r9c5<>1",
	"(1=7)r4c5-(7=3)r8c5-(3=6)r8c2-(6=1)r9c1"},
	/* the chain starts with 4: no cell that sees both ends holds 1 */
	{":0703:14:.5+63+72..+8+9+2+7+4+816+5+38..5..+27.+27+9+6.+83.+5...95+7..2+5..2.37.9+34+2+7.58..6+9+182+4+5+3+778+5+1+3..+2.:118 152 453 158 458 168 468 678:418::",
		"Remote Pair: 4/1 r1c1 -1- r5c1 -4- r5c7 -1- r4c8 => r1c8<>4",
	"(4=1)r1c1-(1=4)r5c1-(4=1)r5c7-(1=4)r4c8"},
	/* closed: its last literal is its first */
	{":0706:4:9..7+2+5.6..12.4+9+5.+3...3+1.29...6....58.7.........+1.5.43..2753........64...1+6.9....5:812 821 431 531 831 432 341 942 746 147 251 451 851 353 154 254 854 156 256 856 959 864 266 666 269 177 877 179 479 881 382 383 883 887 987 989 797 798:413::",
		"Continuous Nice Loop: 4 8= r1c3 =3= r9c3 -3- r9c7 -8- r1c7 =8= r1c3 =3 => r1c3<>4",
	"(3)r1c3=(3)r9c3-(3=8)r9c7-(8)r1c7=(8-3)r1c3"},
	/* 1 on in r8c6 forces 4 on there: weak links inside r6c9 and r6c6 */
	{":0707:1:+368..7+9+5+2...3+8+5.1+6.+5.9+62.8+3..6.5.247.147..5..5........7..+5...+94..5.9..+7.....+78.2+5:962 963 164 165 166 367 667 372 281 184:186::",
		"Discontinuous Nice Loop: 1 r8c6 -1- r8c9 =1= r6c9 =9= r6c6 =4= r8c6 => r8c6<>1",
	"(1)r8c6-(1)r8c9=(1-9)r6c9=(9-4)r6c6=(4)r8c6"},
	{":0708:1:....8.4..4.......7..69+4...3.......7...7..62.5.9...2..1..3....5..8..14......32..1.:213 114 614 123 223 523 627 827 927 228 628 837 449 858 868 671 771 971 672 772 679 879 979:111 131::",
		"AIC: 1 1- r1c3 =1= r4c3 =2= r8c3 -2- r7c1 -1 => r13c1<>1",
	"(1)r1c3=(1-2)r4c3=(2)r8c3-(2=1)r7c1"},
	/* groups: in a column, in a row, and in a grouped continuous loop */
	{":0709:8:..2..9..7..6....3.5.......9..9.126...8..4..9.2.......1...+4.39.5..+4785....+53....4.:514 615 518 818 422 524 726 229 432 133 235 736 838 751 753 557 762 564 565 765 567 178 278 678 181 182 688 191 691 991 197:848::",
		"Grouped Continuous Nice Loop: 8 7= r4c8 =5= r6c8 -5- r6c3 -7- r4c12 =7= r4c8 =5 => r4c8<>8",
	"(5)r4c8=(5)r6c8-(5=7)r6c3-(7)r4c12=(7-5)r4c8"},
	{":0710:1:+37+2+5.+96.+8.8+63...+5......62.3....+3.+8+6...1...39+5+8+6+3.954.22...5..8.51.4.....6....7+5..:921 426 429 134 135 441 743 246 854 255 455 256 788 294 198 498 999:174::",
		"Grouped Discontinuous Nice Loop: 1 r7c4 =6= r7c9 =4= r9c9 =1= r7c79 -1- r7c4 => r7c4<>1",
	"(6)r7c4=(6-4)r7c9=(4-1)r9c9=(1)r7c79-(1)r7c4"},
	{":0711:1:.673.4.....4..8..78..2..+4.36..+7+4.9..+45+98.+2.+7..7...9.4....+92..1+4.4.5....8..64+8..3.:911 517 121 921 122 527 135 535 142 657 361 267 667 992:181 191::",
		"Grouped AIC: 1 1- r6c1 -2- r12c1 =2= r2c2 -2- r9c2 -1 => r89c1<>1",
	"(1=2)r6c1-(2)r12c1=(2)r2c2-(2=1)r9c2"},
};

static void
test_chain_steps(void)
{
	size_t		i;
	reglib_result *r = malloc(sizeof(reglib_result));
	first_step *fs = malloc(sizeof(first_step));
	char	   *text = malloc(SDK_STEP_CHAIN_TEXT);

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
	{
		const chain_case *c = &cases[i];
		char		next[1024],
					code[8],
					theirs[512],
					ours[512];
		sdk_position p;
		sdk_error	err;
		sdk_rating	rating;
		const sdk_technique *t;
		bool		loop;

		/* the solver's first step there is HoDoKu's */
		snprintf(next, sizeof(next), "next%s", c->line);
		if (!CHECK(reglib_check_next(next, r) && r->implemented && r->passed))
			fprintf(stderr, "    %s\n    was: %s\n", c->line, r->was);
		CHECK_INT(parse_str(c->line, &p, &err), SDK_OK);
		memset(fs, 0, sizeof(*fs));
		CHECK_INT(sdk_logic_solve(&p, NULL, 1, keep_first, fs, NULL, &rating, sdk_default_env(), &err), SDK_OK);
		if (!CHECK_INT(fs->found, 1))
			continue;
		t = sdk_technique_at(fs->step.technique);
		snprintf(code, sizeof(code), "%.4s", c->line + 1);
		CHECK_STR(t->code, code);
		/* its chain is HoDoKu's, literal for literal */
		hodoku_path(c->hodoku, theirs, sizeof(theirs));
		hodoku_render(&p.geo, &fs->step, ours, sizeof(ours));
		CHECK_STR(ours, theirs);
		/* a Nice Loop or AIC writes its chain as HoDoKu does (its changes in full) */
		loop = strcmp(code, "0706") >= 0 && strcmp(code, "0711") <= 0;
		if (loop)
		{
			snprintf(theirs, sizeof(theirs), "%.*s", (int) (strstr(c->hodoku, " => ") - c->hodoku), c->hodoku);
			snprintf(ours, sizeof(ours), "%.*s", (int) (strstr(fs->step.text, " => ") - fs->step.text),
					 fs->step.text);
			CHECK_STR(ours, theirs);
		}
		CHECK(fs->step.chain[0].flags & SDK_CHAIN_START);
		CHECK(sdk_step_chain_text(&p.geo, &fs->step, text, SDK_STEP_CHAIN_TEXT));
		CHECK_STR(text, c->chain);
		/* not a forcing step: the explanation is the text */
		CHECK_INT(sdk_step_explanation(&p.geo, &fs->step, text, SDK_STEP_CHAIN_TEXT),
				  strlen(fs->step.text));
		CHECK_STR(text, fs->step.text);
	}
	free(text);
	free(fs);
	free(r);
}

/* Steps without chains have no chain text. */
static void
test_no_chain(void)
{
	sdk_position p;
	sdk_error	err;
	first_step	fs;
	char		buf[64] = "x";

	CHECK_INT(parse_str("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
						&p, &err), SDK_OK);
	memset(&fs, 0, sizeof(fs));
	CHECK_INT(sdk_logic_solve(&p, NULL, 1, keep_first, &fs, NULL, NULL, sdk_default_env(), &err), SDK_OK);
	CHECK_INT(fs.step.nchain, 0);
	CHECK(!sdk_step_chain_text(&p.geo, &fs.step, buf, sizeof(buf)));
	CHECK_STR(buf, "");
}

/* ---- forcing chains and nets, as HoDoKu prints them ---- */

/* Cells of "r4c46", "r12c7", "r5c4" (9x9), in order; their count. */
static int
parse_cells(const char *s, size_t len, uint16_t *cells)
{
	const char *c = memchr(s, 'c', len);
	int			count = 0;
	const char *r,
			   *k;

	for (r = s + 1; r < c; r++)
		for (k = c + 1; k < s + len; k++)
			cells[count++] = (uint16_t) ((*r - '1') * 9 + (*k - '1'));
	return count;
}

/* Appends the literal "r4c46<>7" or "r5c4=3" with the flags of its first cell. */
static void
add_literal(sdk_step *step, const char *tok, size_t len, int flags)
{
	const char *op = tok;
	uint16_t	cells[SDK_MAX_SIZE];
	int			count,
				i;
	bool		on;

	while (*op != '=' && *op != '<')
		op++;
	on = *op == '=';
	count = parse_cells(tok, (size_t) (op - tok), cells);
	for (i = 0; i < count; i++)
	{
		sdk_chain_entry *e = &step->chain[step->nchain++];

		e->cell = cells[i];
		e->digit = (uint8_t) (tok[len - 1] - '0');
		e->flags = (uint8_t) ((on ? SDK_CHAIN_ON : 0) | (i ? SDK_CHAIN_MORE : flags));
	}
}

/*
 * A branch as HoDoKu prints it, "r3c4=5 (r3c4<>4) r3c4<>4 ...", added to
 * the step as the chain and its side chains after it: each side chain
 * starts with its fork, the literal before the parentheses.
 */
static void
add_branch(sdk_step *step, const char *line)
{
	char		sides[1024] = "";
	const char *at = line,
			   *fork = NULL;
	size_t		fork_len = 0;
	bool		first = true;

	while (*at)
	{
		size_t		len = strcspn(at, " ");

		if (*at == '(')
		{
			/* the side chain to the closing parenthesis, later */
			const char *close = strchr(at, ')');

			snprintf(sides + strlen(sides), sizeof(sides) - strlen(sides), "%.*s %.*s|",
					 (int) fork_len, fork, (int) (close - at - 1), at + 1);
			len = (size_t) (close - at + 1);
		}
		else
		{
			add_literal(step, at, len, first ? SDK_CHAIN_START : 0);
			fork = at;
			fork_len = len;
			first = false;
		}
		at += len;
		while (*at == ' ')
			at++;
	}
	for (at = sides; *at;)
	{
		size_t		side_len = strcspn(at, "|");
		const char *tok = at;

		first = true;
		while (tok < at + side_len)
		{
			size_t		len = strcspn(tok, " |");

			add_literal(step, tok, len, first ? SDK_CHAIN_START | SDK_CHAIN_NET : 0);
			first = false;
			tok += len;
			while (*tok == ' ')
				tok++;
		}
		at += side_len + 1;
	}
}

/* HoDoKu's forcing steps (top1465_hodoku.txt), step text and chains as it prints them. */
static const char *const forcing[][4] = {
	{"Forcing Net Verity => r2c6=4",
		"r1c2=5 (r1c4<>5) r1c7<>5 r1c7=2 r4c7<>2 r4c7=3 r4c4<>3 r9c4=3 r9c4<>5 r3c4=5 (r3c4<>4) (r3c4<>9) r3c4<>4 r5c4=4 r5c4<>9 r1c4=9 r1c9<>9 r2c9=9 r2c9<>4 r2c6=4 r3c6<>4 r3c7=4 r2c9<>4 r2c6=4",
		"r1c2=6 (r4c2<>6) r7c2<>6 r7c2=4 r4c2<>4 r4c2=3 (r4c4<>3 r9c4=3 r9c4<>5) r4c7<>3 r4c7=2 r1c7<>2 r1c7=5 r1c4<>5 r3c4=5 (r3c4<>4) (r3c4<>9) r3c4<>4 r5c4=4 r5c4<>9 r1c4=9 r1c9<>9 r2c9=9 r2c9<>4 r2c6=4 r3c6<>4 r3c7=4 r2c9<>4 r2c6=4",
	"r1c2=9 r1c9<>9 r2c9=9 r2c9<>4 r2c6=4"},
	{"Forcing Net Contradiction in c7 => r7c3<>2",
		"r7c3=2 (r7c1<>2) (r7c5<>2) (r7c1<>2) (r8c1<>2) r9c1<>2 r6c1=2 (r6c1<>8) r6c5<>2 r9c5=2 r9c5<>1 r7c5=1 (r7c7<>1 r7c7=7 r4c7<>7) (r7c7<>1 r7c7=7 r5c7<>7) r7c1<>1 r7c1=8 r4c1<>8 r4c7=8 r6c7<>8 r6c2=8 (r6c2<>7) r6c2<>5 r9c2=5 r9c2<>7 r5c2=7 (r5c8<>7) r5c9<>7 r6c7=7",
		"r7c3=2 (r7c7<>2) (r7c5<>2) (r7c1<>2) (r8c1<>2) r9c1<>2 r6c1=2 r6c5<>2 r9c5=2 r9c5<>1 r7c5=1 r7c7<>1 r7c7=7",
	NULL},
	{"Forcing Net Contradiction in r8c9 => r4c7=8",
		"r4c7<>8 (r4c7=7 r5c9<>7 r5c9=5 r2c9<>5) (r4c7=7 r7c7<>7 r7c7=2 r7c5<>2) (r4c7=7 r7c7<>7 r7c7=2 r7c1<>2) r4c1=8 r7c1<>8 r7c1=1 r7c5<>1 r7c5=5 r2c5<>5 r2c8=5 (r2c8<>7) r2c8<>8 r2c9=8 r2c9<>7 r2c7=7 r4c7<>7 r4c7=8",
	NULL, NULL},
	/* groups: "r4c46<>7", "r5c89<>7", "r56c2<>7" */
	{"Forcing Chain Contradiction in r7c1 => r5c4<>7",
		"r5c4=7 r4c46<>7 r4c3=7 r4c3<>1 r4c1=1 r7c1<>1",
		"r5c4=7 r5c89<>7 r6c7=7 r7c7<>7 r7c7=2 r7c1<>2",
	"r5c4=7 r4c46<>7 r4c3=7 r56c2<>7 r9c2=7 r9c2<>5 r6c2=5 r6c2<>8 r6c1=8 r7c1<>8"},
};

static void
test_forcing_text(void)
{
	sdk_step   *step = malloc(sizeof(sdk_step));
	char	   *text = malloc(SDK_STEP_EXPLANATION_TEXT),
			   *want = malloc(SDK_STEP_EXPLANATION_TEXT),
			   *want_lines = malloc(SDK_STEP_CHAIN_TEXT);
	sdk_geometry g;
	sdk_error	err;
	size_t		i;
	int			k;

	sdk_geometry_init(&g, 9, 3, 3, &err);
	for (i = 0; i < sizeof(forcing) / sizeof(forcing[0]); i++)
	{
		memset(step, 0, sizeof(*step));
		step->flags = SDK_STEP_FORCING;
		snprintf(step->text, sizeof(step->text), "%s", forcing[i][0]);
		snprintf(want, SDK_STEP_EXPLANATION_TEXT, "%s", forcing[i][0]);
		want_lines[0] = '\0';
		for (k = 1; k < 4 && forcing[i][k]; k++)
		{
			add_branch(step, forcing[i][k]);
			snprintf(want + strlen(want), SDK_STEP_EXPLANATION_TEXT - strlen(want), "\n  %s", forcing[i][k]);
			snprintf(want_lines + strlen(want_lines), SDK_STEP_CHAIN_TEXT - strlen(want_lines), "%s%s",
					 k > 1 ? "\n" : "", forcing[i][k]);
		}
		/* the explanation is HoDoKu's step as it prints it */
		CHECK_INT(sdk_step_explanation(&g, step, text, SDK_STEP_EXPLANATION_TEXT), strlen(want));
		CHECK_STR(text, want);
		/* the chain text its lines */
		CHECK(sdk_step_chain_text(&g, step, text, SDK_STEP_CHAIN_TEXT));
		CHECK_STR(text, want_lines);
	}

	/*
	 * By hand (the notation is under test, the literals are made up):
	 * r3c4=5, its side chains r3c4=5 -> r3c4<>4 and -> r3c4<>9, then on.
	 */
	memset(step, 0, sizeof(*step));
	step->flags = SDK_STEP_FORCING;
	strcpy(step->text, "Forcing Net Verity => r5c4=4");
	{
		static const sdk_chain_entry net[] = {
			{2 * 9 + 3, 5, SDK_CHAIN_ON | SDK_CHAIN_START},
			{2 * 9 + 3, 4, 0},
			{4 * 9 + 3, 4, SDK_CHAIN_ON},
			{2 * 9 + 3, 5, SDK_CHAIN_ON | SDK_CHAIN_START | SDK_CHAIN_NET},
			{2 * 9 + 3, 4, 0},
			{2 * 9 + 3, 5, SDK_CHAIN_ON | SDK_CHAIN_START | SDK_CHAIN_NET},
			{2 * 9 + 3, 9, 0},
			/* a second branch, a group in it, a side chain forking from its second literal */
			{2 * 9 + 3, 6, SDK_CHAIN_ON | SDK_CHAIN_START},
			{3 * 9 + 3, 6, 0},
			{3 * 9 + 5, 6, SDK_CHAIN_MORE},
			{3 * 9 + 0, 6, SDK_CHAIN_ON},
			{4 * 9 + 3, 4, SDK_CHAIN_ON},
			{3 * 9 + 3, 6, SDK_CHAIN_START | SDK_CHAIN_NET},
			{3 * 9 + 5, 6, SDK_CHAIN_MORE},
			{8 * 9 + 3, 6, SDK_CHAIN_ON},
			{8 * 9 + 3, 5, 0},
		};

		memcpy(step->chain, net, sizeof(net));
		step->nchain = (int) (sizeof(net) / sizeof(net[0]));
	}
	CHECK(sdk_step_chain_text(&g, step, text, SDK_STEP_CHAIN_TEXT));
	CHECK_STR(text, "r3c4=5 (r3c4<>4) (r3c4<>9) r3c4<>4 r5c4=4\n"
			  "r3c4=6 r4c46<>6 (r9c4=6 r9c4<>5) r4c1=6 r5c4=4");
	sdk_step_explanation(&g, step, text, SDK_STEP_EXPLANATION_TEXT);
	CHECK_STR(text, "Forcing Net Verity => r5c4=4\n"
			  "  r3c4=5 (r3c4<>4) (r3c4<>9) r3c4<>4 r5c4=4\n"
			  "  r3c4=6 r4c46<>6 (r9c4=6 r9c4<>5) r4c1=6 r5c4=4");
	/* a cap too small cuts the text, nul-terminated */
	CHECK(sdk_step_chain_text(&g, step, text, 12));
	CHECK_STR(text, "r3c4=5 (r3c");
	/* not flagged forcing: the same chains in Eureka notation, a line each */
	step->flags = 0;
	CHECK(sdk_step_chain_text(&g, step, text, SDK_STEP_CHAIN_TEXT));
	CHECK_STR(text, "(5-4)r3c4=(4)r5c4\n(5-4)r3c4\n(5-9)r3c4\n(6)r3c4-(6)r4c46=(6)r4c1=(4)r5c4\n"
			  "(6)r4c46=(6-5)r9c4");
	sdk_step_explanation(&g, step, text, SDK_STEP_EXPLANATION_TEXT);
	CHECK_STR(text, "Forcing Net Verity => r5c4=4");

	/*
	 * A side chain forking from a literal of an earlier side chain stands
	 * inside that one's parentheses; one whose fork is nowhere stands
	 * whole after the branch's first literal.
	 */
	memset(step, 0, sizeof(*step));
	step->flags = SDK_STEP_FORCING;
	{
		static const sdk_chain_entry net[] = {
			{0, 1, SDK_CHAIN_ON | SDK_CHAIN_START},
			{1, 1, 0},
			{10, 1, SDK_CHAIN_ON},
			{1, 1, SDK_CHAIN_START | SDK_CHAIN_NET},
			{19, 1, SDK_CHAIN_ON},
			{22, 1, 0},
			{19, 1, SDK_CHAIN_ON | SDK_CHAIN_START | SDK_CHAIN_NET},
			{19, 7, 0},
			{80, 9, SDK_CHAIN_ON | SDK_CHAIN_START | SDK_CHAIN_NET},
			{79, 9, 0},
		};

		memcpy(step->chain, net, sizeof(net));
		step->nchain = (int) (sizeof(net) / sizeof(net[0]));
	}
	CHECK(sdk_step_chain_text(&g, step, text, SDK_STEP_CHAIN_TEXT));
	CHECK_STR(text, "r1c1=1 (r9c9=9 r9c8<>9) r1c2<>1 (r3c2=1 (r3c2<>7) r3c5<>1) r2c2=1");
	free(want_lines);
	free(want);
	free(text);
	free(step);
}

/* ---- names and large grids ---- */

/*
 * What a writer of cells' names (sdk_cells_name, sdk_cells_compact) owes
 * any buffer: no cell, an empty name; a buffer of one byte holds only its
 * end; of none, nothing is written.
 */
static void
check_name_buffers(void (*write) (const sdk_geometry *, const uint16_t *, int, char *, size_t),
				   const sdk_geometry *g, const uint16_t *cells, int count)
{
	char		name[64];

	memset(name, 'x', sizeof(name));
	write(g, cells, 0, name, sizeof(name));
	CHECK_STR(name, "");
	memset(name, 'x', sizeof(name));
	write(g, cells, 0, name, 1);
	CHECK_INT(name[0], '\0');
	memset(name, 'x', sizeof(name));
	write(g, cells, count, name, 1);
	CHECK_INT(name[0], '\0');
	memset(name, 'x', sizeof(name));
	write(g, cells, count, name, 0);
	CHECK_INT(name[0], 'x');
}

static void
test_cells_name(void)
{
	sdk_geometry g9,
				g16;
	sdk_error	err;
	char		name[64];
	static const uint16_t row[] = {3, 4, 5},
				col[] = {6, 15},
				apart[] = {0, 10},
				big_row[] = {9 * 16 + 10, 9 * 16 + 11},
				big_col[] = {0 * 16 + 4, 11 * 16 + 4};

	sdk_geometry_init(&g9, 9, 3, 3, &err);
	sdk_geometry_init(&g16, 16, 4, 4, &err);
	sdk_cells_name(&g9, row, 3, name, sizeof(name));
	CHECK_STR(name, "r1c456");
	sdk_cells_name(&g9, col, 2, name, sizeof(name));
	CHECK_STR(name, "r12c7");
	sdk_cells_name(&g9, row, 1, name, sizeof(name));
	CHECK_STR(name, "r1c4");
	sdk_cells_name(&g9, apart, 2, name, sizeof(name));
	CHECK_STR(name, "r1c1,r2c2");
	sdk_cells_name(&g16, big_row, 2, name, sizeof(name));
	CHECK_STR(name, "r10c11/12");
	sdk_cells_name(&g16, big_col, 2, name, sizeof(name));
	CHECK_STR(name, "r1/12c5");
	check_name_buffers(sdk_cells_name, &g9, row, 3);
	sdk_cells_name(&g16, big_row, 1, name, sizeof(name));
	CHECK_STR(name, "r10c11");
}

/*
 * A set's cells as HoDoKu writes them (sdk_cells_compact): put in cell
 * order and each written once whatever order they come in, the smallest
 * last; a part by row, then by column; "/" past 9; small buffers.
 */
static void
test_cells_compact(void)
{
	sdk_geometry g9,
				g16;
	sdk_error	err;
	char		name[64];
	/* r6c9 r4c9 r6c7 r4c7 r5c9 r6c8 r4c9 r4c7: the first and the smallest twice */
	static const uint16_t scrambled[] = {53, 35, 51, 33, 44, 52, 35, 33},
				big[] = {11 * 16 + 4, 9 * 16 + 11, 0 * 16 + 4, 9 * 16 + 10};

	sdk_geometry_init(&g9, 9, 3, 3, &err);
	sdk_geometry_init(&g16, 16, 4, 4, &err);
	sdk_cells_compact(&g9, scrambled, 8, name, sizeof(name));
	CHECK_STR(name, "r4c79,r56c9,r6c78");
	sdk_cells_compact(&g9, scrambled, 1, name, sizeof(name));
	CHECK_STR(name, "r6c9");
	sdk_cells_compact(&g16, big, 4, name, sizeof(name));
	CHECK_STR(name, "r1/12c5,r10c11/12");
	check_name_buffers(sdk_cells_compact, &g9, scrambled, 8);
	sdk_cells_compact(&g9, scrambled, 8, name, 6);
	CHECK_STR(name, "r4c79");
}

/*
 * An X-Chain on a 16x16 grid (its breadth-first search): digit 10 (A) only
 * in r10c2 and r10c12 of row 10 and in r14c2 and r14c9 of row 14, in every
 * other cell elsewhere.  r10c12=r10c2-r14c2=r14c9: the cells that see both
 * ends lose A.
 */
static void
test_x_chain_16(void)
{
	sdk_geometry g;
	sdk_error	err;
	sdk_position *p = malloc(sizeof(sdk_position));
	first_step *fs = malloc(sizeof(first_step));
	char		text[256];
	int			c;

	CHECK_INT(sdk_geometry_init(&g, 16, 4, 4, &err), SDK_OK);
	sdk_position_init(p, &g);
	for (c = 0; c < 16; c++)
	{
		if (c != 1 && c != 11)
			p->cand[9 * 16 + c] &= ~SDK_BIT(10);
		if (c != 1 && c != 8)
			p->cand[13 * 16 + c] &= ~SDK_BIT(10);
	}
	memset(fs, 0, sizeof(*fs));
	CHECK_INT(sdk_find_steps(p, sdk_technique_lookup("X-Chain"), NULL, count_all, fs,
							 sdk_default_env(), &err), SDK_OK);
	CHECK_INT(fs->found, 1);
	CHECK(sdk_step_chain_text(&g, &fs->step, text, sizeof(text)));
	CHECK_STR(text, "(A)r10c12=(A)r10c2-(A)r14c2=(A)r14c9");
	free(fs);
	free(p);
}

void
suite_chains(void)
{
	test_chain_steps();
	test_no_chain();
	test_forcing_text();
	test_cells_name();
	test_cells_compact();
	test_x_chain_16();
}
