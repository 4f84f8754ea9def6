/*
 * se_chains_nodes.c -- Sudoku Explainer's chaining (its model, serate
 * 1.2.1.3), the parts every search shares: memory, the working grid and
 * SE's implication rules on it, propagations (nodes and their parents)
 * and the count of a node's ancestors, the difficulty of a length, and
 * the hints' records (se_chains.h).
 */
#include "se_chains.h"

/* ---- memory ---- */

/* Makes room for need items of size bytes in *items (capacity *cap); false when out of memory. */
bool
sec_room(sec_ctx *x, void **items, int *cap, int need, size_t size)
{
	const sdk_env *env = x->lg->env;
	int			more = *cap ? *cap : 64;
	void	   *grown;

	if (need <= *cap)
		return true;
	while (more < need)
		more *= 2;
	grown = env->alloc(size * (size_t) more, env->arg);
	if (!grown)
	{
		x->failed = true;
		return false;
	}
	if (*items && *cap)
		memcpy(grown, *items, size * (size_t) *cap);
	if (*items)
		env->release(*items, env->arg);
	*items = grown;
	*cap = more;
	return true;
}

/* A block of count items of size bytes, or NULL (the search then fails). */
void *
sec_alloc(sec_ctx *x, int count, size_t size)
{
	void	   *p = x->lg->env->alloc(size * (size_t) (count > 0 ? count : 1), x->lg->env->arg);

	if (!p)
		x->failed = true;
	return p;
}

void
sec_free(sec_ctx *x, void *p)
{
	if (p)
		x->lg->env->release(p, x->lg->env->arg);
}

/* ---- the grid ---- */

int
sec_cid(const sec_ctx *x, int cell, int digit)
{
	return x->cid[cell * x->n + digit - 1];
}

/* Takes a candidate out of the working grid, to be put back by sec_restore. */
void
sec_remove(sec_ctx *x, int cand)
{
	const sdk_logic *lg = x->lg;
	int			cell = x->cand_cell[cand],
				d = x->cand_digit[cand],
				t;

	x->cand[cell] &= ~SDK_BIT(d);
	for (t = 0; t < 3; t++)
		x->place[d][lg->cell_units[cell][t]] &= ~((uint32_t) 1 << lg->cell_index[cell][t]);
	x->undo[x->nundo++] = cand;
}

/* Puts back every candidate the propagation removed. */
void
sec_restore(sec_ctx *x)
{
	const sdk_logic *lg = x->lg;

	while (x->nundo > 0)
	{
		int			cand = x->undo[--x->nundo],
					cell = x->cand_cell[cand],
					d = x->cand_digit[cand],
					t;

		x->cand[cell] |= SDK_BIT(d);
		for (t = 0; t < 3; t++)
			x->place[d][lg->cell_units[cell][t]] |= (uint32_t) 1 << lg->cell_index[cell][t];
	}
}

/* SE's order of regions: block, row, column (our unit types are row 0, column 1, box 2). */
const int	sec_region_types[3] = {2, 0, 1};
static const int sec_region_cause[3] = {SEC_HIDDEN_BOX, SEC_HIDDEN_ROW, SEC_HIDDEN_COL};

/*
 * What a node on turns off, in SE's order (getOnToOff): with y the cell's
 * other candidates, then the digit's other places in its block, row and
 * column (a cell met again through a later region left out).
 */
int
sec_on_to_off(const sec_ctx *x, int lit, bool y, sec_out *out)
{
	const sdk_logic *lg = x->lg;
	int			cand = SEC_CAND(lit),
				cell = x->cand_cell[cand],
				d = x->cand_digit[cand],
				box = lg->cell_units[cell][2],
				count = 0,
				i,
				w;

	if (y)
	{
		sdk_mask	m = x->cand[cell] & ~SDK_BIT(d);

		MASK_FOR_EACH(w, m)
		{
			out[count].lit = SEC_LIT(sec_cid(x, cell, w), false);
			out[count].cause = SEC_NAKED;
			out[count++].unit = -1;
		}
	}
	for (i = 0; i < 3; i++)
	{
		int			u = lg->cell_units[cell][sec_region_types[i]];
		uint32_t	bits = x->place[d][u];

		while (bits)
		{
			int			k = sdk_lowest_bit(bits),
						other = lg->unit_cells[u][k];

			bits &= bits - 1;
			if (other == cell || (i > 0 && cs_has(&lg->unit_set[box], other)))
				continue;
			out[count].lit = SEC_LIT(sec_cid(x, other, d), false);
			out[count].cause = sec_region_cause[i];
			out[count++].unit = u;
		}
	}
	return count;
}

/*
 * What a node off turns on, in SE's order (getOffToOn), on the working grid
 * as it is: with y the cell's other candidate when it has two, with xl the
 * digit's other place in each of its block, row and column that has two
 * (an on node met again left out).
 */
