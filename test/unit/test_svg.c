/*
 * test_svg.c -- pictures (svg.c) and steps read back from their rows
 * (step_read.c): exact facts of the SVG (viewBox, counts of elements, a
 * given's text element in its group, a struck candidate at its place, a
 * chain's links), well-formed XML on every grid size with and without a
 * step, the same bytes twice, the HTML walk-through, running out of
 * memory; and every chain of HoDoKu's chain and forcing steps in
 * test/data written as text, read back and written again.
 */
#include "harness.h"
#include "suites.h"
#include "test_util.h"
#include "sudoku_core.h"
#include "logic.h"
#include "svg.h"

#include <stdlib.h>

/* ---- helpers ---- */

static int
count_of(const char *hay, const char *needle)
{
	int			count = 0;
	size_t		len = strlen(needle);

	for (; (hay = strstr(hay, needle)) != NULL; hay += len)
		count++;
	return count;
}

/* The text of the first group of that class, up to its "</g>" (a copy). */
static char *
group_of(const char *svg, const char *cls)
{
	char		open[64];
	const char *from,
			   *to;
	char	   *copy;

	snprintf(open, sizeof(open), "<g class=\"%s\"", cls);
	from = strstr(svg, open);
	if (from == NULL)
		return NULL;
	to = strstr(from, "</g>");
	if (to == NULL)
		return NULL;
	copy = malloc((size_t) (to - from) + 1);
	memcpy(copy, from, (size_t) (to - from));
	copy[to - from] = '\0';
	return copy;
}

static int
count_in_group(const char *svg, const char *cls, const char *needle)
{
	char	   *g = group_of(svg, cls);
	int			count = g ? count_of(g, needle) : -1;

	free(g);
	return count;
}

static bool
is_name_char(char ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
		ch == '-' || ch == '_' || ch == ':';
}

/* "&amp;" "&lt;" "&gt;" "&quot;" "&#39;" at s */
static size_t
entity_len(const char *s)
{
	static const char *const entities[] = {"&amp;", "&lt;", "&gt;", "&quot;", "&#39;"};
	size_t		i;

	for (i = 0; i < sizeof(entities) / sizeof(entities[0]); i++)
		if (strncmp(s, entities[i], strlen(entities[i])) == 0)
			return strlen(entities[i]);
	return 0;
}

/*
 * Well-formed XML (or HTML with <!DOCTYPE> and void <meta>): tags nest
 * and match, attributes are quoted, text and values hold no raw '<' and
 * no '&' but an entity.  Returns NULL or what is wrong.
 */
static const char *
check_markup(const char *s)
{
	char		stack[64][32];
	int			depth = 0;
	bool		seen_root = false;

	while (*s)
	{
		if (*s == '&')
		{
			if (entity_len(s) == 0)
				return "a raw '&'";
			s += entity_len(s);
			continue;
		}
		if (*s == '>')
			return "a raw '>' in text";
		if (*s != '<')
		{
			s++;
			continue;
		}
		if (strncmp(s, "<!DOCTYPE html>", 15) == 0)
		{
			s += 15;
			continue;
		}
		if (s[1] == '/')
		{
			size_t		len = 0;

			s += 2;
			while (is_name_char(s[len]))
				len++;
			if (depth == 0 || strlen(stack[depth - 1]) != len || strncmp(stack[depth - 1], s, len) != 0 ||
				s[len] != '>')
				return "a closing tag that does not match";
			depth--;
			s += len + 1;
			continue;
		}
		{
			size_t		len = 0;
			bool		self_closed = false;

			s++;
			while (is_name_char(s[len]))
				len++;
			if (len == 0 || len >= sizeof(stack[0]))
				return "a bad tag name";
			if (depth == 0 && seen_root)
				return "a second root element";
			if (depth >= 64)
				return "nested too deep";
			memcpy(stack[depth], s, len);
			stack[depth][len] = '\0';
			s += len;
			for (;;)
			{
				while (*s == ' ' || *s == '\n')
					s++;
				if (*s == '>')
				{
					s++;
					break;
				}
				if (s[0] == '/' && s[1] == '>')
				{
					s += 2;
					self_closed = true;
					break;
				}
				len = 0;
				while (is_name_char(s[len]))
					len++;
				if (len == 0 || s[len] != '=' || s[len + 1] != '"')
					return "an attribute that is not name=\"value\"";
				s += len + 2;
				while (*s && *s != '"')
				{
					if (*s == '<')
						return "a '<' in an attribute";
					if (*s == '&')
					{
						if (entity_len(s) == 0)
							return "a raw '&' in an attribute";
						s += entity_len(s);
					}
					else
						s++;
				}
				if (*s != '"')
					return "an attribute not closed";
				s++;
			}
			if (strcmp(stack[depth], "meta") == 0)
				self_closed = true;
			if (!self_closed)
				depth++;
			if (depth == 1 || (depth == 0 && self_closed))
				seen_root = true;
			/* a style element's text is CSS: no markup in it here */
		}
	}
	return depth == 0 && seen_root ? NULL : "elements left open";
}

typedef struct first_step
{
	int			found;
	int			want;
	sdk_step	step;
} first_step;

static bool
keep_nth(const sdk_step *step, void *arg)
{
	first_step *fs = (first_step *) arg;

	if (fs->found++ == fs->want)
	{
		fs->step = *step;
		return false;
	}
	return true;
}

/* The ids' hashed prefix, "sdk-1a2b3c4d-" (svg.h), of a picture; "" if none. */
static void
prefix_of(const char *svg, char *prefix)
{
	const char *at = strstr(svg, "aria-labelledby=\"");
	int			i;

	prefix[0] = '\0';
	if (at == NULL || strncmp(at + 17, "sdk-", 4) != 0)
		return;
	at += 17;
	for (i = 4; i < 12; i++)
		if (!strchr("0123456789abcdef", at[i]))
			return;
	if (at[12] != '-')
		return;
	memcpy(prefix, at, 13);
	prefix[13] = '\0';
}

