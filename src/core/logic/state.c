/*
 * state.c -- the solving state (engine.h, sdk_logic) and its operations:
 * the units and peers of a geometry, HoDoKu's queues of singles kept by
 * every change (lg_place, lg_eliminate, lg_load), a step's changes made as
 * HoDoKu makes them, the working sets refreshed before each search, and
 * whether the givens alone have one solution.
 *
 * HoDoKu does not scan the grid for singles: it queues a cell the moment
 * a change leaves it one candidate, and a digit the moment a change leaves
 * it one place in a unit, and takes the oldest valid entry.  Which single
 * comes first decides which cells are Full Houses, Naked or Hidden Singles
 * later on, and so the score; the queues are kept here the same way, by
 * making every change of the solve loop through lg_place and lg_eliminate
 * in HoDoKu's order (peers in cell order, then the placed cell's other
 * candidates unit by unit: row, column, box).
 */
#include "engine.h"
#include "exact.h"

/* ---- the context ---- */

void
logic_init(sdk_logic *lg, const sdk_position *p)
{
	const sdk_geometry *g = &p->geo;
	int			type,
				u,
				k,
				c;

	lg->pos = *p;
	lg->n = g->n;
	lg->ncells = g->n * g->n;
	lg->nunits = 3 * g->n;
	lg->settled = false;
	lg->guessed = false;
	cs_clear(&lg->guess_cells);
	lg->count = 0;
	lg->puzzle = NULL;
	memset(lg->fish_template_state, 0, sizeof(lg->fish_template_state));
	/* nothing seen yet: the first logic_track finds every cell changed */
	lg->epoch = 0;
	memset(lg->digit_epoch, 0, sizeof(lg->digit_epoch));
	memset(lg->unit_epoch, 0, sizeof(lg->unit_epoch));
	memset(lg->cell_epoch, 0, sizeof(lg->cell_epoch));
	lg->grow_epoch = 0;
	memset(lg->seen_cand, 0, sizeof(lg->seen_cand));
	memset(lg->seen_value, 0, sizeof(lg->seen_value));
	memset(lg->fish_quiet, 0, sizeof(lg->fish_quiet));
	memset(lg->gen_fish_quiet, 0, sizeof(lg->gen_fish_quiet));
	memset(lg->gen_fish_quiet_work, 0, sizeof(lg->gen_fish_quiet_work));
	memset(lg->sdc_quiet, 0, sizeof(lg->sdc_quiet));
	memset(lg->digit_quiet, 0, sizeof(lg->digit_quiet));
	memset(lg->subset_quiet, 0, sizeof(lg->subset_quiet));
	memset(lg->remote_pair_quiet, 0, sizeof(lg->remote_pair_quiet));
	for (type = 0; type < 3; type++)
		for (u = 0; u < g->n; u++)
		{
			int			unit = type * g->n + u;

			cs_clear(&lg->unit_set[unit]);
			for (k = 0; k < g->n; k++)
			{
				c = sdk_unit_cell(g, (sdk_unit_type) type, u, k);
				lg->unit_cells[unit][k] = (uint16_t) c;
				lg->cell_units[c][type] = (uint8_t) unit;
				lg->cell_index[c][type] = (uint8_t) k;
				cs_add(&lg->unit_set[unit], c);
			}
		}
	for (c = 0; c < lg->ncells; c++)
	{
		lg->peers[c] = cs_or(&lg->unit_set[lg->cell_units[c][0]], &lg->unit_set[lg->cell_units[c][1]]);
		lg->peers[c] = cs_or(&lg->peers[c], &lg->unit_set[lg->cell_units[c][2]]);
		cs_remove(&lg->peers[c], c);
	}
}

void
logic_refresh(sdk_logic *lg)
{
	int			c,
				d;

	cs_clear(&lg->empty);
	for (d = 0; d <= lg->n; d++)
	{
		cs_clear(&lg->digit_cells[d]);
		memset(lg->digit_places[d], 0, sizeof(lg->digit_places[d][0]) * (size_t) lg->nunits);
	}
	for (c = 0; c < lg->ncells; c++)
	{
		const uint8_t *unit = lg->cell_units[c],
				   *k = lg->cell_index[c];

		if (lg->pos.value[c])
			continue;
		cs_add(&lg->empty, c);
		MASK_FOR_EACH(d, lg->pos.cand[c])
		{
			cs_add(&lg->digit_cells[d], c);
			lg->digit_places[d][unit[0]] |= (uint32_t) 1 << k[0];
			lg->digit_places[d][unit[1]] |= (uint32_t) 1 << k[1];
			lg->digit_places[d][unit[2]] |= (uint32_t) 1 << k[2];
		}
	}
}

