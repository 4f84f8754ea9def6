/*
 * tech_uniqueness.c -- Uniqueness Tests 1-6, Hidden Rectangle, Avoidable
 * Rectangles 1 and 2, and BUG+1: the techniques that assume the puzzle has
 * one solution (the registry runs them only then).
 *
 * A unique rectangle is four empty cells at the corners of two rows and two
 * columns in exactly two boxes.  Were its corners a, b / b, a, the two
 * digits could swap and the puzzle would have a second solution; so that
 * never happens, and each type draws a conclusion from it.  The "two"
 * corners hold no digit but a and b, the "extra" corners something more.
 *
 * The search is HoDoKu's (2.2.0), in its order, because the solver takes
 * the first step a technique emits.  It starts at each cell that holds
 * exactly two candidates a < b, in cell order.  The start's partner is a
 * cell of its box in its row or column (in box order) that holds both
 * digits; the other two corners lie along the start's and the partner's
 * columns (rows) outside the box, taken in line order, and hold both digits
 * too.  Each rectangle is looked at once, with the digits of the start that
 * reaches it first.  Within a rectangle each type has its own order (type 3:
 * the shared line, then the shared box; HR: each corner, a before b).
 * HoDoKu's solver asks for one type at a time and takes the first instance
 * in that order (what it meets of other types on the way it keeps for them,
 * which comes to the same); here the first type searched at a position
 * keeps the rectangles it meets, in order, for the others.
 * Avoidable rectangles are searched the same way from filled cells that
 * are not givens.
 *
 * Missing candidates (HoDoKu's allowUniquenessMissingCandidates, its
 * default): a corner other than the start need not hold a and b any more,
 * only be a cell where no filled peer holds them.  The swap that would give
 * a second solution only has to respect the filled digits, not the marks
 * that some other deduction took away.
 */
#include "techniques.h"
#include "exact.h"

/* find_unique_rectangle's type for the Hidden Rectangle */
#define HIDDEN_RECTANGLE 7

/*
 * Type 3's naked subsets: how many cells of the unit besides the two extra
 * corners.  A 9x9 unit never has more than 7 to offer, so HoDoKu's search
 * is complete there; on larger grids the bound keeps the search short.
 */
#define UR3_MAX_CELLS 7

typedef struct ur_search
{
	sdk_finder *f;
	int			type;			/* the type whose steps are emitted */
	bool		missing;		/* corners may have lost a or b */
	int			npairs;			/* pairs of rows (or columns) */
	sdk_mask	placed[3 * SDK_MAX_SIZE];	/* the digits filled in each unit */
	bool		short_of_room;	/* keep_rectangle found no memory */
} ur_search;

typedef struct rectangle
{
	int			cells[4];		/* the start, its partner, the corners across */
	int			a,
				b;				/* the start's digits, or values (avoidable) */
	sdk_cellset corners;
	int			ntwo,
				two[4];			/* corners holding no other digit, in cell order */
	int			nextra,
				extra[4];		/* the other corners, in cell order */
} rectangle;

static int
row_of(const sdk_logic *lg, int cell)
{
	return lg->cell_units[cell][0];
}

static int
col_of(const sdk_logic *lg, int cell)
{
	return lg->cell_units[cell][1];
}

static int
box_of(const sdk_logic *lg, int cell)
{
	return lg->cell_units[cell][2];
}

/* The row or column (unit number) both cells share, -1 if neither. */
static int
shared_line(const sdk_logic *lg, int x, int y)
{
	if (row_of(lg, x) == row_of(lg, y))
		return row_of(lg, x);
	if (col_of(lg, x) == col_of(lg, y))
		return col_of(lg, x);
	return -1;
}

/* The digits no filled peer of an empty cell holds; none for a filled cell. */
static sdk_mask
allowed(const ur_search *s, int cell)
{
	const sdk_logic *lg = s->f->lg;

	if (lg->pos.value[cell])
		return 0;
	return SDK_ALL(lg->n) & ~(s->placed[row_of(lg, cell)] | s->placed[col_of(lg, cell)] |
							  s->placed[box_of(lg, cell)]);
}

