/*
 * tech_nice_loops.c -- Nice Loops and AICs, plain and grouped, found as
 * HoDoKu 2.2 finds them: by tabling over the implication engine (links.c).
 *
 * Every candidate is assumed on, then off, and expanded breadth first (its
 * table).  A chain that comes back to its start cell is a Nice Loop:
 *
 *   discontinuous  the start literal implies its own opposite, or a
 *                  candidate of the cell that cannot stand with it, so a
 *                  candidate of the start cell goes;
 *   continuous     the loop is closed: the strong links hold both ways, so
 *                  the cells that see both ends of each weak link lose its
 *                  digit, and a cell entered and left by strong links keeps
 *                  only their two digits.
 *
 * An AIC starts with a candidate off and ends with one on, in another
 * cell: one end is true, so a cell that sees both ends loses the digit
 * (two eliminations at least), or, different digits in cells that see
 * each other, each end loses the other's digit.
 *
 * One search (HoDoKu's "Nice Loop/AIC") finds all three kinds and takes
 * the best step: the most eliminations, then the smallest weighted sum of
 * their places (cell + digit, weighted by rank, over eliminations sorted
 * by digit and cell), then, for the same kind and eliminations, the
 * shortest chain, then the first found (HoDoKu looks at the tables of
 * "on" first, then of "off", then for AICs).  The grouped search adds
 * groups to the graph; listing every step it keeps only chains that use a
 * group, solving it takes the best of all.
 */
#include "techniques.h"
#include "als.h"
#include "links.h"

enum
{
	LOOP_CONTINUOUS,
	LOOP_DISCONTINUOUS,
	LOOP_AIC
};

static const char *const loop_codes[2][3] = {
	{"0706", "0707", "0708"},
	{"0709", "0710", "0711"},
};

static const char *const loop_names[2][3] = {
	{"Continuous Nice Loop", "Discontinuous Nice Loop", "AIC"},
	{"Grouped Continuous Nice Loop", "Grouped Discontinuous Nice Loop", "Grouped AIC"},
};

/* The order in which HoDoKu finds steps: tables of "on", of "off", then AICs. */
enum
{
	PHASE_ON,
	PHASE_OFF,
	PHASE_AIC
};

typedef struct loop_step
{
	int			kind;
	bool		grouped;
	int			nelim;
	sdk_change	elim[SDK_STEP_MAX_CHANGES]; /* by digit, then cell */
	long		weight;			/* HoDoKu's index sum of the eliminations */
	int			rank[3];		/* phase, premise, place in its table */
	int			length;			/* literals in the chain */
	int			sort_length;	/* HoDoKu's length of it (longer for an almost locked set) */
	int		   *path;
} loop_step;

/* A step listed already: HoDoKu keeps one per kind and eliminations unless a shorter comes. */
typedef struct listed_step
{
	int			kind;
	bool		grouped;
	int			nelim;
	long		weight;
	uint64_t	hash;
	int			length;
} listed_step;

typedef struct loop_search
{
	sdk_finder *f;
	link_graph *g;
	bool		all;			/* listing every step, not taking the best */
	bool		only_grouped;	/* keep only chains with a group */
	bool		wanted[2][3];	/* [grouped][kind] */
	int		   *path;			/* the chain being looked at */
	loop_step	cur;
	loop_step	best;
	bool		have_best;
	listed_step *listed;
	int			nlisted;
	int			listed_cap;
} loop_search;

/* ---- nodes and chains ---- */

static const link_node *
lit_node(const link_graph *g, int lit)
{
	return &g->node[LIT_NODE(lit)];
}

/* HoDoKu's cell of a node: the first of its cells. */
static int
lit_cell(const link_graph *g, int lit)
{
	return g->node[LIT_NODE(lit)].cells[0];
}

static int
lit_digit(const link_graph *g, int lit)
{
	return g->node[LIT_NODE(lit)].digit;
}

/* The cells a node covers: a candidate's cell, a group's cells, an almost locked set's cells. */
static sdk_cellset
node_cellset(const link_graph *g, const link_node *v)
{
	sdk_cellset s;
	int			i;

	if (v->kind == LINK_ALS)
	{
		als_cellset(g->als, g->als->items[v->line].cells, &s);
		return s;
	}
	cs_clear(&s);
	for (i = 0; i < v->ncells; i++)
		cs_add(&s, v->cells[i]);
	return s;
}

/*
 * The cells that see every cell of a node (HoDoKu's getSNodeBuddies); for
 * an almost locked set, the cells with the digit that see all of it in the
 * set.
 */
