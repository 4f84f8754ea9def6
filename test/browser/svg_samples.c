/*
 * svg_samples.c -- writes sample pictures from the core (no server) and
 * the pixels a browser must show in them, for test/browser/check_svg.sh.
 *
 *   svg_samples [--all] DIR [SCALE]
 *
 * writes DIR/NAME.svg for each sample (--all: also those that the README
 * shows and nothing checks) and DIR/checks.txt, one line each:
 *
 *   svg NAME WIDTH HEIGHT                       render NAME.svg at this size (pixels)
 *   color NAME LABEL X0 Y0 X1 Y1 RRGGBB MIN     at least MIN of the box's pixels near that colour
 *   dark NAME LABEL X0 Y0 X1 Y1 MIN             at least MIN of the box's pixels dark (ink)
 *   line NAME LABEL X0 Y0 X1 Y1 RRGGBB MIN MAX  the share of points along the segment in that colour
 *   greys NAME LABEL X Y X Y X Y                three places whose greys differ in print
 *
 * Places come from the core's own layout (sdk_svg_candidate_center and
 * friends) at SCALE pixels per viewBox unit (default 2), so a check says
 * "the eliminated candidate of r1c3 is red", wherever the layout puts it.
 */
#include "sudoku_core.h"
#include "logic.h"
#include "svg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct sample_ctx
{
	const char *dir;
	FILE	   *checks;
	int			scale;			/* pixels per viewBox unit */
	int			failures;
} sample_ctx;

/* tenths of a unit to pixels */
static int
px(const sample_ctx *s, int tenths)
{
	return tenths * s->scale / 10;
}

typedef struct nth_step
{
	int			want;
	int			seen;
	sdk_position before;		/* along a path: the position before the step */
	bool		path;
	sdk_step	step;
} nth_step;

static bool
keep_nth(const sdk_step *step, void *arg)
{
	nth_step   *n = (nth_step *) arg;

	if (n->seen++ == n->want)
	{
		n->step = *step;
		return false;
	}
	if (n->path)
		sdk_apply_step(&n->before, step);
	return true;
}

static bool
parse(sample_ctx *s, const char *text, sdk_position *p)
{
	sdk_error	err;

	if (sdk_parse(text, strlen(text), 0, 0, p, &err) != SDK_OK)
	{
		fprintf(stderr, "svg_samples: %s\n", err.detail);
		s->failures++;
		return false;
	}
	return true;
}

/* Writes NAME.svg and its "svg" line. */
static void
write_svg(sample_ctx *s, const char *name, const sdk_position *p, const sdk_step *step, bool marks)
{
	sdk_svg_options o;
	sdk_error	err;
	char	   *out;
	size_t		len;
	char		path[1024];
	FILE	   *f;
	int			w,
				h;

	sdk_svg_options_default(&o);
	o.pencil_marks = marks;
	if (sdk_svg(p, step, &o, sdk_default_env(), &out, &len, &err) != SDK_OK)
	{
		fprintf(stderr, "svg_samples: %s: %s\n", name, err.detail);
		s->failures++;
		return;
	}
	snprintf(path, sizeof(path), "%s/%s.svg", s->dir, name);
	f = fopen(path, "w");
	if (f == NULL || fwrite(out, 1, len, f) != len || fclose(f) != 0)
	{
		fprintf(stderr, "svg_samples: cannot write %s\n", path);
		s->failures++;
	}
	free(out);
	sdk_svg_size(&p->geo, &w, &h);
	fprintf(s->checks, "svg %s %d %d\n", name, px(s, w), px(s, h));
}

/* A box of half-side d pixels around (x, y) in tenths. */
static void
color_at(sample_ctx *s, const char *name, const char *label, int x, int y, int d,
		 const char *rgb, double min)
{
	fprintf(s->checks, "color %s %s %d %d %d %d %s %.2f\n", name, label,
			px(s, x) - d, px(s, y) - d, px(s, x) + d, px(s, y) + d, rgb, min);
}

