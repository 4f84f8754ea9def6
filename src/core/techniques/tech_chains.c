/*
 * tech_chains.c -- X-Chain and XY-Chain, found breadth-first so that each
 * is the shortest from its start; the solver takes the one HoDoKu takes.
 *
 * A chain is a line of implications.  X-Chain, one digit: "if the start is
 * not d, the next cell on its strong link is d, so the cells that see that
 * one are not d, so ..."; when an odd-numbered cell (one reached by a strong
 * link) is d whenever the start is not, a cell that sees both ends loses d.
 * XY-Chain, cells with two candidates: "if the start is not x it is y, so
 * the next cell is not y but its other digit ..."; when the chain comes to
 * a cell that is then x, cells that see both ends lose x.
 */
#include "techniques.h"

/*
 * HoDoKu's default limit of 20 links (restrictChainLength): an X-Chain has
 * at most 20 cells, an XY-Chain, two links a cell, at most 10.
 */
#define MAX_X_CHAIN_CELLS 20
#define MAX_XY_CHAIN_CELLS 10

/* The cells of the chain that ends at a state, start first. */
static int
chain_cells(const chain_search *cs, int state, int *cells)
{
	int			count = 0,
				i;

	for (; state >= 0 && count < SDK_STEP_MAX_CELLS; state = cs->parent[state])
		cells[count++] = state / 2;
	for (i = 0; i < count / 2; i++)
	{
		int			t = cells[i];

		cells[i] = cells[count - 1 - i];
		cells[count - 1 - i] = t;
	}
	return count;
}

void
step_chain_bivalue(sdk_finder *f, int first, const int *cells, int count)
{
	int			off = first,
				i;

	for (i = 0; i < count; i++)
	{
		int			on = sdk_mask_first(f->lg->pos.cand[cells[i]] & ~SDK_BIT(off));

		step_chain_add(f, cells[i], off, i == 0 ? SDK_CHAIN_START : 0);
		step_chain_add(f, cells[i], on, SDK_CHAIN_ON);
		off = on;
	}
}

/* The step of a chain: the cells that see both ends lose the digit. */
static void
build_chain_step(sdk_finder *f, bool xy, int digit, const int *cells, int count,
				 const sdk_cellset *targets)
{
	sdk_logic  *lg = f->lg;
	int			i;

	/* HoDoKu's digits of a chain step: the digit it eliminates */
	step_begin(f, SDK_BIT(digit));
	step_text(f, "%s: %c ", xy ? "XY-Chain" : "X-Chain", sdk_digit_char(digit));
	for (i = 0; i < count; i++)
	{
		step_cell(f, cells[i]);
		if (i)
			step_text(f, xy ? " - " : i % 2 ? "=" : "-");
		step_text_cell(f, cells[i]);
		if (xy)
		{
			step_text(f, " (");
			step_text_digits(f, lg->pos.cand[cells[i]], "");
			step_text(f, ")");
		}
	}
	/* the start off, then each cell on (strong) or off (weak) in turn */
	if (xy)
		step_chain_bivalue(f, digit, cells, count);
	else
		for (i = 0; i < count; i++)
			step_chain_add(f, cells[i], digit, (i % 2 ? SDK_CHAIN_ON : 0) | (i ? 0 : SDK_CHAIN_START));
	step_eliminate_set(f, targets, digit);
}

static sdk_cellset
chain_targets(const sdk_logic *lg, int digit, const int *cells, int count)
{
	sdk_cellset ends,
				targets;

	/* one end holds the digit: every cell that sees both, the chain's own too */
	cs_clear(&ends);
	cs_add(&ends, cells[0]);
	cs_add(&ends, cells[count - 1]);
	targets = lg_common_peers(lg, &ends);
	return cs_and(&targets, &lg->digit_cells[digit]);
}

