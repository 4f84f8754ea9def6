/*
 * se_chains_multiple.c -- Sudoku Explainer's Nishio, multiple and dynamic
 * forcing chains (its model, serate 1.2.1.3): the propagation of an
 * assumption (SE's doChaining), and the search over every cell and
 * candidate (getMultipleChainsHintList) for contradictions, double
 * forcing chains, region and cell forcing chains.
 *
 * A propagation takes one node at a time, on nodes first, each in the
 * order it was added.  In dynamic mode a node off is taken out of the
 * working grid once its consequences are known, so that later nodes see
 * the singles it leaves; a node on that needs such removals has them as
 * parents after its first (hidden parents), and they count in its
 * complexity.  A candidate found both on and off ends the propagation: a
 * contradiction, whose partial sets still serve.
 */
#include "se_chains.h"

/* The removed candidates an on node needs besides its first parent (SE's hidden parents). */
static bool
sec_hidden_parents(sec_ctx *x, sec_prop *p, int node, const sec_out *o)
{
	const sdk_logic *lg = x->lg;
	int			cand = SEC_CAND(o->lit),
				cell = x->cand_cell[cand],
				d = x->cand_digit[cand],
				w,
				par;

	if (o->unit < 0)
	{
		sdk_mask	gone = x->save_cand[cell] & ~x->cand[cell];

		MASK_FOR_EACH(w, gone)
			if ((par = p->at[SEC_LIT(sec_cid(x, cell, w), false)]) >= 0 &&
				!sec_prop_add_parent(x, p, node, par))
			return false;
	}
	else
	{
		uint32_t	gone = x->save_place[d][o->unit] & ~x->place[d][o->unit];

		while (gone)
		{
			int			other = lg->unit_cells[o->unit][sdk_lowest_bit(gone)];

			gone &= gone - 1;
			if ((par = p->at[SEC_LIT(sec_cid(x, other, d), false)]) >= 0 &&
				!sec_prop_add_parent(x, p, node, par))
				return false;
		}
	}
	return true;
}

/* A node from a consequence, with its parents; -1 when out of memory. */
static int
sec_node_from(sec_ctx *x, sec_prop *p, const sec_out *o, int from)
{
	int			q = sec_prop_add(x, p, o->lit, o->cause, from);

	if (q >= 0 && x->dynamic && SEC_ON(o->lit) && !sec_hidden_parents(x, p, q, o))
		return -1;
	return q;
}

/* Starts a propagation from one assumption; false when out of memory. */
static bool
sec_assume(sec_ctx *x, sec_prop *p, int lit)
{
	int			s;

	sec_prop_reset(p);
	s = sec_prop_add(x, p, lit, SEC_ASSUMED, -1);
	return s >= 0 && sec_insert(x, p, s);
}

/* Keeps the grid the propagation starts from (SE's saveGrid). */
static void
sec_save(sec_ctx *x)
{
	int			d;

	memcpy(x->save_cand, x->cand, sizeof(sdk_mask) * (size_t) x->ncells);
	for (d = 1; d <= x->n; d++)
		memcpy(x->save_place[d], x->place[d], sizeof(uint32_t) * (size_t) (3 * x->n));
}

/*
 * Propagates the nodes in the sets (SE's doChaining); true when it ends
 * in a contradiction (p->contra_on, p->contra_off).  The working grid is
 * as it was afterwards.
 */
bool
sec_chain(sec_ctx *x, sec_prop *p)
{
	sec_out		out[SEC_MAX_OUT];
	int			on_head = 0,
				off_head = 0,
				i,
				count;
	bool		y = !x->nishio;

	if (x->dynamic)
		sec_save(x);
	while ((on_head < p->non || off_head < p->noff) && !x->failed)
	{
		if (((on_head + off_head) & 2047) == 2047 && finder_interrupted(x->f))
		{
			x->failed = true;
			break;
		}
		if (on_head < p->non)
		{
			int			from = p->on[on_head++];

			count = sec_on_to_off(x, p->node[from].lit, y, out);
			for (i = 0; i < count; i++)
			{
				int			q;

				if (p->at[out[i].lit ^ 1] >= 0)
				{
					p->contra_on = p->at[out[i].lit ^ 1];
					p->contra_off = sec_node_from(x, p, &out[i], from);
					break;
				}
				if (p->at[out[i].lit] < 0 &&
					((q = sec_node_from(x, p, &out[i], from)) < 0 || !sec_insert(x, p, q)))
					break;
			}
		}
		else
		{
			int			from = p->off[off_head++];

			count = sec_off_to_on(x, p->node[from].lit, y, true, out);
			for (i = 0; i < count; i++)
			{
				int			q;

				if (p->at[out[i].lit ^ 1] >= 0)
				{
					p->contra_on = sec_node_from(x, p, &out[i], from);
					p->contra_off = p->at[out[i].lit ^ 1];
					break;
				}
				if (p->at[out[i].lit] < 0 &&
					((q = sec_node_from(x, p, &out[i], from)) < 0 || !sec_insert(x, p, q)))
					break;
			}
			if (x->dynamic)
				sec_remove(x, SEC_CAND(p->node[from].lit));
		}
		if (p->contra_on >= 0 || p->contra_off >= 0)
			break;
		if (x->level > 0 && on_head == p->non && off_head == p->noff)
		{
			/* the rules inside run over the whole grid: a few milliseconds on a 25x25 */
			if (finder_interrupted(x->f))
			{
				x->failed = true;
				break;
			}
			sec_advanced(x, p);
		}
	}
	if (x->dynamic)
		sec_restore(x);
	if (p->contra_on < 0 || p->contra_off < 0)
	{
		p->contra_on = -1;
		p->contra_off = -1;
		return false;
	}
	return true;
}