static sdk_cellset
node_buddies(const sdk_logic *lg, const link_graph *g, const link_node *v, int digit)
{
	sdk_cellset cells;

	if (v->kind == LINK_CANDIDATE)
		return lg->peers[v->cells[0]];
	if (v->kind == LINK_ALS)
	{
		const als  *a = &g->als->items[v->line];

		cs_clear(&cells);
		if (a->digits & SDK_BIT(digit))
			als_cellset(g->als, als_digit_of(g->als, a, digit)->buddies, &cells);
		return cells;
	}
	cells = node_cellset(g, v);
	return lg_common_peers(lg, &cells);
}

/*
 * HoDoKu's test that a chain does not run into itself: no literal may sit
 * in a cell that an earlier literal, not the one just before it, covers
 * (a group covers all its cells).  A Nice Loop may come back to its start
 * cell, an AIC may not.
 */
static bool
chain_is_simple(const link_graph *g, const int *path, int len, bool aic)
{
	sdk_cellset used;
	int			start = lit_cell(g, path[0]),
				k;

	cs_clear(&used);
	for (k = 0; k < len; k++)
	{
		if (cs_has(&used, lit_cell(g, path[k])))
			return false;
		if (k > 0 && (aic || lit_cell(g, path[k - 1]) != start))
		{
			const link_node *v = lit_node(g, path[k - 1]);
			int			i;

			if (v->kind == LINK_ALS)
			{
				sdk_cellset cells = node_cellset(g, v);

				used = cs_or(&used, &cells);
			}
			for (i = 0; i < v->ncells; i++)
				cs_add(&used, v->cells[i]);
		}
	}
	return true;
}

static bool
chain_has_group(const link_graph *g, const int *path, int len)
{
	int			k;

	for (k = 0; k < len; k++)
		if (lit_node(g, path[k])->kind != LINK_CANDIDATE)
			return true;
	return false;
}

/* ---- eliminations ---- */

static void
elim_add(loop_step *st, int cell, int digit)
{
	if (st->nelim < SDK_STEP_MAX_CHANGES)
	{
		st->elim[st->nelim].cell = (uint16_t) cell;
		st->elim[st->nelim].digit = (uint8_t) digit;
		st->nelim++;
	}
}

static void
elim_add_set(loop_step *st, const sdk_cellset *cells, int digit)
{
	int			c;

	CS_FOR_EACH(c, cells)
		elim_add(st, c, digit);
}

/* Sorts by digit, then cell, drops repeats, and weighs them as HoDoKu does. */
static void
elim_finish(loop_step *st)
{
	int			i,
				j,
				kept = 0;
	index_sum	sum;

	for (i = 1; i < st->nelim; i++)
	{
		sdk_change	x = st->elim[i];

		for (j = i; j > 0 && (st->elim[j - 1].digit > x.digit ||
							  (st->elim[j - 1].digit == x.digit && st->elim[j - 1].cell > x.cell)); j--)
			st->elim[j] = st->elim[j - 1];
		st->elim[j] = x;
	}
	for (i = 0; i < st->nelim; i++)
		if (kept == 0 || st->elim[i].cell != st->elim[kept - 1].cell ||
			st->elim[i].digit != st->elim[kept - 1].digit)
			st->elim[kept++] = st->elim[i];
	st->nelim = kept;
	index_sum_begin(&sum);
	for (i = 0; i < st->nelim; i++)
		index_sum_add(&sum, st->elim[i].cell, st->elim[i].digit);
	st->weight = sum.sum;
}

static bool
same_eliminations(const loop_step *a, const loop_step *b)
{
	return a->nelim == b->nelim &&
		memcmp(a->elim, b->elim, sizeof(sdk_change) * (size_t) a->nelim) == 0;
}

static int
compare_rank(const int *a, const int *b)
{
	int			i;

	for (i = 0; i < 3; i++)
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	return 0;
}

/*
 * HoDoKu's order of steps (SolutionStep.compareTo), found-first for ties:
 * negative when a comes before b.
 */
static int
compare_steps(const loop_step *a, const loop_step *b)
{
	if (a->nelim != b->nelim)
		return b->nelim - a->nelim;
	if (a->kind != b->kind || a->grouped != b->grouped || !same_eliminations(a, b))
	{
		if (a->weight != b->weight)
			return a->weight < b->weight ? -1 : 1;
	}
	else if (a->sort_length != b->sort_length)
		return a->sort_length - b->sort_length;
	return compare_rank(a->rank, b->rank);
}

/* ---- steps ---- */