void
logic_track(sdk_logic *lg)
{
	int			c,
				d;

	lg->epoch++;
	for (c = 0; c < lg->ncells; c++)
	{
		sdk_mask	changed = lg->pos.cand[c] ^ lg->seen_cand[c];
		const uint8_t *unit = lg->cell_units[c];

		if (!changed && lg->pos.value[c] == lg->seen_value[c])
			continue;
		/* a digit placed or taken back changes the digit's candidates there too */
		if (lg->pos.value[c] != lg->seen_value[c])
			changed |= lg->pos.cand[c] | lg->seen_cand[c];
		if ((lg->pos.cand[c] & ~lg->seen_cand[c]) || (lg->seen_value[c] && !lg->pos.value[c]))
			lg->grow_epoch = lg->epoch;
		MASK_FOR_EACH(d, changed)
			lg->digit_epoch[d] = lg->epoch;
		lg->unit_epoch[unit[0]] = lg->unit_epoch[unit[1]] = lg->unit_epoch[unit[2]] = lg->epoch;
		lg->cell_epoch[c] = lg->epoch;
		lg->seen_cand[c] = lg->pos.cand[c];
		lg->seen_value[c] = lg->pos.value[c];
	}
}

sdk_cellset
lg_common_peers(const sdk_logic *lg, const sdk_cellset *cells)
{
	sdk_cellset common;
	int			c;
	bool		first = true;

	cs_clear(&common);
	CS_FOR_EACH(c, cells)
	{
		if (first)
			common = lg->peers[c];
		else
			common = cs_and(&common, &lg->peers[c]);
		first = false;
	}
	return cs_andnot(&common, cells);
}

/* What lg_list_room copies between two questions to the interrupt hook. */
#define LG_COPY_STEP ((size_t) 1 << 20)

/*
 * A list kept in the environment's memory with room for n more items (of
 * size bytes) after its count: items itself, or a larger copy in one
 * allocation (the old one released); NULL when there is no memory, items
 * left as they were.
 */
void *
lg_list_room_for(sdk_finder *f, void *items, int *cap, int count, int n, size_t size)
{
	const sdk_env *env = f->lg->env;
	size_t		bytes = size * (size_t) count,
				done;
	int			more;
	void	   *grown;

	if (count + n <= *cap)
		return items;
	more = *cap ? 2 * *cap : 64;
	while (more < count + n)
		more *= 2;
	grown = env->alloc(size * (size_t) more, env->arg);
	if (!grown)
		return NULL;
	/*
	 * a megabyte at a time, asking for interrupts between them: a large
	 * graph's lists run to tens of megabytes, whose new pages can take
	 * milliseconds each megabyte to map
	 */
	for (done = 0; done < bytes; done += LG_COPY_STEP)
	{
		if (done && !f->stopped && finder_interrupted(f))
		{
			env->release(grown, env->arg);
			return NULL;
		}
		memcpy((char *) grown + done, (const char *) items + done,
			   bytes - done < LG_COPY_STEP ? bytes - done : LG_COPY_STEP);
	}
	if (items)
		env->release(items, env->arg);
	*cap = more;
	return grown;
}

/* The same with room for one more item. */
void *
lg_list_room(sdk_finder *f, void *items, int *cap, int count, size_t size)
{
	return lg_list_room_for(f, items, cap, count, 1, size);
}

/* ---- the queues ---- */

/* Queues a single (naked or hidden) of the position; also the forcing nets' copies (links.c). */
void
lg_queue_add(sdk_logic *lg, singles_queue *q, int cell, int digit)
{
	if (q->count == SINGLES_QUEUE_CAP)
	{
		/* entries of filled cells will never be taken: drop them */
		int			i,
					kept = 0;

		for (i = 0; i < q->count; i++)
			if (lg->pos.value[q->cell[i]] == 0)
			{
				q->cell[kept] = q->cell[i];
				q->digit[kept++] = q->digit[i];
			}
		q->count = kept;
		if (q->count == SINGLES_QUEUE_CAP)
			return;
	}
	q->cell[q->count] = (uint16_t) cell;
	q->digit[q->count++] = (uint8_t) digit;
}

static void
queue_remove_at(singles_queue *q, int i)
{
	memmove(q->cell + i, q->cell + i + 1, sizeof(q->cell[0]) * (size_t) (q->count - i - 1));
	memmove(q->digit + i, q->digit + i + 1, sizeof(q->digit[0]) * (size_t) (q->count - i - 1));
	q->count--;
}

/* The digit has one place left in the unit: queue that cell. */
static void
add_hidden(sdk_logic *lg, int unit, int digit)
{
	int			k;

	for (k = 0; k < lg->n; k++)
	{
		int			c = lg->unit_cells[unit][k];

		if (lg->pos.value[c] == 0 && (lg->pos.cand[c] & SDK_BIT(digit)))
		{
			lg_queue_add(lg, &lg->hidden, c, digit);
			return;
		}
	}
}

/* The digit has no place left in the unit: its entry goes (also on the forcing nets' copies). */
void
lg_remove_hidden(sdk_logic *lg, int unit, int digit)
{
	singles_queue *q = &lg->hidden;
	int			i;

	for (i = 0; i < q->count; i++)
		if (q->digit[i] == digit && cs_has(&lg->unit_set[unit], q->cell[i]))
		{
			queue_remove_at(q, i);
			return;
		}
}