static void
cell_box(const sdk_geometry *g, int cell, int *x0, int *y0, int *x1, int *y1)
{
	int			x,
				y;

	sdk_svg_cell_center(g, cell, &x, &y);
	/* the middle of the cell, where a digit's strokes are */
	*x0 = x - 100;
	*x1 = x + 100;
	*y0 = y - 120;
	*y1 = y + 120;
}

static int
cell_of(const sdk_geometry *g, int row, int col)
{
	return (row - 1) * g->n + col - 1;
}

/* ---- the samples ---- */

static const char classic[] =
	"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

static void
sample_board(sample_ctx *s)
{
	sdk_position p;
	int			x0,
				y0,
				x1,
				y1,
				x,
				y,
				r;

	if (!parse(s, classic, &p))
		return;
	sdk_place(&p, cell_of(&p.geo, 5, 5), 5, false);
	write_svg(s, "board", &p, NULL, true);
	/* a given (r1c1 5) is dark ink; a placed digit (r5c5 5) blue; the paper white */
	cell_box(&p.geo, cell_of(&p.geo, 1, 1), &x0, &y0, &x1, &y1);
	fprintf(s->checks, "dark board given-r1c1-is-dark %d %d %d %d 0.15\n", px(s, x0), px(s, y0), px(s, x1), px(s, y1));
	cell_box(&p.geo, cell_of(&p.geo, 5, 5), &x0, &y0, &x1, &y1);
	fprintf(s->checks, "color board placed-r5c5-is-blue %d %d %d %d 1f4fc8 0.10\n", px(s, x0), px(s, y0), px(s, x1), px(s, y1));
	sdk_svg_cell_center(&p.geo, cell_of(&p.geo, 1, 1), &x, &y);
	color_at(s, "board", "paper-is-white", x + 250, y - 250, 1, "ffffff", 1.0);
	/* a box line (between c3 and c4) is black, a cell line (between c1 and c2) grey */
	color_at(s, "board", "box-line-is-black", x + 3 * 600 - 300, y + 150, 0, "000000", 1.0);
	color_at(s, "board", "cell-line-is-grey", x + 300, y + 150, 0, "a0a0a0", 1.0);
	/* a pencil mark (r1c3 holds 1, 2, 4) is grey ink at its place */
	sdk_svg_candidate_center(&p.geo, cell_of(&p.geo, 1, 3), 1, &x, &y, &r);
	fprintf(s->checks, "color board mark-r1c3-1-is-grey %d %d %d %d 555555 0.03\n",
			px(s, x - r), px(s, y - r), px(s, x + r), px(s, y + r));
	/* where r1c3 has no 3, the paper */
	sdk_svg_candidate_center(&p.geo, cell_of(&p.geo, 1, 3), 3, &x, &y, &r);
	color_at(s, "board", "no-mark-r1c3-3-is-white", x, y, 2, "ffffff", 1.0);
}