static uint64_t
elim_hash(const loop_step *st)
{
	uint64_t	h = 1469598103934665603u;
	int			i;

	for (i = 0; i < st->nelim; i++)
	{
		h = (h ^ st->elim[i].cell) * 1099511628211u;
		h = (h ^ st->elim[i].digit) * 1099511628211u;
	}
	return h;
}

/* A group's cells as HoDoKu prints them: "r1c456", "r13c4". */
static void
text_group(sdk_finder *f, const link_node *v)
{
	char		name[LINK_NODE_CELLS * 8];

	sdk_cells_name(&f->lg->pos.geo, v->cells, v->ncells, name, sizeof(name));
	step_text(f, "%s", name);
}

/*
 * The chain as HoDoKu prints it: each cell once (a literal in the cell of
 * the one before is left out), "=d=" before a literal on, "-d-" before one
 * off; a continuous loop is wrapped in the digits of its closing links, an
 * AIC in its end digits.
 */
static void
text_chain(sdk_finder *f, const link_graph *g, const loop_step *st)
{
	const int  *path = st->path;
	int			len = st->length,
				last = -1,
				k;

	if (st->kind == LOOP_CONTINUOUS)
	{
		int			end = len - 1;

		while (end > 0 && lit_cell(g, path[end - 1]) == lit_cell(g, path[len - 1]))
			end--;
		step_text(f, "%c= ", sdk_digit_char(lit_digit(g, path[end])));
	}
	else if (st->kind == LOOP_AIC)
		step_text(f, "%c- ", sdk_digit_char(lit_digit(g, path[0])));
	for (k = 0; k < len; k++)
	{
		const link_node *v = lit_node(g, path[k]);
		int			i;

		if (lit_cell(g, path[k]) == last)
			continue;
		last = lit_cell(g, path[k]);
		if (k > 0)
			step_text(f, LIT_IS_ON(path[k]) ? " =%c= " : " -%c- ", sdk_digit_char(v->digit));
		if (v->kind == LINK_ALS)
		{
			sdk_cellset cells = node_cellset(g, v);
			int			c;

			/* HoDoKu's "ALS:r1c23" */
			step_text(f, "ALS:");
			als_text_cells(f, g->als, &g->als->items[v->line]);
			CS_FOR_EACH(c, &cells)
				step_cell(f, c);
			continue;
		}
		if (v->kind == LINK_CANDIDATE)
			step_text_cell(f, v->cells[0]);
		else
			text_group(f, v);
		for (i = 0; i < v->ncells; i++)
			step_cell(f, v->cells[i]);
	}
	if (st->kind == LOOP_CONTINUOUS)
	{
		int			start = 0;

		while (start < len - 1 && lit_cell(g, path[start]) == lit_cell(g, path[0]))
			start++;
		step_text(f, " =%c", sdk_digit_char(lit_digit(g, path[start])));
	}
	else if (st->kind == LOOP_AIC)
		step_text(f, " -%c", sdk_digit_char(lit_digit(g, path[len - 1])));
}

/*
 * The step's chain: the literals of the path as the implication runs (a
 * group one entry per cell), a continuous loop closed by its first
 * literal again.  A chain with no room for it all is left out whole.
 */
static void
chain_of_loop(sdk_finder *f, const link_graph *g, const loop_step *st)
{
	int			len = st->length + (st->kind == LOOP_CONTINUOUS),
				k,
				i;

	for (k = 0; k < len; k++)
	{
		int			lit = st->path[k < st->length ? k : 0];
		const link_node *v = lit_node(g, lit);
		int			flags = (LIT_IS_ON(lit) ? SDK_CHAIN_ON : 0) | (k == 0 ? SDK_CHAIN_START : 0);

		if (v->kind == LINK_ALS)
		{
			sdk_cellset cells = node_cellset(g, v);
			int			c;

			/* an almost locked set: all its cells, the digit it is entered by */
			i = 0;
			CS_FOR_EACH(c, &cells)
				if (!step_chain_add(f, c, v->digit, (i++ ? (flags & SDK_CHAIN_ON) | SDK_CHAIN_MORE : flags) |
									SDK_CHAIN_ALS))
				{
					f->step.nchain = 0;
					return;
				}
			continue;
		}
		for (i = 0; i < v->ncells; i++)
			if (!step_chain_add(f, v->cells[i], v->digit,
								(LIT_IS_ON(lit) ? SDK_CHAIN_ON : 0) | (i ? SDK_CHAIN_MORE : 0) |
								(k == 0 && i == 0 ? SDK_CHAIN_START : 0)))
			{
				f->step.nchain = 0;
				return;
			}
	}
}