/*
 * A chain whose ends cannot both be free of digit.  Listing every instance
 * (sdk_find_steps), it is emitted at once; solving, it is kept if it is
 * the best so far in HoDoKu's order of chain steps: the most eliminations,
 * then the smallest sum of their cell indexes weighted by place (HoDoKu's
 * index sum), then, for the same eliminations, the shortest.  An X-Chain reads "r1c1=r1c5-r4c5=r4c8"
 * (= strong, - weak), an XY-Chain lists each cell with its two candidates.
 */
static bool
emit_chain(sdk_finder *f, bool xy, int digit, const int *cells, int count)
{
	chain_search *cs = &f->scratch.chains;
	sdk_cellset targets = chain_targets(f->lg, digit, cells, count),
				seen;
	index_sum	weight;
	int			i;

	if (cs_empty(&targets))
		return true;
	/*
	 * A chain passes a cell once (the search's states may meet it twice);
	 * only an X-Chain that comes back to its start ends where it began.
	 */
	cs_clear(&seen);
	for (i = 0; i < count; i++)
	{
		if (cs_has(&seen, cells[i]) && !(i == count - 1 && cells[i] == cells[0] && !xy))
			return true;
		cs_add(&seen, cells[i]);
	}
	if (f->only >= 0)
	{
		build_chain_step(f, xy, digit, cells, count, &targets);
		return step_emit(f);
	}
	f->offered++;
	index_sum_begin(&weight);
	index_sum_cells(&weight, &targets, digit);
	/*
	 * the same count and index sum: HoDoKu's sort keeps the one found first
	 * unless both make the same eliminations, then the shorter
	 */
	if (cs->have_best &&
		(weight.count < cs->best_count ||
		 (weight.count == cs->best_count && weight.sum > cs->best_weight) ||
		 (weight.count == cs->best_count && weight.sum == cs->best_weight &&
		  (digit != cs->best_digit || !cs_equal(&targets, &cs->best_targets) ||
		   count >= cs->best_ncells))))
		return true;
	cs->have_best = true;
	cs->best_count = weight.count;
	cs->best_weight = weight.sum;
	cs->best_digit = digit;
	cs->best_ncells = count;
	cs->best_targets = targets;
	memcpy(cs->best_cells, cells, sizeof(int) * (size_t) count);
	return true;
}

/* Solving: emits the best chain the search kept. */
static void
emit_best_chain(sdk_finder *f, bool xy)
{
	chain_search *cs = &f->scratch.chains;
	sdk_cellset targets;

	if (!cs->have_best || f->stopped)
		return;
	targets = chain_targets(f->lg, cs->best_digit, cs->best_cells, cs->best_ncells);
	build_chain_step(f, xy, cs->best_digit, cs->best_cells, cs->best_ncells, &targets);
	step_emit(f);
}

/*
 * Strong links of d from every cell: the other place of d in each unit
 * with two, row, column, box, each cell once; count[c] of them in
 * partner[c].  Made once per digit from the solver's places (digit_places).
 */
typedef struct strong_links
{
	uint8_t		count[SDK_MAX_CELLS];
	uint16_t	partner[SDK_MAX_CELLS][3];
} strong_links;

static void
strong_partners(const sdk_logic *lg, int d, strong_links *sl)
{
	int			t,
				c,
				u;

	memset(sl->count, 0, sizeof(uint8_t) * (size_t) lg->ncells);
	for (t = 0; t < 3; t++)
		for (u = t * lg->n; u < (t + 1) * lg->n; u++)
		{
			uint32_t	places = lg->digit_places[d][u];
			int			a,
						b;

			if (sdk_bit_count(places) != 2)
				continue;
			a = lg->unit_cells[u][sdk_lowest_bit(places)];
			b = lg->unit_cells[u][sdk_lowest_bit(places & (places - 1))];
			for (c = 0; c < 2; c++)
			{
				int			from = c ? b : a,
							to = c ? a : b,
							i;
				bool		known = false;

				for (i = 0; i < sl->count[from]; i++)
					known |= sl->partner[from][i] == to;
				if (!known)
					sl->partner[from][sl->count[from]++] = (uint16_t) to;
			}
		}
}

