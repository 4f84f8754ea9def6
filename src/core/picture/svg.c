/*
 * svg.c -- a position as an SVG picture, a step drawn on it, and a whole
 * solve as an HTML walk-through (svg.h says what is drawn and how).
 *
 * The text grows in a buffer from the caller's allocator.  Every number is
 * an integer count of tenths of the viewBox's units, written as "58" or
 * "57.5", so the output is the same on every machine.
 */
#include "svg.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ---- the growing text ---- */

typedef struct svg_buf
{
	const sdk_env *env;
	char	   *data;
	size_t		len;
	size_t		cap;
	bool		failed;			/* out of memory: the rest is dropped */
} svg_buf;

static void
buf_init(svg_buf *b, const sdk_env *env)
{
	b->env = env;
	b->data = NULL;
	b->len = 0;
	b->cap = 0;
	b->failed = false;
}

static void
buf_free(svg_buf *b)
{
	if (b->data)
		b->env->release(b->data, b->env->arg);
	b->data = NULL;
	b->len = b->cap = 0;
}

static bool
buf_reserve(svg_buf *b, size_t more)
{
	size_t		want = b->len + more + 1;
	size_t		cap;
	char	   *data;

	if (b->failed)
		return false;
	if (want <= b->cap)
		return true;
	cap = b->cap ? b->cap : 16384;
	while (cap < want)
		cap *= 2;
	data = b->env->alloc(cap, b->env->arg);
	if (data == NULL)
	{
		b->failed = true;
		return false;
	}
	if (b->len)
		memcpy(data, b->data, b->len);
	if (b->data)
		b->env->release(b->data, b->env->arg);
	b->data = data;
	b->cap = cap;
	return true;
}

static void
buf_put(svg_buf *b, const char *s, size_t n)
{
	if (!buf_reserve(b, n))
		return;
	memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = '\0';
}

static void
buf_str(svg_buf *b, const char *s)
{
	buf_put(b, s, strlen(s));
}

/* Text for XML and HTML: & < > " ' escaped, other control characters but \n dropped. */
static void
buf_escaped(svg_buf *b, const char *s)
{
	for (; *s; s++)
	{
		switch (*s)
		{
			case '&':
				buf_str(b, "&amp;");
				break;
			case '<':
				buf_str(b, "&lt;");
				break;
			case '>':
				buf_str(b, "&gt;");
				break;
			case '"':
				buf_str(b, "&quot;");
				break;
			case '\'':
				buf_str(b, "&#39;");
				break;
			default:
				if ((unsigned char) *s >= 0x20 || *s == '\n')
					buf_put(b, s, 1);
				break;
		}
	}
}

/* A number of tenths: "58", "57.5", "-3.2". */
static void
buf_tenths(svg_buf *b, long v)
{
	char		text[32];
	long		a = v < 0 ? -v : v;

	if (a % 10)
		snprintf(text, sizeof(text), "%s%ld.%ld", v < 0 ? "-" : "", a / 10, a % 10);
	else
		snprintf(text, sizeof(text), "%ld", v / 10);
	buf_str(b, text);
}

/*
 * printf for pictures: %T a number of tenths (int), %d an int, %s a string
 * as it is, %e a string escaped, %c a char, %% a percent sign.
 */
static void
emit(svg_buf *b, const char *fmt,...)
{
	va_list		ap;
	const char *run = fmt;

	va_start(ap, fmt);
	for (; *fmt; fmt++)
	{
		char		text[32];

		if (*fmt != '%')
			continue;
		buf_put(b, run, (size_t) (fmt - run));
		switch (*++fmt)
		{
			case 'T':
				buf_tenths(b, (long) va_arg(ap, int));
				break;
			case 'd':
				snprintf(text, sizeof(text), "%d", va_arg(ap, int));
				buf_str(b, text);
				break;
			case 's':
				buf_str(b, va_arg(ap, const char *));
				break;
			case 'e':
				buf_escaped(b, va_arg(ap, const char *));
				break;
			case 'c':
				text[0] = (char) va_arg(ap, int);
				buf_put(b, text, 1);
				break;
			default:
				buf_put(b, fmt, 1);
				break;
		}
		run = fmt + 1;
	}
	buf_str(b, run);
	va_end(ap);
}

/* ---- where things stand (tenths of the viewBox's units) ---- */

#define CELL 600				/* a cell's side */
#define MARGIN_LOW 300			/* left and top: room for the row and column numbers */
#define MARGIN_HIGH 100			/* right and bottom */
#define DIGIT_FONT 420
#define LABEL_FONT 140
#define THIN_LINE 10
#define BOX_LINE 30

/* The marks' grid inside a cell: k columns, as many rows as n needs. */
static int
marks_cols(int n)
{
	int			k = 1;

	while (k * k < n)
		k++;
	return k;
}

static int
marks_rows(int n)
{
	int			k = marks_cols(n);

	return (n + k - 1) / k;
}

static int
mark_width(int n)
{
	return CELL / marks_cols(n);
}

static int
mark_height(int n)
{
	return CELL / marks_rows(n);
}

static int
mark_min(int n)
{
	int			w = mark_width(n),
				h = mark_height(n);

	return w < h ? w : h;
}

static int
mark_font(int n)
{
	return 8 * mark_min(n) / 10;
}

static int
disc_radius(int n)
{
	return 46 * mark_min(n) / 100;
}

/* Where a glyph of that font size sits so that its digits are centred on y. */
static int
baseline(int y, int font)
{
	return y + 36 * font / 100;
}

void
sdk_svg_size(const sdk_geometry *g, int *width, int *height)
{
	*width = *height = MARGIN_LOW + g->n * CELL + MARGIN_HIGH;
}

void
sdk_svg_cell_center(const sdk_geometry *g, int cell, int *x, int *y)
{
	*x = MARGIN_LOW + (cell % g->n) * CELL + CELL / 2;
	*y = MARGIN_LOW + (cell / g->n) * CELL + CELL / 2;
}