/* The picture with its hashed prefix written "sdk-", in place. */
static void
unhash(char *svg)
{
	char		prefix[16];
	char	   *at,
			   *to = svg;
	const char *from = svg;

	prefix_of(svg, prefix);
	if (!CHECK(prefix[0] != '\0'))
		return;
	while ((at = strstr(from, prefix)) != NULL)
	{
		size_t		keep = (size_t) (at - from) + 4;

		memmove(to, from, keep);
		to += keep;
		from = at + 13;
	}
	memmove(to, from, strlen(from) + 1);
}

/* A picture of the position (and step), its ids' hash written "sdk-". */
static char *
draw(const sdk_position *p, const sdk_step *step, bool marks)
{
	sdk_svg_options o;
	sdk_error	err;
	char	   *out = NULL;
	size_t		len = 0;

	sdk_svg_options_default(&o);
	o.pencil_marks = marks;
	if (!CHECK_INT(sdk_svg(p, step, &o, sdk_default_env(), &out, &len, &err), SDK_OK))
		return NULL;
	CHECK_INT(strlen(out), len);
	unhash(out);
	return out;
}

static const char classic[] =
	"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/* HoDoKu's X-Wing, 3 in r3,r7 over c3,c4 (test/data/hodoku_fish.txt) */
static const char xwing[] =
	":0300:3:9.....+5+6+1..+6.+1.7+937+1..962486...2+147+9........5....4...642..+586+1+75.71.+2..+4..1....+52::313 314 343 344 353 354 363 364 394::";

/* HoDoKu's X-Chain (test/data/hodoku_chains.txt): 7 r1c1 =7= r1c8 ... => r4c2<>7 */
static const char xchain[] =
	":0701:7:3.4+52..8...6.+9.....5..7.3.....68+9.2+3...+734....6+315+27...1.+9+6......9.+4..6.+6.8217..5::742::5";

/* ---- the board ---- */

static void
test_board(void)
{
	sdk_position p;
	sdk_error	err;
	char	   *svg,
			   *marks;
	int			chars = 0,
				c,
				w,
				h,
				x,
				y,
				r;
	const char *at;

	CHECK_INT(parse_str(classic, &p, &err), SDK_OK);
	svg = draw(&p, NULL, true);
	if (svg == NULL)
		return;
	CHECK(strncmp(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 580 580\" role=\"img\"", 72) == 0);
	/* no fixed pixel size */
	CHECK(strstr(svg, " width=\"580\"") == NULL || strstr(svg, "<rect class=\"sdk-background\"") != NULL);
	CHECK(strstr(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 580 580\" role=\"img\" aria-labelledby=\"sdk-title\"") == svg);
	CHECK(strstr(svg, "<title id=\"sdk-title\">Sudoku 9x9: 30 givens, 0 placed, 51 empty cells</title>") != NULL);
	CHECK(check_markup(svg) == NULL);
	/* givens: 30 texts in their group, r1c1's 5 at its place, bold black */
	CHECK_INT(count_in_group(svg, "sdk-givens", "<text "), 30);
	CHECK(strstr(svg, "<g class=\"sdk-givens\" font-size=\"42\" font-weight=\"bold\" fill=\"#000\" text-anchor=\"middle\">\n<text x=\"60\" y=\"75.1\">5</text>\n<text x=\"120\" y=\"75.1\">3</text>\n") != NULL);
	CHECK(strstr(svg, "sdk-placed") == NULL);
	/* nine labels each way, the row labels at the left */
	CHECK_INT(count_in_group(svg, "sdk-labels", "<text "), 18);
	CHECK(strstr(svg, "<text x=\"15\" y=\"545\">9</text>") != NULL);
	/* thin lines: 6 each way inside the boxes; box lines 2 each way; the border */
	CHECK(strstr(svg, "<path class=\"sdk-lines\" stroke=\"#a0a0a0\" stroke-width=\"1\" d=\"M90 30v540M30 90h540M150 30v540M30 150h540M270 30v540") != NULL);
	CHECK(strstr(svg, "<path class=\"sdk-boxes\" stroke=\"#000\" stroke-width=\"3\" d=\"M210 30v540M390 30v540M30 210h540M30 390h540\"/>") != NULL);
	/* the marks: a text per empty cell, a character per candidate, at fixed places */
	marks = group_of(svg, "sdk-marks");
	CHECK(marks != NULL);
	CHECK_INT(count_of(marks, "<text "), 51);
	for (c = 0; c < 81; c++)
		chars += sdk_bit_count(p.cand[c]);
	for (at = marks ? strstr(marks, "\">") : NULL; at; at = strstr(at + 2, "\">"))
	{
		const char *end = strstr(at, "</text>");

		if (end && end - at - 2 <= 9)
			chars -= (int) (end - at - 2);
	}
	CHECK_INT(chars, 0);
	/* r1c3 holds 1 2 4: the first marks text */
	CHECK(marks && strstr(marks, "<text x=\"160 180 160\" y=\"45.7 45.7 65.7\">124</text>") != NULL);
	sdk_svg_candidate_center(&p.geo, 2, 4, &x, &y, &r);
	CHECK_INT(x, 1600);
	CHECK_INT(y, 600);
	CHECK_INT(r, 92);
	sdk_svg_size(&p.geo, &w, &h);
	CHECK_INT(w, 5800);
	CHECK_INT(h, 5800);
	free(marks);
	free(svg);

	/* without marks: no marks group; placed digits apart from givens */
	sdk_place(&p, 4 * 9 + 4, 5, false);
	svg = draw(&p, NULL, false);
	CHECK(svg && strstr(svg, "sdk-marks") == NULL);
	CHECK(svg && strstr(svg, "<g class=\"sdk-placed\" font-size=\"42\" fill=\"#1f4fc8\" text-anchor=\"middle\">\n<text x=\"300\" y=\"315.1\">5</text>\n</g>") != NULL);
	CHECK(svg && strstr(svg, "1 placed, 50 empty cells") != NULL);
	free(svg);
}

/* ---- steps ---- */