/* HoDoKu's X-Wing: 3 in r3,r7 over c3,c4 (test/data/hodoku_fish.txt) */
static void
sample_fish(sample_ctx *s)
{
	static const char line[] =
		":0300:3:9.....+5+6+1..+6.+1.7+937+1..962486...2+147+9........5....4...642..+586+1+75.71.+2..+4..1....+52::313 314 343 344 353 354 363 364 394::";
	sdk_position p;
	nth_step   *n = calloc(1, sizeof(nth_step));
	sdk_error	err;
	int			x,
				y,
				r,
				gx,
				gy,
				bx,
				by,
				cx,
				cy;

	if (!parse(s, line, &p) ||
		sdk_find_steps(&p, sdk_technique_lookup("X-Wing"), NULL, keep_nth, n, sdk_default_env(), &err) != SDK_OK ||
		n->seen == 0)
	{
		s->failures++;
		free(n);
		return;
	}
	write_svg(s, "fish", &p, &n->step, true);
	/* r1c3<>3: a red disc (below its digit, off the strike) */
	sdk_svg_candidate_center(&p.geo, cell_of(&p.geo, 1, 3), 3, &x, &y, &r);
	color_at(s, "fish", "eliminated-r1c3-3-is-red", x, y + 8 * r / 10, 1, "f05a64", 0.8);
	/* its strike, dark red across the disc from lower left to upper right (near its end, off the digit) */
	color_at(s, "fish", "eliminated-r1c3-3-is-struck", x - 68 * r / 100, y + 68 * r / 100, 1, "8b0000", 0.3);
	/* r3c3's 3, a corner of the fish: green */
	sdk_svg_candidate_center(&p.geo, cell_of(&p.geo, 3, 3), 3, &gx, &gy, &r);
	color_at(s, "fish", "pattern-r3c3-3-is-green", gx, gy + 8 * r / 10, 1, "34c45a", 0.8);
	/* base row r3 shaded light blue (over r3c1's paper), cover column c4 hatched (r2c4's corner) */
	sdk_svg_cell_center(&p.geo, cell_of(&p.geo, 3, 1), &bx, &by);
	color_at(s, "fish", "base-row-r3-is-shaded", bx - 250, by - 250, 1, "dde9fc", 0.8);
	sdk_svg_cell_center(&p.geo, cell_of(&p.geo, 8, 4), &cx, &cy);
	fprintf(s->checks, "color fish cover-column-c4-is-hatched %d %d %d %d f3b77a 0.15\n",
			px(s, cx - 280), px(s, cy + 150), px(s, cx - 150), px(s, cy + 280));
	fprintf(s->checks, "color fish cover-column-c4-is-hatched-light %d %d %d %d fff6ea 0.15\n",
			px(s, cx - 280), px(s, cy + 150), px(s, cx - 150), px(s, cy + 280));
	free(n);
}

/* HoDoKu's X-Chain: 7 r1c1 =7= r1c8 -7- r2c7 ... => r4c2<>7 (test/data/hodoku_chains.txt) */
static void
sample_chain(sample_ctx *s)
{
	static const char line[] =
		":0701:7:3.4+52..8...6.+9.....5..7.3.....68+9.2+3...+734....6+315+27...1.+9+6......9.+4..6.+6.8217..5::742::5";
	sdk_position p;
	nth_step   *n = calloc(1, sizeof(nth_step));
	sdk_error	err;
	int			i,
				x1,
				y1,
				x2,
				y2,
				r,
				grey[3][2] = {{0}};

	if (!parse(s, line, &p) ||
		sdk_find_steps(&p, sdk_technique_lookup("X-Chain"), NULL, keep_nth, n, sdk_default_env(), &err) != SDK_OK ||
		n->seen == 0 || n->step.nchain < 6)
	{
		s->failures++;
		free(n);
		return;
	}
	write_svg(s, "chain", &p, &n->step, true);
	/* literals on green, off light blue (below the digit) */
	for (i = 0; i < 2; i++)
	{
		const sdk_chain_entry *e = &n->step.chain[i];

		sdk_svg_candidate_center(&p.geo, e->cell, e->digit, &x1, &y1, &r);
		color_at(s, "chain", (e->flags & SDK_CHAIN_ON) ? "chain-literal-on-is-green" : "chain-literal-off-is-light-blue",
				 x1, y1 + 8 * r / 10, 1, (e->flags & SDK_CHAIN_ON) ? "34c45a" : "b8d8ff", 0.8);
		grey[e->flags & SDK_CHAIN_ON ? 0 : 1][0] = px(s, x1);
		grey[e->flags & SDK_CHAIN_ON ? 0 : 1][1] = px(s, y1 + 8 * r / 10);
	}
	/* the first link, strong (an off to an on): a solid red line between them */
	sdk_svg_candidate_center(&p.geo, n->step.chain[0].cell, n->step.chain[0].digit, &x1, &y1, &r);
	sdk_svg_candidate_center(&p.geo, n->step.chain[1].cell, n->step.chain[1].digit, &x2, &y2, &r);
	fprintf(s->checks, "line chain strong-link-is-solid %d %d %d %d d01c1c 0.9 1.0\n",
			px(s, x1 + 3 * r), px(s, y1), px(s, x2 - 3 * r), px(s, y2));
	/* the weak link r8c7 -> r8c2 (along row 8): dashed, red with gaps */
	for (i = 2; i + 1 < n->step.nchain; i++)
	{
		const sdk_chain_entry *a = &n->step.chain[i],
				   *b = &n->step.chain[i + 1];

		if (!(b->flags & SDK_CHAIN_ON) && a->cell / 9 == b->cell / 9 && a->cell % 9 - b->cell % 9 >= 3)
		{
			sdk_svg_candidate_center(&p.geo, a->cell, a->digit, &x1, &y1, &r);
			sdk_svg_candidate_center(&p.geo, b->cell, b->digit, &x2, &y2, &r);
			fprintf(s->checks, "line chain weak-link-is-dashed %d %d %d %d d01c1c 0.3 0.8\n",
					px(s, x1 - 3 * r), px(s, y1), px(s, x2 + 3 * r), px(s, y2));
			break;
		}
	}
	if (i + 1 >= n->step.nchain)
	{
		fprintf(stderr, "svg_samples: the X-Chain has no weak link along a row\n");
		s->failures++;
	}
	/* the elimination r4c2<>7 */
	sdk_svg_candidate_center(&p.geo, n->step.eliminations[0].cell, n->step.eliminations[0].digit, &x1, &y1, &r);
	color_at(s, "chain", "eliminated-is-red", x1, y1 + 8 * r / 10, 1, "f05a64", 0.8);
	/* in greyscale print the on, off and eliminated discs stay apart */
	fprintf(s->checks, "greys chain on-off-eliminated-apart-in-grey %d %d %d %d %d %d\n",
			grey[0][0], grey[0][1], grey[1][0], grey[1][1], px(s, x1), px(s, y1 + 8 * r / 10));
	free(n);
}