/* No rectangle looked at yet. */
static void
seen_reset(ur_search *s)
{
	size_t		words = ((size_t) s->npairs * (size_t) s->npairs + 63) / 64;

	memset(s->f->scratch.rectangles.bits, 0, words * sizeof(uint64_t));
}

static void
search_init(ur_search *s, sdk_finder *f, int type)
{
	sdk_logic  *lg = f->lg;
	int			u,
				k;

	s->f = f;
	s->type = type;
	s->missing = lg->opts.uniqueness_missing_candidates;
	s->npairs = lg->n * (lg->n - 1) / 2;
	for (u = 0; u < lg->nunits; u++)
	{
		s->placed[u] = 0;
		for (k = 0; k < lg->n; k++)
		{
			int			d = lg->pos.value[lg->unit_cells[u][k]];

			if (d)
				s->placed[u] |= SDK_BIT(d);
		}
	}
	seen_reset(s);
}

/* Whether the search met the rectangle before; marks it met. */
static bool
seen_before(ur_search *s, const int *cells)
{
	const sdk_logic *lg = s->f->lg;
	int			n = lg->n,
				r1 = cells[0] / n,
				r2 = cells[0] / n,
				c1 = cells[0] % n,
				c2 = cells[0] % n,
				i,
				key;
	uint64_t   *word,
				bit;

	for (i = 1; i < 4; i++)
	{
		int			r = cells[i] / n,
					c = cells[i] % n;

		r1 = r < r1 ? r : r1;
		r2 = r > r2 ? r : r2;
		c1 = c < c1 ? c : c1;
		c2 = c > c2 ? c : c2;
	}
	key = (r2 * (r2 - 1) / 2 + r1) * s->npairs + c2 * (c2 - 1) / 2 + c1;
	word = &s->f->scratch.rectangles.bits[key / 64];
	bit = (uint64_t) 1 << (key % 64);
	if (*word & bit)
		return true;
	*word |= bit;
	return false;
}

/* Sorts the corners into the two and the extra ones. */
static void
rectangle_sort(const sdk_logic *lg, rectangle *r)
{
	sdk_mask	ab = SDK_BIT(r->a) | SDK_BIT(r->b);
	int			c;

	cs_clear(&r->corners);
	for (c = 0; c < 4; c++)
		cs_add(&r->corners, r->cells[c]);
	r->ntwo = r->nextra = 0;
	CS_FOR_EACH(c, &r->corners)
	{
		if (lg->pos.cand[c] & ~ab)
			r->extra[r->nextra++] = c;
		else
			r->two[r->ntwo++] = c;
	}
}

/* "<name>: a/b in <corners>", the corners also as the step's cells. */
static void
rectangle_begin(sdk_finder *f, const rectangle *r, const char *name)
{
	int			c;
	bool		first = true;

	step_begin(f, SDK_BIT(r->a) | SDK_BIT(r->b));
	step_text(f, "%s: %c/%c in ", name, sdk_digit_char(r->a), sdk_digit_char(r->b));
	CS_FOR_EACH(c, &r->corners)
	{
		if (!first)
			step_text(f, ",");
		step_text_cell(f, c);
		step_cell(f, c);
		first = false;
	}
}

/* ---- the unique rectangle types ---- */

/* Type 1: three corners hold only a and b; the fourth is neither. */
static bool
ur_type_1(ur_search *s, const rectangle *r)
{
	sdk_finder *f = s->f;

	if (r->ntwo != 3)
		return true;
	rectangle_begin(f, r, "Uniqueness Test 1");
	step_eliminate(f, r->extra[0], r->a);
	step_eliminate(f, r->extra[0], r->b);
	return step_emit(f);
}