/* The rule's base difficulty (SE's Chaining.getDifficulty). */
static double
sec_base(const sec_ctx *x)
{
	if (x->level >= 2)
		return 9.5 + 0.5 * (x->level - 2);
	if (x->level > 0)
		return 8.5 + 0.5 * x->level;
	if (x->nishio)
		return 7.5;
	if (x->dynamic)
		return 8.5;
	return 8.0;
}

/*
 * A binary hint (SE's BinaryChainingHint): the target lit (on: placed,
 * off: removed) from two nodes, in propagations a and b.
 */
static void
sec_binary_hint(sec_ctx *x, int src, int target, sec_prop *a, int na, sec_prop *b, int nb, bool absurd)
{
	sec_hint   *h;
	sec_prop   *props[2] = {a, b};
	int			nodes[2] = {na, nb},
				cand = SEC_CAND(target);

	if (SEC_ON(target) && !(x->start_cand[x->cand_cell[cand]] & ~SDK_BIT(x->cand_digit[cand])))
		return;
	if (!(h = sec_hint_new(x, SEC_BINARY)))
		return;
	sec_hint_target(x, h, target);
	h->absurd = absurd;
	h->src_lit = src;
	h->complexity = sec_ancestors(x, a, na) + sec_ancestors(x, b, nb) +
		sec_nested_complexity(x, props, nodes, 2);
	h->difficulty = sec_difficulty(sec_base(x), h->complexity);
	h->sortkey = absurd ? 7 : 1;
	sec_hint_chain(x, h, a, na);
	sec_hint_chain(x, h, b, nb);
	if (x->inner)
		sec_inner_hint(x, h, props, nodes, 2, SEC_ASSUMED);
}

/*
 * The propagation of a candidate on: kept from an earlier search with the
 * cache, else made in scratch propagation slot; NULL when out of memory.
 */
static sec_prop *
sec_on_prop(sec_ctx *x, int cand, int slot)
{
	sec_prop   *p = sec_prop_get(x, x->cache ? cand : slot);

	if (!p || p->done)
		return p;
	if (!sec_assume(x, p, SEC_LIT(cand, true)))
		return NULL;
	sec_chain(x, p);
	p->done = x->cache;
	return p;
}

/*
 * The contradictions from a candidate on and off, and with dbl what both
 * imply (SE's doBinaryChaining); the propagation on, NULL when out of
 * memory.
 */
static sec_prop *
sec_binary(sec_ctx *x, int lit, int slot, bool dbl, bool contra)
{
	sec_prop   *on = sec_on_prop(x, SEC_CAND(lit), slot),
			   *off = sec_prop_get(x, x->cache ? x->ncand : x->n);
	int			i,
				j;

	if (!on || !off)
		return NULL;
	if (on->contra_on >= 0 && contra)
		sec_binary_hint(x, lit, lit ^ 1, on, on->contra_on, on, on->contra_off, true);
	if (!sec_assume(x, off, lit ^ 1))
		return NULL;
	if (sec_chain(x, off) && contra)
		sec_binary_hint(x, lit ^ 1, lit, off, off->contra_on, off, off->contra_off, true);
	if (!dbl)
		return on;
	for (i = 0; i < on->non; i++)
		if ((j = off->at[on->node[on->on[i]].lit]) >= 0)
			sec_binary_hint(x, lit, on->node[on->on[i]].lit, on, on->on[i], off, j, false);
	for (i = 0; i < on->noff; i++)
		if ((j = off->at[on->node[on->off[i]].lit]) >= 0)
			sec_binary_hint(x, lit ^ 1, on->node[on->off[i]].lit, on, on->off[i], off, j, false);
	return on;
}

/*
 * The hints of what every branch implies (a cell's candidates, a digit's
 * places in a region): the first branch's nodes, on then off, that are in
 * every other branch (SE's cell and region reductions).
 */