/* The classic puzzle's first step, a Naked Single: the placement green in a dark green ring. */
static void
sample_placement(sample_ctx *s)
{
	sdk_position p;
	nth_step   *n = calloc(1, sizeof(nth_step));
	sdk_error	err;
	int			x,
				y,
				r;

	if (!parse(s, classic, &p) ||
		sdk_logic_solve(&p, NULL, 1, keep_nth, n, NULL, NULL, sdk_default_env(), &err) != SDK_OK ||
		n->seen == 0 || n->step.nplacements != 1)
	{
		s->failures++;
		free(n);
		return;
	}
	write_svg(s, "placement", &p, &n->step, true);
	sdk_svg_candidate_center(&p.geo, n->step.placements[0].cell, n->step.placements[0].digit, &x, &y, &r);
	color_at(s, "placement", "placed-candidate-is-green", x, y + 7 * r / 10, 1, "34c45a", 0.8);
	color_at(s, "placement", "placed-candidate-is-ringed", x + r, y, 0, "0b5d1e", 1.0);
	color_at(s, "placement", "placed-candidate-is-ringed-left", x - r, y, 0, "0b5d1e", 1.0);
	fprintf(s->checks, "dark placement placed-digit-is-ink %d %d %d %d 0.10\n",
			px(s, x) - 4, px(s, y) - 6, px(s, x) + 4, px(s, y) + 6);
	free(n);
}

