/*
 * se_unique.c -- Sudoku Explainer's unique rectangles and loops, bivalue universal graves (its model, serate 1.2.1.3).
 *
 * Unique loops: SE's depth-first walk from each bivalue cell over cells
 * holding both of its digits, with its quirk (the extra digits gathered
 * along the way are not reset between sibling cells), types 1 to 4 for
 * each valid loop, duplicates dropped, then every hint sorted stably by
 * its difficulty (SE's double, compared as SE compares it) and its type
 * and emitted in that order.  BUG types 1 to 4 are emitted as SE finds
 * them.  SE's region order for a cell is box, row, column.
 */
#include "se.h"
#include "stable_sort.h"

/* SE's order of a cell's regions. */
static const int se_types[3] = {SDK_UNIT_BOX, SDK_UNIT_ROW, SDK_UNIT_COL};

/* The kinds of hint (SE's classes): equal hints are of the same kind. */
enum
{
	UL_TYPE1 = 1,
	UL_TYPE2,
	UL_NAKED,
	UL_HIDDEN,
	UL_TYPE4
};

#define UL_MAX_ELIM (3 * SDK_MAX_SIZE)

/* One unique loop hint, with what it takes to build its step and compare it. */
typedef struct ul_hint
{
	double		difficulty;		/* SE's double, for the sort */
	int			kind;
	int			type;			/* 1..4 */
	int			length;
	int			v1,
				v2;
	sdk_cellset loop;
	int			unit;			/* type 3: the region; type 4: where the digit is locked */
	sdk_mask	values;			/* type 2: the extra digit; type 3: the set's digits */
	int			nmembers;
	uint16_t	members[SDK_MAX_SIZE];	/* naked: the other cells; hidden: the hidden cells */
	int			nelim;
	uint16_t	elim_cell[UL_MAX_ELIM];
	sdk_mask	elim_digits[UL_MAX_ELIM];
} ul_hint;

/* The search of one call: the walk's state and the hints found. */
typedef struct ul_search
{
	sdk_finder *f;
	int			v1,
				v2;
	int			length;
	int			loop[SDK_MAX_CELLS];
	sdk_cellset in_loop;
	ul_hint    *hints;
	int			nhints;
	int			cap;
	bool		stop;			/* out of memory or interrupted */
	long		visits;
	ul_hint		h;				/* the hint being built */
} ul_search;

/* Positions (bit k: the unit's k-th cell) of digit d in a unit. */
static uint32_t
unit_places(const sdk_logic *lg, int unit, int d)
{
	uint32_t	places = 0;
	int			k;

	for (k = 0; k < lg->n; k++)
		if (lg->pos.cand[lg->unit_cells[unit][k]] & SDK_BIT(d))
			places |= (uint32_t) 1 << k;
	return places;
}

/* ---- unique loops ---- */

/*
 * SE's difficulty of a loop hint: 4.5, +0.3 from 10 cells, then +0.2
 * from 8 cells or +0.1 from 6; plus add * 0.1 (type 3).  The steps of
 * Java's arithmetic are kept apart (no fused multiply-add), since the
 * last bits order the sort.
 */
static double
ul_difficulty(int length, int add)
{
	double		r = 4.5;
	volatile double extra = (double) add * 0.1;

	if (length >= 10)
		r += 0.3;
	if (length >= 8)
		r += 0.2;
	else if (length >= 6)
		r += 0.1;
	if (add == 0)
		return r;
	return r + extra;
}

/* Starts the hint being built: its kind and loop. */
static void
ul_begin(ul_search *s, int kind, int type)
{
	ul_hint    *h = &s->h;
	int			i;

	h->kind = kind;
	h->type = type;
	h->length = s->length;
	h->v1 = s->v1;
	h->v2 = s->v2;
	cs_clear(&h->loop);
	for (i = 0; i < s->length; i++)
		cs_add(&h->loop, s->loop[i]);
	h->unit = -1;
	h->values = 0;
	h->nmembers = 0;
	h->nelim = 0;
	h->difficulty = ul_difficulty(s->length, 0);
}

