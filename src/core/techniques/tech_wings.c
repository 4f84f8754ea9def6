/*
 * tech_wings.c -- XY-Wing, XYZ-Wing, W-Wing and Remote Pair: small
 * patterns of cells with two (or three) candidates.  (BUG+1 is with the
 * other uniqueness techniques, in tech_uniqueness.c.)
 */
#include "techniques.h"

/* Cells that see every one of the given cells. */
static sdk_cellset
seeing_all(const sdk_logic *lg, const int *cells, int count)
{
	sdk_cellset set;
	int			i;

	cs_clear(&set);
	for (i = 0; i < count; i++)
		cs_add(&set, cells[i]);
	return lg_common_peers(lg, &set);
}

static bool
emit_wing(sdk_finder *f, const char *kind, const int *cells, int count, sdk_mask digits,
		  int digit, const sdk_cellset *targets)
{
	sdk_logic  *lg = f->lg;
	sdk_cellset hit = cs_and(targets, &lg->digit_cells[digit]);
	int			i;

	if (cs_empty(&hit))
		return true;
	step_begin(f, digits);
	for (i = 0; i < count; i++)
		step_cell(f, cells[i]);
	step_text(f, "%s: ", kind);
	for (i = 0; i < count; i++)
	{
		step_text(f, i == 0 ? "" : i == 1 ? " with " : ", ");
		step_text_cell(f, cells[i]);
		step_text(f, " (");
		step_text_digits(f, lg->pos.cand[cells[i]], "");
		step_text(f, ")");
	}
	step_eliminate_set(f, &hit, digit);
	return step_emit(f);
}

/*
 * XY-Wing: a pivot xy sees pincers xz and yz; whichever the pivot is, one
 * pincer is z, so cells seeing both pincers lose z.  XYZ-Wing: the pivot
 * is xyz, and the cells must see it too.  HoDoKu's order, which decides
 * the step the solver takes: three cells in cell order (the pivot among
 * the three-candidate cells first for an XYZ-Wing), the first, the second
 * then the third of them tried as the pivot of an XY-Wing.
 */
static bool
try_wing(sdk_finder *f, int pivot, int w1, int w2, bool xyz)
{
	sdk_logic  *lg = f->lg;
	sdk_mask	pm = lg->pos.cand[pivot],
				z = lg->pos.cand[w1] & lg->pos.cand[w2];
	int			cells[3] = {pivot, w1, w2};
	sdk_cellset targets;

	if (!lg_sees(lg, pivot, w1) || !lg_sees(lg, pivot, w2) || sdk_bit_count(z) != 1)
		return true;
	targets = seeing_all(lg, xyz ? cells : cells + 1, xyz ? 3 : 2);
	cs_remove(&targets, pivot);
	return emit_wing(f, xyz ? "XYZ-Wing" : "XY-Wing", cells, 3, pm | z, sdk_mask_first(z), &targets);
}

static void
search_wing(sdk_finder *f, bool xyz)
{
	sdk_logic  *lg = f->lg;
	int			pairs[SDK_MAX_CELLS],
				triples[SDK_MAX_CELLS],
				npairs = 0,
				ntriples = 0,
				c,
				i,
				j,
				k;

	CS_FOR_EACH(c, &lg->empty)
	{
		int			count = sdk_bit_count(lg->pos.cand[c]);

		if (count == 2)
			pairs[npairs++] = c;
		else if (count == 3)
			triples[ntriples++] = c;
	}
	for (i = 0; i < (xyz ? ntriples : npairs); i++)
	{
		int			first = xyz ? triples[i] : pairs[i];

		if (finder_interrupted(f))
			return;
		for (j = xyz ? 0 : i + 1; j < npairs; j++)
		{
			sdk_mask	m1 = lg->pos.cand[first],
						m2 = lg->pos.cand[pairs[j]];

			if (sdk_bit_count(m1 | m2) != 3)
				continue;
			for (k = j + 1; k < npairs; k++)
			{
				int			third = pairs[k];
				sdk_mask	m3 = lg->pos.cand[third];

				if (sdk_bit_count(m1 | m2 | m3) != 3 || m1 == m2 || m2 == m3 || m1 == m3)
					continue;
				if (xyz)
				{
					if (!try_wing(f, first, pairs[j], third, true))
						return;
				}
				else if (!try_wing(f, first, pairs[j], third, false) ||
						 !try_wing(f, pairs[j], first, third, false) ||
						 !try_wing(f, third, pairs[j], first, false))
					return;
			}
		}
	}
}