void
sdk_svg_candidate_center(const sdk_geometry *g, int cell, int digit, int *x, int *y, int *radius)
{
	int			n = g->n,
				k = marks_cols(n);

	*x = MARGIN_LOW + (cell % n) * CELL + ((digit - 1) % k) * mark_width(n) + mark_width(n) / 2;
	*y = MARGIN_LOW + (cell / n) * CELL + ((digit - 1) / k) * mark_height(n) + mark_height(n) / 2;
	*radius = disc_radius(n);
}

void
sdk_svg_options_default(sdk_svg_options *o)
{
	o->pencil_marks = true;
	o->id_prefix = NULL;
	o->title = NULL;
}

/* ---- integer geometry for the links ---- */

static long
isqrt(long v)
{
	long		r = 0,
				bit = 1L << 30;

	if (v <= 0)
		return 0;
	while (bit > v)
		bit >>= 2;
	while (bit)
	{
		if (v >= r + bit)
		{
			v -= r + bit;
			r = (r >> 1) + bit;
		}
		else
			r >>= 1;
		bit >>= 2;
	}
	return r;
}

/* ---- the step's roles: what each candidate is in the step ---- */

enum
{
	ROLE_NONE = 0,
	ROLE_PATTERN,
	ROLE_FIN,
	ROLE_ON,
	ROLE_OFF,
	ROLE_ELIM,
	ROLE_PLACE
};

static const char *const role_class[] = {
	"", "sdk-pattern", "sdk-fin", "sdk-on", "sdk-off", "sdk-elim", "sdk-place"
};

/* HoDoKu's hint colours, made to differ in greyscale too: green darker, blue lighter */
#define GREEN "#34c45a"
#define BLUE "#b8d8ff"
#define RED "#f05a64"
#define ARROW "#d01c1c"

static const char *const role_fill[] = {"", GREEN, BLUE, GREEN, BLUE, RED, GREEN};

/* a link of a chain, its ends as candidate centres */
typedef struct svg_link
{
	int			x1,
				y1,
				x2,
				y2;
	bool		strong;
	bool		same_cell;
} svg_link;

typedef struct svg_point
{
	int			x,
				y;
} svg_point;

/* What a picture needs besides the position (allocated: it is large). */
typedef struct svg_work
{
	uint8_t		role[SDK_MAX_CELLS][SDK_MAX_SIZE];
	bool		cell_shaded[SDK_MAX_CELLS];
	int			nlinks;
	svg_link	links[SDK_STEP_MAX_CHAIN];
	int			npoints;
	svg_point	points[SDK_STEP_MAX_CHAIN + 2 * SDK_STEP_MAX_CHANGES + SDK_MAX_SIZE];
} svg_work;

static bool
cell_in_units(const sdk_geometry *g, int cell, const uint8_t *units, int count)
{
	int			i;

	for (i = 0; i < count; i++)
	{
		int			type = units[i] / g->n,
					u = units[i] % g->n;

		if ((type == SDK_UNIT_ROW && sdk_cell_row(g, cell) == u) ||
			(type == SDK_UNIT_COL && sdk_cell_col(g, cell) == u) ||
			(type == SDK_UNIT_BOX && sdk_cell_box(g, cell) == u))
			return true;
	}
	return false;
}

static bool
is_fish(const sdk_step *step)
{
	const sdk_technique *t = sdk_technique_at(step->technique);
	size_t		len;

	if (t == NULL || t->category == NULL)
		return false;
	len = strlen(t->category);
	return len >= 4 && strcmp(t->category + len - 4, "Fish") == 0;
}

static void
set_role(const sdk_position *p, svg_work *w, int cell, int digit, int role)
{
	if (cell < 0 || cell >= sdk_ncells(p) || digit < 1 || digit > p->geo.n)
		return;
	w->role[cell][digit - 1] = (uint8_t) role;
}

static void
assign_roles(const sdk_position *p, const sdk_step *step, svg_work *w)
{
	const sdk_geometry *g = &p->geo;
	int			n = g->n,
				ncells = n * n;
	bool		fish = is_fish(step);
	int			c,
				d,
				i;

	if (step->nchain == 0 && !fish)
	{
		if (step->ncells > 0)
		{
			for (i = 0; i < step->ncells; i++)
				for (d = 1; d <= n; d++)
					if ((step->digits & SDK_BIT(d)) && step->cells[i] < ncells &&
						(p->cand[step->cells[i]] & SDK_BIT(d)))
						set_role(p, w, step->cells[i], d, ROLE_PATTERN);
		}
		else if (step->nbase > 0)
		{
			for (c = 0; c < ncells; c++)
				if (cell_in_units(g, c, step->base, step->nbase) &&
					(step->ncover == 0 || cell_in_units(g, c, step->cover, step->ncover)))
					for (d = 1; d <= n; d++)
						if ((step->digits & SDK_BIT(d)) && (p->cand[c] & SDK_BIT(d)))
							set_role(p, w, c, d, ROLE_PATTERN);
		}
	}
	if (fish)
	{
		for (c = 0; c < ncells; c++)
			if (cell_in_units(g, c, step->base, step->nbase))
				for (d = 1; d <= n; d++)
					if ((step->digits & SDK_BIT(d)) && (p->cand[c] & SDK_BIT(d)))
						set_role(p, w, c, d, ROLE_PATTERN);
		for (i = 0; i < step->ncells; i++)
			for (d = 1; d <= n; d++)
				if ((step->digits & SDK_BIT(d)) && step->cells[i] < ncells &&
					(p->cand[step->cells[i]] & SDK_BIT(d)))
					set_role(p, w, step->cells[i], d, ROLE_FIN);
	}
	for (i = 0; i < step->nchain; i++)
		set_role(p, w, step->chain[i].cell, step->chain[i].digit,
				 (step->chain[i].flags & SDK_CHAIN_ON) ? ROLE_ON : ROLE_OFF);
	for (i = 0; i < step->neliminations; i++)
		set_role(p, w, step->eliminations[i].cell, step->eliminations[i].digit, ROLE_ELIM);
	for (i = 0; i < step->nplacements; i++)
		set_role(p, w, step->placements[i].cell, step->placements[i].digit, ROLE_PLACE);
	/* shaded cells: the pattern's, but not a fish's fins nor a chain's */
	if (!fish && step->nchain == 0)
		for (i = 0; i < step->ncells; i++)
			if (step->cells[i] < ncells)
				w->cell_shaded[step->cells[i]] = true;
}