static void
sec_common_hints(sec_ctx *x, sec_prop **branch, int nbranch, int kind, int src, int unit)
{
	/* a region's assumptions count as its hidden singles (SE's getRegionCause) */
	static const int unit_cause[3] = {SEC_HIDDEN_ROW, SEC_HIDDEN_COL, SEC_HIDDEN_BOX};
	int			nodes[SDK_MAX_SIZE];
	int			side,
				i,
				b;

	for (side = 1; side >= 0; side--)
	{
		sec_prop   *first = branch[0];
		int			count = side ? first->non : first->noff;

		for (i = 0; i < count && !x->failed; i++)
		{
			int			node = side ? first->on[i] : first->off[i],
						lit = first->node[node].lit,
						cand = SEC_CAND(lit);
			sec_hint   *h;

			for (b = 1; b < nbranch && branch[b]->at[lit] >= 0; b++)
				;
			if (b < nbranch)
				continue;
			if (side && !(x->start_cand[x->cand_cell[cand]] & ~SDK_BIT(x->cand_digit[cand])))
				continue;
			if (!(h = sec_hint_new(x, kind)))
				return;
			sec_hint_target(x, h, lit);
			h->src_lit = src;
			h->unit = unit;
			for (b = 0; b < nbranch; b++)
			{
				nodes[b] = branch[b]->at[lit];
				h->complexity += sec_ancestors(x, branch[b], nodes[b]);
				sec_hint_chain(x, h, branch[b], nodes[b]);
			}
			h->complexity += sec_nested_complexity(x, branch, nodes, nbranch);
			h->difficulty = sec_difficulty(sec_base(x), h->complexity);
			h->sortkey = kind == SEC_CELL ? 5 : 6;
			if (x->inner)
				sec_inner_hint(x, h, branch, nodes, nbranch, kind == SEC_CELL ? SEC_NAKED :
							   unit_cause[unit / x->n]);
		}
	}
}

/*
 * The region forcing chains of a digit from a cell (SE's
 * doRegionChainings): in each of its block, row and column where the cell
 * is the digit's first place, every place assumed on.
 */
static void
sec_regions(sec_ctx *x, int cell, int d, sec_prop *own)
{
	const sdk_logic *lg = x->lg;
	sec_prop   *branch[SDK_MAX_SIZE];
	int			i;

	for (i = 0; i < 3 && !x->failed; i++)
	{
		int			t = i == 0 ? 2 : i - 1,
					u = lg->cell_units[cell][t];
		uint32_t	places = x->place[d][u],
					bits;
		int			nbranch = 0,
					count = sdk_bit_count(places);

		if (!(count == 2 || (x->multiple && count > 2)) ||
			lg->unit_cells[u][sdk_lowest_bit(places)] != cell)
			continue;
		for (bits = places; bits; bits &= bits - 1)
		{
			int			other = lg->unit_cells[u][sdk_lowest_bit(bits)];

			branch[nbranch] = other == cell ? own : sec_on_prop(x, sec_cid(x, other, d), x->n + 1 + nbranch);
			if (!branch[nbranch++])
				return;
		}
		sec_common_hints(x, branch, nbranch, SEC_REGION, SEC_LIT(sec_cid(x, cell, d), true), u);
	}
}

/* Every chain from one cell's candidates (SE's getMultipleChainsHintList, one cell). */
static void
sec_cell(sec_ctx *x, int cell, int card)
{
	sec_prop   *branch[SDK_MAX_SIZE];
	int			nbranch = 0,
				d;
	bool		dbl = card >= 3 && !x->nishio && x->dynamic,
				contra = x->dynamic || x->nishio;

	MASK_FOR_EACH(d, x->start_cand[cell])
	{
		int			lit = SEC_LIT(sec_cid(x, cell, d), true);

		if (finder_interrupted(x->f))
		{
			x->failed = true;
			return;
		}
		if (!(branch[nbranch] = sec_binary(x, lit, nbranch, dbl, contra)))
			return;
		if (!x->nishio)
			sec_regions(x, cell, d, branch[nbranch]);
		nbranch++;
		if (x->failed)
			return;
	}
	if (!x->nishio)
		sec_common_hints(x, branch, nbranch, SEC_CELL, SEC_LIT(sec_cid(x, cell, sdk_mask_first(x->start_cand[cell])), true), -1);
}

void
sec_multiple_search(sec_ctx *x)
{
	int			cell;

	for (cell = 0; cell < x->ncells && !x->failed; cell++)
	{
		int			card = sdk_bit_count(x->start_cand[cell]);

		if (x->lg->pos.value[cell] || !(card > 2 || (card > 1 && x->dynamic)))
			continue;
		sec_cell(x, cell, card);
	}
}