void
lg_eliminate(sdk_logic *lg, int cell, int digit)
{
	sdk_mask	left;
	int			t;

	if (lg->pos.value[cell] || !(lg->pos.cand[cell] & SDK_BIT(digit)))
		return;
	left = lg->pos.cand[cell] &= ~SDK_BIT(digit);
	if (left == 0)
		return;
	if (sdk_one_bit(left))
		lg_queue_add(lg, &lg->naked, cell, sdk_mask_first(left));
	for (t = 0; t < 3; t++)
	{
		int			u = lg->cell_units[cell][t];
		int			now = --lg->places[u][digit];

		if (now == 1)
			add_hidden(lg, u, digit);
		else if (now == 0)
			lg_remove_hidden(lg, u, digit);
	}
}

void
lg_place(sdk_logic *lg, int cell, int digit)
{
	sdk_mask	had = lg->pos.cand[cell];
	int			c,
				d,
				t,
				w,
				nw = lg_cell_words(lg);

	lg->pos.value[cell] = (uint8_t) digit;
	lg->pos.given[cell] = 0;
	lg->pos.cand[cell] = 0;
	/* the peers in cell order, a word of the set at a time */
	for (w = 0; w < nw; w++)
	{
		uint64_t	bits = lg->peers[cell].w[w];

		while (bits)
		{
			c = w * 64 + lg_lowest_bit64(bits);
			bits &= bits - 1;
			if (lg->pos.cand[c] & SDK_BIT(digit))
				lg_eliminate(lg, c, digit);
		}
	}
	MASK_FOR_EACH(d, had)
		for (t = 0; t < 3; t++)
		{
			int			u = lg->cell_units[cell][t];

			if (--lg->places[u][d] == 1 && d != digit)
				add_hidden(lg, u, d);
		}
}

void
lg_load(sdk_logic *lg, const sdk_position *p)
{
	sdk_mask	open[SDK_MAX_CELLS];
	int			c,
				d,
				u;

	sdk_position_init(&lg->pos, &p->geo);
	for (c = 0; c < lg->ncells; c++)
		lg->pos.cand[c] = SDK_ALL(lg->n);
	for (u = 0; u < lg->nunits; u++)
		for (d = 1; d <= lg->n; d++)
			lg->places[u][d] = (uint8_t) lg->n;
	lg->naked.count = lg->hidden.count = 0;
	for (c = 0; c < lg->ncells; c++)
		if (p->value[c])
			lg_place(lg, c, p->value[c]);
	sdk_open_digits(p, open);
	for (c = 0; c < lg->ncells; c++)
		if (!p->value[c])
			MASK_FOR_EACH(d, open[c] & ~p->cand[c])
				lg_eliminate(lg, c, d);
	/* the same position, givens marked (and exact even if it breaks a rule) */
	lg->pos = *p;
}

/*
 * A step's changes, made as HoDoKu makes them: placements, then
 * eliminations (in their order, or unit by unit for SDK_STEP_UNIT_ORDER:
 * an elimination made once is no change the second time).
 */
void
logic_apply(sdk_logic *lg, const sdk_step *step)
{
	int			i,
				b,
				k;

	for (i = 0; i < step->nplacements; i++)
		if (!lg->pos.value[step->placements[i].cell])
			lg_place(lg, step->placements[i].cell, step->placements[i].digit);
	if (step->flags & SDK_STEP_UNIT_ORDER)
		for (b = 0; b < step->nbase; b++)
			for (k = 0; k < lg->n; k++)
				for (i = 0; i < step->neliminations; i++)
					if (step->eliminations[i].cell == lg->unit_cells[step->base[b]][k])
						lg_eliminate(lg, step->eliminations[i].cell, step->eliminations[i].digit);
	for (i = 0; i < step->neliminations; i++)
		lg_eliminate(lg, step->eliminations[i].cell, step->eliminations[i].digit);
}

/*
 * Whether the givens alone, without the digits filled since, have one
 * solution (avoidable rectangles; here, below the techniques and the solve
 * loop, which both ask it).
 */
bool
logic_givens_unique(sdk_logic *lg)
{
	if (lg->givens_unique < 0)
	{
		const sdk_position *from = &lg->before_guess;
		sdk_position *givens = NULL;
		uint64_t	count = 0;
		sdk_error	err;
		int			c;

		/*
		 * After a guess that came before any step asked: every step before
		 * it held in every solution, so where it was made has the
		 * puzzle's, the givens' when the puzzle was its givens alone; asked
		 * there, where it is easier than from the givens.
		 */
		if (!lg->guessed || !lg->puzzle_is_givens)
		{
			givens = lg->env->alloc(sizeof(sdk_position), lg->env->arg);
			if (!givens)
				return false;
			*givens = lg->pos;
			for (c = 0; c < lg->ncells; c++)
				if (givens->value[c] && !givens->given[c])
					givens->value[c] = 0;
			sdk_position_reset_marks(givens);
			from = givens;
		}
		if (sdk_solve(from, 2, SDK_ORDER_FAST, NULL, NULL, lg->env, &count, &err) != SDK_OK)
			count = 0;
		if (givens)
			lg->env->release(givens, lg->env->arg);
		lg->givens_unique = count == 1;
	}
	return lg->givens_unique == 1;
}
