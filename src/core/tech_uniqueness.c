/*
 * tech_uniqueness.c -- Uniqueness Tests 1-6 (unique rectangles).
 *
 * Four empty cells at the corners of a rectangle over two rows, two columns
 * and two boxes, all holding digits a and b: were they all reduced to a and
 * b, the two could swap and the puzzle would have two solutions.  A puzzle
 * with one solution (the registry runs these only then) must therefore
 * keep something else in some corner, and each type draws a conclusion
 * from that.  The "floor" corners hold exactly a and b, the "roof" corners
 * something more.
 */
#include "logic_internal.h"

typedef struct rectangle
{
	int			cells[4];		/* r1c1, r1c2, r2c1, r2c2 */
	int			rows[2],
				cols[2];
	int			a,
				b;
	int			nroof;
	int			roof[4];
} rectangle;

static void
rectangle_text(sdk_finder *f, const rectangle *r, int type)
{
	int			i;

	step_text(f, "Uniqueness Test %d: %c/%c in ", type, sdk_digit_char(r->a), sdk_digit_char(r->b));
	for (i = 0; i < 4; i++)
	{
		step_cell(f, r->cells[i]);
		if (i)
			step_text(f, ",");
		step_text_cell(f, r->cells[i]);
	}
}

/* The row or column (unit number) both cells share, -1 if neither. */
static int
shared_line(const sdk_logic *lg, int x, int y)
{
	if (lg->cell_units[x][0] == lg->cell_units[y][0])
		return lg->cell_units[x][0];
	if (lg->cell_units[x][1] == lg->cell_units[y][1])
		return lg->cell_units[x][1];
	return -1;
}

static bool
type_1(sdk_finder *f, const rectangle *r)
{
	int			roof = r->roof[0];

	if (r->nroof != 1)
		return true;
	step_begin(f, SDK_BIT(r->a) | SDK_BIT(r->b));
	rectangle_text(f, r, 1);
	step_eliminate(f, roof, r->a);
	step_eliminate(f, roof, r->b);
	return step_emit(f);
}

/*
 * Types 2 and 5: every roof corner holds a, b and the same one extra digit
 * c; one of them is c, so cells seeing all of them lose c.  Type 2 when two
 * roof corners share a row or column, type 5 otherwise.
 */
static bool
type_2_or_5(sdk_finder *f, const rectangle *r, int type)
{
	sdk_logic  *lg = f->lg;
	sdk_mask	ab = SDK_BIT(r->a) | SDK_BIT(r->b);
	sdk_mask	extra = lg->pos.cand[r->roof[0]] & ~ab;
	sdk_cellset roof,
				targets;
	bool		adjacent;
	int			i;

	if (r->nroof < 2 || sdk_bit_count(extra) != 1)
		return true;
	cs_clear(&roof);
	for (i = 0; i < r->nroof; i++)
	{
		if ((lg->pos.cand[r->roof[i]] & ~ab) != extra)
			return true;
		cs_add(&roof, r->roof[i]);
	}
	adjacent = r->nroof == 2 && shared_line(lg, r->roof[0], r->roof[1]) >= 0;
	if ((type == 2) != adjacent)
		return true;
	targets = lg_common_peers(lg, &roof);
	step_begin(f, ab | extra);
	rectangle_text(f, r, type);
	step_eliminate_set(f, &targets, sdk_mask_first(extra));
	return step_emit(f);
}

/*
 * Type 3: two roof corners in one row or column hold extra digits E; they
 * act as one cell holding E, which with other cells of that line can make
 * a naked subset, and the subset's digits leave the line's other cells.
 */