static void
test_fish_step(void)
{
	sdk_position p;
	sdk_error	err;
	first_step *fs = calloc(1, sizeof(first_step));
	char	   *svg,
			   *again;
	sdk_svg_options o;
	size_t		len;

	CHECK_INT(parse_str(xwing, &p, &err), SDK_OK);
	CHECK_INT(sdk_find_steps(&p, sdk_technique_lookup("X-Wing"), NULL, keep_nth, fs, sdk_default_env(), &err), SDK_OK);
	if (!CHECK(fs->found > 0))
	{
		free(fs);
		return;
	}
	svg = draw(&p, &fs->step, true);
	if (svg == NULL)
	{
		free(fs);
		return;
	}
	CHECK(check_markup(svg) == NULL);
	/* the title is the step, escaped */
	CHECK(strstr(svg, "<title id=\"sdk-title\">X-Wing: 3 in r3,r7 only in c3,c4 =&gt; r1c3&lt;&gt;3, r1c4&lt;&gt;3,") != NULL);
	/* base rows shaded, cover columns hatched */
	CHECK_INT(count_in_group(svg, "sdk-base", "<rect "), 2);
	CHECK(strstr(svg, "<g class=\"sdk-base\" fill=\"#cfe0fb\" fill-opacity=\"0.7\">\n<rect x=\"30\" y=\"150\" width=\"540\" height=\"60\"/>\n<rect x=\"30\" y=\"390\" width=\"540\" height=\"60\"/>\n</g>") != NULL);
	CHECK_INT(count_in_group(svg, "sdk-cover", "<rect "), 2);
	CHECK(strstr(svg, "<g class=\"sdk-cover\" fill=\"url(#sdk-hatch)\">\n<rect x=\"150\" y=\"30\" width=\"60\" height=\"540\"/>") != NULL);
	CHECK(strstr(svg, "<pattern id=\"sdk-hatch\"") != NULL);
	/* nine eliminations, each struck; the four corners of the fish green */
	CHECK_INT(count_of(svg, "<circle class=\"sdk-elim\""), 9);
	CHECK_INT(count_of(svg, "<line class=\"sdk-strike\""), 9);
	CHECK_INT(count_of(svg, "<circle class=\"sdk-pattern\""), 4);
	CHECK_INT(count_of(svg, "<circle class=\"sdk-place\""), 0);
	/* r1c3<>3: candidate 3 of r1c3 at (200, 40), a disc of radius 9.2 struck from lower left to upper right */
	CHECK(strstr(svg, "<circle class=\"sdk-elim\" cx=\"200\" cy=\"40\" r=\"9.2\" fill=\"#f05a64\"/>\n<text x=\"200\" y=\"45.7\">3</text>\n"
				 "<line class=\"sdk-strike\" x1=\"193.5\" y1=\"46.5\" x2=\"206.5\" y2=\"33.5\" stroke=\"#8b0000\"") != NULL);
	/* r3c3's 3 is a corner of the fish */
	CHECK(strstr(svg, "<circle class=\"sdk-pattern\" cx=\"200\" cy=\"160\" r=\"9.2\" fill=\"#34c45a\"/>") != NULL);
	/* an eliminated or pattern candidate is not also a plain mark: r1c3 keeps 2 4 8 */
	CHECK(strstr(svg, ">248</text>") != NULL);
	/* no chain, no links */
	CHECK(strstr(svg, "sdk-links") == NULL);
	/* the same bytes again */
	again = draw(&p, &fs->step, true);
	CHECK(again && strcmp(svg, again) == 0);
	free(again);
	/* without marks the step's candidates stay */
	again = draw(&p, &fs->step, false);
	CHECK(again && strstr(again, "sdk-marks") == NULL && count_of(again, "<circle class=\"sdk-elim\"") == 9);
	free(again);
	/* ids: "sdk-" and a hash of the picture, the same for the same picture, another for another */
	{
		char		*a,
				   *b,
				   *c,
					pa[16],
					pb[16],
					pc[16];

		sdk_svg(&p, &fs->step, NULL, sdk_default_env(), &a, &len, &err);
		sdk_svg(&p, &fs->step, NULL, sdk_default_env(), &b, &len, &err);
		sdk_svg(&p, NULL, NULL, sdk_default_env(), &c, &len, &err);
		prefix_of(a, pa);
		prefix_of(b, pb);
		prefix_of(c, pc);
		CHECK_INT(strlen(pa), 13);
		CHECK_STR(pa, pb);
		CHECK(strcmp(pa, pc) != 0);
		CHECK_INT(count_of(a, pa), 5);	/* labelledby, title, marker, hatch, its use */
		free(a);
		free(b);
		free(c);
	}
	/* an id prefix and a title of one's own */
	sdk_svg_options_default(&o);
	o.id_prefix = "s1-\"><x";
	o.title = "A & B";
	CHECK_INT(sdk_svg(&p, &fs->step, &o, sdk_default_env(), &again, &len, &err), SDK_OK);
	CHECK(strstr(again, "aria-labelledby=\"s1-xtitle\"") != NULL);
	CHECK(strstr(again, "<title id=\"s1-xtitle\">A &amp; B</title>") != NULL);
	CHECK(strstr(again, "url(#s1-xhatch)") != NULL);
	free(again);
	free(svg);

	/* the step fits its position, not the one after it */
	CHECK(sdk_step_fits(&p, &fs->step, &err));
	sdk_apply_step(&p, &fs->step);
	CHECK(!sdk_step_fits(&p, &fs->step, &err));
	CHECK_STR(err.detail, "The step eliminates r1c3<>3, which is not a pencil mark of the position.");
	free(fs);
}