/* Adds eliminations (those the cell has) to the hint being built. */
static void
ul_elim(ul_search *s, int cell, sdk_mask digits)
{
	ul_hint    *h = &s->h;

	digits &= s->f->lg->pos.cand[cell];
	if (digits && h->nelim < UL_MAX_ELIM)
	{
		h->elim_cell[h->nelim] = (uint16_t) cell;
		h->elim_digits[h->nelim] = digits;
		h->nelim++;
	}
}

/* SE's equality of two hints: kind and loop cells, and the set for type 3. */
static bool
ul_equal(const ul_hint *a, const ul_hint *b)
{
	int			i;

	if (a->kind != b->kind || a->length != b->length || !cs_equal(&a->loop, &b->loop))
		return false;
	if (a->kind != UL_NAKED && a->kind != UL_HIDDEN)
		return true;
	if (a->unit != b->unit || a->values != b->values || a->nmembers != b->nmembers)
		return false;
	for (i = 0; i < a->nmembers; i++)
		if (a->members[i] != b->members[i])
			return false;
	return true;
}

/* Keeps the hint being built when it removes something and is new. */
static void
ul_keep(ul_search *s)
{
	ul_hint    *room;
	int			i;

	if (s->h.nelim == 0)
		return;
	for (i = 0; i < s->nhints; i++)
		if (ul_equal(&s->hints[i], &s->h))
			return;
	room = lg_list_room(s->f, s->hints, &s->cap, s->nhints, sizeof(ul_hint));
	if (!room)
	{
		s->stop = true;
		return;
	}
	s->hints = room;
	s->hints[s->nhints++] = s->h;
}

/*
 * Whether the loop is one: each region a loop cell is in holds two of
 * its cells, one at an even and one at an odd place.
 */
static bool
ul_valid(const ul_search *s)
{
	const sdk_logic *lg = s->f->lg;
	uint8_t		seen[2][3 * SDK_MAX_SIZE];
	int			i,
				t;

	memset(seen, 0, sizeof(seen));
	for (i = 0; i < s->length; i++)
		for (t = 0; t < 3; t++)
		{
			int			u = lg->cell_units[s->loop[i]][t];

			if (seen[i & 1][u])
				return false;
			seen[i & 1][u] = 1;
		}
	return memcmp(seen[0], seen[1], (size_t) lg->nunits) == 0;
}

/*
 * Type 2: the extra digit (the smallest of the first extra cell's) goes
 * from the cells that see every extra cell.
 */
static void
ul_type2(ul_search *s, const int *extra, int nextra)
{
	const sdk_logic *lg = s->f->lg;
	sdk_mask	both = SDK_BIT(s->v1) | SDK_BIT(s->v2);
	sdk_cellset targets = lg->peers[extra[0]];
	int			value = sdk_mask_first(lg->pos.cand[extra[0]] & ~both),
				i,
				c;

	for (i = 1; i < nextra; i++)
		targets = cs_and(&targets, &lg->peers[extra[i]]);
	for (i = 0; i < nextra; i++)
		cs_remove(&targets, extra[i]);
	ul_begin(s, UL_TYPE2, 2);
	s->h.values = SDK_BIT(value);
	s->h.nmembers = nextra < SDK_MAX_SIZE ? nextra : SDK_MAX_SIZE;
	for (i = 0; i < s->h.nmembers; i++)
		s->h.members[i] = (uint16_t) extra[i];
	CS_FOR_EACH(c, &targets)
		ul_elim(s, c, SDK_BIT(value));
	ul_keep(s);
}

/*
 * A walk over the k-subsets of some items (each a mask: digits or places)
 * in SE's combination order, colex: the largest item first, ascending,
 * then the next largest below it, and so on.  Subsets whose union grows
 * past the limit are cut off, which leaves the order of the others as it
 * was; each subset left reaches leaf with its items (bit i: item i) and
 * union.
 */
typedef struct ul_subsets
{
	ul_search  *s;
	const uint32_t *masks;
	int			limit;
	int			unit,
				c1,
				c2,
				degree;
	sdk_mask	extra;
	const int  *items;			/* the cells or digits behind the masks */
	void		(*leaf) (struct ul_subsets *w, uint32_t chosen, uint32_t all);
} ul_subsets;