/*
 * Types 2 and 5: the extra corners (two or three) hold one and the same
 * extra digit x; one of them is x, so cells that see them all lose x.
 * Type 2 when the two extra corners share a row or column, else type 5.
 */
static bool
ur_type_2_or_5(ur_search *s, const rectangle *r)
{
	sdk_finder *f = s->f;
	sdk_logic  *lg = f->lg;
	sdk_mask	ab = SDK_BIT(r->a) | SDK_BIT(r->b),
				x = 0;
	sdk_cellset roof,
				targets;
	int			i,
				type;

	if (r->ntwo != 1 && r->ntwo != 2)
		return true;
	cs_clear(&roof);
	for (i = 0; i < r->nextra; i++)
	{
		x |= lg->pos.cand[r->extra[i]] & ~ab;
		cs_add(&roof, r->extra[i]);
	}
	if (sdk_bit_count(x) != 1)
		return true;
	targets = lg_common_peers(lg, &roof);
	targets = cs_and(&targets, &lg->digit_cells[sdk_mask_first(x)]);
	if (cs_empty(&targets))
		return true;
	type = r->nextra == 2 && shared_line(lg, r->extra[0], r->extra[1]) >= 0 ? 2 : 5;
	if (type != s->type)
		return true;
	rectangle_begin(f, r, type == 2 ? "Uniqueness Test 2" : "Uniqueness Test 5");
	step_eliminate_set(f, &targets, sdk_mask_first(x));
	return step_emit(f);
}

/*
 * Type 3: the two extra corners share a unit; together they act as one
 * cell holding their extra digits, which with k more cells of the unit
 * (none holding a or b) can make a naked subset of k + 1 digits.  Those
 * digits leave the unit's other cells, and when the subset lies in one box
 * too (found along a line), that box's other cells.  Subsets come in
 * HoDoKu's order: depth first, each cell with those after it.
 */
typedef struct ur3_search
{
	ur_search  *s;
	const rectangle *r;
	int			unit;
	bool		is_box;
	int			pool[SDK_MAX_SIZE]; /* the unit's cells that may join */
	int			npool;
	int			chosen[UR3_MAX_CELLS];
	int			nchosen;
	int			limit;			/* at most this many cells join */
} ur3_search;

/* Whether the extra corners and the chosen cells lie in one row or column. */
static bool
ur3_one_line(const ur3_search *u)
{
	const sdk_logic *lg = u->s->f->lg;
	int			line = shared_line(lg, u->r->extra[0], u->r->extra[1]),
				i;

	for (i = 0; i < u->nchosen; i++)
		if (!cs_has(&lg->unit_set[line], u->chosen[i]))
			return false;
	return true;
}

static bool
ur3_step(ur3_search *u, sdk_mask digits)
{
	sdk_finder *f = u->s->f;
	sdk_logic  *lg = f->lg;
	sdk_cellset subset,
				rest;
	int			box,
				d,
				i;

	cs_clear(&subset);
	cs_add(&subset, u->r->extra[0]);
	cs_add(&subset, u->r->extra[1]);
	box = box_of(lg, u->r->extra[0]);
	for (i = 0; i < u->nchosen; i++)
	{
		cs_add(&subset, u->chosen[i]);
		if (box_of(lg, u->chosen[i]) != box)
			box = -1;
	}
	if (box_of(lg, u->r->extra[1]) != box)
		box = -1;
	rectangle_begin(f, u->r, "Uniqueness Test 3");
	step_text(f, " with ");
	for (i = 0; i < u->nchosen; i++)
	{
		if (i)
			step_text(f, ",");
		step_text_cell(f, u->chosen[i]);
	}
	step_text(f, " as a naked subset on ");
	step_text_digits(f, digits, ",");
	rest = cs_andnot(&lg->unit_set[u->unit], &subset);
	MASK_FOR_EACH(d, digits)
		step_eliminate_set(f, &rest, d);
	if (f->step.neliminations == 0)
		return true;
	/* a subset along a line that also lies in one box: a locked subset */
	if (!u->is_box && box >= 0)
	{
		rest = cs_andnot(&lg->unit_set[box], &subset);
		MASK_FOR_EACH(d, digits)
			step_eliminate_set(f, &rest, d);
	}
	return step_emit(f);
}