/* ---- the chain's links ---- */

/* The end of the node (a candidate, or a group's cells) that starts at entry i. */
static int
node_end(const sdk_step *step, int i)
{
	int			j = i + 1;

	while (j < step->nchain && (step->chain[j].flags & SDK_CHAIN_MORE) &&
		   !(step->chain[j].flags & SDK_CHAIN_START))
		j++;
	return j;
}

/* The link between the nodes at a and b: the nearest two of their candidates. */
static void
link_ends(const sdk_position *p, const sdk_step *step, int a, int b, svg_link *l)
{
	int			a_end = node_end(step, a),
				b_end = node_end(step, b);
	long		best = -1;
	int			i,
				j,
				r;

	for (i = a; i < a_end; i++)
		for (j = b; j < b_end; j++)
		{
			int			x1,
						y1,
						x2,
						y2;
			long		dx,
						dy;

			sdk_svg_candidate_center(&p->geo, step->chain[i].cell, step->chain[i].digit, &x1, &y1, &r);
			sdk_svg_candidate_center(&p->geo, step->chain[j].cell, step->chain[j].digit, &x2, &y2, &r);
			dx = x2 - x1;
			dy = y2 - y1;
			if (best < 0 || dx * dx + dy * dy < best)
			{
				best = dx * dx + dy * dy;
				l->x1 = x1;
				l->y1 = y1;
				l->x2 = x2;
				l->y2 = y2;
				l->same_cell = a_end - a == 1 && b_end - b == 1 &&
					step->chain[i].cell == step->chain[j].cell;
			}
		}
	l->strong = (step->chain[b].flags & SDK_CHAIN_ON) != 0;
}

static bool
cell_ok(const sdk_position *p, int cell)
{
	return cell >= 0 && cell < sdk_ncells(p);
}

static bool
digit_ok(const sdk_position *p, int digit)
{
	return digit >= 1 && digit <= p->geo.n;
}

/* Each link once: from each literal to the next in its chain. */
static void
collect_links(const sdk_position *p, const sdk_step *step, svg_work *w)
{
	int			i,
				k;

	for (i = 0; i < step->nchain; i++)
		if (!cell_ok(p, step->chain[i].cell) || !digit_ok(p, step->chain[i].digit))
			return;
	for (i = 0; i < step->nchain;)
	{
		int			next = node_end(step, i);
		svg_link	l;
		bool		seen = false;

		if (next >= step->nchain || (step->chain[next].flags & SDK_CHAIN_START))
		{
			i = next;
			continue;
		}
		link_ends(p, step, i, next, &l);
		for (k = 0; k < w->nlinks && !seen; k++)
			seen = w->links[k].x1 == l.x1 && w->links[k].y1 == l.y1 && w->links[k].x2 == l.x2 &&
				w->links[k].y2 == l.y2 && w->links[k].strong == l.strong;
		if (!seen && (l.x1 != l.x2 || l.y1 != l.y2) && w->nlinks < SDK_STEP_MAX_CHAIN)
			w->links[w->nlinks++] = l;
		i = next;
	}
}

/* The candidates a link should not cross: every one the step marks. */
static void
collect_points(const sdk_position *p, svg_work *w)
{
	int			c,
				d,
				r;
	int			max = (int) (sizeof(w->points) / sizeof(w->points[0]));

	for (c = 0; c < sdk_ncells(p); c++)
		for (d = 1; d <= p->geo.n; d++)
			if (w->role[c][d - 1] != ROLE_NONE && w->npoints < max)
			{
				sdk_svg_candidate_center(&p->geo, c, d, &w->points[w->npoints].x,
										 &w->points[w->npoints].y, &r);
				w->npoints++;
			}
}

/* Does the straight line of a link pass over another marked candidate? */
static bool
link_crosses(const svg_work *w, const svg_link *l, int radius)
{
	long		vx = l->x2 - l->x1,
				vy = l->y2 - l->y1,
				len2 = vx * vx + vy * vy;
	long		len = isqrt(len2);
	int			i;

	for (i = 0; i < w->npoints; i++)
	{
		long		px = w->points[i].x - l->x1,
					py = w->points[i].y - l->y1,
					dot = px * vx + py * vy,
					cross = px * vy - py * vx;

		if ((px == 0 && py == 0) || (w->points[i].x == l->x2 && w->points[i].y == l->y2))
			continue;
		if (dot <= 0 || dot >= len2)
			continue;
		if (cross < 0)
			cross = -cross;
		if (cross < (long) radius * len)
			return true;
	}
	return false;
}

/* The point at distance r from (cx, cy) towards (tx, ty). */
static void
toward(int cx, int cy, int tx, int ty, int r, int *x, int *y)
{
	long		dx = tx - cx,
				dy = ty - cy,
				len = isqrt(dx * dx + dy * dy);

	if (len == 0)
	{
		*x = cx;
		*y = cy;
		return;
	}
	*x = cx + (int) (dx * r / len);
	*y = cy + (int) (dy * r / len);
}