/* The subsets of k items among the first bound, chosen and all so far (ul_subsets). */
static void
ul_subsets_walk(ul_subsets *w, int bound, int k, uint32_t chosen, uint32_t all)
{
	int			top;

	if (k == 0)
	{
		w->leaf(w, chosen, all);
		return;
	}
	for (top = k - 1; top < bound && !w->s->stop; top++)
	{
		uint32_t	more = all | w->masks[top];

		if (sdk_bit_count(more) <= w->limit)
			ul_subsets_walk(w, top, k - 1, chosen | (uint32_t) 1 << top, more);
	}
}

/* A naked set of the walk: the hint when its digits are d, c1 and c2's counted. */
static void
ul_naked_leaf(ul_subsets *w, uint32_t chosen, uint32_t all)
{
	ul_search  *s = w->s;
	const sdk_logic *lg = s->f->lg;
	sdk_mask	naked = w->extra & lg->pos.cand[w->c1] & lg->pos.cand[w->c2];
	int			i,
				k;

	for (i = 0; i < 32; i++)
		if (chosen & ((uint32_t) 1 << i))
			naked |= lg->pos.cand[w->items[i]];
	if (sdk_bit_count(naked) != w->degree || sdk_bit_count(all) != w->degree)
		return;
	ul_begin(s, UL_NAKED, 3);
	s->h.unit = w->unit;
	s->h.values = all;
	for (i = 0; i < 32; i++)
		if (chosen & ((uint32_t) 1 << i))
			s->h.members[s->h.nmembers++] = (uint16_t) w->items[i];
	s->h.difficulty = ul_difficulty(s->length, sdk_bit_count(all) - 1);
	for (k = 0; k < lg->n; k++)
	{
		int			c = lg->unit_cells[w->unit][k];
		bool		member = c == w->c1 || c == w->c2;

		for (i = 0; i < s->h.nmembers && !member; i++)
			member = s->h.members[i] == c;
		if (!member)
			ul_elim(s, c, all);
	}
	ul_keep(s);
}

/*
 * Type 3, naked part: the extra digits E of c1 and c2 as one pseudo-cell
 * with d - 1 other cells of the region, d digits in all.  SE's
 * combinations are over the region's indexes, with c1's and without
 * c2's; a cell of fewer than two or more than d candidates cannot be in
 * one, so the walk is over the others, in the same order.
 */
static void
ul_naked(ul_search *s, int u, int c1, int c2, sdk_mask extra, int degree)
{
	const sdk_logic *lg = s->f->lg;
	int			cells[SDK_MAX_SIZE],
				n = 0,
				k;
	uint32_t	masks[SDK_MAX_SIZE];
	ul_subsets	w = {s, masks, degree, u, c1, c2, degree, extra, cells, ul_naked_leaf};

	for (k = 0; k < lg->n; k++)
	{
		int			c = lg->unit_cells[u][k],
					count = sdk_bit_count(lg->pos.cand[c]);

		if (c != c1 && c != c2 && count >= 2 && count <= degree)
		{
			masks[n] = lg->pos.cand[c];
			cells[n++] = c;
		}
	}
	if (degree - 1 <= n)
		ul_subsets_walk(&w, n, degree - 1, 0, extra);
}

/* A hidden set of the walk: the hint when its places are d (c2's left out). */
static void
ul_hidden_leaf(ul_subsets *w, uint32_t chosen, uint32_t places)
{
	ul_search  *s = w->s;
	const sdk_logic *lg = s->f->lg;
	int			type = lg_unit_type(lg, w->unit),
				i,
				k;
	sdk_mask	values = SDK_BIT(s->v1) | SDK_BIT(s->v2);

	if (sdk_bit_count(places) != w->degree)
		return;
	for (i = 0; i < 32; i++)
		if (chosen & ((uint32_t) 1 << i))
			values |= SDK_BIT(w->items[i]);
	places &= ~(((uint32_t) 1 << lg->cell_index[w->c1][type]) |
				((uint32_t) 1 << lg->cell_index[w->c2][type]));
	ul_begin(s, UL_HIDDEN, 3);
	s->h.unit = w->unit;
	s->h.values = values;
	s->h.difficulty = ul_difficulty(s->length, sdk_bit_count(places) - 1);
	for (k = 0; k < lg->n; k++)
		if (places & ((uint32_t) 1 << k))
		{
			s->h.members[s->h.nmembers++] = (uint16_t) lg->unit_cells[w->unit][k];
			ul_elim(s, lg->unit_cells[w->unit][k], ~values);
		}
	ul_keep(s);
}