static bool
ur3_subsets(ur3_search *u, int from, sdk_mask digits)
{
	const sdk_logic *lg = u->s->f->lg;
	int			i;

	for (i = from; i < u->npool && !u->s->f->stopped; i++)
	{
		sdk_mask	with = digits | lg->pos.cand[u->pool[i]];
		int			cells,
					excess,
					room;

		u->chosen[u->nchosen++] = u->pool[i];
		cells = u->nchosen + 2;
		excess = sdk_bit_count(with) - (cells - 1);
		/* along the box, subsets in one line were the line's */
		if (excess == 0 && (!u->is_box || !ur3_one_line(u)) && !ur3_step(u, with))
			return false;
		/* each further cell can take away one digit too many at most */
		room = u->npool - i - 1;
		if (room > u->limit - u->nchosen)
			room = u->limit - u->nchosen;
		if (room > 0 && excess <= room && !ur3_subsets(u, i + 1, with))
			return false;
		u->nchosen--;
	}
	return !u->s->f->stopped;
}

static bool
ur3_in_unit(ur_search *s, const rectangle *r, int unit, sdk_mask extra)
{
	sdk_logic  *lg = s->f->lg;
	sdk_mask	ab = SDK_BIT(r->a) | SDK_BIT(r->b);
	ur3_search	u;
	int			k;

	u.s = s;
	u.r = r;
	u.unit = unit;
	u.is_box = lg_unit_type(lg, unit) == SDK_UNIT_BOX;
	u.npool = 0;
	u.nchosen = 0;
	for (k = 0; k < lg->n; k++)
	{
		int			c = lg->unit_cells[unit][k];

		if (!lg->pos.value[c] && !(lg->pos.cand[c] & ab) && !cs_has(&r->corners, c))
			u.pool[u.npool++] = c;
	}
	u.limit = u.npool < UR3_MAX_CELLS ? u.npool : UR3_MAX_CELLS;
	return ur3_subsets(&u, 0, extra);
}

static bool
ur_type_3(ur_search *s, const rectangle *r)
{
	sdk_logic  *lg = s->f->lg;
	sdk_mask	ab = SDK_BIT(r->a) | SDK_BIT(r->b),
				extra;
	int			x,
				y;

	if (r->ntwo != 2)
		return true;
	x = r->extra[0];
	y = r->extra[1];
	extra = (lg->pos.cand[x] | lg->pos.cand[y]) & ~ab;
	if (row_of(lg, x) == row_of(lg, y) && !ur3_in_unit(s, r, row_of(lg, x), extra))
		return false;
	if (col_of(lg, x) == col_of(lg, y) && !ur3_in_unit(s, r, col_of(lg, x), extra))
		return false;
	if (box_of(lg, x) == box_of(lg, y) && !ur3_in_unit(s, r, box_of(lg, x), extra))
		return false;
	return true;
}

/*
 * Type 4: the two extra corners share a row or column, and no other cell
 * that sees them both holds a (else b): one of them is a, so neither is b.
 */
