/*
 * se_aligned.c -- Sudoku Explainer's aligned pair and triplet exclusion (its model, serate 1.2.1.3).
 *
 * Two (or three) cells take one value each; a combination of values is
 * excluded when two of the cells share a house and take the same value,
 * or when the combination would take every candidate of a cell that sees
 * all of them (a common excluder).  A candidate that is in no remaining
 * combination goes.  SE's base cells, excluders and search order are
 * followed exactly: the first step found is the one its solver takes.
 */
#include "se.h"

/* A base cell: a cell SE tries, with its excluders in house order. */
typedef struct ae_base
{
	int			cell;
	int			nex;
	sdk_cellset ex;				/* the excluders as a set */
	uint16_t	exlist[3 * SDK_MAX_SIZE];
} ae_base;

/* The search of one call: the base cells and where each cell is among them. */
typedef struct ae_search
{
	sdk_finder *f;
	int			size;
	int			nbase;
	ae_base    *base;
	int			index[SDK_MAX_CELLS];	/* cell -> base index, -1 when none */
} ae_search;

/*
 * The base cells, row-major: cells with two candidates or more, none of
 * whose house cells is left with one candidate, and with at least one
 * excluder (a house cell with 2..size candidates).  False when out of
 * memory.
 */
static bool
ae_collect(ae_search *s)
{
	sdk_logic  *lg = s->f->lg;
	const sdk_env *env = lg->env;
	int			house[3 * SDK_MAX_SIZE];
	int			c;

	s->nbase = 0;
	s->base = env->alloc(sizeof(ae_base) * (size_t) lg->ncells, env->arg);
	if (!s->base)
		return false;
	for (c = 0; c < lg->ncells; c++)
	{
		ae_base    *b = &s->base[s->nbase];
		int			nh,
					i;
		bool		single = false;

		s->index[c] = -1;
		if (sdk_bit_count(lg->pos.cand[c]) < 2)
			continue;
		nh = se_house_cells(lg, c, house);
		b->cell = c;
		b->nex = 0;
		cs_clear(&b->ex);
		for (i = 0; i < nh; i++)
		{
			int			count = sdk_bit_count(lg->pos.cand[house[i]]);

			if (count == 1)
				single = true;
			else if (count >= 2 && count <= s->size)
			{
				b->exlist[b->nex++] = (uint16_t) house[i];
				cs_add(&b->ex, house[i]);
			}
		}
		if (!single && b->nex > 0)
			s->index[c] = s->nbase++;
	}
	return true;
}

/*
 * Whether a combination of values (one per cell) leaves some common
 * excluder without a candidate.
 */
static bool
ae_locked(const sdk_logic *lg, const int *common, int ncommon, sdk_mask taken)
{
	int			i;

	for (i = 0; i < ncommon; i++)
		if ((lg->pos.cand[common[i]] & ~taken) == 0)
			return true;
	return false;
}

/*
 * Tries a set of cells (2 or 3) with their common excluders; emits the
 * step when some candidate is in no allowed combination.  False when the
 * caller wants no more steps.
 */
static bool
ae_try(ae_search *s, const int *cells, int count, const sdk_cellset *common_set)
{
	sdk_logic  *lg = s->f->lg;
	sdk_finder *f = s->f;
	int			common[3 * SDK_MAX_SIZE],
				ncommon = 0,
				c,
				i;
	sdk_mask	allowed[3] = {0, 0, 0},
				m0 = lg->pos.cand[cells[0]],
				m1 = lg->pos.cand[cells[1]],
				m2 = count == 3 ? lg->pos.cand[cells[2]] : 1,
				removed = 0;
	bool		s01 = lg_sees(lg, cells[0], cells[1]),
				s02 = count == 3 && lg_sees(lg, cells[0], cells[2]),
				s12 = count == 3 && lg_sees(lg, cells[1], cells[2]);
	int			a,
				b,
				d;

	CS_FOR_EACH(c, common_set)
		common[ncommon++] = c;
	MASK_FOR_EACH(a, m0)
		MASK_FOR_EACH(b, m1)
	{
		if (a == b && s01)
			continue;
		/* for a pair, one pass with d standing for no third value */
		MASK_FOR_EACH(d, m2)
		{
			sdk_mask	taken = SDK_BIT(a) | SDK_BIT(b);

			if (count == 3)
			{
				if ((d == a && s02) || (d == b && s12))
					continue;
				taken |= SDK_BIT(d);
			}
			if (ae_locked(lg, common, ncommon, taken))
				continue;
			allowed[0] |= SDK_BIT(a);
			allowed[1] |= SDK_BIT(b);
			if (count == 3)
				allowed[2] |= SDK_BIT(d);
		}
	}
	for (i = 0; i < count; i++)
		removed |= lg->pos.cand[cells[i]] & ~allowed[i];
	if (!removed)
		return true;
	step_begin(f, removed);
	step_report_se(f, count == 2 ? "Aligned Pair Exclusion" : "Aligned Triplet Exclusion",
				   count == 2 ? 62 : 75);
	step_text(f, "%s: ", count == 2 ? "Aligned Pair Exclusion" : "Aligned Triplet Exclusion");
	for (i = 0; i < count; i++)
	{
		step_cell(f, cells[i]);
		if (i)
			step_text(f, ", ");
		step_text_cell(f, cells[i]);
		MASK_FOR_EACH(d, lg->pos.cand[cells[i]] & ~allowed[i])
			step_eliminate(f, cells[i], d);
	}
	step_text(f, " (excluders ");
	step_text_cells(f, common_set, ", ");
	step_text(f, ")");
	return step_emit(f);
}