/*
 * On a 9x9 grid, as HoDoKu does, every simple X-Chain of at most 20 cells
 * from each start, depth first: a breadth-first search keeps one path to
 * each state, and the shortest path to a state may pass a cell twice while
 * a longer simple one exists (a chain that comes back to its start, say).
 * cells[0..count) is the chain so far; its last cell is on when count is
 * even (reached over a strong link), off when odd.
 */
typedef struct x_chain_walk
{
	int			digit;
	int			cells[MAX_X_CHAIN_CELLS + 1];
	sdk_cellset on_chain;
	strong_links strong;
} x_chain_walk;

static bool
walk_x_chain(sdk_finder *f, x_chain_walk *w, int count)
{
	sdk_logic  *lg = f->lg;
	int			last = w->cells[count - 1],
				next;

	if (finder_interrupted(f))
		return false;
	if (count % 2 == 1)
	{
		/* off: a strong link on */
		int			i;

		for (i = 0; i < w->strong.count[last]; i++)
		{
			next = w->strong.partner[last][i];
			if (next == w->cells[0] && count >= 3)
			{
				/* back at the start, on: a chain from the start to itself */
				w->cells[count] = next;
				if (!emit_chain(f, false, w->digit, w->cells, count + 1))
					return false;
				continue;
			}
			if (cs_has(&w->on_chain, next))
				continue;
			w->cells[count] = next;
			cs_add(&w->on_chain, next);
			if ((count + 1 >= 4 && next > w->cells[0] &&
				 !emit_chain(f, false, w->digit, w->cells, count + 1)) ||
				(count + 1 < MAX_X_CHAIN_CELLS && !walk_x_chain(f, w, count + 1)))
				return false;
			cs_remove(&w->on_chain, next);
		}
	}
	else
	{
		/* on: a weak link off */
		sdk_cellset weak = cs_and(&lg->peers[last], &lg->digit_cells[w->digit]);

		weak = cs_andnot(&weak, &w->on_chain);
		CS_FOR_EACH(next, &weak)
		{
			w->cells[count] = next;
			cs_add(&w->on_chain, next);
			if (!walk_x_chain(f, w, count + 1))
				return false;
			cs_remove(&w->on_chain, next);
		}
	}
	return true;
}

static void
walk_x_chains(sdk_finder *f)
{
	sdk_logic  *lg = f->lg;
	uint32_t   *quiet = lg_digit_quiet(f, LG_DIGIT_X_CHAIN);
	x_chain_walk w;
	int			start;

	for (w.digit = 1; w.digit <= lg->n; w.digit++)
	{
		long		offered = f->offered;

		if (quiet && lg_quiet_digit(lg, quiet[w.digit], w.digit))
			continue;
		strong_partners(lg, w.digit, &w.strong);
		CS_FOR_EACH(start, &lg->digit_cells[w.digit])
		{
			w.cells[0] = start;
			cs_clear(&w.on_chain);
			cs_add(&w.on_chain, start);
			if (!walk_x_chain(f, &w, 1))
				return;
		}
		if (quiet && f->offered == offered)
			quiet[w.digit] = lg->epoch;
	}
}

/*
 * States are 2 * cell + 1 for a cell that holds d ("on", reached over a
 * strong link) and 2 * cell for one that does not ("off").
 */