static bool
emit_loop_step(loop_search *s, const loop_step *st)
{
	sdk_finder *f = s->f;
	sdk_mask	digits = 0;
	int			i;

	for (i = 0; i < st->nelim; i++)
		digits |= SDK_BIT(st->elim[i].digit);
	/* HoDoKu's digits of a chain step: the digits it eliminates */
	step_begin(f, digits);
	step_report_as(f, loop_codes[st->grouped][st->kind]);
	f->step.flags |= SDK_STEP_HODOKU_ORDER;
	step_text(f, "%s: ", loop_names[st->grouped][st->kind]);
	step_text_digits(f, digits, "/");
	step_text(f, " ");
	text_chain(f, s->g, st);
	chain_of_loop(f, s->g, st);
	for (i = 0; i < st->nelim; i++)
		step_eliminate(f, st->elim[i].cell, st->elim[i].digit);
	return step_emit(f);
}

/*
 * A step HoDoKu would keep: listing, it is emitted unless one of the same
 * kind and eliminations was listed with a chain as short; solving, it is
 * kept if it comes before the best so far.  Returns whether it was taken
 * as a candidate (wanted and with eliminations).
 */
static listed_step *
listed_find(loop_search *s, const loop_step *st, uint64_t hash)
{
	int			i;

	for (i = 0; i < s->nlisted; i++)
	{
		listed_step *l = &s->listed[i];

		if (l->kind == st->kind && l->grouped == st->grouped && l->nelim == st->nelim &&
			l->weight == st->weight && l->hash == hash)
			return l;
	}
	return NULL;
}

static void
listed_add(loop_search *s, const loop_step *st, uint64_t hash)
{
	listed_step *room = lg_list_room(s->f, s->listed, &s->listed_cap, s->nlisted, sizeof(listed_step));

	if (!room)
		return;
	s->listed = room;
	s->listed[s->nlisted].kind = st->kind;
	s->listed[s->nlisted].grouped = st->grouped;
	s->listed[s->nlisted].nelim = st->nelim;
	s->listed[s->nlisted].weight = st->weight;
	s->listed[s->nlisted].hash = hash;
	s->listed[s->nlisted].length = st->sort_length;
	s->nlisted++;
}

/*
 * HoDoKu's length of a chain with almost locked sets: a literal each, and
 * 2.5 more for each set (Chain.getLength, rounded down), as it counts a
 * Nice Loop, and an AIC that comes after one with its eliminations; the
 * first AIC of its eliminations it counts later, with each set's penalty
 * by its cells (1 for two, 2 for each cell past one from three).
 */
static int
als_chain_length(const link_graph *g, const int *path, int len, bool by_cells)
{
	int			sets = 0,
				penalty = 0,
				k;

	for (k = 0; k < len; k++)
	{
		const link_node *v = lit_node(g, path[k]);

		if (v->kind == LINK_ALS)
		{
			int			cells = g->als->items[v->line].ncells;

			sets++;
			penalty += cells <= 1 ? 0 : cells == 2 ? 1 : (cells - 1) * 2;
		}
	}
	return by_cells ? len + penalty : (2 * len + 5 * sets) / 2;
}

/*
 * A step HoDoKu would keep: listing, it is emitted unless one of the same
 * kind and eliminations was listed with a chain as short; solving, it is
 * kept if it comes before the best so far.  With almost locked sets an
 * AIC's length depends on whether one with its eliminations came before
 * (AICs come in HoDoKu's order either way), so they are listed solving
 * too.  Returns whether it was taken as a candidate (wanted and with
 * eliminations).
 */
static bool
offer(loop_search *s, loop_step *st, const int *path)
{
	uint64_t	hash;
	listed_step *l;

	if (st->nelim == 0 || (s->only_grouped && !st->grouped) || !s->wanted[st->grouped][st->kind])
		return false;
	elim_finish(st);
	hash = elim_hash(st);
	if (s->g->als && st->kind == LOOP_AIC)
	{
		if ((l = listed_find(s, st, hash)) != NULL)
		{
			st->sort_length = als_chain_length(s->g, path, st->length, false);
			if (l->length <= st->sort_length)
				return true;
			l->length = st->sort_length;
		}
		else
		{
			st->sort_length = als_chain_length(s->g, path, st->length, true);
			listed_add(s, st, hash);
		}
	}
	else if (s->all)
	{
		if ((l = listed_find(s, st, hash)) != NULL)
		{
			if (l->length <= st->sort_length)
				return true;
			l->length = st->sort_length;
		}
		else
			listed_add(s, st, hash);
	}
	if (s->all)
	{
		st->path = (int *) path;
		emit_loop_step(s, st);
		return true;
	}
	if (!s->have_best || compare_steps(st, &s->best) < 0)
	{
		int		   *keep = s->best.path;

		s->best = *st;
		s->best.path = keep;
		memcpy(s->best.path, path, sizeof(int) * (size_t) st->length);
		s->have_best = true;
	}
	return true;
}