static bool
type_3(sdk_finder *f, const rectangle *r)
{
	sdk_logic  *lg = f->lg;
	sdk_mask	ab = SDK_BIT(r->a) | SDK_BIT(r->b);
	sdk_mask	extra;
	int			line,
				others[SDK_MAX_SIZE],
				nothers = 0,
				k,
				size;

	if (r->nroof != 2 || (line = shared_line(lg, r->roof[0], r->roof[1])) < 0)
		return true;
	extra = (lg->pos.cand[r->roof[0]] | lg->pos.cand[r->roof[1]]) & ~ab;
	for (k = 0; k < lg->n; k++)
	{
		int			c = lg->unit_cells[line][k];

		if (!lg->pos.value[c] && c != r->roof[0] && c != r->roof[1] &&
			!(lg->pos.cand[c] & ab) && sdk_bit_count(lg->pos.cand[c]) <= 4)
			others[nothers++] = c;
	}
	for (size = 1; size <= 3 && size <= nothers; size++)
	{
		int			idx[3];

		if (!comb_first(idx, size, nothers))
			continue;
		do
		{
			sdk_mask	digits = extra;
			sdk_cellset subset,
						rest;
			int			i,
						d;

			cs_clear(&subset);
			cs_add(&subset, r->roof[0]);
			cs_add(&subset, r->roof[1]);
			for (i = 0; i < size; i++)
			{
				digits |= lg->pos.cand[others[idx[i]]];
				cs_add(&subset, others[idx[i]]);
			}
			if (sdk_bit_count(digits) != size + 1)
				continue;
			rest = cs_andnot(&lg->unit_set[line], &subset);
			step_begin(f, ab | digits);
			rectangle_text(f, r, 3);
			step_text(f, " with ");
			for (i = 0; i < size; i++)
			{
				if (i)
					step_text(f, ",");
				step_text_cell(f, others[idx[i]]);
			}
			step_text(f, " as a naked subset on ");
			step_text_digits(f, digits, ",");
			MASK_FOR_EACH(d, digits)
				step_eliminate_set(f, &rest, d);
			if (!step_emit(f))
				return false;
		} while (comb_next(idx, size, nothers));
	}
	return true;
}

/*
 * Type 4: two roof corners share a line where a can go nowhere else; one
 * of them is a, so neither can be b.
 */
static bool
type_4(sdk_finder *f, const rectangle *r)
{
	sdk_logic  *lg = f->lg;
	int			line,
				side;

	if (r->nroof != 2 || (line = shared_line(lg, r->roof[0], r->roof[1])) < 0)
		return true;
	for (side = 0; side < 2; side++)
	{
		int			x = side ? r->b : r->a,
					y = side ? r->a : r->b;
		sdk_cellset where = lg_unit_digit(lg, line, x);

		if (cs_count(&where) != 2)
			continue;
		step_begin(f, SDK_BIT(r->a) | SDK_BIT(r->b));
		rectangle_text(f, r, 4);
		step_text(f, ", %c only in ", sdk_digit_char(x));
		step_text_cell(f, r->roof[0]);
		step_text(f, ",");
		step_text_cell(f, r->roof[1]);
		step_eliminate(f, r->roof[0], y);
		step_eliminate(f, r->roof[1], y);
		if (!step_emit(f))
			return false;
	}
	return true;
}

/*
 * Type 6: two roof corners on a diagonal, and digit a confined to the
 * rectangle's cells in both its rows (an X-Wing): a in a roof corner would
 * force a into the other roof corner and b into both floor corners, the
 * deadly pattern, so the roof corners lose a.
 */
static bool
type_6(sdk_finder *f, const rectangle *r)
{
	sdk_logic  *lg = f->lg;
	int			side,
				i;

	if (r->nroof != 2 || shared_line(lg, r->roof[0], r->roof[1]) >= 0)
		return true;
	for (side = 0; side < 2; side++)
	{
		int			x = side ? r->b : r->a;
		bool		confined = true;

		for (i = 0; i < 2; i++)
		{
			sdk_cellset row = lg_unit_digit(lg, r->rows[i], x);
			sdk_cellset col = lg_unit_digit(lg, r->cols[i], x);

			confined = confined && cs_count(&row) == 2 && cs_count(&col) == 2;
		}
		if (!confined)
			continue;
		step_begin(f, SDK_BIT(r->a) | SDK_BIT(r->b));
		rectangle_text(f, r, 6);
		step_text(f, ", %c only in its corners in both rows and columns", sdk_digit_char(x));
		step_eliminate(f, r->roof[0], x);
		step_eliminate(f, r->roof[1], x);
		if (!step_emit(f))
			return false;
	}
	return true;
}

/*
 * The corners of rows r1, r2 and columns c1, c2 lie in exactly two boxes:
 * the rows share a band or the columns share a stack, not both.
 */
static bool
spans_two_boxes(const sdk_logic *lg, int r1, int r2, int c1, int c2)
{
	int			n = lg->n;
	int			corner = lg->cell_units[r1 * n + c1][2];

	return (corner == lg->cell_units[r1 * n + c2][2]) != (corner == lg->cell_units[r2 * n + c1][2]);
}