static void
draw_link(svg_buf *b, const svg_work *w, const svg_link *l, int radius, int width, const char *prefix)
{
	long		vx = l->x2 - l->x1,
				vy = l->y2 - l->y1,
				len = isqrt(vx * vx + vy * vy);
	const char *cls = l->strong ? "sdk-strong" : "sdk-weak";
	int			x1,
				y1,
				x2,
				y2;

	if (len == 0)
		return;
	if (!l->same_cell && len > 3 * radius && !link_crosses(w, l, radius))
	{
		toward(l->x1, l->y1, l->x2, l->y2, radius, &x1, &y1);
		toward(l->x2, l->y2, l->x1, l->y1, radius, &x2, &y2);
		emit(b, "<path class=\"%s\" d=\"M%T %TL%T %T\"", cls, x1, y1, x2, y2);
	}
	else
	{
		/* a quadratic curve bowed to the left of the way it runs */
		long		bow = (len / 5 < 2 * CELL / 3 ? len / 5 : 2 * CELL / 3) + radius;
		int			mx = (int) ((l->x1 + l->x2) / 2 + vy * bow / len),
					my = (int) ((l->y1 + l->y2) / 2 - vx * bow / len);

		toward(l->x1, l->y1, mx, my, radius, &x1, &y1);
		toward(l->x2, l->y2, mx, my, radius, &x2, &y2);
		emit(b, "<path class=\"%s\" d=\"M%T %TQ%T %T %T %T\"", cls, x1, y1, mx, my, x2, y2);
	}
	if (!l->strong)
		emit(b, " stroke-dasharray=\"%T %T\"", 3 * width, 2 * width);
	emit(b, " marker-end=\"url(#%sarrow)\"/>\n", prefix);
}

/* A dotted frame around the cells of each group node. */
static void
draw_groups(svg_buf *b, const sdk_position *p, const sdk_step *step)
{
	int			i,
				j;

	for (i = 0; i < step->nchain; i = node_end(step, i))
	{
		int			end = node_end(step, i),
					x0 = 0,
					y0 = 0,
					x1 = 0,
					y1 = 0,
					r = 0;

		if (end - i < 2)
			continue;
		for (j = i; j < end; j++)
		{
			int			x,
						y;

			sdk_svg_candidate_center(&p->geo, step->chain[j].cell, step->chain[j].digit, &x, &y, &r);
			if (j == i || x < x0)
				x0 = x;
			if (j == i || x > x1)
				x1 = x;
			if (j == i || y < y0)
				y0 = y;
			if (j == i || y > y1)
				y1 = y;
		}
		emit(b, "<rect class=\"sdk-group\" x=\"%T\" y=\"%T\" width=\"%T\" height=\"%T\" rx=\"%T\" stroke-dasharray=\"2 2\"/>\n",
			 x0 - r - 10, y0 - r - 10, x1 - x0 + 2 * r + 20, y1 - y0 + 2 * r + 20, r);
	}
}

/* ---- the picture ---- */

/* The rectangle a unit covers. */
static void
unit_rect(const sdk_geometry *g, int unit, int *x, int *y, int *w, int *h)
{
	int			type = unit / g->n,
				u = unit % g->n;

	if (type == SDK_UNIT_ROW)
	{
		*x = MARGIN_LOW;
		*y = MARGIN_LOW + u * CELL;
		*w = g->n * CELL;
		*h = CELL;
	}
	else if (type == SDK_UNIT_COL)
	{
		*x = MARGIN_LOW + u * CELL;
		*y = MARGIN_LOW;
		*w = CELL;
		*h = g->n * CELL;
	}
	else
	{
		int			stacks = g->n / g->box_cols;

		*x = MARGIN_LOW + (u % stacks) * g->box_cols * CELL;
		*y = MARGIN_LOW + (u / stacks) * g->box_rows * CELL;
		*w = g->box_cols * CELL;
		*h = g->box_rows * CELL;
	}
}

static void
draw_units(svg_buf *b, const sdk_geometry *g, const uint8_t *units, int count)
{
	int			i;

	for (i = 0; i < count; i++)
	{
		int			x,
					y,
					w,
					h;

		if (units[i] >= 3 * g->n)
			continue;
		unit_rect(g, units[i], &x, &y, &w, &h);
		emit(b, "<rect x=\"%T\" y=\"%T\" width=\"%T\" height=\"%T\"/>\n", x, y, w, h);
	}
}

static void
draw_grid_lines(svg_buf *b, const sdk_geometry *g)
{
	int			n = g->n,
				side = n * CELL,
				i;

	emit(b, "<path class=\"sdk-lines\" stroke=\"#a0a0a0\" stroke-width=\"%T\" d=\"", THIN_LINE);
	for (i = 1; i < n; i++)
	{
		if (i % g->box_cols)
			emit(b, "M%T %Tv%T", MARGIN_LOW + i * CELL, MARGIN_LOW, side);
		if (i % g->box_rows)
			emit(b, "M%T %Th%T", MARGIN_LOW, MARGIN_LOW + i * CELL, side);
	}
	emit(b, "\"/>\n<path class=\"sdk-boxes\" stroke=\"#000\" stroke-width=\"%T\" d=\"", BOX_LINE);
	for (i = g->box_cols; i < n; i += g->box_cols)
		emit(b, "M%T %Tv%T", MARGIN_LOW + i * CELL, MARGIN_LOW, side);
	for (i = g->box_rows; i < n; i += g->box_rows)
		emit(b, "M%T %Th%T", MARGIN_LOW, MARGIN_LOW + i * CELL, side);
	emit(b, "\"/>\n<rect class=\"sdk-border\" x=\"%T\" y=\"%T\" width=\"%T\" height=\"%T\" fill=\"none\" stroke=\"#000\" stroke-width=\"%T\"/>\n",
		 MARGIN_LOW, MARGIN_LOW, side, side, BOX_LINE);
}