void
find_xy_wing(sdk_finder *f, int param)
{
	(void) param;
	search_wing(f, false);
}

void
find_xyz_wing(sdk_finder *f, int param)
{
	(void) param;
	search_wing(f, true);
}

/*
 * W-Wing: two cells xy, and a strong link on x whose ends see one cell
 * each: one of the cells is y, so cells seeing both lose y.  HoDoKu's
 * order: the pairs of cells in cell order, the smaller digit eliminated
 * first, the links in rows, columns, then boxes.
 */
void
find_w_wing(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	int			a;

	(void) param;
	CS_FOR_EACH(a, &lg->empty)
	{
		sdk_mask	pair = lg->pos.cand[a];
		int			b;

		if (sdk_bit_count(pair) != 2 || finder_interrupted(f))
			continue;
		for (b = cs_next(&lg->empty, a + 1); b >= 0; b = cs_next(&lg->empty, b + 1))
		{
			int			y,
						u;

			if (lg->pos.cand[b] != pair)
				continue;
			MASK_FOR_EACH(y, pair)
			{
				int			x = sdk_mask_first(pair & ~SDK_BIT(y)),
							ends[2] = {a, b};
				sdk_cellset targets = seeing_all(lg, ends, 2);

				targets = cs_and(&targets, &lg->digit_cells[y]);
				if (cs_empty(&targets))
					continue;
				for (u = 0; u < lg->nunits; u++)
				{
					/* x's places in the unit (digit_places), in cell order */
					uint32_t	link = lg->digit_places[x][u];
					int			p = -1,
								q = -1,
								c;

					if (sdk_bit_count(link) != 2)
						continue;
					/* one end of the link sees a (checked first), the other b */
					for (; link; link &= link - 1)
					{
						c = lg->unit_cells[u][sdk_lowest_bit(link)];
						if (c == a || c == b)
							continue;
						if (lg_sees(lg, c, a))
							p = c;
						else if (lg_sees(lg, c, b))
							q = c;
					}
					if (p < 0 || q < 0)
						continue;
					step_begin(f, pair);
					step_base(f, u);
					step_cell(f, a);
					step_cell(f, b);
					step_cell(f, p);
					step_cell(f, q);
					step_text(f, "W-Wing: %c%c in ", sdk_digit_char(sdk_mask_first(pair)),
							  sdk_digit_char(sdk_mask_first(pair & ~SDK_BIT(sdk_mask_first(pair)))));
					step_text_cell(f, a);
					step_text(f, ",");
					step_text_cell(f, b);
					step_text(f, " joined by %c in ", sdk_digit_char(x));
					step_text_cell(f, p);
					step_text(f, "=");
					step_text_cell(f, q);
					step_eliminate_set(f, &targets, y);
					if (!step_emit(f))
						return;
				}
			}
		}
	}
}

/*
 * Remote Pair: a chain of cells that all hold the same two digits, each
 * seeing the next, four cells or more and an even number; cells at an
 * odd distance of 3 or more hold different digits, so a cell seeing two
 * such loses both digits (HoDoKu: only the ends in a chain of four).
 * Every simple chain of at most 10 cells is tried, as HoDoKu does, and
 * the solver takes the one HoDoKu takes: the most eliminations, then the
 * smallest weighted index sum, then the shortest.
 */
#define MAX_REMOTE_PAIR_CELLS 10

typedef struct remote_pair_search
{
	sdk_mask	pair;
	int			chain[MAX_REMOTE_PAIR_CELLS];
	int			length;
	sdk_cellset on_chain;
	bool		have_best;
	int			best_count;
	long		best_weight;
	int			best_length;
	int			best_chain[MAX_REMOTE_PAIR_CELLS];
	bool		offered;		/* a chain of the pair eliminated something */
} remote_pair_search;

/* What the current chain eliminates, digit by digit (lower digit first). */
static void
remote_pair_targets(const sdk_logic *lg, const int *chain, int length, sdk_mask pair,
					sdk_cellset *targets)
{
	int			i,
				j,
				d,
				k = 0;

	MASK_FOR_EACH(d, pair)
	{
		cs_clear(&targets[k]);
		for (i = 0; i < length; i++)
			for (j = i + 3; j < length; j += 2)
			{
				int			ends[2] = {chain[i], chain[j]};
				sdk_cellset both;

				if (length == 4 && (i != 0 || j != 3))
					continue;
				both = seeing_all(lg, ends, 2);
				both = cs_and(&both, &lg->digit_cells[d]);
				targets[k] = cs_or(&targets[k], &both);
			}
		k++;
	}
}