int
sec_off_to_on(const sec_ctx *x, int lit, bool y, bool xl, sec_out *out)
{
	const sdk_logic *lg = x->lg;
	int			cand = SEC_CAND(lit),
				cell = x->cand_cell[cand],
				d = x->cand_digit[cand],
				count = 0,
				i,
				j;

	if (y && sdk_bit_count(x->cand[cell]) == 2)
	{
		out[count].lit = SEC_LIT(sec_cid(x, cell, sdk_mask_first(x->cand[cell] & ~SDK_BIT(d))), true);
		out[count].cause = SEC_NAKED;
		out[count++].unit = -1;
	}
	if (!xl)
		return count;
	for (i = 0; i < 3; i++)
	{
		int			u = lg->cell_units[cell][sec_region_types[i]];
		uint32_t	bits = x->place[d][u];
		int			other,
					olit;

		if (sdk_bit_count(bits) != 2)
			continue;
		bits &= ~((uint32_t) 1 << lg->cell_index[cell][sec_region_types[i]]);
		other = lg->unit_cells[u][sdk_lowest_bit(bits)];
		olit = SEC_LIT(sec_cid(x, other, d), true);
		for (j = 0; j < count && out[j].lit != olit; j++)
			;
		if (j < count)
			continue;
		out[count].lit = olit;
		out[count].cause = sec_region_cause[i];
		out[count++].unit = u;
	}
	return count;
}

/* ---- propagations ---- */

/* Empties a propagation (its lists and map kept for the next). */
void
sec_prop_reset(sec_prop *p)
{
	int			i;

	for (i = 0; i < p->nnode; i++)
		p->at[p->node[i].lit] = -1;
	p->nnode = 0;
	p->npar = 0;
	p->non = 0;
	p->noff = 0;
	p->contra_on = -1;
	p->contra_off = -1;
	p->done = false;
	p->nested = false;
}

/*
 * A new node (not in the sets yet) with its first parent (-1 for none);
 * its index, or -1 when out of memory.
 */
int
sec_prop_add(sec_ctx *x, sec_prop *p, int lit, int cause, int parent)
{
	sec_node   *nd;

	if (++*x->work > SEC_WORK_BUDGET)
	{
		x->failed = true;
		return -1;
	}
	if (!sec_room(x, (void **) &p->node, &p->node_cap, p->nnode + 1, sizeof(sec_node)) ||
		!sec_room(x, (void **) &p->par, &p->par_cap, p->npar + 1, sizeof(int)))
		return -1;
	nd = &p->node[p->nnode];
	nd->lit = lit;
	nd->cause = cause;
	nd->first = p->npar;
	nd->npar = 0;
	nd->count = -1;
	nd->nest = -1;
	if (parent >= 0)
	{
		p->par[p->npar++] = parent;
		nd->npar = 1;
	}
	return p->nnode++;
}

/* Another parent of the node made last. */
bool
sec_prop_add_parent(sec_ctx *x, sec_prop *p, int node, int parent)
{
	if (!sec_room(x, (void **) &p->par, &p->par_cap, p->npar + 1, sizeof(int)))
		return false;
	p->par[p->npar++] = parent;
	p->node[node].npar++;
	return true;
}

/* Appends a node to the on or off list (as its literal is); false when out of memory. */
bool
sec_prop_list(sec_ctx *x, sec_prop *p, int node)
{
	if (SEC_ON(p->node[node].lit))
	{
		if (!sec_room(x, (void **) &p->on, &p->on_cap, p->non + 1, sizeof(int)))
			return false;
		p->on[p->non++] = node;
	}
	else
	{
		if (!sec_room(x, (void **) &p->off, &p->off_cap, p->noff + 1, sizeof(int)))
			return false;
		p->off[p->noff++] = node;
	}
	return true;
}

/* Adds a node to the propagation's sets (and so to its queue); false when out of memory. */
bool
sec_insert(sec_ctx *x, sec_prop *p, int q)
{
	if (!sec_prop_list(x, p, q))
		return false;
	p->at[p->node[q].lit] = q;
	return true;
}

/*
 * A node off that a technique run inside a chain found (SE's Advanced
 * cause), with the nodes of its rule parents (candidates removed) as
 * parents, added to the sets; its index, or -1 when it is in them already
 * (or out of memory).
 */
int
sec_advanced_node(sec_ctx *x, sec_prop *p, int cand, const int *parents, int npar)
{
	int			lit = SEC_LIT(cand, false),
				q,
				j;

	if (p->at[lit] >= 0 || (q = sec_prop_add(x, p, lit, SEC_ADVANCED, -1)) < 0)
		return -1;
	for (j = 0; j < npar; j++)
	{
		int			par = p->at[SEC_LIT(parents[j], false)];

		if (par >= 0)
			sec_prop_add_parent(x, p, q, par);
	}
	return sec_insert(x, p, q) ? q : -1;
}