static void
draw_labels(svg_buf *b, const sdk_geometry *g)
{
	int			i;

	emit(b, "<g class=\"sdk-labels\" font-size=\"%T\" fill=\"#666\" text-anchor=\"middle\">\n", LABEL_FONT);
	for (i = 0; i < g->n; i++)
		emit(b, "<text x=\"%T\" y=\"%T\">%d</text>\n", MARGIN_LOW + i * CELL + CELL / 2,
			 MARGIN_LOW - 100, i + 1);
	for (i = 0; i < g->n; i++)
		emit(b, "<text x=\"%T\" y=\"%T\">%d</text>\n", MARGIN_LOW / 2,
			 baseline(MARGIN_LOW + i * CELL + CELL / 2, LABEL_FONT), i + 1);
	buf_str(b, "</g>\n");
}

static void
draw_digits(svg_buf *b, const sdk_position *p, bool given)
{
	int			c,
				x,
				y;
	bool		any = false;

	for (c = 0; c < sdk_ncells(p); c++)
	{
		if (!p->value[c] || (p->given[c] != 0) != given)
			continue;
		if (!any)
			emit(b, given ? "<g class=\"sdk-givens\" font-size=\"%T\" font-weight=\"bold\" fill=\"#000\" text-anchor=\"middle\">\n"
				 : "<g class=\"sdk-placed\" font-size=\"%T\" fill=\"#1f4fc8\" text-anchor=\"middle\">\n",
				 DIGIT_FONT);
		any = true;
		sdk_svg_cell_center(&p->geo, c, &x, &y);
		emit(b, "<text x=\"%T\" y=\"%T\">%c</text>\n", x, baseline(y, DIGIT_FONT),
			 sdk_digit_char(p->value[c]));
	}
	if (any)
		buf_str(b, "</g>\n");
}

/* The plain marks of each empty cell: one text, a position per digit. */
static void
draw_marks(svg_buf *b, const sdk_position *p, const svg_work *w)
{
	int			n = p->geo.n,
				font = mark_font(n),
				c,
				d,
				x,
				y,
				r;
	bool		any = false;

	for (c = 0; c < sdk_ncells(p); c++)
	{
		sdk_mask	plain = 0;
		bool		first = true;

		if (p->value[c])
			continue;
		for (d = 1; d <= n; d++)
			if ((p->cand[c] & SDK_BIT(d)) && (w == NULL || w->role[c][d - 1] == ROLE_NONE))
				plain |= SDK_BIT(d);
		if (!plain)
			continue;
		if (!any)
			emit(b, "<g class=\"sdk-marks\" font-size=\"%T\" fill=\"#555\" text-anchor=\"middle\">\n", font);
		any = true;
		buf_str(b, "<text x=\"");
		for (d = 1; d <= n; d++)
			if (plain & SDK_BIT(d))
			{
				sdk_svg_candidate_center(&p->geo, c, d, &x, &y, &r);
				emit(b, first ? "%T" : " %T", x);
				first = false;
			}
		buf_str(b, "\" y=\"");
		first = true;
		for (d = 1; d <= n; d++)
			if (plain & SDK_BIT(d))
			{
				sdk_svg_candidate_center(&p->geo, c, d, &x, &y, &r);
				emit(b, first ? "%T" : " %T", baseline(y, font));
				first = false;
			}
		buf_str(b, "\">");
		for (d = 1; d <= n; d++)
			if (plain & SDK_BIT(d))
				emit(b, "%c", sdk_digit_char(d));
		buf_str(b, "</text>\n");
	}
	if (any)
		buf_str(b, "</g>\n");
}

/* The candidates the step marks: a disc, the digit, a strike or a ring. */
static void
draw_roles(svg_buf *b, const sdk_position *p, const svg_work *w)
{
	int			n = p->geo.n,
				font = mark_font(n),
				c,
				d,
				x,
				y,
				r;
	int			strike_width = mark_min(n) / 10,
				ring_width = mark_min(n) / 8;
	bool		any = false;

	for (c = 0; c < sdk_ncells(p); c++)
	{
		if (p->value[c])
			continue;
		for (d = 1; d <= n; d++)
		{
			int			role = w->role[c][d - 1];

			if (role == ROLE_NONE)
				continue;
			if (!any)
				emit(b, "<g class=\"sdk-step\" font-size=\"%T\" fill=\"#000\" text-anchor=\"middle\">\n", font);
			any = true;
			sdk_svg_candidate_center(&p->geo, c, d, &x, &y, &r);
			emit(b, "<circle class=\"%s\" cx=\"%T\" cy=\"%T\" r=\"%T\" fill=\"%s\"/>\n", role_class[role],
				 x, y, r, role_fill[role]);
			emit(b, "<text x=\"%T\" y=\"%T\">%c</text>\n", x, baseline(y, font), sdk_digit_char(d));
			if (role == ROLE_ELIM)
			{
				/* a stroke from lower left to upper right across the disc */
				int			s = r * 7071 / 10000;

				emit(b, "<line class=\"sdk-strike\" x1=\"%T\" y1=\"%T\" x2=\"%T\" y2=\"%T\" stroke=\"#8b0000\" stroke-width=\"%T\" stroke-linecap=\"round\"/>\n",
					 x - s, y + s, x + s, y - s, strike_width);
			}
			else if (role == ROLE_PLACE)
				emit(b, "<circle class=\"sdk-ring\" cx=\"%T\" cy=\"%T\" r=\"%T\" fill=\"none\" stroke=\"#0b5d1e\" stroke-width=\"%T\"/>\n",
					 x, y, r, ring_width);
		}
	}
	if (any)
		buf_str(b, "</g>\n");
}

static void
default_title(const sdk_position *p, const sdk_step *step, char *buf, size_t cap)
{
	if (!step || !sdk_step_title(step, buf, cap))
		snprintf(buf, cap, "Sudoku %dx%d: %d givens, %d placed, %d empty cells",
				 p->geo.n, p->geo.n, sdk_given_count(p),
				 sdk_ncells(p) - sdk_given_count(p) - sdk_empty_count(p), sdk_empty_count(p));
}

