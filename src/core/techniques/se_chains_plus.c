/*
 * se_chains_plus.c -- Sudoku Explainer's eliminations inside a dynamic
 * chain (level 1, "Dynamic Forcing Chains (+)"; its model, serate
 * 1.2.1.3).
 *
 * Whenever a propagation has nothing left to take, SE runs simple
 * techniques on its shrunken grid (getAdvancedPotentials): Locking
 * (pointing, claiming), Hidden Pair, Naked Pair and X-Wing, in that order,
 * up to the first that gives anything.  A hint counts only if it needs
 * candidates the chain removed (its rule parents): each of its
 * eliminations becomes a node off with those removals as parents, in
 * row-major order.  The four are written here for the shrunken grid
 * (se_sets.c and se_singles.c work on the finder's position), each in
 * SE's order of hints.
 */
#include "se_chains.h"

/* One hint of an inner technique: its eliminations and rule parents, as candidates. */
typedef struct sec_adv
{
	int			rem[4 * SDK_MAX_SIZE];
	int			nrem;
	int			par[4 * SDK_MAX_SIZE];
	int			npar;
} sec_adv;

/* What the inner techniques read of the position: the crossings of units, empty cells, placed digits. */
bool
sec_advanced_setup(sec_ctx *x)
{
	const sdk_logic *lg = x->lg;
	int			nu = 3 * x->n,
				u,
				v,
				k;

	if (x->adv_ready)
		return true;
	x->cross = sec_alloc(x, nu * nu, sizeof(uint32_t));
	if (!x->cross)
		return false;
	x->adv_ready = true;
	for (u = 0; u < nu; u++)
	{
		x->unit_empty[u] = 0;
		for (k = 0; k < x->n; k++)
			x->unit_empty[u] += lg->pos.value[lg->unit_cells[u][k]] == 0;
		for (v = 0; v < nu; v++)
		{
			uint32_t	m = 0;

			for (k = 0; k < x->n; k++)
				if (cs_has(&lg->unit_set[v], lg->unit_cells[u][k]))
					m |= (uint32_t) 1 << k;
			x->cross[u * nu + v] = m;
		}
	}
	memset(x->occurrences, 0, sizeof(x->occurrences));
	for (k = 0; k < x->ncells; k++)
		x->occurrences[lg->pos.value[k]]++;
	return true;
}

/* Adds the cells of a unit's places (bits) with digit d to a list of candidates. */
static void
sec_adv_cells(const sec_ctx *x, int unit, uint32_t bits, int d, int *list, int *count)
{
	while (bits)
	{
		list[(*count)++] = sec_cid(x, x->lg->unit_cells[unit][sdk_lowest_bit(bits)], d);
		bits &= bits - 1;
	}
}

/*
 * Makes the nodes of a hint that needs the chain (rule parents), its
 * eliminations in row-major order, each not in the sets yet; false when
 * the hint does not count.
 */
static bool
sec_adv_commit(sec_ctx *x, sec_prop *p, sec_adv *a)
{
	int			i,
				j;

	if (a->nrem == 0 || a->npar == 0)
		return false;
	for (i = 1; i < a->nrem; i++)
		for (j = i; j > 0 && a->rem[j - 1] > a->rem[j]; j--)
		{
			int			t = a->rem[j];

			a->rem[j] = a->rem[j - 1];
			a->rem[j - 1] = t;
		}
	for (i = 0; i < a->nrem && !x->failed; i++)
		sec_advanced_node(x, p, a->rem[i], a->par, a->npar);
	return true;
}

/* Locking (pointing and claiming): SE's pairs of region types, regions, digits. */
static bool
sec_adv_locking(sec_ctx *x, sec_prop *p)
{
	static const int types[4][2] = {{2, 1}, {2, 0}, {1, 2}, {0, 2}};
	int			n = x->n,
				nu = 3 * n,
				t,
				i1,
				i2,
				d;
	bool		any = false;
	sec_adv		a;

	for (t = 0; t < 4; t++)
		for (i1 = 0; i1 < n; i1++)
			for (i2 = 0; i2 < n; i2++)
			{
				int			u1 = types[t][0] * n + i1,
							u2 = types[t][1] * n + i2;
				uint32_t	inter = x->cross[u1 * nu + u2];

				if (!inter)
					continue;
				for (d = 1; d <= n; d++)
				{
					uint32_t	pos = x->place[d][u1];

					if (sdk_bit_count(pos) <= 1 || (pos & ~inter))
						continue;
					a.nrem = a.npar = 0;
					sec_adv_cells(x, u2, x->place[d][u2] & ~x->cross[u2 * nu + u1], d, a.rem, &a.nrem);
					if (a.nrem == 0)
						continue;
					sec_adv_cells(x, u1, x->save_place[d][u1] & ~pos & ~inter, d, a.par, &a.npar);
					any |= sec_adv_commit(x, p, &a);
				}
			}
	return any;
}

/* SE's order of regions for the subsets: block, column, row. */
static const int sec_set_types[3] = {2, 1, 0};