/* A 16x16: letters past 9, its marks in a 4x4 grid inside each cell. */
static void
sample_large(sample_ctx *s)
{
	static const char grid[] =
		"1..4..A.......G."
		".....5..........";
	char		text[257];
	sdk_position p;
	int			scale = s->scale,
				x0,
				y0,
				x1,
				y1,
				x,
				y,
				r;

	memset(text, '.', 256);
	memcpy(text, grid, strlen(grid));
	text[256] = '\0';
	if (!parse(s, text, &p))
		return;
	/* at half the scale: a 16x16 is large, and the pixels are decoded in Python */
	s->scale = (s->scale + 1) / 2;
	write_svg(s, "large", &p, NULL, true);
	/* the given A (10) at r1c7 is ink; r2c1's mark 2 in its place, B (11) too */
	cell_box(&p.geo, cell_of(&p.geo, 1, 7), &x0, &y0, &x1, &y1);
	fprintf(s->checks, "dark large given-A-r1c7-is-dark %d %d %d %d 0.10\n", px(s, x0), px(s, y0), px(s, x1), px(s, y1));
	sdk_svg_candidate_center(&p.geo, cell_of(&p.geo, 2, 1), 11, &x, &y, &r);
	fprintf(s->checks, "color large mark-B-r2c1-is-grey %d %d %d %d 555555 0.03\n",
			px(s, x - r), px(s, y - r), px(s, x + r), px(s, y + r));
	/* r2c1 has no 5 (r2c6 holds it): paper there */
	sdk_svg_candidate_center(&p.geo, cell_of(&p.geo, 2, 1), 5, &x, &y, &r);
	color_at(s, "large", "no-mark-5-r2c1-is-white", x, y, 1, "ffffff", 1.0);
	s->scale = scale;
}

/* Samples for the README only: a nice loop and a forcing chain. */
static void
sample_more(sample_ctx *s)
{
	static const char loop[] =
		":0706:124579:548..+3...+63....8..1+2.+8....3+972.+386..+4.....3..+3...47..9+71+43+8+5+92+62569+7..+3+8+8+9+3.6.7..::114 118 124 214 224 496 524 538 718 925 926 936 955::13";
	static const char forcing[] =
		":1302:4:63.7+5...+85+8...4+6+7...768.3.+549+8.+751.+6...+4+6+8....+569..+487.+65.478.....8.+6..1+8..+5.3.64:213 913 116 218 918 225 925 238 938 161 371 983 287 987 388 997::413:";
	sdk_position p;
	nth_step   *n = calloc(1, sizeof(nth_step));
	sdk_error	err;

	if (parse(s, loop, &p) &&
		sdk_find_steps(&p, sdk_technique_lookup("Continuous Nice Loop"), NULL, keep_nth, n, sdk_default_env(), &err) == SDK_OK &&
		n->seen > 0)
		write_svg(s, "loop", &p, &n->step, true);
	else
		s->failures++;
	memset(n, 0, sizeof(*n));
	if (parse(s, forcing, &p) &&
		sdk_logic_solve(&p, NULL, 1, keep_nth, n, NULL, NULL, sdk_default_env(), &err) == SDK_OK &&
		n->seen > 0)
		write_svg(s, "forcing", &p, &n->step, true);
	else
		s->failures++;
	free(n);
}

int
main(int argc, char **argv)
{
	sample_ctx	s;
	char		path[1024];
	bool		all = argc > 1 && strcmp(argv[1], "--all") == 0;

	if (all)
	{
		argc--;
		argv++;
	}
	if (argc < 2)
	{
		fprintf(stderr, "usage: svg_samples [--all] DIR [SCALE]\n");
		return 2;
	}
	s.dir = argv[1];
	s.scale = argc > 2 ? atoi(argv[2]) : 2;
	s.failures = 0;
	if (s.scale < 1 || s.scale > 8)
	{
		fprintf(stderr, "svg_samples: SCALE is 1 to 8 pixels a unit\n");
		return 2;
	}
	snprintf(path, sizeof(path), "%s/checks.txt", s.dir);
	if ((s.checks = fopen(path, "w")) == NULL)
	{
		fprintf(stderr, "svg_samples: cannot write %s\n", path);
		return 1;
	}
	sample_board(&s);
	sample_fish(&s);
	sample_chain(&s);
	sample_placement(&s);
	sample_large(&s);
	if (all)
		sample_more(&s);
	fclose(s.checks);
	return s.failures ? 1 : 0;
}