/* FNV-1a over bytes, for ids that differ between pictures. */
static uint32_t
fnv(uint32_t h, const void *data, size_t len)
{
	const unsigned char *p = data;

	while (len--)
		h = (h ^ *p++) * 16777619u;
	return h;
}

static uint32_t
fnv_int(uint32_t h, long v)
{
	unsigned char b[4];

	b[0] = (unsigned char) (v & 255);
	b[1] = (unsigned char) ((v >> 8) & 255);
	b[2] = (unsigned char) ((v >> 16) & 255);
	b[3] = (unsigned char) ((v >> 24) & 255);
	return fnv(h, b, 4);
}

/*
 * The ids' prefix when the caller gives none: "sdk-" and a hash of all
 * that the picture shows, so that different pictures on one page have
 * different ids (a title and an arrow head each their own) and the same
 * picture always the same ones.
 */
static void
hashed_prefix(const sdk_position *p, const sdk_step *step, const sdk_svg_options *o,
			  char *buf, size_t cap)
{
	uint32_t	h = 2166136261u;
	int			c,
				i;

	h = fnv_int(h, p->geo.n);
	h = fnv_int(h, p->geo.box_rows);
	for (c = 0; c < sdk_ncells(p); c++)
	{
		h = fnv_int(h, p->value[c] | (p->given[c] << 8));
		h = fnv_int(h, (long) p->cand[c]);
	}
	h = fnv_int(h, o->pencil_marks);
	if (o->title)
		h = fnv(h, o->title, strlen(o->title));
	if (step)
	{
		h = fnv_int(h, step->technique);
		h = fnv_int(h, (long) step->digits);
		for (i = 0; i < step->nplacements; i++)
			h = fnv_int(h, step->placements[i].cell | (step->placements[i].digit << 16));
		h = fnv_int(h, -1);
		for (i = 0; i < step->neliminations; i++)
			h = fnv_int(h, step->eliminations[i].cell | (step->eliminations[i].digit << 16));
		h = fnv_int(h, -1);
		h = fnv(h, step->base, (size_t) step->nbase);
		h = fnv_int(h, -1);
		h = fnv(h, step->cover, (size_t) step->ncover);
		h = fnv_int(h, -1);
		for (i = 0; i < step->ncells; i++)
			h = fnv_int(h, step->cells[i]);
		h = fnv_int(h, -1);
		for (i = 0; i < step->nchain; i++)
			h = fnv_int(h, step->chain[i].cell | (step->chain[i].digit << 16) | (step->chain[i].flags << 24));
		h = fnv(h, step->text, strlen(step->text));
	}
	snprintf(buf, cap, "sdk-%08x-", (unsigned) h);
}

/* The caller's id prefix made safe: letters, digits, '-' and '_' only. */
static void
safe_prefix(const char *prefix, char *buf, size_t cap)
{
	size_t		len = 0;

	for (; *prefix && len + 1 < cap; prefix++)
	{
		char		ch = *prefix;

		if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
			ch == '-' || ch == '_')
			buf[len++] = ch;
	}
	buf[len] = '\0';
}

static void
write_svg(svg_buf *b, const sdk_position *p, const sdk_step *step, const sdk_svg_options *o,
		  svg_work *w)
{
	const sdk_geometry *g = &p->geo;
	int			n = g->n,
				width,
				height,
				link_width = mark_min(n) / 10,
				radius = disc_radius(n),
				c,
				i;
	char		prefix[64];
	char		title[SDK_STEP_TEXT + 128];

	if (o->id_prefix)
		safe_prefix(o->id_prefix, prefix, sizeof(prefix));
	else
		hashed_prefix(p, step, o, prefix, sizeof(prefix));
	if (o->title)
		snprintf(title, sizeof(title), "%s", o->title);
	else
		default_title(p, step, title, sizeof(title));
	sdk_svg_size(g, &width, &height);
	emit(b, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %T %T\" role=\"img\" aria-labelledby=\"%stitle\" class=\"sdk-board\" font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\">\n",
		 width, height, prefix);
	emit(b, "<title id=\"%stitle\">%e</title>\n", prefix, title);
	if (step)
	{
		buf_str(b, "<defs>\n");
		emit(b, "<marker id=\"%sarrow\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" markerWidth=\"5\" markerHeight=\"5\" orient=\"auto\"><path d=\"M0 0L10 5L0 10z\" fill=\"%s\"/></marker>\n",
			 prefix, ARROW);
		emit(b, "<pattern id=\"%shatch\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"8\" height=\"8\" fill=\"#fff6ea\"/><rect width=\"2.5\" height=\"8\" fill=\"#f3b77a\"/></pattern>\n",
			 prefix);
		buf_str(b, "</defs>\n");
	}
	emit(b, "<rect class=\"sdk-background\" width=\"%T\" height=\"%T\" fill=\"#fff\"/>\n", width, height);
	if (step && step->ncover > 0)
	{
		emit(b, "<g class=\"sdk-cover\" fill=\"url(#%shatch)\">\n", prefix);
		draw_units(b, g, step->cover, step->ncover);
		buf_str(b, "</g>\n");
	}
	if (step && step->nbase > 0)
	{
		emit(b, "<g class=\"sdk-base\" fill=\"#cfe0fb\" fill-opacity=\"%s\">\n",
			 step->ncover > 0 ? "0.7" : "1");
		draw_units(b, g, step->base, step->nbase);
		buf_str(b, "</g>\n");
	}
	if (step)
	{
		bool		any = false;

		for (c = 0; c < n * n; c++)
			if (w->cell_shaded[c])
			{
				int			x,
							y;

				if (!any)
					buf_str(b, "<g class=\"sdk-cells\" fill=\"#ffe98a\">\n");
				any = true;
				sdk_svg_cell_center(g, c, &x, &y);
				emit(b, "<rect x=\"%T\" y=\"%T\" width=\"%T\" height=\"%T\"/>\n",
					 x - CELL / 2, y - CELL / 2, CELL, CELL);
			}
		if (any)
			buf_str(b, "</g>\n");
	}
	draw_grid_lines(b, g);
	draw_labels(b, g);
	draw_digits(b, p, true);
	draw_digits(b, p, false);
	if (step)
		draw_roles(b, p, w);
	if (o->pencil_marks)
		draw_marks(b, p, step ? w : NULL);
	if (step && step->nchain > 0)
	{
		emit(b, "<g class=\"sdk-links\" fill=\"none\" stroke=\"%s\" stroke-width=\"%T\">\n", ARROW, link_width);
		draw_groups(b, p, step);
		for (i = 0; i < w->nlinks; i++)
			draw_link(b, w, &w->links[i], radius, link_width, prefix);
		buf_str(b, "</g>\n");
	}
	buf_str(b, "</svg>\n");
}