void
find_unique_rectangle(sdk_finder *f, int type)
{
	sdk_logic  *lg = f->lg;
	int			n = lg->n,
				r1,
				r2,
				c1,
				c2;

	for (r1 = 0; r1 < n && !finder_interrupted(f); r1++)
		for (r2 = r1 + 1; r2 < n; r2++)
			for (c1 = 0; c1 < n; c1++)
				for (c2 = c1 + 1; c2 < n; c2++)
				{
					rectangle	r;
					sdk_mask	common = SDK_ALL(n);
					int			i,
								a,
								b;

					if (!spans_two_boxes(lg, r1, r2, c1, c2))
						continue;

					r.cells[0] = r1 * n + c1;
					r.cells[1] = r1 * n + c2;
					r.cells[2] = r2 * n + c1;
					r.cells[3] = r2 * n + c2;
					r.rows[0] = r1;
					r.rows[1] = r2;
					r.cols[0] = n + c1;
					r.cols[1] = n + c2;
					for (i = 0; i < 4; i++)
					{
						if (lg->pos.value[r.cells[i]])
							break;
						common &= lg->pos.cand[r.cells[i]];
					}
					if (i < 4 || sdk_bit_count(common) < 2)
						continue;
					MASK_FOR_EACH(a, common)
						MASK_FOR_EACH(b, common & ~SDK_ALL(a))
					{
						sdk_mask	ab = SDK_BIT(a) | SDK_BIT(b);
						bool		go_on = true;

						r.a = a;
						r.b = b;
						r.nroof = 0;
						for (i = 0; i < 4; i++)
							if (lg->pos.cand[r.cells[i]] != ab)
								r.roof[r.nroof++] = r.cells[i];
						if (r.nroof == 0)
							continue;	/* the deadly pattern itself */
						switch (type)
						{
							case 1:
								go_on = type_1(f, &r);
								break;
							case 2:
							case 5:
								go_on = type_2_or_5(f, &r, type);
								break;
							case 3:
								go_on = type_3(f, &r);
								break;
							case 4:
								go_on = type_4(f, &r);
								break;
							case 6:
								go_on = type_6(f, &r);
								break;
						}
						if (!go_on)
							return;
					}
				}
}

/*
 * Hidden Rectangle: one corner holds only a and b; in the opposite corner's
 * row and column b has no place but the rectangle's corners.  Were that
 * corner a, b would fill the two corners beside it and a/b the fourth: the
 * deadly pattern.  So the opposite corner loses a.
 */
void
find_hidden_rectangle(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	int			n = lg->n,
				r1,
				r2,
				c1,
				c2;

	(void) param;
	for (r1 = 0; r1 < n && !finder_interrupted(f); r1++)
		for (r2 = 0; r2 < n; r2++)
			for (c1 = 0; c1 < n; c1++)
				for (c2 = 0; c2 < n; c2++)
				{
					/* (r1,c1) is the floor corner, (r2,c2) the one opposite */
					int			floor = r1 * n + c1,
								far = r2 * n + c2,
								beside_row = r2 * n + c1,
								beside_col = r1 * n + c2;
					sdk_mask	pair = lg->pos.cand[floor];
					int			cells[4] = {floor, beside_col, beside_row, far},
								i,
								side;

					if (r1 == r2 || c1 == c2 || lg->pos.value[floor] || sdk_bit_count(pair) != 2)
						continue;
					for (i = 0; i < 4; i++)
						if (lg->pos.value[cells[i]] || (lg->pos.cand[cells[i]] & pair) != pair)
							break;
					if (i < 4 || !spans_two_boxes(lg, r1, r2, c1, c2) || lg->pos.cand[far] == pair)
						continue;
					for (side = 0; side < 2; side++)
					{
						int			a = side ? sdk_mask_first(pair & ~SDK_BIT(sdk_mask_first(pair))) : sdk_mask_first(pair),
									b = sdk_mask_first(pair & ~SDK_BIT(a));
						sdk_cellset in_row = lg_unit_digit(lg, r2, b),
									in_col = lg_unit_digit(lg, n + c2, b);

						if (cs_count(&in_row) != 2 || cs_count(&in_col) != 2 ||
							!cs_has(&in_row, beside_row) || !cs_has(&in_col, beside_col))
							continue;
						step_begin(f, pair);
						for (i = 0; i < 4; i++)
							step_cell(f, cells[i]);
						step_text(f, "Hidden Rectangle: %c/%c in ", sdk_digit_char(a), sdk_digit_char(b));
						for (i = 0; i < 4; i++)
						{
							if (i)
								step_text(f, ",");
							step_text_cell(f, cells[i]);
						}
						step_text(f, ", %c only in the corners of ", sdk_digit_char(b));
						step_text_unit(f, r2);
						step_text(f, " and ");
						step_text_unit(f, n + c2);
						step_eliminate(f, far, a);
						if (!step_emit(f))
							return;
					}
				}
}