/*
 * The digit a Remote Pair's chain starts with, off in its first cell, as
 * HoDoKu writes it: the lower digit whose chain proves something (a cell
 * that sees both ends holds it), else the higher, else the lower.
 */
static int
remote_pair_start(const sdk_logic *lg, const int *chain, int length, sdk_mask pair)
{
	int			ends[2] = {chain[0], chain[length - 1]},
				d;
	sdk_cellset at_ends = seeing_all(lg, ends, 2);

	MASK_FOR_EACH(d, pair)
	{
		sdk_cellset held = cs_and(&at_ends, &lg->digit_cells[d]);

		if (!cs_empty(&held))
			return d;
	}
	return sdk_mask_first(pair);
}

/* The step of a Remote Pair, its chain from start off in the first cell. */
static void
remote_pair_step(sdk_finder *f, const int *chain, int length, sdk_mask pair, int start,
				 const sdk_cellset *targets)
{
	int			i,
				d,
				k = 0;

	step_begin(f, pair);
	step_text(f, "Remote Pair: ");
	step_text_digits(f, pair, "/");
	step_text(f, " ");
	for (i = 0; i < length; i++)
	{
		step_cell(f, chain[i]);
		step_text_cell(f, chain[i]);
		if (i < length - 1)
			step_text(f, "-");
	}
	step_chain_bivalue(f, start, chain, length);
	MASK_FOR_EACH(d, pair)
		step_eliminate_set(f, &targets[k++], d);
}

static bool
remote_pair_found(sdk_finder *f, remote_pair_search *rp)
{
	sdk_logic  *lg = f->lg;
	sdk_cellset targets[2];
	int			ends[2] = {rp->chain[0], rp->chain[rp->length - 1]},
				digit[2],
				first;
	sdk_cellset at_ends = seeing_all(lg, ends, 2);

	remote_pair_targets(lg, rp->chain, rp->length, rp->pair, targets);
	if (cs_empty(&targets[0]) && cs_empty(&targets[1]))
		return true;
	rp->offered = true;
	if (f->only >= 0)
	{
		remote_pair_step(f, rp->chain, rp->length, rp->pair,
						 remote_pair_start(lg, rp->chain, rp->length, rp->pair), targets);
		return step_emit(f);
	}

	/*
	 * HoDoKu starts the chain from either digit of the first cell, looks at
	 * the chain only when cells seeing both ends hold that digit, and lists
	 * that digit's eliminations first: the better of the two that qualify.
	 * targets[0] and [1] are the lower and the higher digit's.
	 */
	digit[0] = sdk_mask_first(rp->pair);
	digit[1] = sdk_mask_first(rp->pair & ~SDK_BIT(digit[0]));
	for (first = 0; first < 2; first++)
	{
		sdk_cellset held = cs_and(&at_ends, &lg->digit_cells[digit[first]]);
		index_sum	weight;
		int			i;

		if (cs_empty(&held))
			continue;
		index_sum_begin(&weight);
		for (i = 0; i < 2; i++)
			index_sum_cells(&weight, &targets[(first + i) % 2], digit[(first + i) % 2]);
		if (rp->have_best &&
			(weight.count < rp->best_count ||
			 (weight.count == rp->best_count && weight.sum > rp->best_weight) ||
			 (weight.count == rp->best_count && weight.sum == rp->best_weight &&
			  rp->length >= rp->best_length)))
			continue;
		rp->have_best = true;
		rp->best_count = weight.count;
		rp->best_weight = weight.sum;
		rp->best_length = rp->length;
		memcpy(rp->best_chain, rp->chain, sizeof(int) * (size_t) rp->length);
	}
	return true;
}