static sdk_status
out_of_memory(sdk_error *err)
{
	err->status = SDK_ERR_NO_MEMORY;
	snprintf(err->detail, sizeof(err->detail), "Out of memory while writing the picture.");
	return SDK_ERR_NO_MEMORY;
}

/* Draws one picture at the end of b. */
static bool
append_svg(svg_buf *b, const sdk_position *p, const sdk_step *step, const sdk_svg_options *o)
{
	svg_work   *w = NULL;

	if (step)
	{
		w = b->env->alloc(sizeof(svg_work), b->env->arg);
		if (w == NULL)
		{
			b->failed = true;
			return false;
		}
		memset(w->role, 0, sizeof(w->role));
		memset(w->cell_shaded, 0, sizeof(w->cell_shaded));
		w->nlinks = 0;
		w->npoints = 0;
		assign_roles(p, step, w);
		collect_points(p, w);
		collect_links(p, step, w);
	}
	write_svg(b, p, step, o, w);
	if (w)
		b->env->release(w, b->env->arg);
	return !b->failed;
}

sdk_status
sdk_svg(const sdk_position *p, const sdk_step *step, const sdk_svg_options *o,
		const sdk_env *env, char **out, size_t *len, sdk_error *err)
{
	svg_buf		b;
	sdk_svg_options defaults;

	if (o == NULL)
	{
		sdk_svg_options_default(&defaults);
		o = &defaults;
	}
	buf_init(&b, env);
	*out = NULL;
	*len = 0;
	if (!append_svg(&b, p, step, o))
	{
		buf_free(&b);
		return out_of_memory(err);
	}
	*out = b.data;
	*len = b.len;
	return SDK_OK;
}

/* ---- does a step fit a position ---- */

static bool
unfit(sdk_error *err, const char *fmt,...) SDK_PRINTF_LIKE(2, 3);

static bool
unfit(sdk_error *err, const char *fmt,...)
{
	va_list		ap;

	err->status = SDK_ERR_INVALID;
	va_start(ap, fmt);
	vsnprintf(err->detail, sizeof(err->detail), fmt, ap);
	va_end(ap);
	return false;
}

bool
sdk_step_fits(const sdk_position *p, const sdk_step *step, sdk_error *err)
{
	const sdk_geometry *g = &p->geo;
	int			ncells = sdk_ncells(p),
				i;
	char		name[32];

	for (i = 0; i < step->neliminations; i++)
	{
		sdk_change	e = step->eliminations[i];

		if (e.cell >= ncells || !digit_ok(p, e.digit))
			return unfit(err, "Elimination %d is outside the %dx%d grid.", i + 1, g->n, g->n);
		if (!(p->cand[e.cell] & SDK_BIT(e.digit)))
		{
			sdk_change_name(g, e, false, name, sizeof(name));
			return unfit(err, "The step eliminates %s, which is not a pencil mark of the position.", name);
		}
	}
	for (i = 0; i < step->nplacements; i++)
	{
		sdk_change	e = step->placements[i];

		if (e.cell >= ncells || !digit_ok(p, e.digit))
			return unfit(err, "Placement %d is outside the %dx%d grid.", i + 1, g->n, g->n);
		if (p->value[e.cell] || !(p->cand[e.cell] & SDK_BIT(e.digit)))
		{
			sdk_change_name(g, e, true, name, sizeof(name));
			return unfit(err, "The step places %s, but %s.", name,
						 p->value[e.cell] ? "that cell is filled" : "that digit is not a pencil mark there");
		}
	}
	for (i = 0; i < step->ncells; i++)
		if (step->cells[i] >= ncells)
			return unfit(err, "Cell %d of the step is outside the %dx%d grid.", step->cells[i] + 1, g->n, g->n);
	for (i = 0; i < step->nbase; i++)
		if (step->base[i] >= 3 * g->n)
			return unfit(err, "A base unit of the step is outside the %dx%d grid.", g->n, g->n);
	for (i = 0; i < step->ncover; i++)
		if (step->cover[i] >= 3 * g->n)
			return unfit(err, "A cover unit of the step is outside the %dx%d grid.", g->n, g->n);
	for (i = 0; i < step->nchain; i++)
		if (step->chain[i].cell >= ncells || !digit_ok(p, step->chain[i].digit))
			return unfit(err, "The step's chain leaves the %dx%d grid.", g->n, g->n);
	return true;
}

/* ---- the walk-through ---- */