static bool
ur_type_4(ur_search *s, const rectangle *r)
{
	sdk_finder *f = s->f;
	sdk_logic  *lg = f->lg;
	sdk_cellset both,
				with_a,
				with_b;
	int			x,
				y,
				gone;

	if (r->ntwo != 2 || shared_line(lg, r->extra[0], r->extra[1]) < 0)
		return true;
	x = r->extra[0];
	y = r->extra[1];
	both = cs_and(&lg->peers[x], &lg->peers[y]);
	with_a = cs_and(&both, &lg->digit_cells[r->a]);
	with_b = cs_and(&both, &lg->digit_cells[r->b]);
	if (cs_empty(&with_a))
		gone = r->b;
	else if (cs_empty(&with_b))
		gone = r->a;
	else
		return true;
	rectangle_begin(f, r, "Uniqueness Test 4");
	step_text(f, ", %c only in ", sdk_digit_char(gone == r->a ? r->b : r->a));
	step_text_cell(f, x);
	step_text(f, ",");
	step_text_cell(f, y);
	step_eliminate(f, x, gone);
	step_eliminate(f, y, gone);
	return step_emit(f);
}

/*
 * Type 6: the two extra corners lie on a diagonal, and a (else b) has no
 * place in the rectangle's rows and columns but its corners: a in an extra
 * corner would put a in the other one and b in both others, the deadly
 * pattern.  So the extra corners lose a.
 */
static bool
ur_type_6(ur_search *s, const rectangle *r)
{
	sdk_finder *f = s->f;
	sdk_logic  *lg = f->lg;
	sdk_cellset lines,
				with;
	int			x,
				y,
				gone;

	if (r->ntwo != 2 || shared_line(lg, r->extra[0], r->extra[1]) >= 0)
		return true;
	x = r->extra[0];
	y = r->extra[1];
	lines = cs_or(&lg->unit_set[row_of(lg, x)], &lg->unit_set[col_of(lg, x)]);
	lines = cs_or(&lines, &lg->unit_set[row_of(lg, y)]);
	lines = cs_or(&lines, &lg->unit_set[col_of(lg, y)]);
	lines = cs_andnot(&lines, &r->corners);
	with = cs_and(&lines, &lg->digit_cells[r->a]);
	if (cs_empty(&with))
		gone = r->a;
	else
	{
		with = cs_and(&lines, &lg->digit_cells[r->b]);
		if (!cs_empty(&with))
			return true;
		gone = r->b;
	}
	rectangle_begin(f, r, "Uniqueness Test 6");
	step_text(f, ", %c only in its corners in both rows and columns", sdk_digit_char(gone));
	step_eliminate(f, x, gone);
	step_eliminate(f, y, gone);
	return step_emit(f);
}

/*
 * Hidden Rectangle: from a corner holding no other digit, the row and
 * column of the opposite corner hold x nowhere but in the rectangle.  Were
 * the opposite corner y, x would fill the two corners beside it and the
 * deadly pattern would follow; so the opposite corner loses y.  Each two
 * corner (when two, on a diagonal) in cell order, x = a then x = b.
 */
static bool
hr_check(ur_search *s, const rectangle *r, int row, int col, int x, int y)
{
	sdk_finder *f = s->f;
	sdk_logic  *lg = f->lg;
	sdk_cellset lines = cs_or(&lg->unit_set[row], &lg->unit_set[col]);
	int			far = (row % lg->n) * lg->n + col % lg->n;

	lines = cs_and(&lines, &lg->digit_cells[x]);
	lines = cs_andnot(&lines, &r->corners);
	if (!cs_empty(&lines))
		return true;
	rectangle_begin(f, r, "Hidden Rectangle");
	step_text(f, ", %c only in the corners of ", sdk_digit_char(x));
	step_text_unit(f, row);
	step_text(f, " and ");
	step_text_unit(f, col);
	step_eliminate(f, far, y);
	return step_emit(f);
}

static bool
hr_corner(ur_search *s, const rectangle *r, int corner)
{
	sdk_logic  *lg = s->f->lg;
	int			row = row_of(lg, r->extra[0]),
				col = col_of(lg, r->extra[0]);

	if (row == row_of(lg, corner))
		row = row_of(lg, r->extra[1]);
	if (col == col_of(lg, corner))
		col = col_of(lg, r->extra[1]);
	return hr_check(s, r, row, col, r->a, r->b) && hr_check(s, r, row, col, r->b, r->a);
}