static void
test_chain_step(void)
{
	sdk_position p;
	sdk_error	err;
	first_step *fs = calloc(1, sizeof(first_step));
	char	   *svg,
			   *links;

	CHECK_INT(parse_str(xchain, &p, &err), SDK_OK);
	CHECK_INT(sdk_find_steps(&p, sdk_technique_lookup("X-Chain"), NULL, keep_nth, fs, sdk_default_env(), &err), SDK_OK);
	if (!CHECK(fs->found > 0) || (svg = draw(&p, &fs->step, true)) == NULL)
	{
		free(fs);
		return;
	}
	CHECK(check_markup(svg) == NULL);
	/* six literals, five links: strong solid, weak dashed, each with the arrow head */
	CHECK_INT(fs->step.nchain, 6);
	links = group_of(svg, "sdk-links");
	CHECK(links != NULL);
	CHECK_INT(count_of(links ? links : "", "<path class=\"sdk-strong\""), 3);
	CHECK_INT(count_of(links ? links : "", "<path class=\"sdk-weak\""), 2);
	CHECK_INT(count_of(links ? links : "", "stroke-dasharray=\"6 4\""), 2);
	CHECK_INT(count_of(links ? links : "", "marker-end=\"url(#sdk-arrow)\""), 5);
	CHECK(strstr(svg, "<marker id=\"sdk-arrow\"") != NULL);
	/* the chain's literals: on green, off light blue; the elimination struck */
	CHECK_INT(count_of(svg, "<circle class=\"sdk-on\""), 3);
	CHECK_INT(count_of(svg, "<circle class=\"sdk-off\""), 3);
	CHECK_INT(count_of(svg, "<circle class=\"sdk-elim\""), 1);
	/* the first link, r1c1 =7= r1c8: a straight line along row 1 between the discs */
	CHECK(links && strstr(links, "<path class=\"sdk-strong\" d=\"M109.2 80L510.8 80\" marker-end=\"url(#sdk-arrow)\"/>") != NULL);
	free(links);
	free(svg);
	free(fs);
}

/* A forcing chain: the technique's name leads the title; arrows, a placement ringed. */
static void
test_forcing_step(void)
{
	static const char line[] =
		":1302:4:63.7+5...+85+8...4+6+7...768.3.+549+8.+751.+6...+4+6+8....+569..+487.+65.478.....8.+6..1+8..+5.3.64:213 913 116 218 918 225 925 238 938 161 371 983 287 987 388 997::413:";
	sdk_position p;
	sdk_error	err;
	first_step *fs = calloc(1, sizeof(first_step));
	char	   *svg;

	CHECK_INT(parse_str(line, &p, &err), SDK_OK);
	CHECK_INT(sdk_logic_solve(&p, NULL, 1, keep_nth, fs, NULL, NULL, sdk_default_env(), &err), SDK_OK);
	if (CHECK(fs->found == 1) && (svg = draw(&p, &fs->step, true)) != NULL)
	{
		CHECK(check_markup(svg) == NULL);
		CHECK(strstr(svg, "<title id=\"sdk-title\">Forcing Chain Verity: every place of 4 in c1 implies it =&gt; r1c3=4</title>") != NULL);
		CHECK_INT(count_of(svg, "<circle class=\"sdk-place\" cx=\"160\" cy=\"60\""), 1);
		CHECK_INT(count_of(svg, "<circle class=\"sdk-ring\""), 1);
		CHECK(count_of(svg, "marker-end=") >= 10);
		/* a group node (r5c89) in a dotted frame */
		CHECK_INT(count_of(svg, "<rect class=\"sdk-group\""), 1);
		free(svg);
	}
	free(fs);
}

/* ---- every size ---- */

static void
test_sizes(void)
{
	static const int shapes[][2] = {
		{2, 2}, {2, 3}, {3, 2}, {2, 4}, {3, 3}, {2, 5}, {3, 4}, {2, 7}, {3, 5}, {4, 4},
		{3, 6}, {4, 5}, {3, 7}, {2, 11}, {4, 6}, {5, 5}
	};
	test_rng	rng = {0x5eed5eedULL};
	size_t		i;

	for (i = 0; i < sizeof(shapes) / sizeof(shapes[0]); i++)
	{
		sdk_geometry g;
		sdk_position p;
		sdk_error	err;
		first_step *fs = calloc(1, sizeof(first_step));
		char	   *svg,
					box[64];
		int			n = shapes[i][0] * shapes[i][1],
					c,
					w,
					h;
		const char *problem;

		if (!CHECK_INT(sdk_geometry_init(&g, n, shapes[i][0], shapes[i][1], &err), SDK_OK))
			continue;
		random_solution(&rng, &g, &p);
		for (c = 0; c < n * n; c++)
			if (rng_next(&rng, 2))
			{
				p.value[c] = 0;
				p.given[c] = 0;
			}
		sdk_position_reset_marks(&p);
		/* a placed digit too */
		for (c = 0; c < n * n && p.value[c] == 0; c++)
			;
		if (c < n * n)
			p.given[c] = 0;
		sdk_svg_size(&g, &w, &h);
		snprintf(box, sizeof(box), "viewBox=\"0 0 %d %d\"", w / 10, h / 10);
		svg = draw(&p, NULL, true);
		if (svg)
		{
			problem = check_markup(svg);
			if (!CHECK(problem == NULL))
				fprintf(stderr, "    %dx%d: %s\n", n, n, problem);
			CHECK(strstr(svg, box) != NULL);
			CHECK_INT(count_in_group(svg, "sdk-givens", "<text "), sdk_given_count(&p));
			CHECK_INT(count_in_group(svg, "sdk-labels", "<text "), 2 * n);
			CHECK_INT(count_in_group(svg, "sdk-marks", "<text "), sdk_empty_count(&p));
		}
		free(svg);
		/* the first step of the solve drawn on it */
		CHECK_INT(sdk_logic_solve(&p, NULL, 1, keep_nth, fs, NULL, NULL, sdk_default_env(), &err), SDK_OK);
		if (CHECK(fs->found == 1) && (svg = draw(&p, &fs->step, true)) != NULL)
		{
			problem = check_markup(svg);
			if (!CHECK(problem == NULL))
				fprintf(stderr, "    %dx%d with a step: %s\n", n, n, problem);
			CHECK_INT(count_of(svg, "<circle class=\"sdk-place\""), fs->step.nplacements);
			CHECK_INT(count_of(svg, "<circle class=\"sdk-ring\""), fs->step.nplacements);
			free(svg);
		}
		free(fs);
	}
}

/* ---- the walk-through ---- */

