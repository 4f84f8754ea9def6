/*
 * tech_single_digit.c -- patterns of one digit built on strong links (a
 * unit where the digit has exactly two places): Skyscraper, 2-String Kite,
 * Turbot Fish, Empty Rectangle, each as HoDoKu 2.2 defines and orders it.
 *
 * Two strong links a=b and c=e joined by a weak link (b sees c): a or e
 * holds the digit, so a cell that sees both a and e cannot.
 *
 * Skyscraper: two rows with a strong link each whose first places, or else
 * whose second places, share a column (HoDoKu looks at no other
 * alignment), the other two apart; every cell that sees both of those
 * loses the digit.  All rows, for every digit, come before all columns.
 *
 * 2-String Kite: a row's strong link and a column's, one end of each in a
 * common box, the four cells apart; the cell in the column of the row's
 * other end and the row of the column's other end loses the digit.  One
 * kite per pair of links (HoDoKu keeps the ends it turned to the box for
 * the pairs that follow, and so do we), digits in order, rows before
 * columns.  With duals_and_siamese HoDoKu sorts them (see one_elim).
 *
 * Turbot Fish: any chain of three links a=b-c=e, strong, weak, strong, as
 * HoDoKu's chain search finds them: a strong link is a row or column with
 * two places, or a box with two places that share no row or column; the
 * chain may come back to its start (e = a).  HoDoKu collects every one and
 * takes the one with most eliminations, then the smallest weighted sum of
 * the eliminated cells, then the first found; we emit them in that order.
 *
 * Empty Rectangle: see find_empty_rectangle.
 *
 * Dual kites and dual Empty Rectangles (HoDoKu's, with duals_and_siamese):
 * see one_elim.  The kite's and the Empty Rectangle's searches report
 * them (as HoDoKu's do: a dual has no settings of its own, it is found and
 * rated as its kite or Empty Rectangle is); the registry entries stand
 * right after theirs and share their finders.
 */
#include "techniques.h"

#include <stdlib.h>

/* A row or column where a digit has exactly two places. */
typedef struct line_pair
{
	int			unit;
	int			cell[2];		/* in cell order */
} line_pair;

/* The rows (type 0) or columns (type 1) where d has two places, in order. */
static int
line_pairs(const sdk_logic *lg, int d, int type, line_pair *pairs)
{
	int			n = lg->n,
				u,
				count = 0;

	for (u = type * n; u < (type + 1) * n; u++)
	{
		uint32_t	places = lg->digit_places[d][u];

		if (sdk_bit_count(places) == 2)
		{
			pairs[count].unit = u;
			pairs[count].cell[0] = lg->unit_cells[u][sdk_lowest_bit(places)];
			pairs[count].cell[1] = lg->unit_cells[u][sdk_lowest_bit(places & (places - 1))];
			count++;
		}
	}
	return count;
}

/* The unit of type t (0 row, 1 column, 2 box) that holds a cell. */
static int
unit_of(const sdk_logic *lg, int cell, int t)
{
	return lg->cell_units[cell][t];
}

/*
 * Emits a=b-c=e with its eliminations; kind names the pattern, unit1 and
 * unit2 (-1: none) the units of the strong links.  With chain, the step
 * keeps it as a chain (a off, b on, c off, e on): the chain techniques'
 * steps do (Turbot Fish).
 */
static bool
emit_two_links(sdk_finder *f, const char *kind, int digit, int a, int b, int c, int e,
			   int unit1, int unit2, const sdk_cellset *targets, bool chain)
{
	step_begin(f, SDK_BIT(digit));
	if (unit1 >= 0)
		step_base(f, unit1);
	if (unit2 >= 0)
		step_base(f, unit2);
	step_cell(f, a);
	step_cell(f, b);
	step_cell(f, c);
	step_cell(f, e);
	step_text(f, "%s: %c in ", kind, sdk_digit_char(digit));
	step_text_cell(f, a);
	step_text(f, "=");
	step_text_cell(f, b);
	step_text(f, "-");
	step_text_cell(f, c);
	step_text(f, "=");
	step_text_cell(f, e);
	if (unit1 >= 0 && unit2 >= 0)
	{
		step_text(f, " (");
		step_text_unit(f, unit1);
		step_text(f, ", ");
		step_text_unit(f, unit2);
		step_text(f, ")");
	}
	if (chain)
	{
		step_chain_add(f, a, digit, SDK_CHAIN_START);
		step_chain_add(f, b, digit, SDK_CHAIN_ON);
		step_chain_add(f, c, digit, 0);
		step_chain_add(f, e, digit, SDK_CHAIN_ON);
	}
	step_eliminate_set(f, targets, digit);
	return step_emit(f);
}