static bool
hidden_rectangle(ur_search *s, const rectangle *r)
{
	if (r->ntwo != 1 && r->ntwo != 2)
		return true;
	if (r->ntwo == 2 && shared_line(s->f->lg, r->two[0], r->two[1]) >= 0)
		return true;
	if (!hr_corner(s, r, r->two[0]))
		return false;
	return r->ntwo == 1 || hr_corner(s, r, r->two[1]);
}

/* ---- the search ---- */

/*
 * Whether an empty cell may be a corner of a unique rectangle on the two
 * digits ab: it holds both, or with missing candidates allowed, no filled
 * peer holds either.  (HoDoKu asks the corner across from the start only
 * about a; b could then only be filled in the start's own line, which
 * holds b as a candidate, so the two agree while the marks agree with the
 * filled digits.)
 */
static bool
holds_both(const ur_search *s, int cell, sdk_mask ab)
{
	const sdk_logic *lg = s->f->lg;

	if (lg->pos.value[cell])
		return false;
	return ((s->missing ? allowed(s, cell) : lg->pos.cand[cell]) & ab) == ab;
}

/*
 * Avoidable rectangles: the start and its partner are filled, not givens;
 * across from them either one corner is filled (not a given) with the
 * digit of the corner beside it and the other empty with two candidates,
 * one of them the digit that would complete the pattern, or both are empty
 * with two candidates each, the pattern's digit and one more.
 */
static bool
avoidable_corners(const ur_search *s, int start, int partner, int across_start,
				  int across_partner)
{
	const sdk_position *p = &s->f->lg->pos;
	int			a = p->value[start],
				b = p->value[partner];
	bool		open_start = !p->value[across_start] &&
		(p->cand[across_start] & SDK_BIT(b)) && sdk_bit_count(p->cand[across_start]) == 2;
	bool		open_partner = !p->value[across_partner] &&
		(p->cand[across_partner] & SDK_BIT(a)) && sdk_bit_count(p->cand[across_partner]) == 2;

	if (p->value[across_start] == b && !p->given[across_start] && open_partner)
		return true;
	if (p->value[across_partner] == a && !p->given[across_partner] && open_start)
		return true;
	return open_start && open_partner;
}

/*
 * Avoidable Rectangle: filled corners that are not givens could swap, the
 * givens alone having one solution.  Type 1: one corner across is filled
 * too, so the empty one may not take the digit that completes the
 * pattern.  Type 2: both are empty, with the same extra digit x besides
 * the pattern's; one of them is x, so cells that see both lose x.
 */
static bool
avoidable_check(ur_search *s, const rectangle *r)
{
	sdk_finder *f = s->f;
	sdk_logic  *lg = f->lg;
	int			across_start = r->cells[2],
				across_partner = r->cells[3];

	if (lg->pos.value[across_start] || lg->pos.value[across_partner])
	{
		if (s->type != 1)
			return true;
		rectangle_begin(f, r, "Avoidable Rectangle Type 1");
		if (lg->pos.value[across_start])
			step_eliminate(f, across_partner, r->a);
		else
			step_eliminate(f, across_start, r->b);
		return step_emit(f);
	}
	else
	{
		sdk_mask	extra = lg->pos.cand[across_start] & ~SDK_BIT(r->b);
		int			x = sdk_mask_first(extra);
		sdk_cellset both;

		if (s->type != 2 || !(lg->pos.cand[across_partner] & SDK_BIT(x)))
			return true;
		cs_clear(&both);
		cs_add(&both, across_start);
		cs_add(&both, across_partner);
		both = lg_common_peers(lg, &both);
		both = cs_and(&both, &lg->digit_cells[x]);
		if (cs_empty(&both))
			return true;
		rectangle_begin(f, r, "Avoidable Rectangle Type 2");
		step_eliminate_set(f, &both, x);
		return step_emit(f);
	}
}