/*
 * Type 3, hidden part: d - 2 digits out of those not in the loop's pair
 * nor in E (SE's colex), with v1 and v2, whose places in the region
 * (c2's left out, none empty) are d cells; the cells other than c1 lose
 * their other candidates.  A digit with no place cannot be in one, so
 * the walk is over the others, in the same order.
 */
static void
ul_hidden(ul_search *s, int u, int c1, int c2, sdk_mask extra, int degree)
{
	const sdk_logic *lg = s->f->lg;
	int			digits[SDK_MAX_SIZE],
				nrest = 0,
				n = 0,
				d;
	uint32_t	masks[SDK_MAX_SIZE],
				not2 = ~((uint32_t) 1 << lg->cell_index[c2][lg_unit_type(lg, u)]),
				p1 = unit_places(lg, u, s->v1) & not2,
				p2 = unit_places(lg, u, s->v2) & not2;
	ul_subsets	w = {s, masks, degree, u, c1, c2, degree, extra, digits, ul_hidden_leaf};

	for (d = 1; d <= lg->n; d++)
		if (d != s->v1 && d != s->v2 && !(extra & SDK_BIT(d)))
		{
			uint32_t	p = unit_places(lg, u, d) & not2;

			nrest++;
			if (p)
			{
				masks[n] = p;
				digits[n++] = d;
			}
		}
	if (degree - 2 > nrest || !p1 || !p2 || degree - 2 > n)
		return;
	ul_subsets_walk(&w, n, degree - 2, 0, p1 | p2);
}

/*
 * Type 3: naked or hidden sets with the extra digits, by degree from |E|
 * up, in each region c1 and c2 share (box, row, column).
 */
static void
ul_type3(ul_search *s, int c1, int c2, sdk_mask extra)
{
	const sdk_logic *lg = s->f->lg;
	int			degree,
				t;

	for (degree = sdk_bit_count(extra); degree <= lg->n - 2 && !s->stop; degree++)
		for (t = 0; t < 3; t++)
		{
			int			u = lg->cell_units[c1][se_types[t]],
						empty;

			if (u != lg->cell_units[c2][se_types[t]])
				continue;
			empty = se_unit_empty(lg, u);
			if (degree * 2 <= empty)
				ul_naked(s, u, c1, c2, extra, degree);
			if (degree * 2 < empty)
				ul_hidden(s, u, c1, c2, extra, degree);
		}
}

/*
 * Type 4: in a region c1 and c2 share where no other cell has v1 (or
 * else v2; the last such region of box, row, column), c1 and c2 lose
 * the other digit.
 */
static void
ul_type4(ul_search *s, int c1, int c2)
{
	const sdk_logic *lg = s->f->lg;
	int			r1 = -1,
				r2 = -1,
				t,
				k;

	for (t = 0; t < 3; t++)
	{
		int			u = lg->cell_units[c1][se_types[t]];
		sdk_mask	others = 0;

		if (u != lg->cell_units[c2][se_types[t]])
			continue;
		for (k = 0; k < lg->n; k++)
		{
			int			c = lg->unit_cells[u][k];

			if (c != c1 && c != c2)
				others |= lg->pos.cand[c];
		}
		if (!(others & SDK_BIT(s->v1)))
			r1 = u;
		if (!(others & SDK_BIT(s->v2)))
			r2 = u;
	}
	if (r1 < 0 && r2 < 0)
		return;
	ul_begin(s, UL_TYPE4, 4);
	s->h.unit = r1 >= 0 ? r1 : r2;
	s->h.values = SDK_BIT(r1 >= 0 ? s->v1 : s->v2);
	s->h.members[0] = (uint16_t) c1;
	s->h.members[1] = (uint16_t) c2;
	s->h.nmembers = 2;
	ul_elim(s, c1, SDK_BIT(r1 >= 0 ? s->v2 : s->v1));
	ul_elim(s, c2, SDK_BIT(r1 >= 0 ? s->v2 : s->v1));
	ul_keep(s);
}