static void
test_walkthrough(void)
{
	sdk_position p;
	sdk_error	err;
	sdk_rating	rating;
	char	   *html = NULL;
	size_t		len = 0;
	const char *problem;
	char		id[64];

	CHECK_INT(parse_str(classic, &p, &err), SDK_OK);
	CHECK_INT(sdk_logic_solve(&p, NULL, 0, NULL, NULL, NULL, &rating, sdk_default_env(), &err), SDK_OK);
	CHECK_INT(sdk_walkthrough_html(&p, NULL, true, sdk_default_env(), &html, &len, &err), SDK_OK);
	if (!CHECK(html != NULL))
		return;
	CHECK_INT(strlen(html), len);
	CHECK(strncmp(html, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n", 63) == 0);
	problem = check_markup(html);
	if (!CHECK(problem == NULL))
		fprintf(stderr, "    walk-through: %s\n", problem);
	/* a section and a picture per step, the start and the end */
	CHECK_INT(count_of(html, "<section id=\"step-"), rating.steps);
	CHECK_INT(count_of(html, "<svg "), rating.steps + 2);
	CHECK_INT(count_of(html, "<figcaption>"), rating.steps + 2);
	CHECK(strstr(html, "<h2>Step 1: Naked Single</h2>") != NULL);
	CHECK(strstr(html, "<figcaption>Naked Single: r5c5 can only be 5 =&gt; r5c5=5</figcaption>") != NULL);
	/* the ids of each picture are its own */
	snprintf(id, sizeof(id), "<title id=\"sdk-s%d-title\">", rating.steps);
	CHECK(strstr(html, id) != NULL);
	CHECK_INT(count_of(html, "<title id=\"sdk-s1-title\">"), 1);
	CHECK(strstr(html, "<title id=\"sdk-start-title\">") != NULL);
	CHECK(strstr(html, "<title id=\"sdk-end-title\">") != NULL);
	CHECK(strstr(html, "<h2>Solved</h2>") != NULL);
	CHECK(strstr(html, "level Easy") != NULL);
	free(html);

	/* a techniques list that stops short: the page says where */
	{
		sdk_logic_options o;
		const char *items[] = {"Full House"};

		sdk_logic_options_default(&o);
		CHECK_INT(sdk_logic_options_techniques(&o, items, 1, &err), SDK_OK);
		CHECK_INT(sdk_walkthrough_html(&p, &o, false, sdk_default_env(), &html, &len, &err), SDK_OK);
		CHECK(html && strstr(html, "<h2>Where the techniques stop</h2>") != NULL);
		CHECK(html && check_markup(html) == NULL);
		free(html);
	}
}

/* ---- running out of memory ---- */

typedef struct budget_env
{
	int			left;			/* allocations that succeed */
	int			live;
} budget_env;

static void *
budget_alloc(size_t size, void *arg)
{
	budget_env *b = (budget_env *) arg;

	if (b->left-- <= 0)
		return NULL;
	b->live++;
	return malloc(size);
}

static void
budget_release(void *ptr, void *arg)
{
	((budget_env *) arg)->live--;
	free(ptr);
}

static bool
never(void *arg)
{
	(void) arg;
	return false;
}

static void
test_out_of_memory(void)
{
	sdk_position p;
	sdk_error	err;
	first_step *fs = calloc(1, sizeof(first_step));
	int			k;
	bool		walk_failed = false,
				walk_ok = false;

	CHECK_INT(parse_str(xwing, &p, &err), SDK_OK);
	sdk_find_steps(&p, sdk_technique_lookup("X-Wing"), NULL, keep_nth, fs, sdk_default_env(), &err);
	for (k = 0; k < 4; k++)
	{
		budget_env	b = {k, 0};
		sdk_env		env = {budget_alloc, budget_release, never, &b};
		char	   *out = NULL;
		size_t		len;
		sdk_status	rc = sdk_svg(&p, &fs->step, NULL, &env, &out, &len, &err);

		if (rc == SDK_OK)
		{
			CHECK(out != NULL && strstr(out, "</svg>\n") != NULL);
			budget_release(out, &b);
		}
		else
		{
			CHECK_INT(rc, SDK_ERR_NO_MEMORY);
			CHECK(out == NULL);
		}
		CHECK_INT(b.live, 0);
	}
	/* the walk-through fails cleanly wherever memory runs out */
	for (k = 0; k < 200 && !walk_ok; k += 7)
	{
		budget_env	b = {k, 0};
		sdk_env		env = {budget_alloc, budget_release, never, &b};
		char	   *out = NULL;
		size_t		len;
		sdk_status	rc;

		CHECK_INT(parse_str(classic, &p, &err), SDK_OK);
		rc = sdk_walkthrough_html(&p, NULL, true, &env, &out, &len, &err);
		if (rc == SDK_OK)
		{
			walk_ok = true;
			budget_release(out, &b);
		}
		else
		{
			walk_failed = true;
			CHECK(out == NULL);
		}
		CHECK_INT(b.live, 0);
	}
	CHECK(walk_failed);
	free(fs);
}

/* ---- steps read back from their rows ---- */

static bool
same_changes(const sdk_change *a, const sdk_change *b, int count)
{
	int			i;

	for (i = 0; i < count; i++)
		if (a[i].cell != b[i].cell || a[i].digit != b[i].digit)
			return false;
	return true;
}

static bool
same_chain(const sdk_step *a, const sdk_step *b)
{
	int			i;

	if (a->nchain != b->nchain)
		return false;
	for (i = 0; i < a->nchain; i++)
		if (a->chain[i].cell != b->chain[i].cell || a->chain[i].digit != b->chain[i].digit ||
			a->chain[i].flags != b->chain[i].flags)
			return false;
	return true;
}

static int
compare_lines(const void *a, const void *b)
{
	return strcmp(*(char *const *) a, *(char *const *) b);
}

/* The same lines, in any order: the same picture drawn in another order. */
static bool
same_lines(char *a, char *b)
{
	char	  **la = malloc(sizeof(char *) * (strlen(a) + 1)),
			  **lb = malloc(sizeof(char *) * (strlen(b) + 1));
	int			na = 0,
				nb = 0,
				i;
	char	   *tok;
	bool		same;

	for (tok = strtok(a, "\n"); tok; tok = strtok(NULL, "\n"))
		la[na++] = tok;
	for (tok = strtok(b, "\n"); tok; tok = strtok(NULL, "\n"))
		lb[nb++] = tok;
	qsort(la, (size_t) na, sizeof(char *), compare_lines);
	qsort(lb, (size_t) nb, sizeof(char *), compare_lines);
	same = na == nb;
	for (i = 0; same && i < na; i++)
		same = strcmp(la[i], lb[i]) == 0;
	free(la);
	free(lb);
	return same;
}

/*
 * Text where a side chain may stand whole: a "(" right after a line's
 * first literal.  There it reads as forking from that literal (logic.h).
 */
static bool
whole_side_chain_may_be(const char *chain)
{
	const char *line = chain;

	while (line && *line)
	{
		const char *space = strchr(line, ' ');
		const char *nl = strchr(line, '\n');

		if (space && (!nl || space < nl) && space[1] == '(')
			return true;
		line = nl ? nl + 1 : NULL;
	}
	return false;
}

/* A step's row as text, read back: the same step. */
static void
check_row_round_trip(const sdk_position *p, const sdk_step *step, int *exact)
{
	const sdk_geometry *g = &p->geo;
	sdk_step   *back = malloc(sizeof(sdk_step));
	sdk_step_text t;
	char		names[SDK_STEP_MAX_CHANGES + SDK_MAX_SIZE + 2 * SDK_STEP_MAX_UNITS][24];
	const char *ptrs[SDK_STEP_MAX_CHANGES + SDK_MAX_SIZE + 2 * SDK_STEP_MAX_UNITS];
	int			cells[SDK_STEP_MAX_CELLS];
	char	   *chain = malloc(SDK_STEP_CHAIN_TEXT),
			   *again = malloc(SDK_STEP_CHAIN_TEXT),
			   *expl = malloc(SDK_STEP_EXPLANATION_TEXT);
	int			k = 0,
				i;
	sdk_error	err;

	memset(&t, 0, sizeof(t));
	t.technique = sdk_technique_at(step->technique)->name;
	t.digits = step->digits;
	t.placements = ptrs + k;
	for (i = 0; i < step->nplacements; i++, k++)
	{
		sdk_change_name(g, step->placements[i], true, names[k], sizeof(names[k]));
		ptrs[k] = names[k];
	}
	t.nplacements = step->nplacements;
	t.eliminations = ptrs + k;
	for (i = 0; i < step->neliminations; i++, k++)
	{
		sdk_change_name(g, step->eliminations[i], false, names[k], sizeof(names[k]));
		ptrs[k] = names[k];
	}
	t.neliminations = step->neliminations;
	t.base_units = ptrs + k;
	for (i = 0; i < step->nbase; i++, k++)
	{
		sdk_unit_name(g, step->base[i], names[k], sizeof(names[k]));
		ptrs[k] = names[k];
	}
	t.nbase = step->nbase;
	t.cover_units = ptrs + k;
	for (i = 0; i < step->ncover; i++, k++)
	{
		sdk_unit_name(g, step->cover[i], names[k], sizeof(names[k]));
		ptrs[k] = names[k];
	}
	t.ncover = step->ncover;
	for (i = 0; i < step->ncells; i++)
		cells[i] = step->cells[i];
	t.cells = cells;
	t.ncells = step->ncells;
	sdk_step_explanation(g, step, expl, SDK_STEP_EXPLANATION_TEXT);
	t.explanation = expl;
	t.chain = sdk_step_chain_text(g, step, chain, SDK_STEP_CHAIN_TEXT) ? chain : NULL;
	if (CHECK_INT(sdk_step_read(g, &t, back, sdk_default_env(), &err), SDK_OK))
	{
		CHECK_INT(back->technique, step->technique);
		CHECK_INT(back->digits, step->digits);
		CHECK_INT(back->nplacements, step->nplacements);
		CHECK_INT(back->neliminations, step->neliminations);
		CHECK(same_changes(back->eliminations, step->eliminations, step->neliminations));
		CHECK(same_changes(back->placements, step->placements, step->nplacements));
		CHECK(back->nbase == step->nbase && memcmp(back->base, step->base, (size_t) step->nbase) == 0);
		CHECK(back->ncover == step->ncover && memcmp(back->cover, step->cover, (size_t) step->ncover) == 0);
		CHECK(back->ncells == step->ncells &&
			  memcmp(back->cells, step->cells, sizeof(uint16_t) * (size_t) step->ncells) == 0);
		CHECK_STR(back->text, step->text);
		CHECK_INT(back->flags & SDK_STEP_FORCING, step->flags & SDK_STEP_FORCING);
		/* the chains written again: the same text */
		if (t.chain)
		{
			CHECK(sdk_step_chain_text(g, back, again, SDK_STEP_CHAIN_TEXT));
			if (!CHECK_STR(again, chain))
				fprintf(stderr, "    %s\n", expl);
			if (same_chain(back, step))
				(*exact)++;
			else
			{
				/* a forcing net's side chains in another order: the same picture */
				char	   *ours = draw(p, step, true),
						   *theirs = draw(p, back, true);

				CHECK(step->flags & SDK_STEP_FORCING);
				if (!(ours && theirs && same_lines(ours, theirs)) && !CHECK(whole_side_chain_may_be(chain)))
					fprintf(stderr, "    %s\n", expl);
				free(ours);
				free(theirs);
			}
		}
		else
			CHECK_INT(back->nchain, 0);
	}
	else
		fprintf(stderr, "    %s: %s\n", expl, err.detail);
	free(expl);
	free(again);
	free(chain);
	free(back);
}

typedef struct all_steps
{
	const sdk_position *p;
	int			steps;
	int			chains;
	int			exact;
} all_steps;

static bool
round_trip_step(const sdk_step *step, void *arg)
{
	all_steps  *a = (all_steps *) arg;

	a->steps++;
	if (step->nchain > 0)
		a->chains++;
	check_row_round_trip(a->p, step, &a->exact);
	return true;
}

static void
test_read_back(void)
{
	static const char *const files[] = {
		"test/data/hodoku_chains.txt", "test/data/hodoku_forcing.txt", "test/data/hodoku_fish.txt",
		"test/data/hodoku_basics.txt", "test/data/hodoku_single_digit.txt"
	};
	char	   *line = malloc(8192);
	all_steps	a = {NULL, 0, 0, 0};
	size_t		f;
	int			forcing = 0;

	for (f = 0; f < sizeof(files) / sizeof(files[0]); f++)
	{
		FILE	   *in = fopen(files[f], "r");

		if (!CHECK(in != NULL))
			continue;
		while (fgets(line, 8192, in))
		{
			sdk_position p;
			sdk_error	err;
			char		code[8];
			const char *lib = line;
			int			tech;

			line[strcspn(line, "\r\n")] = '\0';
			if (strncmp(lib, "next", 4) == 0)
				lib += 4;
			if (lib[0] != ':' || strlen(lib) < 6 || parse_str(lib, &p, &err) != SDK_OK)
				continue;
			snprintf(code, sizeof(code), "%.4s", lib + 1);
			a.p = &p;
			if (lib != line)
			{
				/* a next: line: the solver's first step there */
				int			before = a.chains;

				CHECK_INT(sdk_logic_solve(&p, NULL, 1, round_trip_step, &a, NULL, NULL, sdk_default_env(), &err), SDK_OK);
				if (strncmp(code, "13", 2) == 0)
					forcing += a.chains - before;
			}
			else if ((tech = sdk_technique_lookup(code)) >= 0 && sdk_technique_at(tech)->find)
				CHECK_INT(sdk_find_steps(&p, tech, NULL, round_trip_step, &a, sdk_default_env(), &err), SDK_OK);
		}
		fclose(in);
	}
	/* the chain steps of the files, all of their kinds, read back */
	CHECK(a.steps > 200);
	CHECK(a.chains > 100);
	CHECK(forcing >= 20);
	/* entry for entry, all but a few forcing nets */
	CHECK(a.exact >= a.chains - forcing);
	free(line);
}

/* The chain readers on their own: HoDoKu's printed forcing chains, notation errors. */
static void
test_chain_read(void)
{
	static const char *const good[] = {
		"r1c2=5 (r1c4<>5) r1c7<>5 r1c7=2 r4c7<>2 r4c7=3 r4c4<>3 r9c4=3 r9c4<>5 r3c4=5 (r3c4<>4) (r3c4<>9) r3c4<>4 r5c4=4",
		"r7c3=2 (r7c7<>2) (r7c5<>2) (r7c1<>2) (r8c1<>2) r9c1<>2 r6c1=2 r6c5<>2 r9c5=2 r9c5<>1 r7c5=1 r7c7<>1 r7c7=7",
		"r4c7<>8 (r4c7=7 r5c9<>7 r5c9=5 r2c9<>5) (r4c7=7 r7c7<>7 r7c7=2 r7c5<>2) r4c1=8 r7c1<>8 r7c1=1\nr4c7=8 r4c7=8",
		"r5c4=7 r4c46<>7 r4c3=7 r4c3<>1 r4c1=1 r7c1<>1\nr5c4=7 r5c89<>7 r6c7=7 r7c7<>7 r7c7=2 r7c1<>2",
		"r1c1=1 (r9c9=9 r9c8<>9) r1c2<>1 (r3c2=1 (r3c2<>7) r3c5<>1) r2c2=1",
		/* HoDoKu: a side chain after each time the branch passes its fork, one of no literal a lone ")" */
		"r9c8<>8 (r6c8=8 r6c8<>1 r5c8=1) r2c6=4 (r3c4<>4) r5c6<>4 r2c6=4 (r3c4<>4) r5c4=4",
		"r1c3<>1 (r1c3=9 r3c1<>9 r3c6=9)) (r1c3=9 r4c6<>9) r2c3=1) r2c6<>1 r2c6=5",
		"r6c6=7 ALS:r4c456<>7 ALS:r5c4789<>9 ALS:r1235c2<>7 r8c2=8\nr7c5=9 (ALS:r45c5,r5c4<>9 r7c4<>4) ALS:r45c5<>9 r5c4=4",
		"(1)r6c7=(1)r8c7-(1)r8c3=(1)r9c2",
		"(3)r1c3=(3)r9c3-(3=8)r9c7-(8)r1c7=(8-3)r1c3",
		"(5)r4c8=(5)r6c8-(5=7)r6c3-(7)r4c12=(7-5)r4c8",
		"(1=2)r6c1-(2)r12c1=(2)r2c2-(2=1)r9c2",
		"(1)r1c3=(1-2)r4c3=(2)r8c3-(2=1)r7c1",
	};
	static const char *const broken[][2] = {
		{"(1)r6c7", "Chain line 1: a chain needs two literals at character 8."},
		{"(1)r6c7=(1)r8c", "Chain line 1: expected cells like r1c2 at character 12."},
		{"(1)r6c7=(A)r8c7", "Chain line 1: expected a digit at character 10."},
		{"(1)r6c7+(1)r8c7", "Chain line 1: expected \"=\" or \"-\" at character 8."},
		{"(12)r6c78=(1)r8c7", "Chain line 1: expected \")\", \"=\" or \"-\" at character 3."},
		{"(1=2)r6c78=(1)r8c7", "Chain line 1: a group with several digits at character 11."},
		{"r1c1=1 (r1c2<>1", "Chain line 1: a \"(\" is not closed at character 16."},
		{"r1c1=1 r1c2<>1\n)r1c2<>1", "Chain line 2: unexpected \")\" at character 16."},
		{"r1c1=1\nr1c2~1", "Chain line 2: expected \"=\" or \"<>\" at character 12."},
		{"r1c10=1 r1c2<>1", "Chain line 1: expected \"=\" or \"<>\" at character 5."},
		{"r1c1=1 r0c2<>1", "Chain line 1: expected cells like r1c2 at character 8."},
	};
	sdk_geometry g;
	sdk_step   *step = malloc(sizeof(sdk_step));
	char	   *text = malloc(SDK_STEP_CHAIN_TEXT);
	sdk_error	err;
	size_t		i;

	sdk_geometry_init(&g, 9, 3, 3, &err);
	for (i = 0; i < sizeof(good) / sizeof(good[0]); i++)
	{
		memset(step, 0, sizeof(*step));
		if (!CHECK_INT(sdk_step_chain_read(&g, good[i], step, sdk_default_env(), &err), SDK_OK))
		{
			fprintf(stderr, "    %s: %s\n", good[i], err.detail);
			continue;
		}
		CHECK_INT((step->flags & SDK_STEP_FORCING) != 0, good[i][0] == 'r');
		CHECK(sdk_step_chain_text(&g, step, text, SDK_STEP_CHAIN_TEXT));
		CHECK_STR(text, good[i]);
	}
	/* a one-literal chain, written twice, is one literal; a net's side chain forks from its literal */
	memset(step, 0, sizeof(*step));
	CHECK_INT(sdk_step_chain_read(&g, "r4c7=8 r4c7=8", step, sdk_default_env(), &err), SDK_OK);
	CHECK_INT(step->nchain, 1);
	CHECK_INT(sdk_step_chain_read(&g, "r3c4=5 (r3c4<>4) r5c4=4", step, sdk_default_env(), &err), SDK_OK);
	CHECK_INT(step->nchain, 4);
	CHECK_INT(step->chain[2].flags, SDK_CHAIN_ON | SDK_CHAIN_START | SDK_CHAIN_NET);
	CHECK_INT(step->chain[2].cell, 2 * 9 + 3);
	CHECK_INT(step->chain[3].flags, 0);
	/* the first literal of a Eureka chain is off before a strong link, a group's cells after it */
	CHECK_INT(sdk_step_chain_read(&g, "(7)r4c12=(7)r4c8", step, sdk_default_env(), &err), SDK_OK);
	CHECK_INT(step->nchain, 3);
	CHECK_INT(step->chain[0].flags, SDK_CHAIN_START);
	CHECK_INT(step->chain[1].flags, SDK_CHAIN_MORE);
	CHECK_INT(step->chain[2].flags, SDK_CHAIN_ON);
	for (i = 0; i < sizeof(broken) / sizeof(broken[0]); i++)
	{
		CHECK_INT(sdk_step_chain_read(&g, broken[i][0], step, sdk_default_env(), &err), SDK_ERR_SYNTAX);
		CHECK_STR(err.detail, broken[i][1]);
		CHECK_INT(step->nchain, 0);
	}
	/* a 16x16: digits past 9 as letters, numbers past 9 joined by "/" */
	sdk_geometry_init(&g, 16, 4, 4, &err);
	CHECK_INT(sdk_step_chain_read(&g, "(A)r10c11/12=(A)r14c12-(A=G)r16c16", step, sdk_default_env(), &err), SDK_OK);
	CHECK_INT(step->nchain, 5);
	CHECK_INT(step->chain[1].cell, 9 * 16 + 11);
	CHECK(sdk_step_chain_text(&g, step, text, SDK_STEP_CHAIN_TEXT));
	CHECK_STR(text, "(A)r10c11/12=(A)r14c12-(A=G)r16c16");
	free(text);
	free(step);
}

/* A row with a bad field is refused with what is wrong. */
static void
test_bad_rows(void)
{
	sdk_geometry g;
	sdk_step   *step = malloc(sizeof(sdk_step));
	sdk_step_text t;
	sdk_error	err;
	const char *elims[] = {"r1c1<>5", "r1c10<>5"};
	const char *places[] = {"r1c1<>5"};
	const char *units[] = {"x1"};

	sdk_geometry_init(&g, 9, 3, 3, &err);
	memset(&t, 0, sizeof(t));
	t.technique = "No Such Technique";
	CHECK_INT(sdk_step_read(&g, &t, step, sdk_default_env(), &err), SDK_ERR_SYNTAX);
	CHECK_STR(err.detail, "Unknown technique \"No Such Technique\"; name one as sudoku_techniques lists it.");
	t.technique = "0300";
	t.eliminations = elims;
	t.neliminations = 2;
	CHECK_INT(sdk_step_read(&g, &t, step, sdk_default_env(), &err), SDK_ERR_SYNTAX);
	CHECK_STR(err.detail, "Elimination 2, \"r1c10<>5\", does not read like r5c3<>4 in a 9x9 grid.");
	t.neliminations = 1;
	t.placements = places;
	t.nplacements = 1;
	CHECK_INT(sdk_step_read(&g, &t, step, sdk_default_env(), &err), SDK_ERR_SYNTAX);
	CHECK_STR(err.detail, "Placement 1, \"r1c1<>5\", does not read like r5c3=4 in a 9x9 grid.");
	t.nplacements = 0;
	t.base_units = units;
	t.nbase = 1;
	CHECK_INT(sdk_step_read(&g, &t, step, sdk_default_env(), &err), SDK_ERR_SYNTAX);
	CHECK_STR(err.detail, "Base unit 1, \"x1\", is not a unit like r5, c3 or b4 of a 9x9 grid.");
	t.nbase = 0;
	t.digits = SDK_BIT(10);
	CHECK_INT(sdk_step_read(&g, &t, step, sdk_default_env(), &err), SDK_ERR_SYNTAX);
	t.digits = SDK_BIT(5);
	t.explanation = "X-Wing: 5 in r1,r2\n  more";
	CHECK_INT(sdk_step_read(&g, &t, step, sdk_default_env(), &err), SDK_OK);
	CHECK_STR(step->text, "X-Wing: 5 in r1,r2");
	CHECK_INT(step->technique, sdk_technique_lookup("X-Wing"));
	CHECK_INT(step->neliminations, 1);
	free(step);
}

void
suite_svg(void)
{
	test_board();
	test_fish_step();
	test_chain_step();
	test_forcing_step();
	test_sizes();
	test_walkthrough();
	test_out_of_memory();
	test_chain_read();
	test_bad_rows();
	test_read_back();
}