static bool
unique_check(ur_search *s, const rectangle *r)
{
	switch (s->type)
	{
		case 1:
			return ur_type_1(s, r);
		case 2:
		case 5:
			return ur_type_2_or_5(s, r);
		case 3:
			return ur_type_3(s, r);
		case 4:
			return ur_type_4(s, r);
		case 6:
			return ur_type_6(s, r);
		case HIDDEN_RECTANGLE:
			return hidden_rectangle(s, r);
	}
	return true;
}

/*
 * Every rectangle from every start, in HoDoKu's order; avoidable ones
 * start at filled cells that are not givens, unique ones at cells with
 * exactly two candidates.
 */
/* What the search does with each rectangle it meets; false stops it. */
typedef bool (*rectangle_fn) (ur_search *s, const rectangle *r);

static void
walk_rectangles(ur_search *s, bool avoidable, rectangle_fn visit)
{
	sdk_logic  *lg = s->f->lg;
	const sdk_position *p = &lg->pos;
	int			n = lg->n,
				start;

	for (start = 0; start < lg->ncells && !finder_interrupted(s->f); start++)
	{
		int			box = box_of(lg, start),
					k;

		if (avoidable ? !p->value[start] || p->given[start] :
			p->value[start] || sdk_bit_count(p->cand[start]) != 2)
			continue;
		for (k = 0; k < n; k++)
		{
			int			partner = lg->unit_cells[box][k],
						line_start,
						line_partner,
						j;
			bool		in_row = row_of(lg, partner) == row_of(lg, start);

			if (partner == start || (!in_row && col_of(lg, partner) != col_of(lg, start)))
				continue;
			if (avoidable ? !p->value[partner] || p->given[partner] :
				!holds_both(s, partner, p->cand[start]))
				continue;
			/* the corners across lie along the start's and the partner's other line */
			line_start = in_row ? col_of(lg, start) : row_of(lg, start);
			line_partner = in_row ? col_of(lg, partner) : row_of(lg, partner);
			for (j = 0; j < n; j++)
			{
				rectangle	r;
				bool		go_on;

				r.cells[0] = start;
				r.cells[1] = partner;
				r.cells[2] = lg->unit_cells[line_start][j];
				r.cells[3] = lg->unit_cells[line_partner][j];
				if (box_of(lg, r.cells[2]) == box)
					continue;
				if (avoidable ? !avoidable_corners(s, start, partner, r.cells[2], r.cells[3]) :
					!holds_both(s, r.cells[2], p->cand[start]) ||
					!holds_both(s, r.cells[3], p->cand[start]))
					continue;
				if (seen_before(s, r.cells))
					continue;
				if (avoidable)
				{
					r.a = p->value[start];
					r.b = p->value[partner];
				}
				else
				{
					r.a = sdk_mask_first(p->cand[start]);
					r.b = sdk_mask_first(p->cand[start] & ~SDK_BIT(r.a));
				}
				rectangle_sort(lg, &r);
				go_on = visit(s, &r);
				if (!go_on)
					return;
			}
		}
	}
}

/* Keeps a rectangle in the finder; false when there is no room for it. */
static bool
keep_rectangle(ur_search *s, const rectangle *r)
{
	sdk_finder *f = s->f;
	rectangle  *room = lg_list_room(f, f->rectangles, &f->rectangles_cap, f->nrectangles, sizeof(rectangle));

	if (!room)
	{
		s->short_of_room = true;
		return false;
	}
	f->rectangles = room;
	room[f->nrectangles++] = *r;
	return true;
}

/*
 * The unique rectangles of the position are the same for every type: the
 * first type searched keeps them in the finder (in the search's order) and
 * each type looks at them in that order.  Without memory to keep them the
 * search checks each rectangle as it meets it.
 */