static bool
remote_pair_extend(sdk_finder *f, remote_pair_search *rp)
{
	sdk_logic  *lg = f->lg;
	int			last = rp->chain[rp->length - 1],
				next;

	if (finder_interrupted(f))
		return false;
	if (rp->length >= 4 && rp->length % 2 == 0 && !remote_pair_found(f, rp))
		return false;
	if (rp->length == MAX_REMOTE_PAIR_CELLS)
		return true;
	CS_FOR_EACH(next, &lg->peers[last])
	{
		bool		go_on;

		if (lg->pos.value[next] || lg->pos.cand[next] != rp->pair || cs_has(&rp->on_chain, next))
			continue;
		rp->chain[rp->length++] = next;
		cs_add(&rp->on_chain, next);
		go_on = remote_pair_extend(f, rp);
		cs_remove(&rp->on_chain, next);
		rp->length--;
		if (!go_on)
			return false;
	}
	return true;
}

/*
 * The solver's record of the pairs whose chains eliminated nothing
 * (sdk_logic.remote_pair_quiet): while the same cells hold just the pair
 * (as many, none changed since) and no cell has gained a candidate, the
 * chains are the same and the cells that see their ends hold no more of
 * the two digits than then, so the pair is passed over.  Per pair: how
 * many cells hold just it now, and the latest epoch one of them changed.
 */
typedef struct remote_pair_cells
{
	uint16_t	count[SDK_MAX_SIZE + 1][SDK_MAX_SIZE + 1];
	uint32_t	changed[SDK_MAX_SIZE + 1][SDK_MAX_SIZE + 1];
	bool		offered[SDK_MAX_SIZE + 1][SDK_MAX_SIZE + 1];
} remote_pair_cells;

static void
pair_digits(sdk_mask pair, int *a, int *b)
{
	*a = sdk_mask_first(pair);
	*b = sdk_mask_first(pair & ~SDK_BIT(*a));
}

static void
remote_pair_count(const sdk_logic *lg, remote_pair_cells *rc)
{
	int			c,
				a,
				b;

	memset(rc, 0, sizeof(*rc));
	CS_FOR_EACH(c, &lg->empty)
		if (sdk_bit_count(lg->pos.cand[c]) == 2)
		{
			pair_digits(lg->pos.cand[c], &a, &b);
			rc->count[a][b]++;
			if (lg->cell_epoch[c] > rc->changed[a][b])
				rc->changed[a][b] = lg->cell_epoch[c];
		}
}

static bool
remote_pair_quiet(const sdk_logic *lg, const remote_pair_cells *rc, int a, int b)
{
	uint32_t	quiet = lg->remote_pair_quiet[a][b];

	return quiet != 0 && lg->grow_epoch <= quiet && rc->changed[a][b] <= quiet &&
		rc->count[a][b] == lg->remote_pair_cells[a][b];
}

void
find_remote_pair(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	remote_pair_search rp;
	remote_pair_cells cells;
	bool		keep = lg_keeps_quiet(f),
				go = true;
	int			start,
				a,
				b;

	(void) param;
	if (keep)
		remote_pair_count(lg, &cells);
	rp.have_best = false;
	CS_FOR_EACH(start, &lg->empty)
	{
		if (sdk_bit_count(lg->pos.cand[start]) != 2 || finder_interrupted(f))
			continue;
		pair_digits(lg->pos.cand[start], &a, &b);
		if (keep && remote_pair_quiet(lg, &cells, a, b))
			continue;
		rp.pair = lg->pos.cand[start];
		rp.chain[0] = start;
		rp.length = 1;
		rp.offered = false;
		cs_clear(&rp.on_chain);
		cs_add(&rp.on_chain, start);
		if (!(go = remote_pair_extend(f, &rp)))
			break;
		if (keep && rp.offered)
			cells.offered[a][b] = true;
	}
	if (!go || f->stopped)
		return;
	if (keep)
		for (a = 1; a <= lg->n; a++)
			for (b = a + 1; b <= lg->n; b++)
				if (cells.count[a][b] && !remote_pair_quiet(lg, &cells, a, b))
				{
					lg->remote_pair_quiet[a][b] = cells.offered[a][b] ? 0 : lg->epoch;
					lg->remote_pair_cells[a][b] = cells.count[a][b];
				}
	if (rp.have_best)
	{
		sdk_cellset targets[2];

		remote_pair_targets(lg, rp.best_chain, rp.best_length, rp.pair = lg->pos.cand[rp.best_chain[0]],
							targets);
		remote_pair_step(f, rp.best_chain, rp.best_length, rp.pair,
						 remote_pair_start(lg, rp.best_chain, rp.best_length, rp.pair), targets);
		step_emit(f);
	}
}