static void
search_x_chains(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	chain_search *cs = &f->scratch.chains;
	uint32_t   *quiet = lg_digit_quiet(f, LG_DIGIT_X_CHAIN);
	strong_links strong;
	int			d,
				start;

	(void) param;
	for (d = 1; d <= lg->n; d++)
	{
		long		offered = f->offered;

		if (quiet && lg_quiet_digit(lg, quiet[d], d))
			continue;
		strong_partners(lg, d, &strong);
		CS_FOR_EACH(start, &lg->digit_cells[d])
		{
			int			head = 0,
						tail = 0,
						s;

			if (finder_interrupted(f))
				return;
			for (s = 0; s < 2 * lg->ncells; s++)
				cs->depth[s] = -1;
			cs->depth[2 * start] = 0;
			cs->parent[2 * start] = -1;
			cs->queue[tail++] = 2 * start;
			while (head < tail)
			{
				int			state = cs->queue[head++],
							cell = state / 2;

				if (cs->depth[state] >= MAX_X_CHAIN_CELLS - 1)
					continue;
				if (state % 2 == 0)
				{
					const uint16_t *partners = strong.partner[cell];
					int			i;

					for (i = 0; i < strong.count[cell]; i++)
					{
						int			next = 2 * partners[i] + 1;

						if (cs->depth[next] >= 0 || (partners[i] == start && cs->depth[state] < 2))
							continue;
						cs->depth[next] = cs->depth[state] + 1;
						cs->parent[next] = state;
						/*
						 * Back at the start, on: "if the start is not d, it is
						 * d", so it is, and its peers lose d (HoDoKu takes it
						 * as an X-Chain from the start to itself); no further.
						 */
						if (partners[i] != start)
							cs->queue[tail++] = next;
						/* three links or more, ends apart: a chain */
						if (cs->depth[next] >= 3 && partners[i] >= start)
						{
							int			cells[SDK_STEP_MAX_CELLS] = {0},
										count = chain_cells(cs, next, cells);

							if (!emit_chain(f, false, d, cells, count))
								return;
						}
					}
				}
				else
				{
					sdk_cellset weak = cs_and(&lg->peers[cell], &lg->digit_cells[d]);
					int			c;

					CS_FOR_EACH(c, &weak)
					{
						int			next = 2 * c;

						if (cs->depth[next] >= 0 || c == start)
							continue;
						cs->depth[next] = cs->depth[state] + 1;
						cs->parent[next] = state;
						cs->queue[tail++] = next;
					}
				}
			}
		}
		if (quiet && f->offered == offered)
			quiet[d] = lg->epoch;
	}
}

/*
 * XY-Chain over cells with two candidates.  A state is a cell and the
 * digit it takes when the start is not x: 2 * cell + (that digit is the
 * cell's larger one).
 */
static void
search_xy_chains(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	chain_search *cs = &f->scratch.chains;
	int			start;

	(void) param;
	CS_FOR_EACH(start, &lg->empty)
	{
		sdk_mask	pair = lg->pos.cand[start];
		int			side;

		if (sdk_bit_count(pair) != 2)
			continue;
		if (finder_interrupted(f))
			return;
		for (side = 0; side < 2; side++)
		{
			/* x is excluded at the start: the start takes the other digit */
			int			low = sdk_mask_first(pair),
						high = sdk_mask_first(pair & ~SDK_BIT(low));
			int			x = side ? high : low;
			int			head = 0,
						tail = 0,
						s,
						first = 2 * start + (side ? 0 : 1);

			for (s = 0; s < 2 * lg->ncells; s++)
				cs->depth[s] = -1;
			cs->depth[first] = 0;
			cs->parent[first] = -1;
			cs->queue[tail++] = first;
			while (head < tail)
			{
				int			state = cs->queue[head++],
							cell = state / 2;
				sdk_mask	cm = lg->pos.cand[cell];
				int			lo = sdk_mask_first(cm),
							on = state % 2 ? sdk_mask_first(cm & ~SDK_BIT(lo)) : lo;
				sdk_cellset next_cells;
				int			c;

				if (cs->depth[state] >= MAX_XY_CHAIN_CELLS - 1)
					continue;
				next_cells = cs_and(&lg->peers[cell], &lg->digit_cells[on]);
				CS_FOR_EACH(c, &next_cells)
				{
					sdk_mask	m = lg->pos.cand[c];
					int			other,
								next;

					if (sdk_bit_count(m) != 2 || c == start)
						continue;
					other = sdk_mask_first(m & ~SDK_BIT(on));
					next = 2 * c + (other == sdk_mask_first(m) ? 0 : 1);
					if (cs->depth[next] >= 0)
						continue;
					cs->depth[next] = cs->depth[state] + 1;
					cs->parent[next] = state;
					cs->queue[tail++] = next;
					/* ends on x, three cells or more: a chain */
					if (other == x && cs->depth[next] >= 2 && c > start)
					{
						int			cells[SDK_STEP_MAX_CELLS] = {0},
									count = chain_cells(cs, next, cells);

						if (!emit_chain(f, true, x, cells, count))
							return;
					}
				}
			}
		}
	}
}