/* Hidden pairs: regions with more than 4 empty cells, digit pairs in colex order. */
static bool
sec_adv_hidden_pair(sec_ctx *x, sec_prop *p)
{
	const sdk_logic *lg = x->lg;
	int			n = x->n,
				t,
				i,
				a1,
				b1,
				k,
				d;
	bool		any = false;
	sec_adv		a;

	for (t = 0; t < 3; t++)
		for (i = 0; i < n; i++)
		{
			int			u = sec_set_types[t] * n + i;

			if (x->unit_empty[u] <= 4)
				continue;
			for (b1 = 2; b1 <= n; b1++)
				for (a1 = 1; a1 < b1; a1++)
				{
					uint32_t	pa = x->place[a1][u],
								pb = x->place[b1][u],
								both = pa | pb;
					sdk_mask	pair = SDK_BIT(a1) | SDK_BIT(b1);

					if (sdk_bit_count(pa) <= 1 || sdk_bit_count(pb) <= 1 || sdk_bit_count(both) != 2)
						continue;
					a.nrem = a.npar = 0;
					for (k = 0; k < n; k++)
					{
						int			cell = lg->unit_cells[u][k];

						if (both & ((uint32_t) 1 << k))
						{
							MASK_FOR_EACH(d, x->cand[cell] & ~pair)
								a.rem[a.nrem++] = sec_cid(x, cell, d);
						}
						else
							MASK_FOR_EACH(d, x->save_cand[cell] & pair)
								a.par[a.npar++] = sec_cid(x, cell, d);
					}
					any |= sec_adv_commit(x, p, &a);
				}
		}
	return any;
}

/* Naked pairs: regions with at least 4 empty cells, cell pairs in colex order. */
static bool
sec_adv_naked_pair(sec_ctx *x, sec_prop *p)
{
	const sdk_logic *lg = x->lg;
	int			n = x->n,
				t,
				i,
				k1,
				k2,
				k,
				d;
	bool		any = false;
	sec_adv		a;

	for (t = 0; t < 3; t++)
		for (i = 0; i < n; i++)
		{
			int			u = sec_set_types[t] * n + i;

			if (x->unit_empty[u] < 4)
				continue;
			for (k2 = 1; k2 < n; k2++)
				for (k1 = 0; k1 < k2; k1++)
				{
					int			c1 = lg->unit_cells[u][k1],
								c2 = lg->unit_cells[u][k2];
					sdk_mask	pair = x->cand[c1] | x->cand[c2];

					if (sdk_bit_count(x->cand[c1]) <= 1 || sdk_bit_count(x->cand[c2]) <= 1 ||
						sdk_bit_count(pair) != 2)
						continue;
					a.nrem = a.npar = 0;
					for (k = 0; k < n; k++)
						if (k != k1 && k != k2)
							MASK_FOR_EACH(d, x->cand[lg->unit_cells[u][k]] & pair)
								a.rem[a.nrem++] = sec_cid(x, lg->unit_cells[u][k], d);
					if (a.nrem == 0)
						continue;
					MASK_FOR_EACH(d, x->save_cand[c1] & ~pair)
						a.par[a.npar++] = sec_cid(x, c1, d);
					MASK_FOR_EACH(d, x->save_cand[c2] & ~pair)
						a.par[a.npar++] = sec_cid(x, c2, d);
					any |= sec_adv_commit(x, p, &a);
				}
		}
	return any;
}

/* X-Wings: columns as the base, then rows; line pairs in colex order, then digits. */
static bool
sec_adv_x_wing(sec_ctx *x, sec_prop *p)
{
	int			n = x->n,
				t,
				l1,
				l2,
				d;
	bool		any = false;
	sec_adv		a;

	for (t = 0; t < 2; t++)
	{
		int			base = t == 0 ? n : 0,
					cover = t == 0 ? 0 : n;

		for (l2 = 1; l2 < n; l2++)
			for (l1 = 0; l1 < l2; l1++)
				for (d = 1; d <= n; d++)
				{
					uint32_t	p1 = x->place[d][base + l1],
								p2 = x->place[d][base + l2],
								both = p1 | p2,
								lines = ((uint32_t) 1 << l1) | ((uint32_t) 1 << l2),
								bits;

					if (x->occurrences[d] + 4 > n || sdk_bit_count(p1) <= 1 ||
						sdk_bit_count(p2) <= 1 || sdk_bit_count(both) != 2)
						continue;
					a.nrem = a.npar = 0;
					for (bits = both; bits; bits &= bits - 1)
					{
						int			c = cover + sdk_lowest_bit(bits);

						sec_adv_cells(x, c, x->place[d][c] & ~lines, d, a.rem, &a.nrem);
					}
					if (a.nrem == 0)
						continue;
					sec_adv_cells(x, base + l1, x->save_place[d][base + l1] & ~p1 & ~both, d, a.par, &a.npar);
					sec_adv_cells(x, base + l2, x->save_place[d][base + l2] & ~p2 & ~both, d, a.par, &a.npar);
					any |= sec_adv_commit(x, p, &a);
				}
	}
	return any;
}

/*
 * The eliminations the four techniques find on the shrunken grid that
 * need the chain, as new nodes off in the propagation's sets (SE's
 * getAdvancedPotentials), and past level 1 those of the chaining rules
 * inside (se_chains_nested.c) when the four give none; false when nothing
 * gives any.
 */
bool
sec_advanced(sec_ctx *x, sec_prop *p)
{
	return sec_adv_locking(x, p) || sec_adv_hidden_pair(x, p) ||
		sec_adv_naked_pair(x, p) || sec_adv_x_wing(x, p) ||
		(x->level >= 2 && sec_nested(x, p));
}