/*
 * Aligned Pair Exclusion: every pair of base cells (SE's combination
 * order: the second cell's index outer, the first's inner), needing two
 * common excluders; the cells need not see each other.
 */
static void
ae_pairs(ae_search *s)
{
	int			i0,
				i1;

	for (i1 = 1; i1 < s->nbase; i1++)
	{
		if (finder_interrupted(s->f))
			return;
		for (i0 = 0; i0 < i1; i0++)
		{
			sdk_cellset common = cs_and(&s->base[i0].ex, &s->base[i1].ex);
			int			cells[2] = {s->base[i0].cell, s->base[i1].cell};

			if (cs_count(&common) < 2)
				continue;
			if (!ae_try(s, cells, 2, &common))
				return;
		}
	}
}

/*
 * Aligned Triplet Exclusion: every pair of base cells as for pairs, then
 * as the third cell each excluder of the first, then of the second (once
 * each, in that order) that is a base cell itself and not one of the two;
 * the same three cells may be tried more than once, as in SE.
 */
static void
ae_triples(ae_search *s)
{
	int			i0,
				i1,
				k;

	for (i1 = 1; i1 < s->nbase; i1++)
	{
		if (finder_interrupted(s->f))
			return;
		for (i0 = 0; i0 < i1; i0++)
		{
			const ae_base *b0 = &s->base[i0],
					   *b1 = &s->base[i1];
			sdk_cellset common01 = cs_and(&b0->ex, &b1->ex);
			int			twin[6 * SDK_MAX_SIZE],
						ntwin = 0;

			/* no third cell can bring the common excluders back to two */
			if (cs_count(&common01) < 2)
				continue;
			for (k = 0; k < b0->nex; k++)
				twin[ntwin++] = b0->exlist[k];
			for (k = 0; k < b1->nex; k++)
				if (!cs_has(&b0->ex, b1->exlist[k]))
					twin[ntwin++] = b1->exlist[k];
			for (k = 0; k < ntwin; k++)
			{
				int			t = twin[k],
							cells[3] = {b0->cell, b1->cell, t};
				sdk_cellset common;

				if (s->index[t] < 0 || t == b0->cell || t == b1->cell)
					continue;
				common = cs_and(&common01, &s->base[s->index[t]].ex);
				if (cs_count(&common) < 2)
					continue;
				if (!ae_try(s, cells, 3, &common))
					return;
			}
		}
	}
}

/*
 * SE's aligned exclusion of size 2 (pair, 6.2) or 3 (triplet, 7.5): the
 * base cells, then their pairs or triples in SE's order; the first step
 * emitted is SE's.
 */
void
se_find_aligned_exclusion(sdk_finder *f, int size)
{
	const sdk_env *env = f->lg->env;
	ae_search	s;

	if (size != 2 && size != 3)
		return;
	s.f = f;
	s.size = size;
	s.base = NULL;
	if (!ae_collect(&s))
		return;
	if (s.nbase >= size)
	{
		if (size == 2)
			ae_pairs(&s);
		else
			ae_triples(&s);
	}
	env->release(s.base, env->arg);
}