static void
search_rectangles(ur_search *s, bool avoidable)
{
	sdk_finder *f = s->f;
	int			i;

	if (avoidable)
	{
		walk_rectangles(s, true, avoidable_check);
		return;
	}
	if (!f->have_rectangles)
	{
		s->short_of_room = false;
		f->nrectangles = 0;
		walk_rectangles(s, false, keep_rectangle);
		if (f->stopped)
			return;
		if (s->short_of_room)
		{
			/* the search once more, checking each rectangle as it meets it */
			f->nrectangles = 0;
			seen_reset(s);
			walk_rectangles(s, false, unique_check);
			return;
		}
		f->have_rectangles = true;
	}
	for (i = 0; i < f->nrectangles; i++)
		if (!unique_check(s, (const rectangle *) f->rectangles + i))
			return;
}

void
find_unique_rectangle(sdk_finder *f, int type)
{
	ur_search	s;

	search_init(&s, f, type);
	search_rectangles(&s, false);
}

void
find_hidden_rectangle(sdk_finder *f, int param)
{
	(void) param;
	find_unique_rectangle(f, HIDDEN_RECTANGLE);
}

/* Whether the givens alone, without the digits filled since, have one solution. */
static bool
givens_unique(sdk_logic *lg)
{
	/*
	 * not known yet in the solve loop, the givens the puzzle and not
	 * settled, or after a guess: the loop asks if a step is found (see
	 * find_first)
	 */
	if (lg->givens_unique < 0 && ((lg->puzzle_is_givens && !lg->settled) || lg->guessed))
		return true;
	return logic_givens_unique(lg);
}

void
find_avoidable_rectangle(sdk_finder *f, int type)
{
	ur_search	s;

	if (!givens_unique(f->lg))
		return;
	search_init(&s, f, type);
	search_rectangles(&s, true);
}

/*
 * BUG+1: every empty cell holds two candidates but one, which holds three;
 * every unit holds each digit in two cells or none, but one digit x, in
 * three cells of each unit of the three-candidate cell, x one of its
 * candidates.  Without x that cell would leave a bivalue grave, which has
 * no solution or more than one; so the cell is x, and its other two
 * candidates go (HoDoKu writes the step as those eliminations, with no
 * digits of its own).
 *
 * HoDoKu also lets cells with one candidate and digits in one cell of a
 * unit through, single cells that the grave argument does not cover: such
 * a step can eliminate the solution's digit.  Its solver never meets them
 * (the singles come first), so they are left out here.
 */
void
find_bug_plus_one(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	int			odd = -1,
				odd_digit = 0,
				three[3] = {-1, -1, -1},
				c,
				u,
				d;

	(void) param;
	CS_FOR_EACH(c, &lg->empty)
	{
		int			count = sdk_bit_count(lg->pos.cand[c]);

		if (count < 2 || count > 3 || (count == 3 && odd >= 0))
			return;
		if (count == 3)
			odd = c;
	}
	if (odd < 0)
		return;
	for (u = 0; u < lg->nunits; u++)
		for (d = 1; d <= lg->n; d++)
		{
			int			count = sdk_bit_count(lg->digit_places[d][u]);

			if (count == 1 || count > 3)
				return;
			if (count < 3)
				continue;
			if (three[lg_unit_type(lg, u)] >= 0 || (odd_digit && odd_digit != d))
				return;
			odd_digit = d;
			three[lg_unit_type(lg, u)] = u;
		}
	if (!odd_digit || !(lg->pos.cand[odd] & SDK_BIT(odd_digit)))
		return;
	for (u = 0; u < 3; u++)
		if (three[u] != lg->cell_units[odd][u])
			return;
	step_begin(f, 0);
	step_cell(f, odd);
	step_text(f, "Bivalue Universal Grave + 1: ");
	step_text_cell(f, odd);
	step_text(f, " is the only cell with three candidates; %c appears three times in its units",
			  sdk_digit_char(odd_digit));
	MASK_FOR_EACH(d, lg->pos.cand[odd] & ~SDK_BIT(odd_digit))
		step_eliminate(f, odd, d);
	step_emit(f);
}