/* Propagation i, its lists and map made the first time; NULL when out of memory. */
sec_prop *
sec_prop_get(sec_ctx *x, int i)
{
	sec_prop   *p = &x->props[i];
	int			k;

	if (p->at)
		return p;
	p->node_cap = 64;
	p->on_cap = 32;
	p->off_cap = 32;
	p->par_cap = 128;
	p->node = sec_alloc(x, p->node_cap, sizeof(sec_node));
	p->par = sec_alloc(x, p->par_cap, sizeof(int));
	p->on = sec_alloc(x, p->on_cap, sizeof(int));
	p->off = sec_alloc(x, p->off_cap, sizeof(int));
	p->at = sec_alloc(x, 2 * x->cap, sizeof(int));
	if (x->failed)
		return NULL;
	for (k = 0; k < 2 * x->cap; k++)
		p->at[k] = -1;
	p->nnode = 0;
	sec_prop_reset(p);
	return p;
}

/*
 * The number of distinct literals a node needs, itself and the assumption
 * included (SE's getAncestorCount): a walk over all parents.
 */
int
sec_ancestors(sec_ctx *x, sec_prop *p, int node)
{
	int			head = 0,
				tail = 0,
				walk;

	if (p->node[node].count >= 0)
		return p->node[node].count;
	walk = ++x->walk;
	x->queue[tail++] = node;
	x->seen[p->node[node].lit] = walk;
	while (head < tail)
	{
		const sec_node *nd = &p->node[x->queue[head++]];
		int			i;

		for (i = 0; i < nd->npar; i++)
		{
			int			q = p->par[nd->first + i];

			if (x->seen[p->node[q].lit] != walk)
			{
				x->seen[p->node[q].lit] = walk;
				x->queue[tail++] = q;
			}
		}
	}
	p->node[node].count = tail;
	return tail;
}

/* SE's difficulty: the base plus 0.1 per step of length, added up in doubles as SE does. */
double
sec_difficulty(double base, int complexity)
{
	double		added = 0.0;
	int			ceil = 4,
				length = complexity - 2;
	bool		odd = false;

	while (length > ceil)
	{
		added += 0.1;
		ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
		odd = !odd;
	}
	return base + added;
}

/* ---- hints ---- */

/* A new hint, zeroed but for its order; NULL when out of memory. */
sec_hint *
sec_hint_new(sec_ctx *x, int kind)
{
	sec_hint   *h;

	if (!sec_room(x, (void **) &x->hints, &x->hints_cap, x->nhints + 1, sizeof(sec_hint)))
		return NULL;
	h = &x->hints[x->nhints];
	memset(h, 0, sizeof(*h));
	h->order = x->nhints++;
	h->kind = kind;
	h->place_cell = -1;
	h->unit = -1;
	h->src_lit = -1;
	h->rem_first = x->nremovals;
	h->chain_first = x->nchain;
	h->src_first = x->nsrc;
	return h;
}

/* Adds removals to the hint made last (cells in increasing order). */
void
sec_hint_remove(sec_ctx *x, sec_hint *h, int cell, sdk_mask digits)
{
	if (!digits || !sec_room(x, (void **) &x->removals, &x->removals_cap, x->nremovals + 1,
							 sizeof(sec_removal)))
		return;
	x->removals[x->nremovals].cell = cell;
	x->removals[x->nremovals].digits = digits;
	x->nremovals++;
	h->nrem++;
}

/* The hint's removals for a target: off, its candidate; on, the cell's others (and it is placed). */
void
sec_hint_target(sec_ctx *x, sec_hint *h, int lit)
{
	int			cand = SEC_CAND(lit),
				cell = x->cand_cell[cand],
				d = x->cand_digit[cand];

	if (SEC_ON(lit))
	{
		sec_hint_remove(x, h, cell, x->start_cand[cell] & ~SDK_BIT(d));
		h->place_cell = cell;
		h->place_digit = d;
	}
	else
		sec_hint_remove(x, h, cell, SDK_BIT(d));
}

/* Appends to the hint made last the chain of first parents from its assumption to a node. */
void
sec_hint_chain(sec_ctx *x, sec_hint *h, const sec_prop *p, int node)
{
	int			len = 0,
				i,
				q;

	for (q = node;; q = p->par[p->node[q].first])
	{
		len++;
		if (p->node[q].npar == 0)
			break;
	}
	if (!sec_room(x, (void **) &x->chain, &x->chain_cap, x->nchain + len, sizeof(int)))
		return;
	for (q = node, i = len - 1;; q = p->par[p->node[q].first], i--)
	{
		x->chain[x->nchain + i] = 2 * p->node[q].lit + (i == 0);
		if (p->node[q].npar == 0)
			break;
	}
	x->nchain += len;
	h->nchain += len;
}