/* A closed loop: when valid, its hints by the number of extra cells. */
static void
ul_found(ul_search *s)
{
	const sdk_logic *lg = s->f->lg;
	sdk_mask	both = SDK_BIT(s->v1) | SDK_BIT(s->v2);
	int			extra[SDK_MAX_CELLS],
				nextra = 0,
				i;

	if (!ul_valid(s))
		return;
	for (i = 0; i < s->length; i++)
		if (sdk_bit_count(lg->pos.cand[s->loop[i]]) > 2)
			extra[nextra++] = s->loop[i];
	if (nextra == 1)
	{
		ul_begin(s, UL_TYPE1, 1);
		s->h.members[0] = (uint16_t) extra[0];
		s->h.nmembers = 1;
		ul_elim(s, extra[0], both);
		ul_keep(s);
	}
	else if (nextra > 2)
		ul_type2(s, extra, nextra);
	else if (nextra == 2)
	{
		sdk_mask	rest = (lg->pos.cand[extra[0]] | lg->pos.cand[extra[1]]) & ~both;

		if (sdk_bit_count(rest) == 1)
			ul_type2(s, extra, nextra);
		else if (sdk_bit_count(rest) >= 2)
			ul_type3(s, extra[0], extra[1], rest);
		ul_type4(s, extra[0], extra[1]);
	}
}

/*
 * SE's walk: the cell joins the loop; then in its box, row and column
 * (not the region type it was reached by), each cell that closes the
 * loop (four cells or more) records it, and each other cell with both
 * digits that is not in the loop yet is walked from, if it has only the
 * two, or the extra digits seen so far (kept across siblings, SE's
 * quirk) are one, or an extra cell is still allowed.
 */
static void
ul_walk(ul_search *s, int cell, int allowed, sdk_mask ex, int last_type)
{
	const sdk_logic *lg = s->f->lg;
	sdk_mask	both = SDK_BIT(s->v1) | SDK_BIT(s->v2);
	int			t,
				k;

	if ((++s->visits & 1023) == 0 && finder_interrupted(s->f))
		s->stop = true;
	if (s->stop)
		return;
	s->loop[s->length++] = cell;
	cs_add(&s->in_loop, cell);
	for (t = 0; t < 3 && !s->stop; t++)
	{
		int			u = lg->cell_units[cell][se_types[t]];

		if (se_types[t] == last_type)
			continue;
		for (k = 0; k < lg->n && !s->stop; k++)
		{
			int			next = lg->unit_cells[u][k];
			sdk_mask	m = lg->pos.cand[next];
			int			count;

			if (next == s->loop[0] && s->length >= 4)
				ul_found(s);
			else if (!cs_has(&s->in_loop, next) && (m & both) == both)
			{
				ex |= m & ~both;
				count = sdk_bit_count(m);
				if (count == 2 || sdk_bit_count(ex) == 1 || allowed > 0)
					ul_walk(s, next, count > 2 ? allowed - 1 : allowed, ex, se_types[t]);
			}
		}
	}
	s->length--;
	cs_remove(&s->in_loop, cell);
}

/* SE's order of loop hints: difficulty (its double), then type. */
static int
ul_compare(const void *x, const void *y)
{
	const ul_hint *a = x,
			   *b = y;

	if (a->difficulty < b->difficulty)
		return -1;
	if (a->difficulty > b->difficulty)
		return 1;
	return a->type - b->type;
}