/*
 * Avoidable Rectangles: corners filled by the solver (not givens) could
 * swap their digits if the rest of the rectangle let them, giving the
 * puzzle a second solution.  Type 1: three corners hold a, b, a (the
 * middle one diagonal to the empty corner): the empty corner is not b.
 * Type 2: two filled corners a and b in one row or column, the two empty
 * corners each b or a plus one and the same extra c: one of them is c, so
 * cells seeing both lose c.
 */
/* Whether the givens alone, without the digits filled since, have one solution. */
static bool
givens_unique(sdk_logic *lg)
{
	if (lg->givens_unique < 0)
	{
		sdk_position *givens = lg->env->alloc(sizeof(sdk_position), lg->env->arg);
		uint64_t	count = 0;
		sdk_error	err;
		int			c;

		if (!givens)
			return false;
		*givens = lg->pos;
		for (c = 0; c < lg->ncells; c++)
			if (givens->value[c] && !givens->given[c])
				givens->value[c] = 0;
		sdk_position_reset_marks(givens);
		if (sdk_solve(givens, 2, SDK_ORDER_FAST, NULL, NULL, lg->env, &count, &err) != SDK_OK)
			count = 0;
		lg->env->release(givens, lg->env->arg);
		lg->givens_unique = count == 1;
	}
	return lg->givens_unique == 1;
}

/* "Avoidable Rectangle Type t: a/b in w,x,y,z", the corners as pattern cells. */
static void
avoidable_text(sdk_finder *f, int type, int a, int b, const int *corners)
{
	int			i;

	step_text(f, "Avoidable Rectangle Type %d: %c/%c in ", type, sdk_digit_char(a), sdk_digit_char(b));
	for (i = 0; i < 4; i++)
	{
		if (i)
			step_text(f, ",");
		step_text_cell(f, corners[i]);
		step_cell(f, corners[i]);
	}
}

void
find_avoidable_rectangle(sdk_finder *f, int type)
{
	sdk_logic  *lg = f->lg;
	const sdk_position *p = &lg->pos;
	int			n = lg->n,
				r1,
				r2,
				c1,
				c2;

	if (!givens_unique(lg))
		return;
	for (r1 = 0; r1 < n && !finder_interrupted(f); r1++)
		for (r2 = r1 + 1; r2 < n; r2++)
			for (c1 = 0; c1 < n; c1++)
				for (c2 = c1 + 1; c2 < n; c2++)
				{
					int			cells[4] = {r1 * n + c1, r1 * n + c2, r2 * n + c2, r2 * n + c1};
					int			filled = 0,
								i,
								start;

					if (!spans_two_boxes(lg, r1, r2, c1, c2))
						continue;
					/* corners in ring order: 0-1 and 2-3 share rows, 1-2 and 3-0 columns */
					for (i = 0; i < 4; i++)
					{
						if (p->value[cells[i]])
						{
							if (p->given[cells[i]])
								break;
							filled++;
						}
					}
					if (i < 4 || filled != (type == 1 ? 3 : 2))
						continue;
					for (start = 0; start < 4; start++)
					{
						int			w = cells[start],
									x = cells[(start + 1) % 4],
									y = cells[(start + 2) % 4],
									z = cells[(start + 3) % 4];
						int			corners[4] = {w, x, y, z};

						if (type == 1)
						{
							/* w empty; x and z hold a, y holds b */
							int			a = p->value[x],
										b = p->value[y];

							if (p->value[w] || !a || !b || a == b || p->value[z] != a)
								continue;
							step_begin(f, SDK_BIT(a) | SDK_BIT(b));
							avoidable_text(f, 1, a, b, corners);
							step_eliminate(f, w, b);
							if (!step_emit(f))
								return;
						}
						else
						{
							/* w and x filled (a, b, sharing a line); y wants a, z wants b */
							int			a = p->value[w],
										b = p->value[x];
							sdk_mask	ey,
										ez;
							sdk_cellset both;

							if (!a || !b || a == b || p->value[y] || p->value[z])
								continue;
							ey = p->cand[y] & ~SDK_BIT(a);
							ez = p->cand[z] & ~SDK_BIT(b);
							if (!(p->cand[y] & SDK_BIT(a)) || !(p->cand[z] & SDK_BIT(b)) ||
								sdk_bit_count(p->cand[y]) != 2 || sdk_bit_count(p->cand[z]) != 2 ||
								ey != ez)
								continue;
							cs_clear(&both);
							cs_add(&both, y);
							cs_add(&both, z);
							both = lg_common_peers(lg, &both);
							step_begin(f, SDK_BIT(a) | SDK_BIT(b) | ey);
							avoidable_text(f, 2, a, b, corners);
							step_eliminate_set(f, &both, sdk_mask_first(ey));
							if (!step_emit(f))
								return;
						}
					}
				}
}