/* ---- the checks ---- */

/*
 * A continuous loop through an almost locked set (path[i], entered by its
 * digit, left by the next link's digit, or by a cell it leaves one
 * candidate, all of whose other candidates then leave it): the set is
 * locked without the ways in and out, so its other digits go from every
 * cell that sees all of them in it (its own chain cells too, as HoDoKu
 * has it); a cell it forces takes out of the cells that see it each of its
 * other candidates that see all of that digit in the set.
 */
static void
als_loop_eliminations(loop_search *s, const int *path, int len, int i)
{
	const sdk_logic *lg = s->f->lg;
	const link_graph *g = s->g;
	const link_node *v = lit_node(g, path[i]);
	const als  *a = &g->als->items[v->line];
	bool		forced = i < len - 1 && LIT_IS_ON(path[i + 1]);
	sdk_mask	exits = 0;
	int			next = i < len - 1 ? lit_cell(g, path[i + 1]) : -1,
				d;

	if (forced)
		exits = lg->pos.cand[next] & ~SDK_BIT(lit_digit(g, path[i + 1]));
	else if (i < len - 1)
		exits = SDK_BIT(lit_digit(g, path[i + 1]));
	MASK_FOR_EACH(d, a->digits)
	{
		sdk_cellset hit;

		if (d == v->digit || (exits & SDK_BIT(d)))
			continue;
		als_cellset(g->als, als_digit_of(g->als, a, d)->buddies, &hit);
		hit = cs_and(&hit, &lg->digit_cells[d]);
		elim_add_set(&s->cur, &hit, d);
	}
	if (!forced)
		return;
	MASK_FOR_EACH(d, exits)
	{
		sdk_cellset hit;

		cs_clear(&hit);
		if (a->digits & SDK_BIT(d))
			als_cellset(g->als, als_digit_of(g->als, a, d)->buddies, &hit);
		hit = cs_and(&hit, &lg->peers[next]);
		hit = cs_and(&hit, &lg->digit_cells[d]);
		elim_add_set(&s->cur, &hit, d);
	}
}

/*
 * A chain from the premise back to its cell (HoDoKu's checkNiceLoop): the
 * kind of loop from the first and last links, and its eliminations.
 */