/* Builds and emits one loop hint's step; false when no more are wanted. */
static bool
ul_emit(sdk_finder *f, const ul_hint *h)
{
	static const char *const rect[] = {"", "Unique Rectangle type 1", "Unique Rectangle type 2",
	"Unique Rectangle type 3", "Unique Rectangle type 4"};
	static const char *const loop[] = {"", "Unique Loop type 1", "Unique Loop type 2",
	"Unique Loop type 3", "Unique Loop type 4"};
	int			c,
				i;

	step_begin(f, SDK_BIT(h->v1) | SDK_BIT(h->v2));
	step_report_se(f, h->length == 4 ? rect[h->type] : loop[h->type],
				   (int) (h->difficulty * 10 + 0.5));
	CS_FOR_EACH(c, &h->loop)
		step_cell(f, c);
	if (h->length == 4)
		step_text(f, "Unique Rectangle type %d", h->type);
	else if (h->length == 6)
		step_text(f, "Unique Loop type %d", h->type);
	else
		step_text(f, "Unique Loop %d type %d", h->length, h->type);
	step_text(f, " on %c/%c: ", sdk_digit_char(h->v1), sdk_digit_char(h->v2));
	step_text_cells(f, &h->loop, ",");
	if (h->kind == UL_NAKED || h->kind == UL_HIDDEN)
	{
		step_text(f, h->kind == UL_NAKED ? "; naked set " : "; hidden set ");
		step_text_digits(f, h->values, "");
		step_text(f, " in ");
		step_text_unit(f, h->unit);
		for (i = 0; i < h->nmembers; i++)
		{
			step_text(f, i ? "," : " with ");
			step_text_cell(f, h->members[i]);
		}
	}
	else if (h->kind == UL_TYPE4)
	{
		step_text(f, "; %c locked in ", sdk_digit_char(sdk_mask_first(h->values)));
		step_text_unit(f, h->unit);
	}
	for (i = 0; i < h->nelim; i++)
	{
		int			d;

		MASK_FOR_EACH(d, h->elim_digits[i])
			step_eliminate(f, h->elim_cell[i], d);
	}
	return step_emit(f);
}

/*
 * SE's Unique Rectangles and Loops: every hint of the position, from each
 * bivalue cell in row-major order, sorted stably by difficulty then type,
 * emitted in that order.
 */
void
se_find_unique_loops(sdk_finder *f, int param)
{
	const sdk_env *env = f->lg->env;
	sdk_logic  *lg = f->lg;
	ul_search  *s;
	const void **order;
	int			c,
				i;

	(void) param;
	s = env->alloc(sizeof(ul_search), env->arg);
	if (!s)
		return;
	memset(s, 0, sizeof(*s));
	s->f = f;
	for (c = 0; c < lg->ncells && !s->stop; c++)
	{
		if (sdk_bit_count(lg->pos.cand[c]) != 2)
			continue;
		s->v1 = sdk_mask_first(lg->pos.cand[c]);
		s->v2 = sdk_mask_first(lg->pos.cand[c] & ~SDK_BIT(s->v1));
		s->length = 0;
		cs_clear(&s->in_loop);
		ul_walk(s, c, 2, 0, -1);
	}
	order = s->stop || s->nhints == 0 ? NULL :
		env->alloc(sizeof(void *) * (size_t) s->nhints, env->arg);
	if (order)
	{
		for (i = 0; i < s->nhints; i++)
			order[i] = &s->hints[i];
		if (stable_sort(order, s->nhints, ul_compare, env))
			for (i = 0; i < s->nhints; i++)
				if (!ul_emit(f, order[i]))
					break;
		env->release(order, env->arg);
	}
	if (s->hints)
		env->release(s->hints, env->arg);
	env->release(s, env->arg);
}

/* ---- bivalue universal grave ---- */

/* The BUG's cells and digits as SE gathers them. */
typedef struct bug_state
{
	int			cells[SDK_MAX_CELLS];
	int			ncells;
	sdk_mask	values[SDK_MAX_CELLS];	/* per cell: its BUG digits */
	sdk_mask	all;
	int			common[3 * SDK_MAX_SIZE];	/* cells seeing every BUG cell, SE's order */
	int			ncommon;
	bool		have_common;
	sdk_mask	temp[SDK_MAX_CELLS];	/* candidates without the BUG digits */
} bug_state;

/*
 * A BUG cell (one digit of it) found: the cell and digit recorded, the
 * common cells narrowed to those that see it, BUG cells left out.
 */
static void
bug_add(const sdk_logic *lg, bug_state *b, int cell, int d)
{
	int			i,
				j,
				kept = 0;

	for (i = 0; i < b->ncells && b->cells[i] != cell; i++)
		;
	if (i == b->ncells)
		b->cells[b->ncells++] = cell;
	b->values[cell] |= SDK_BIT(d);
	b->all |= SDK_BIT(d);
	b->temp[cell] &= ~SDK_BIT(d);
	if (!b->have_common)
	{
		b->ncommon = se_house_cells(lg, cell, b->common);
		b->have_common = true;
	}
	for (i = 0; i < b->ncommon; i++)
	{
		int			c = b->common[i];
		bool		bug = false;

		for (j = 0; j < b->ncells && !bug; j++)
			bug = b->cells[j] == c;
		if (lg_sees(lg, c, cell) && !bug)
			b->common[kept++] = c;
	}
	b->ncommon = kept;
}