/*
 * A 2-String Kite or an Empty Rectangle: one elimination.  Without
 * duals_and_siamese HoDoKu takes the first found.  With it, HoDoKu
 * collects them all, adds the duals and takes the first in its order of
 * steps.
 *
 * A dual is two of them that share their pattern and eliminate different
 * candidates (HoDoKu's Dual 2-String Kite, 0404, and Dual Empty Rectangle,
 * 0405): kites whose two cells in the box are the same (HoDoKu looks at
 * nothing else, so two kites of different digits can make one: the step is
 * about the first one's digit), Empty Rectangles of one digit in one box.
 * HoDoKu pairs every one found with every one after it, in the order
 * found, and lists the duals after them; a dual makes both eliminations,
 * the first one's first (its step keeps that order).
 *
 * HoDoKu's order of steps: a dual (two eliminations) before a single one;
 * then the smallest index sum of the eliminations (index_sum; one
 * elimination: its cell plus its digit); of two making the same
 * eliminations, the smaller digit of the first pattern, then the larger
 * sum of the cells (a kite's four, an Empty Rectangle's link, both
 * patterns' for a dual); otherwise the one listed first.  HoDoKu's
 * comparison is not transitive where a tie of index sums of different
 * eliminations, or two duals making the same eliminations in the other
 * order (their index sums differ), meet the other rules, and Java's sort
 * then orders them as its algorithm goes; ours is transitive and agrees
 * with it everywhere else.  (HoDoKu's lists of kites and Empty Rectangles
 * with their duals on 23,320 positions of its paths: all the same but 4
 * with Empty Rectangles of two-place boxes, in 1 of them the first.)
 */
typedef struct one_pattern
{
	int			digit;
	int			cells[4];		/* kite: a, b, c, e of a=b-c=e; ER: the link's near and far end */
	int			units[4];		/* kite: the row and the column; ER: box, row, column, link */
	int			target;
} one_pattern;

typedef struct one_elim
{
	int			npatterns;		/* 2 for a dual */
	one_pattern p[2];
	int			cell_sum;
	long		weight;			/* HoDoKu's index sum of the eliminations */
	long		seq;			/* HoDoKu's list order */
} one_elim;

typedef bool (*one_elim_emit) (sdk_finder *f, const one_elim *p);
/* What two patterns of a dual share: the same key. */
typedef long (*one_elim_key) (const one_elim *p);

typedef struct one_elim_list
{
	bool		sorted;			/* keep and sort, or emit at once */
	one_elim_emit emit;
	one_elim_key key;
	one_elim   *items;
	int			count;
	int			cap;
} one_elim_list;

/* Emits a pattern or keeps it; false when the search must stop. */
static bool
deliver(sdk_finder *f, one_elim_list *l, one_elim *p)
{
	one_elim   *items;

	p->npatterns = 1;
	p->weight = p->p[0].target + p->p[0].digit;
	if (!l->sorted)
		return l->emit(f, p);
	items = lg_list_room(f, l->items, &l->cap, l->count, sizeof(one_elim));
	/* out of memory: emit it at once */
	if (!items)
		return l->emit(f, p);
	f->offered++;
	l->items = items;
	p->seq = l->count;
	l->items[l->count++] = *p;
	return true;
}

static bool
same_elimination(const one_pattern *a, const one_pattern *b)
{
	return a->target == b->target && a->digit == b->digit;
}