static bool
check_loop(loop_search *s, int premise, int end, int phase, int index)
{
	const sdk_logic *lg = s->f->lg;
	const link_graph *g = s->g;
	loop_step  *st = &s->cur;
	int		   *path = s->path;
	int			len,
				start = lit_cell(g, premise),
				sc = lit_digit(g, premise),
				ec = lit_digit(g, end),
				e,
				i;
	bool		first_strong = !LIT_IS_ON(premise),
				last_strong = LIT_IS_ON(end);

	/* three links at least */
	if (g->depth[end] <= 2)
		return false;
	len = links_path(g, end, path, g->cap);
	/* into the start cell from another, out of it to another, no lasso */
	if (len < 3 || lit_cell(g, path[len - 1]) == lit_cell(g, path[len - 2]) ||
		lit_cell(g, path[1]) == start || !chain_is_simple(g, path, len, false))
		return false;
	st->nelim = 0;
	st->kind = LOOP_DISCONTINUOUS;
	if (!first_strong && !last_strong && sc == ec)
		elim_add(st, start, sc);
	else if (first_strong && last_strong && sc == ec)
	{
		/* the start candidate is true: the cell's others go */
		MASK_FOR_EACH(e, lg->pos.cand[start])
			if (e != sc)
			elim_add(st, start, e);
	}
	else if (first_strong != last_strong && sc != ec)
		elim_add(st, start, first_strong ? ec : sc);
	else if ((!first_strong && !last_strong && sdk_bit_count(lg->pos.cand[start]) == 2) ||
			 (first_strong && last_strong) || (first_strong != last_strong && sc == ec))
	{
		sdk_cellset chain_cells;

		st->kind = LOOP_CONTINUOUS;
		cs_clear(&chain_cells);
		for (i = 0; i < len - 1; i++)
		{
			const link_node *v = lit_node(g, path[i]);
			int			k;

			if (v->kind == LINK_ALS)
			{
				sdk_cellset cells = node_cellset(g, v);

				chain_cells = cs_or(&chain_cells, &cells);
			}
			for (k = 0; k < v->ncells; k++)
				cs_add(&chain_cells, v->cells[k]);
		}
		for (i = 0; i < len; i++)
		{
			bool		on = LIT_IS_ON(path[i]);

			/* a cell entered and left by strong links keeps their two digits */
			if ((i == 0 && first_strong && last_strong) ||
				(i > 0 && on && i <= len - 3 && lit_cell(g, path[i - 1]) != lit_cell(g, path[i])))
			{
				if (i == 0 ||
					(!LIT_IS_ON(path[i + 1]) && lit_cell(g, path[i]) == lit_cell(g, path[i + 1]) &&
					 LIT_IS_ON(path[i + 2]) && lit_cell(g, path[i + 1]) != lit_cell(g, path[i + 2])))
				{
					int			c1 = i == 0 ? sc : lit_digit(g, path[i]),
								c2 = i == 0 ? ec : lit_digit(g, path[i + 2]),
								cell = lit_cell(g, path[i]);

					MASK_FOR_EACH(e, lg->pos.cand[cell])
						if (e != c1 && e != c2)
						elim_add(st, cell, e);
				}
			}
			/* a weak link between cells: what sees both ends loses its digit */
			if (i > 0 && !on && lit_cell(g, path[i - 1]) != lit_cell(g, path[i]))
			{
				int			d = lit_digit(g, path[i]);
				sdk_cellset a = node_buddies(lg, g, lit_node(g, path[i - 1]), d),
							b = node_buddies(lg, g, lit_node(g, path[i]), d),
							both = cs_and(&a, &b);

				both = cs_andnot(&both, &chain_cells);
				cs_remove(&both, start);
				both = cs_and(&both, &lg->digit_cells[d]);
				elim_add_set(st, &both, d);
				if (lit_node(g, path[i])->kind == LINK_ALS)
					als_loop_eliminations(s, path, len, i);
			}
		}
	}
	if (st->nelim == 0)
		return false;
	st->grouped = chain_has_group(g, path, len);
	st->length = len;
	st->sort_length = g->als ? als_chain_length(g, path, len, false) : len;
	st->rank[0] = phase;
	st->rank[1] = index;
	st->rank[2] = g->pos[end];
	return offer(s, st, path);
}

/*
 * An AIC from the premise (a candidate off) to a candidate on in another
 * cell (HoDoKu's checkAics and checkAic).
 */
static bool
check_aic(loop_search *s, int premise, int end, int index, const sdk_cellset *start_buddies)
{
	const sdk_logic *lg = s->f->lg;
	const link_graph *g = s->g;
	loop_step  *st = &s->cur;
	int			start = lit_cell(g, premise),
				cell = lit_cell(g, end),
				sc = lit_digit(g, premise),
				ec = lit_digit(g, end),
				len;

	st->nelim = 0;
	if (sc == ec)
	{
		/* both ends d: a cell that sees both loses d; fewer than two is a Nice Loop's */
		sdk_cellset both = cs_and(start_buddies, &lg->peers[cell]);

		both = cs_and(&both, &lg->digit_cells[sc]);
		if (cs_count(&both) < 2 || g->depth[end] <= 2)
			return false;
		elim_add_set(st, &both, sc);
	}
	else
	{
		/* ends that see each other: each loses the other's digit */
		if (!lg_sees(lg, start, cell) || !(lg->pos.cand[cell] & SDK_BIT(sc)) ||
			!(lg->pos.cand[start] & SDK_BIT(ec)) || g->depth[end] <= 2)
			return false;
		elim_add(st, start, ec);
		elim_add(st, cell, sc);
	}
	len = links_path(g, end, s->path, g->cap);
	if (len == 0 || !chain_is_simple(g, s->path, len, true))
		return false;
	st->kind = LOOP_AIC;
	st->grouped = chain_has_group(g, s->path, len);
	st->length = len;
	st->sort_length = len;
	st->rank[0] = PHASE_AIC;
	st->rank[1] = index;
	st->rank[2] = g->pos[end];
	return offer(s, st, s->path);
}