/*
 * SE's gathering: in each region (boxes, rows, columns) each digit with
 * neither 0 nor 2 places needs exactly one of them in a cell of three
 * candidates or more (several: passed over).  False when there is no BUG.
 */
static bool
bug_gather(const sdk_logic *lg, bug_state *b)
{
	int			t,
				r,
				d,
				k;

	for (t = 0; t < 3; t++)
		for (r = 0; r < lg->n; r++)
		{
			int			u = se_types[t] * lg->n + r;

			for (d = 1; d <= lg->n; d++)
			{
				uint32_t	places = unit_places(lg, u, d);
				int			many = 0,
							found = -1;

				if (places == 0 || sdk_bit_count(places) == 2)
					continue;
				for (k = 0; k < lg->n; k++)
					if ((places & ((uint32_t) 1 << k)) &&
						sdk_bit_count(lg->pos.cand[lg->unit_cells[u][k]]) >= 3)
					{
						many++;
						found = lg->unit_cells[u][k];
					}
				if (many == 0)
					return false;
				if (many > 1)
					continue;
				bug_add(lg, b, found, d);
				if (b->ncells > 1 && sdk_bit_count(b->all) > 1 && b->ncommon == 0)
					return false;
			}
		}
	return true;
}

/* Without the BUG digits: every empty cell bivalue, every digit twice or never in each region. */
static bool
bug_valid(const sdk_logic *lg, const bug_state *b)
{
	int			c,
				u,
				k,
				d;

	for (c = 0; c < lg->ncells; c++)
		if (lg->pos.value[c] == 0 && sdk_bit_count(b->temp[c]) != 2)
			return false;
	for (u = 0; u < lg->nunits; u++)
		for (d = 1; d <= lg->n; d++)
		{
			int			count = 0;

			for (k = 0; k < lg->n; k++)
				if (b->temp[lg->unit_cells[u][k]] & SDK_BIT(d))
					count++;
			if (count != 0 && count != 2)
				return false;
		}
	return true;
}

/* Starts a BUG step: its name, difficulty and the BUG cells. */
static void
bug_begin(sdk_finder *f, const bug_state *b, const char *name, int difficulty)
{
	int			i;

	step_begin(f, b->all);
	step_report_se(f, name, difficulty);
	step_text(f, "%s: ", name);
	for (i = 0; i < b->ncells; i++)
	{
		step_cell(f, b->cells[i]);
		if (i)
			step_text(f, ",");
		step_text_cell(f, b->cells[i]);
	}
	step_text(f, " (BUG digits ");
	step_text_digits(f, b->all, "");
	step_text(f, ")");
}

/* The region of a type every BUG cell is in, -1 when none. */
static int
bug_shared(const sdk_logic *lg, const bug_state *b, int type)
{
	int			u = lg->cell_units[b->cells[0]][type],
				i;

	for (i = 1; i < b->ncells; i++)
		if (lg->cell_units[b->cells[i]][type] != u)
			return -1;
	return u;
}

/*
 * Type 4 (two BUG cells): with x the one digit both have besides the BUG
 * digits, for each region they share (box, row, column) one step: each
 * keeps its BUG digits and x.  False when no more steps are wanted.
 */
static bool
bug_type4(sdk_finder *f, const bug_state *b)
{
	const sdk_logic *lg = f->lg;
	int			c1 = b->cells[0],
				c2 = b->cells[1],
				t,
				d;
	sdk_mask	x = lg->pos.cand[c1] & lg->pos.cand[c2] & ~b->all;

	if (sdk_bit_count(x) != 1)
		return true;
	for (t = 0; t < 3; t++)
	{
		int			u = bug_shared(lg, b, se_types[t]);

		if (u < 0)
			continue;
		bug_begin(f, b, "BUG type 4", 57);
		step_text(f, " in ");
		step_text_unit(f, u);
		MASK_FOR_EACH(d, lg->pos.cand[c1] & ~b->values[c1] & ~x)
			step_eliminate(f, c1, d);
		MASK_FOR_EACH(d, lg->pos.cand[c2] & ~b->values[c2] & ~x)
			step_eliminate(f, c2, d);
		if (!step_emit(f))
			return false;
	}
	return true;
}