/* The same eliminations (as sets), of two steps with as many. */
static bool
same_eliminations(const one_elim *a, const one_elim *b)
{
	if (a->npatterns == 1)
		return same_elimination(&a->p[0], &b->p[0]);
	return (same_elimination(&a->p[0], &b->p[0]) && same_elimination(&a->p[1], &b->p[1])) ||
		(same_elimination(&a->p[0], &b->p[1]) && same_elimination(&a->p[1], &b->p[0]));
}

static int
one_elim_order(const void *x, const void *y)
{
	const one_elim *a = x,
			   *b = y;

	if (a->npatterns != b->npatterns)
		return b->npatterns - a->npatterns;
	if (!same_eliminations(a, b))
	{
		if (a->weight != b->weight)
			return a->weight < b->weight ? -1 : 1;
	}
	else if (a->p[0].digit != b->p[0].digit)
		return a->p[0].digit - b->p[0].digit;
	else if (a->cell_sum != b->cell_sum)
		return b->cell_sum - a->cell_sum;
	return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* A pattern's place in the list and its key, to find the pairs of a dual. */
typedef struct keyed
{
	long		key;
	int			index;
} keyed;

static int
keyed_order(const void *x, const void *y)
{
	const keyed *a = x,
			   *b = y;

	if (a->key != b->key)
		return a->key < b->key ? -1 : 1;
	return a->index - b->index;
}

/*
 * Adds the duals: every pair of patterns found, in the order found, with
 * the same key and different eliminations.  Only pairs of one key are
 * looked at; their list order (seq) is HoDoKu's all the same.
 */
static void
add_duals(sdk_finder *f, one_elim_list *l)
{
	const sdk_env *env = f->lg->env;
	int			count = l->count,
				i,
				j,
				start;
	keyed	   *keys;

	if (count < 2)
		return;
	keys = env->alloc(sizeof(keyed) * (size_t) count, env->arg);
	if (!keys)
		return;
	for (i = 0; i < count; i++)
	{
		keys[i].key = l->key(&l->items[i]);
		keys[i].index = i;
	}
	qsort(keys, (size_t) count, sizeof(keyed), keyed_order);
	for (start = 0; start < count; start = j)
	{
		int			a,
					b;

		for (j = start + 1; j < count && keys[j].key == keys[start].key; j++)
			;
		for (a = start; a < j; a++)
			for (b = a + 1; b < j; b++)
			{
				one_elim	first = l->items[keys[a].index],
							second = l->items[keys[b].index],
							dual,
						   *items;
				index_sum	w;

				if (same_elimination(&first.p[0], &second.p[0]))
					continue;
				dual = first;
				dual.npatterns = 2;
				dual.p[1] = second.p[0];
				dual.cell_sum = first.cell_sum + second.cell_sum;
				index_sum_begin(&w);
				index_sum_add(&w, first.p[0].target, first.p[0].digit);
				index_sum_add(&w, second.p[0].target, second.p[0].digit);
				dual.weight = w.sum;
				dual.seq = count + (long) keys[a].index * count + keys[b].index;
				items = lg_list_room(f, l->items, &l->cap, l->count, sizeof(one_elim));
				if (!items)
					break;
				l->items = items;
				l->items[l->count++] = dual;
			}
	}
	env->release(keys, env->arg);
}

/* Adds the duals, emits the kept patterns in HoDoKu's order and lets the list go. */
static void
deliver_sorted(sdk_finder *f, one_elim_list *l)
{
	int			i;

	add_duals(f, l);
	if (l->count > 0)
		qsort(l->items, (size_t) l->count, sizeof(one_elim), one_elim_order);
	for (i = 0; i < l->count; i++)
		if (!l->emit(f, &l->items[i]))
			break;
	if (l->items)
		f->lg->env->release(l->items, f->lg->env->arg);
	l->items = NULL;
	l->count = l->cap = 0;
}

void
find_skyscraper(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	line_pair	pairs[SDK_MAX_SIZE];
	uint32_t   *quiet = lg_digit_quiet(f, LG_DIGIT_SKYSCRAPER);
	bool		met[SDK_MAX_SIZE + 1] = {false};
	int			type,
				d;

	(void) param;
	for (type = 0; type < 2; type++)
		for (d = 1; d <= lg->n && !finder_interrupted(f); d++)
		{
			int			count,
						across = 1 - type,	/* the lines that join them */
						i,
						j;
			long		offered = f->offered;

			if (quiet && lg_quiet_digit(lg, quiet[d], d))
				continue;
			count = line_pairs(lg, d, type, pairs);

			for (i = 0; i < count; i++)
				for (j = i + 1; j < count; j++)
				{
					const line_pair *one = &pairs[i],
							   *two = &pairs[j];
					int			end;	/* the index of the free ends */
					sdk_cellset targets;

					if (unit_of(lg, one->cell[0], across) == unit_of(lg, two->cell[0], across))
						end = 1;
					else if (unit_of(lg, one->cell[1], across) == unit_of(lg, two->cell[1], across))
						end = 0;
					else
						continue;
					/* free ends in one line too: an X-Wing */
					if (unit_of(lg, one->cell[end], across) == unit_of(lg, two->cell[end], across))
						continue;
					targets = cs_and(&lg->peers[one->cell[end]], &lg->peers[two->cell[end]]);
					targets = cs_and(&targets, &lg->digit_cells[d]);
					if (cs_empty(&targets))
						continue;
					if (!emit_two_links(f, "Skyscraper", d, one->cell[end], one->cell[1 - end],
										two->cell[1 - end], two->cell[end], one->unit, two->unit,
										&targets, false))
						return;
				}
			/* rows, then columns: a digit's part ends with its columns */
			met[d] |= f->offered != offered;
			if (quiet && type == 1 && !met[d])
				quiet[d] = lg->epoch;
		}
}

static void
swap_ends(line_pair *p)
{
	int			t = p->cell[0];

	p->cell[0] = p->cell[1];
	p->cell[1] = t;
}

/* a=b-c=e (row, column) of a kite */
static void
kite_text(sdk_finder *f, const one_pattern *k)
{
	step_text_cell(f, k->cells[0]);
	step_text(f, "=");
	step_text_cell(f, k->cells[1]);
	step_text(f, "-");
	step_text_cell(f, k->cells[2]);
	step_text(f, "=");
	step_text_cell(f, k->cells[3]);
	step_text(f, " (");
	step_text_unit(f, k->units[0]);
	step_text(f, ", ");
	step_text_unit(f, k->units[1]);
	step_text(f, ")");
}

static bool
emit_kite(sdk_finder *f, const one_elim *k)
{
	bool		dual = k->npatterns == 2;
	int			i,
				j;

	step_begin(f, SDK_BIT(k->p[0].digit));
	step_report_as(f, dual ? "0404" : "0401");
	for (i = 0; i < k->npatterns; i++)
	{
		step_base(f, k->p[i].units[0]);
		step_base(f, k->p[i].units[1]);
		for (j = 0; j < 4; j++)
			step_cell(f, k->p[i].cells[j]);
	}
	step_text(f, "%s: %c in ", dual ? "Dual 2-String Kite" : "2-String Kite", sdk_digit_char(k->p[0].digit));
	kite_text(f, &k->p[0]);
	if (dual)
	{
		step_text(f, " and ");
		if (k->p[1].digit != k->p[0].digit)
			step_text(f, "%c in ", sdk_digit_char(k->p[1].digit));
		kite_text(f, &k->p[1]);
	}
	/* a dual's in HoDoKu's order: the first pattern's, then the second's */
	if (dual)
		f->step.flags |= SDK_STEP_HODOKU_ORDER;
	for (i = 0; i < k->npatterns; i++)
		step_eliminate(f, k->p[i].target, k->p[i].digit);
	return step_emit(f);
}

/* A dual kite's two kites have the same two cells in the box. */
static long
kite_key(const one_elim *k)
{
	long		b = k->p[0].cells[1],
				c = k->p[0].cells[2];

	return b < c ? b * SDK_MAX_CELLS + c : c * SDK_MAX_CELLS + b;
}

void
find_two_string_kite(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	line_pair	pairs[2 * SDK_MAX_SIZE];
	one_elim_list kites = {lg->opts.duals_and_siamese, emit_kite, kite_key, NULL, 0, 0};
	uint32_t   *quiet = lg_digit_quiet(f, LG_DIGIT_KITE);
	int			n = lg->n,
				d;
	bool		go = true;

	(void) param;
	for (d = 1; d <= n && go && !finder_interrupted(f); d++)
	{
		int			rows,
					cols,
					i,
					j;
		long		offered = f->offered;

		if (quiet && lg_quiet_digit(lg, quiet[d], d))
			continue;
		rows = line_pairs(lg, d, 0, pairs);
		cols = line_pairs(lg, d, 1, pairs + rows);

		for (i = 0; i < rows && go; i++)
			for (j = rows; j < rows + cols && go; j++)
			{
				line_pair  *row = &pairs[i],
						   *col = &pairs[j];
				one_elim	k;

				/* turn the ends in a common box to cell[0]; the turns stay */
				if (unit_of(lg, row->cell[0], 2) == unit_of(lg, col->cell[0], 2))
					;
				else if (unit_of(lg, row->cell[0], 2) == unit_of(lg, col->cell[1], 2))
					swap_ends(col);
				else if (unit_of(lg, row->cell[1], 2) == unit_of(lg, col->cell[0], 2))
					swap_ends(row);
				else if (unit_of(lg, row->cell[1], 2) == unit_of(lg, col->cell[1], 2))
				{
					swap_ends(col);
					swap_ends(row);
				}
				else
					continue;
				if (row->cell[0] == col->cell[0] || row->cell[0] == col->cell[1] ||
					row->cell[1] == col->cell[0] || row->cell[1] == col->cell[1])
					continue;
				k.p[0].target = (col->cell[1] / n) * n + row->cell[1] % n;
				if (!cs_has(&lg->digit_cells[d], k.p[0].target))
					continue;
				k.p[0].digit = d;
				k.p[0].cells[0] = row->cell[1];
				k.p[0].cells[1] = row->cell[0];
				k.p[0].cells[2] = col->cell[0];
				k.p[0].cells[3] = col->cell[1];
				k.p[0].units[0] = row->unit;
				k.p[0].units[1] = col->unit;
				k.p[0].units[2] = k.p[0].units[3] = -1;
				k.cell_sum = row->cell[0] + row->cell[1] + col->cell[0] + col->cell[1];
				go = deliver(f, &kites, &k);
			}
		if (quiet && f->offered == offered && !f->stopped)
			quiet[d] = lg->epoch;
	}
	deliver_sorted(f, &kites);
}

/* ---- Turbot Fish ---- */

/*
 * The links of cell x for digit d in HoDoKu's order: its row, column and
 * box, each in cell order (the order of the unit's places, digit_places),
 * a box leaving out the cells that share x's row or column.  Only strong
 * ones (a unit of two places) when strong_only; the units of the links go
 * to units.
 */
static int
chain_links(const sdk_logic *lg, int d, int x, bool strong_only, int *cells, int *units)
{
	int			t,
				count = 0;

	for (t = 0; t < 3; t++)
	{
		int			u = lg->cell_units[x][t];
		uint32_t	places = lg->digit_places[d][u];

		if (strong_only && sdk_bit_count(places) != 2)
			continue;
		places &= ~((uint32_t) 1 << lg->cell_index[x][t]);
		while (places)
		{
			int			y = lg->unit_cells[u][sdk_lowest_bit(places)];

			places &= places - 1;
			if (t == 2 && (unit_of(lg, y, 0) == unit_of(lg, x, 0) || unit_of(lg, y, 1) == unit_of(lg, x, 1)))
				continue;
			cells[count] = y;
			units[count] = u;
			count++;
		}
	}
	return count;
}

/* A Turbot Fish found: its chain, the unit of each strong link, its rank. */
typedef struct turbot
{
	uint16_t	cell[4];
	uint8_t		unit[2];
	uint8_t		digit;
	int			nelim;
	int64_t		weight;			/* HoDoKu's weighted sum of the eliminations */
	int			seq;
} turbot;

typedef struct turbot_list
{
	turbot	   *items;
	int			count;
	int			cap;
} turbot_list;

/* HoDoKu's index sum of a Turbot Fish's eliminations (one digit). */
static int64_t
weighted_sum(const sdk_cellset *cells, int digit)
{
	index_sum	s;

	index_sum_begin(&s);
	index_sum_cells(&s, cells, digit);
	return s.sum;
}

static sdk_cellset
turbot_targets(const sdk_logic *lg, const turbot *t)
{
	sdk_cellset targets = cs_and(&lg->peers[t->cell[0]], &lg->peers[t->cell[3]]);

	return cs_and(&targets, &lg->digit_cells[t->digit]);
}

static bool
emit_turbot(sdk_finder *f, const turbot *t)
{
	sdk_cellset targets = turbot_targets(f->lg, t);

	return emit_two_links(f, "Turbot Fish", t->digit, t->cell[0], t->cell[1], t->cell[2], t->cell[3],
						  t->unit[0], t->unit[1], &targets, true);
}

/* Keeps a Turbot Fish; emits it at once when there is no memory to keep it. */
static bool
keep_turbot(sdk_finder *f, turbot_list *l, const turbot *t)
{
	turbot	   *items = lg_list_room(f, l->items, &l->cap, l->count, sizeof(turbot));

	if (!items)
		return emit_turbot(f, t);
	l->items = items;
	l->items[l->count++] = *t;
	return true;
}

static int
turbot_order(const void *x, const void *y)
{
	const turbot *a = x,
			   *b = y;

	if (a->nelim != b->nelim)
		return b->nelim - a->nelim;
	if (a->weight != b->weight)
		return a->weight < b->weight ? -1 : 1;
	return a->seq - b->seq;
}

/*
 * Collects the chains in HoDoKu's search order (start cell, digit, first
 * link, second, third), then emits them in its order of preference.
 */
void
find_turbot_fish(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	turbot_list list = {NULL, 0, 0};
	uint32_t   *quiet = lg_digit_quiet(f, LG_DIGIT_TURBOT);
	bool		met[SDK_MAX_SIZE + 1] = {false};
	int			a,
				d,
				i,
				seq = 0;
	bool		go = true;

	(void) param;
	for (a = 0; a < lg->ncells && go && !finder_interrupted(f); a++)
		MASK_FOR_EACH(d, lg->pos.cand[a])
		{
			int			b_cells[3 * SDK_MAX_SIZE],
						b_units[3 * SDK_MAX_SIZE],
						nb,
						ib;

			if (quiet && lg_quiet_digit(lg, quiet[d], d))
				continue;
			nb = chain_links(lg, d, a, true, b_cells, b_units);

			for (ib = 0; ib < nb && go; ib++)
			{
				int			b = b_cells[ib],
							c_cells[3 * SDK_MAX_SIZE],
							c_units[3 * SDK_MAX_SIZE],
							nc = chain_links(lg, d, b, false, c_cells, c_units),
							ic;

				for (ic = 0; ic < nc && go; ic++)
				{
					int			c = c_cells[ic],
								e_cells[3 * SDK_MAX_SIZE],
								e_units[3 * SDK_MAX_SIZE],
								ne,
								ie;

					if (c == a)
						continue;	/* back at the start after two links */
					ne = chain_links(lg, d, c, true, e_cells, e_units);
					for (ie = 0; ie < ne && go; ie++)
					{
						turbot		t;
						sdk_cellset targets;

						if (e_cells[ie] == b)
							continue;
						t.cell[0] = (uint16_t) a;
						t.cell[1] = (uint16_t) b;
						t.cell[2] = (uint16_t) c;
						t.cell[3] = (uint16_t) e_cells[ie];
						t.unit[0] = (uint8_t) b_units[ib];
						t.unit[1] = (uint8_t) e_units[ie];
						t.digit = (uint8_t) d;
						targets = turbot_targets(lg, &t);
						if (cs_empty(&targets))
							continue;
						t.nelim = cs_count(&targets);
						t.weight = weighted_sum(&targets, d);
						t.seq = seq++;
						met[d] = true;
						go = keep_turbot(f, &list, &t);
					}
				}
			}
		}
	/* every start cell gone through: the digits that met no chain */
	if (quiet && a == lg->ncells && go && !f->stopped)
		for (d = 1; d <= lg->n; d++)
			if (!met[d])
				quiet[d] = lg->epoch;
	if (list.count > 0)
		qsort(list.items, (size_t) list.count, sizeof(turbot), turbot_order);
	for (i = 0; i < list.count && go; i++)
		go = emit_turbot(f, &list.items[i]);
	if (list.items)
		lg->env->release(list.items, lg->env->arg);
}

static void
link_text(sdk_finder *f, const one_pattern *e)
{
	step_text_cell(f, e->cells[0]);
	step_text(f, "=");
	step_text_cell(f, e->cells[1]);
}

/*
 * "Empty Rectangle: 5 in b3 only in r2,c8, strong link r2c4=r7c4"; a dual
 * adds the second link ("strong links ... and ...") or, on other lines of
 * the box, the second pattern.
 */
static bool
emit_empty_rectangle(sdk_finder *f, const one_elim *e)
{
	const one_pattern *one = &e->p[0],
			   *two = &e->p[1];
	bool		dual = e->npatterns == 2,
				same_lines = dual && one->units[1] == two->units[1] && one->units[2] == two->units[2];
	int			i;

	step_begin(f, SDK_BIT(one->digit));
	step_report_as(f, dual ? "0405" : "0402");
	step_base(f, one->units[0]);
	for (i = 0; i < e->npatterns; i++)
	{
		step_base(f, e->p[i].units[3]);
		step_cell(f, e->p[i].cells[0]);
		step_cell(f, e->p[i].cells[1]);
	}
	step_text(f, "%s: %c in ", dual ? "Dual Empty Rectangle" : "Empty Rectangle", sdk_digit_char(one->digit));
	step_text_unit(f, one->units[0]);
	step_text(f, " only in ");
	step_text_unit(f, one->units[1]);
	step_text(f, ",");
	step_text_unit(f, one->units[2]);
	step_text(f, same_lines ? ", strong links " : ", strong link ");
	link_text(f, one);
	if (dual && !same_lines)
	{
		step_text(f, " and only in ");
		step_text_unit(f, two->units[1]);
		step_text(f, ",");
		step_text_unit(f, two->units[2]);
		step_text(f, ", strong link ");
	}
	else if (dual)
		step_text(f, " and ");
	if (dual)
		link_text(f, two);
	if (dual)
		f->step.flags |= SDK_STEP_HODOKU_ORDER;
	for (i = 0; i < e->npatterns; i++)
		step_eliminate(f, e->p[i].target, e->p[i].digit);
	return step_emit(f);
}

/* A dual Empty Rectangle's two are of one digit in one box (HoDoKu: the same box and places). */
static long
empty_rectangle_key(const one_elim *e)
{
	return (long) e->p[0].digit * 3 * SDK_MAX_SIZE + e->p[0].units[0];
}

/*
 * Empty Rectangle: a digit's places in a box all lie on one row r and one
 * column c of it, with places off each.  With a strong link in a column
 * outside the box whose one end is on row r, the other end's row meets
 * column c in a cell that loses the digit; likewise with rows and columns
 * swapped.  Unless er_two_candidates is set, a box with two places only
 * (one off the row, one off the column) is no Empty Rectangle: HoDoKu
 * leaves those to the chains.
 *
 * HoDoKu's order: digits, boxes, then (r, c) from the box's last row and
 * last column backwards; for each, the columns' links by the cells of row
 * r, then the rows' links by the cells of column c.  With
 * duals_and_siamese HoDoKu sorts them (see one_elim).
 */
void
find_empty_rectangle(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	const sdk_geometry *g = &lg->pos.geo;
	one_elim_list ers = {lg->opts.duals_and_siamese, emit_empty_rectangle, empty_rectangle_key, NULL, 0, 0};
	uint32_t   *quiet = lg_digit_quiet(f, LG_DIGIT_EMPTY_RECTANGLE);
	int			n = lg->n,
				d,
				box;
	bool		go = true;

	(void) param;
	for (d = 1; d <= n && go && !finder_interrupted(f); d++)
	{
		long		offered = f->offered;

		if (quiet && lg_quiet_digit(lg, quiet[d], d))
			continue;
		for (box = 2 * n; box < 3 * n && go; box++)
		{
			/* the digit's places in the box, bit i * box_cols + j for its row i and column j */
			uint32_t	where = lg->digit_places[d][box];
			int			top = lg->unit_cells[box][0] / n,	/* the box's first row and column */
						left = lg->unit_cells[box][0] % n,
						r,
						c;

			if (sdk_bit_count(where) < 2)
				continue;
			for (r = top + g->box_rows - 1; r >= top && go; r--)
				for (c = n + left + g->box_cols - 1; c >= n + left && go; c--)
				{
					uint32_t	row_bits = (((uint32_t) 1 << g->box_cols) - 1) << ((r - top) * g->box_cols),
								col_bits = 0,
								at = (uint32_t) 1 << ((r - top) * g->box_cols + (c - n - left)),
								on_row,
								on_col;
					int			orientation,
								i;

					for (i = 0; i < g->box_rows; i++)
						col_bits |= (uint32_t) 1 << (i * g->box_cols + (c - n - left));
					on_row = where & row_bits;
					on_col = where & col_bits;
					/* all in the cross, some in the row off the column and in the column off the row */
					if ((where & ~(row_bits | col_bits)) || !(on_row & ~at) || !(on_col & ~at))
						continue;
					if (sdk_bit_count(on_row) < 2 && sdk_bit_count(on_col) < 2 && !lg->opts.er_two_candidates)
						continue;
					for (orientation = 0; orientation < 2 && go; orientation++)
					{
						/* 0: cells of row r, links in their columns; 1: swapped */
						int			line = orientation == 0 ? r : c,
									link_type = orientation == 0 ? 1 : 0,
									target_line = orientation == 0 ? c : r,
									near;
						sdk_cellset starts = lg_unit_digit(lg, line, d);

						CS_FOR_EACH(near, &starts)
						{
							int			l = lg->cell_units[near][link_type];
							sdk_cellset link = lg_unit_digit(lg, l, d),
										meet;
							one_elim	e;

							if (lg->cell_units[near][2] == box || cs_count(&link) != 2)
								continue;
							cs_remove(&link, near);
							e.p[0].cells[1] = cs_next(&link, 0);
							meet = cs_and(&lg->unit_set[lg->cell_units[e.p[0].cells[1]][1 - link_type]],
										  &lg->unit_set[target_line]);
							e.p[0].target = cs_next(&meet, 0);
							if (e.p[0].target < 0 || lg->cell_units[e.p[0].target][2] == box ||
								!cs_has(&lg->digit_cells[d], e.p[0].target))
								continue;
							e.p[0].digit = d;
							e.p[0].cells[0] = near;
							e.p[0].cells[2] = e.p[0].cells[3] = -1;
							e.p[0].units[0] = box;
							e.p[0].units[1] = r;
							e.p[0].units[2] = c;
							e.p[0].units[3] = l;
							e.cell_sum = e.p[0].cells[0] + e.p[0].cells[1];
							if (!(go = deliver(f, &ers, &e)))
								break;
						}
					}
				}
		}
		if (quiet && f->offered == offered && !f->stopped)
			quiet[d] = lg->epoch;
	}
	deliver_sorted(f, &ers);
}