/* The literals of the start cell a table reached, in the order reached. */
static int
cell_ends(const loop_search *s, int premise, int *ends)
{
	const sdk_logic *lg = s->f->lg;
	const link_graph *g = s->g;
	int			cell = lit_cell(g, premise),
				count = 0,
				d,
				j;

	MASK_FOR_EACH(d, lg->pos.cand[cell])
	{
		int			v = links_candidate(g, lg, cell, d),
					side;

		for (side = 0; side < 2; side++)
		{
			int			lit = side ? LIT_ON(v) : LIT_OFF(v);

			if (lit == premise || !links_reached(g, lit))
				continue;
			for (j = count; j > 0 && g->pos[ends[j - 1]] > g->pos[lit]; j--)
				ends[j] = ends[j - 1];
			ends[j] = lit;
			count++;
		}
	}
	return count;
}

/* Whether the premise may reach one of the literals (always, without a closure). */
static bool
may_reach_any(const link_graph *g, int premise, const int *lits, int count)
{
	int			i;

	if (!g->reach)
		return true;
	for (i = 0; i < count; i++)
		if (links_may_reach(g, premise, lits[i]))
			return true;
	return false;
}

/*
 * Whether a table of "off" may hold a loop or an AIC: a literal of the
 * start cell it reaches, or a candidate on where an AIC would eliminate
 * something, that is not one of the premise's own successors (reached
 * after one link, too short for either).
 */
static bool
off_may_find(const loop_search *s, int premise, bool aics)
{
	const sdk_logic *lg = s->f->lg;
	const link_graph *g = s->g;
	const link_node *node = &g->node[LIT_NODE(premise)];
	const uint64_t *row;
	int			cell = node->cells[0],
				sc = node->digit,
				w,
				e;
	uint64_t	direct[(LINK_CLOSURE_MAX + 63) / 64];
	sdk_cellset buddies;

	if (!g->reach)
		return true;
	row = links_reach_row(g, premise);
	memset(direct, 0, sizeof(uint64_t) * (size_t) g->reach_words);
	direct[premise >> 6] |= (uint64_t) 1 << (premise & 63);
	for (e = g->first[premise]; e < g->first[premise + 1]; e++)
		if (LIT_NODE(g->succ[e]) < g->ncand)
			direct[g->succ[e] >> 6] |= (uint64_t) 1 << (g->succ[e] & 63);
	for (w = g->cell_first[cell]; w < g->cell_first[cell + 1]; w++)
	{
		int			side;

		for (side = 0; side < 2; side++)
		{
			int			lit = side ? LIT_ON(w) : LIT_OFF(w);

			if (((row[lit >> 6] & ~direct[lit >> 6]) >> (lit & 63)) & 1)
				return true;
		}
	}
	if (!aics)
		return false;
	buddies = cs_and(&lg->peers[cell], &lg->digit_cells[sc]);
	for (w = 0; w < g->reach_words; w++)
	{
		/* candidates on: odd literals below 2 ncand */
		uint64_t	bits = row[w] & ~direct[w] & 0xaaaaaaaaaaaaaaaaULL;

		while (bits)
		{
			int			lit = w * 64 + lg_lowest_bit64(bits),
						x = LIT_NODE(lit),
						c,
						ec;

			bits &= bits - 1;
			if (x >= g->ncand)
				break;
			c = g->node[x].cells[0];
			ec = g->node[x].digit;
			if (c == cell)
				continue;
			if (sc == ec)
			{
				sdk_cellset both = cs_and(&buddies, &lg->peers[c]);

				if (cs_count(&both) >= 2)
					return true;
			}
			else if (lg_sees(lg, cell, c) && (lg->pos.cand[c] & SDK_BIT(sc)) &&
					 (lg->pos.cand[cell] & SDK_BIT(ec)))
				return true;
		}
	}
	return false;
}

/*
 * The tables of "on": a loop back to the cell can only take the premise
 * out (the cell's other candidates are off at once, too short for a
 * loop), so each gives single eliminations; solving, the first loop of a
 * table is the best it has, and a table whose elimination weighs more
 * than the best so far is not looked at.
 */