/*
 * Type 3: in each region every BUG cell is in, the BUG digits as one
 * cell of a naked set of d = 2..6 digits with d - 1 common cells of the
 * region (colex over them in SE's order); the region's other common cells
 * lose the set's digits.
 */
static void
bug_type3(sdk_finder *f, const bug_state *b)
{
	const sdk_logic *lg = f->lg;
	int			t,
				degree,
				i,
				j,
				d;

	for (t = 0; t < 3; t++)
	{
		int			u = bug_shared(lg, b, se_types[t]),
					cells[3 * SDK_MAX_SIZE],
					ncells = 0,
					idx[6];

		if (u < 0)
			continue;
		for (i = 0; i < b->ncommon; i++)
			if (lg->cell_units[b->common[i]][se_types[t]] == u)
				cells[ncells++] = b->common[i];
		for (degree = 2; degree <= 6; degree++)
		{
			if (ncells < degree || !comb_first(idx, degree - 1, ncells))
				continue;
			do
			{
				sdk_mask	set = 0;
				bool		ok = sdk_bit_count(b->all) >= 2;

				for (i = 0; i < degree - 1; i++)
				{
					set |= lg->pos.cand[cells[idx[i]]];
					if (sdk_bit_count(lg->pos.cand[cells[idx[i]]]) < 2)
						ok = false;
				}
				if (!ok || sdk_bit_count(set) != degree || sdk_bit_count(set | b->all) != degree)
					continue;
				bug_begin(f, b, "BUG type 3", 57 + degree - 1);
				step_text(f, "; naked set ");
				step_text_digits(f, set, "");
				step_text(f, " in ");
				step_text_unit(f, u);
				for (i = 0; i < ncells; i++)
				{
					bool		member = false;

					for (j = 0; j < degree - 1 && !member; j++)
						member = idx[j] == i;
					if (member)
						continue;
					MASK_FOR_EACH(d, lg->pos.cand[cells[i]] & set)
						step_eliminate(f, cells[i], d);
				}
				if (!step_emit(f))
					return;
			} while (se_colex_next(idx, degree - 1, ncells));
		}
	}
}

/*
 * SE's Bivalue Universal Grave: the BUG cells and digits gathered, the
 * rest checked to be a grave, then type 1 (one BUG cell: it loses every
 * other candidate, an elimination), or with one BUG digit type 2 (cells
 * seeing every BUG cell lose it) and type 4, or else types 4 and 3.
 * Steps are emitted as found; the first is SE's.
 */
void
se_find_bug(sdk_finder *f, int param)
{
	const sdk_env *env = f->lg->env;
	const sdk_logic *lg = f->lg;
	bug_state  *b;
	int			i,
				d;

	(void) param;
	b = env->alloc(sizeof(bug_state), env->arg);
	if (!b)
		return;
	memset(b, 0, sizeof(*b));
	memcpy(b->temp, lg->pos.cand, sizeof(sdk_mask) * (size_t) lg->ncells);
	if (!bug_gather(lg, b) || !bug_valid(lg, b))
		b->ncells = 0;
	if (b->ncells == 1)
	{
		bug_begin(f, b, "BUG type 1", 56);
		MASK_FOR_EACH(d, lg->pos.cand[b->cells[0]] & ~b->all)
			step_eliminate(f, b->cells[0], d);
		step_emit(f);
	}
	else if (b->ncells > 1 && sdk_bit_count(b->all) == 1)
	{
		bool		more = true;

		if (b->ncommon > 0)
		{
			bug_begin(f, b, "BUG type 2", 57);
			for (i = 0; i < b->ncommon; i++)
				step_eliminate(f, b->common[i], sdk_mask_first(b->all));
			more = step_emit(f);
		}
		if (more && b->ncells == 2)
			bug_type4(f, b);
	}
	else if (b->ncells > 1 && b->ncommon > 0)
	{
		if (b->ncells != 2 || bug_type4(f, b))
			bug_type3(f, b);
	}
	env->release(b, env->arg);
}