static const char page_style[] =
	"body{font-family:'DejaVu Sans',Verdana,Arial,sans-serif;color:#111;max-width:46em;margin:1em auto;padding:0 1em;line-height:1.4}\n"
	"h1{font-size:1.6em}h2{font-size:1.2em;margin:1.6em 0 .4em}\n"
	"figure{margin:0 0 1em;break-inside:avoid;page-break-inside:avoid}\n"
	"figure svg{display:block;width:100%;max-width:32em;height:auto}\n"
	"figcaption{margin-top:.4em;white-space:pre-wrap}\n"
	"code{word-break:break-all}\n"
	"section{break-inside:avoid;page-break-inside:avoid}\n"
	"@media print{body{max-width:none}section{page-break-inside:avoid}}\n";

typedef struct walk_state
{
	svg_buf    *body;
	sdk_position pos;			/* the position before the next step */
	bool		pencil_marks;
	int			count;
	char	   *explanation;	/* SDK_STEP_EXPLANATION_TEXT bytes */
} walk_state;

static bool
walk_step(const sdk_step *step, void *arg)
{
	walk_state *st = (walk_state *) arg;
	const sdk_technique *t = sdk_technique_at(step->technique);
	sdk_svg_options o;
	char		prefix[32];

	st->count++;
	snprintf(prefix, sizeof(prefix), "sdk-s%d-", st->count);
	sdk_svg_options_default(&o);
	o.pencil_marks = st->pencil_marks;
	o.id_prefix = prefix;
	emit(st->body, "<section id=\"step-%d\">\n<h2>Step %d: %e</h2>\n<figure>\n", st->count, st->count,
		 t ? t->name : "?");
	if (!append_svg(st->body, &st->pos, step, &o))
		return false;
	sdk_step_explanation(&st->pos.geo, step, st->explanation, SDK_STEP_EXPLANATION_TEXT);
	emit(st->body, "<figcaption>%e</figcaption>\n</figure>\n</section>\n", st->explanation);
	sdk_apply_step(&st->pos, step);
	return !st->body->failed;
}

sdk_status
sdk_walkthrough_html(const sdk_position *p, const sdk_logic_options *opts, bool pencil_marks,
					 const sdk_env *env, char **out, size_t *len, sdk_error *err)
{
	svg_buf		head,
				body;
	walk_state *st;
	sdk_rating	rating;
	sdk_svg_options o;
	sdk_status	rc;
	size_t		cap = sdk_format_bound(p, SDK_TEXT_CANONICAL);
	char	   *text;
	int			n = p->geo.n;

	*out = NULL;
	*len = 0;
	buf_init(&head, env);
	buf_init(&body, env);
	st = env->alloc(sizeof(walk_state), env->arg);
	text = env->alloc(cap, env->arg);
	if (st)
		st->explanation = env->alloc(SDK_STEP_EXPLANATION_TEXT, env->arg);
	if (st == NULL || text == NULL || st->explanation == NULL)
	{
		if (st && st->explanation)
			env->release(st->explanation, env->arg);
		if (st)
			env->release(st, env->arg);
		if (text)
			env->release(text, env->arg);
		return out_of_memory(err);
	}
	st->body = &body;
	st->pos = *p;
	st->pencil_marks = pencil_marks;
	st->count = 0;
	rc = sdk_logic_solve(p, opts, 0, walk_step, st, NULL, &rating, env, err);
	if (rc == SDK_OK && !body.failed)
	{
		/* the grid at the end */
		sdk_svg_options_default(&o);
		o.pencil_marks = pencil_marks;
		o.id_prefix = "sdk-end-";
		emit(&body, "<section id=\"end\">\n<h2>%s</h2>\n<figure>\n",
			 sdk_empty_count(&st->pos) == 0 ? "Solved" : "Where the techniques stop");
		append_svg(&body, &st->pos, NULL, &o);
		if (sdk_empty_count(&st->pos) == 0)
			emit(&body, "<figcaption>Every cell is filled after %d steps.</figcaption>\n", st->count);
		else
			emit(&body, "<figcaption>%d cells are left empty: the chosen techniques find no further step.</figcaption>\n",
				 sdk_empty_count(&st->pos));
		buf_str(&body, "</figure>\n</section>\n</body>\n</html>\n");

		/* the head: the puzzle, its rating and its picture */
		sdk_format(p, SDK_TEXT_CANONICAL, text, cap);
		emit(&head, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
			 "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
			 "<title>Sudoku walk-through</title>\n<style>\n%s</style>\n</head>\n<body>\n", page_style);
		emit(&head, "<h1>Sudoku walk-through</h1>\n<p>The %dx%d puzzle <code>%e</code></p>\n", n, n, text);
		if (rating.steps > 0)
			emit(&head, "<p>%d steps; level %s, score %d; the hardest technique is %e%s.</p>\n",
				 rating.steps, sdk_level_name(rating.level), (int) rating.score,
				 rating.hardest >= 0 ? sdk_technique_at(rating.hardest)->name : "none",
				 rating.guesses ? ", and the path guesses" : "");
		else
			buf_str(&head, "<p>No step: the grid is full or the chosen techniques find nothing.</p>\n");
		sdk_svg_options_default(&o);
		o.pencil_marks = pencil_marks;
		o.id_prefix = "sdk-start-";
		buf_str(&head, "<section id=\"start\">\n<h2>The puzzle</h2>\n<figure>\n");
		append_svg(&head, p, NULL, &o);
		emit(&head, "<figcaption>%d givens, %d empty cells.</figcaption>\n</figure>\n</section>\n",
			 sdk_given_count(p), sdk_empty_count(p));
		if (!head.failed && !body.failed)
			buf_put(&head, body.data, body.len);
		if (head.failed || body.failed)
			rc = out_of_memory(err);
	}
	else if (rc == SDK_OK)
		rc = out_of_memory(err);
	buf_free(&body);
	env->release(st->explanation, env->arg);
	env->release(st, env->arg);
	env->release(text, env->arg);
	if (rc != SDK_OK)
	{
		buf_free(&head);
		return rc;
	}
	*out = head.data;
	*len = head.len;
	return SDK_OK;
}