static void
search_on(loop_search *s)
{
	const sdk_logic *lg = s->f->lg;
	link_graph *g = s->g;
	int			ends[2 * SDK_MAX_SIZE],
				v;

	if (!s->all && (!(s->wanted[0][LOOP_DISCONTINUOUS] || s->wanted[1][LOOP_DISCONTINUOUS]) ||
					(s->have_best && s->best.nelim > 1)))
		return;
	for (v = 0; v < g->ncand; v++)
	{
		const link_node *node = &g->node[v];
		int			cell = node->cells[0],
					premise = LIT_ON(v),
					targets[SDK_MAX_SIZE + 1],
					ntargets = 0,
					nends,
					d,
					i;

		if (!s->all && s->have_best)
		{
			if (cell + 1 > s->best.weight)
				break;
			if (cell + node->digit > s->best.weight)
				continue;
		}
		if (finder_interrupted(s->f))
			return;
		if (!links_may_return(g, v))
			continue;
		MASK_FOR_EACH(d, lg->pos.cand[cell])
			targets[ntargets++] = d == node->digit ? LIT_OFF(v) : LIT_ON(links_candidate(g, lg, cell, d));
		if (!may_reach_any(g, premise, targets, ntargets))
			continue;
		links_expand(g, premise, targets, ntargets);
		nends = cell_ends(s, premise, ends);
		/* solving, the first loop is the shortest (not so with sets: they count longer) */
		for (i = 0; i < nends; i++)
			if (check_loop(s, premise, ends[i], PHASE_ON, v) && !s->all && !g->als)
				break;
		if (s->f->stopped)
			return;
	}
}

/* The tables of "off": loops back to the cell, and AICs to a candidate on elsewhere. */
static void
search_off(loop_search *s)
{
	const sdk_logic *lg = s->f->lg;
	link_graph *g = s->g;
	int			ends[2 * SDK_MAX_SIZE],
				v;

	for (v = 0; v < g->ncand; v++)
	{
		const link_node *node = &g->node[v];
		int			cell = node->cells[0],
					sc = node->digit,
					premise = LIT_OFF(v),
					nends,
					i;
		sdk_cellset buddies;

		if (finder_interrupted(s->f))
			return;
		/* nothing follows from it */
		if (g->first[premise] == g->first[premise + 1] ||
			!off_may_find(s, premise, s->wanted[0][LOOP_AIC] || s->wanted[1][LOOP_AIC]))
			continue;
		links_expand(g, premise, NULL, 0);
		nends = cell_ends(s, premise, ends);
		for (i = 0; i < nends; i++)
			check_loop(s, premise, ends[i], PHASE_OFF, v);
		if (!s->wanted[0][LOOP_AIC] && !s->wanted[1][LOOP_AIC])
			continue;
		buddies = cs_and(&lg->peers[cell], &lg->digit_cells[sc]);
		for (i = 1; i < g->count && !s->f->stopped; i++)
		{
			int			lit = g->order[i];
			const link_node *w = lit_node(g, lit);

			if (i % 1024 == 0 && finder_interrupted(s->f))
				return;
			if (!LIT_IS_ON(lit) || w->kind != LINK_CANDIDATE || w->cells[0] == cell)
				continue;
			check_aic(s, premise, lit, v, &buddies);
		}
		if (s->f->stopped)
			return;
	}
}

void
find_nice_loops(sdk_finder *f, int grouped)
{
	const sdk_env *env = f->lg->env;
	loop_search *s = env->alloc(sizeof(loop_search), env->arg);
	int			kind,
				gr;

	if (!s)
		return;
	memset(s, 0, sizeof(*s));
	s->f = f;
	s->all = f->only >= 0;
	s->only_grouped = grouped && s->all;
	for (gr = 0; gr < 2; gr++)
		for (kind = 0; kind < 3; kind++)
		{
			int			t = lg_technique_code(f->lg, loop_codes[gr][kind]);

			s->wanted[gr][kind] = (gr == 0 || grouped) &&
				(s->all ? t == f->only : lg_technique_enabled(f->lg, t));
		}
	/*
	 * the graph with groups, shared with the other searches; without them
	 * its groups are left out; with almost locked sets (HoDoKu's
	 * allowAlsInTablingChains, grouped only) a graph of its own
	 */
	s->g = grouped && f->lg->opts.als_in_chains ? links_build_als(f) : links_get(f, true);
	if (s->g)
	{
		s->g->no_groups = !grouped;
		links_closure(f, s->g);
		s->path = env->alloc(sizeof(int) * (size_t) s->g->cap, env->arg);
		s->best.path = env->alloc(sizeof(int) * (size_t) s->g->cap, env->arg);
	}
	if (s->g && s->path && s->best.path)
	{
		/* solving, the tables of "off" first: they may settle the best */
		if (s->all)
			search_on(s);
		search_off(s);
		if (!s->all)
			search_on(s);
		if (!s->all && s->have_best && !f->stopped)
			emit_loop_step(s, &s->best);
	}
	if (s->path)
		env->release(s->path, env->arg);
	if (s->best.path)
		env->release(s->best.path, env->arg);
	if (s->listed)
		env->release(s->listed, env->arg);
	if (s->g && s->g->als)
		links_free(f, s->g);
	else if (s->g)
		s->g->no_groups = false;
	env->release(s, env->arg);
}