void
find_x_chain(sdk_finder *f, int param)
{
	f->scratch.chains.have_best = false;
	if (f->lg->n <= 9)
		walk_x_chains(f);
	else
		search_x_chains(f, param);
	emit_best_chain(f, false);
}

/*
 * Solving on a 9x9 grid, as HoDoKu does, every simple XY-Chain of at most
 * 10 cells from each start, depth first (for the reason walk_x_chain gives: the
 * shortest path to a state may pass a cell twice, the end cell itself say,
 * while a longer simple one exists).  cells[0..count) is the chain so far,
 * its last cell takes on when the start is not x.
 */
typedef struct xy_chain_walk
{
	int			x;
	int			cells[MAX_XY_CHAIN_CELLS];
	sdk_cellset on_chain;
} xy_chain_walk;

static bool
walk_xy_chain(sdk_finder *f, xy_chain_walk *w, int count, int on)
{
	sdk_logic  *lg = f->lg;
	sdk_cellset next_cells = cs_and(&lg->peers[w->cells[count - 1]], &lg->digit_cells[on]);
	int			c;

	if (finder_interrupted(f))
		return false;
	next_cells = cs_andnot(&next_cells, &w->on_chain);
	CS_FOR_EACH(c, &next_cells)
	{
		sdk_mask	m = lg->pos.cand[c];
		int			other;

		if (sdk_bit_count(m) != 2)
			continue;
		other = sdk_mask_first(m & ~SDK_BIT(on));
		w->cells[count] = c;
		cs_add(&w->on_chain, c);
		/* ends on x, three cells or more: a chain */
		if ((other == w->x && count + 1 >= 3 && c > w->cells[0] &&
			 !emit_chain(f, true, w->x, w->cells, count + 1)) ||
			(count + 1 < MAX_XY_CHAIN_CELLS && !walk_xy_chain(f, w, count + 1, other)))
			return false;
		cs_remove(&w->on_chain, c);
	}
	return true;
}

static void
walk_xy_chains(sdk_finder *f)
{
	sdk_logic  *lg = f->lg;
	xy_chain_walk w;
	int			start;

	CS_FOR_EACH(start, &lg->empty)
	{
		sdk_mask	pair = lg->pos.cand[start];
		int			side;

		if (sdk_bit_count(pair) != 2)
			continue;
		for (side = 0; side < 2; side++)
		{
			/* x is excluded at the start: the start takes the other digit */
			int			low = sdk_mask_first(pair),
						high = sdk_mask_first(pair & ~SDK_BIT(low));

			w.x = side ? high : low;
			w.cells[0] = start;
			cs_clear(&w.on_chain);
			cs_add(&w.on_chain, start);
			if (!walk_xy_chain(f, &w, 1, side ? low : high))
				return;
		}
	}
}

void
find_xy_chain(sdk_finder *f, int param)
{
	f->scratch.chains.have_best = false;
	/*
	 * Solving weighs every simple chain, as HoDoKu sorts them all; a
	 * listing (sdk_find_steps) keeps the shortest from each start to each
	 * end, one step for each
	 */
	if (f->lg->n <= 9 && f->only < 0)
		walk_xy_chains(f);
	else
		search_xy_chains(f, param);
	emit_best_chain(f, true);
}
