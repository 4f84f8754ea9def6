/*
 * tech_singles.c -- Full House, Naked Single, Hidden Single, taken in the
 * order HoDoKu takes them.
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
#include "logic_internal.h"

/* ---- the queues ---- */

static bool
entry_open(const sdk_logic *lg, const singles_queue *q, int i)
{
	return lg->pos.value[q->cell[i]] == 0 && (lg->pos.cand[q->cell[i]] & SDK_BIT(q->digit[i]));
}

static void
queue_add(sdk_logic *lg, singles_queue *q, int cell, int digit)
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
			queue_add(lg, &lg->hidden, c, digit);
			return;
		}
	}
}

/* The digit has no place left in the unit: its entry goes. */
static void
remove_hidden(sdk_logic *lg, int unit, int digit)
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
	if (sdk_bit_count(left) == 1)
		queue_add(lg, &lg->naked, cell, sdk_mask_first(left));
	for (t = 0; t < 3; t++)
	{
		int			u = lg->cell_units[cell][t];
		int			now = --lg->places[u][digit];

		if (now == 1)
			add_hidden(lg, u, digit);
		else if (now == 0)
			remove_hidden(lg, u, digit);
	}
}

void
lg_place(sdk_logic *lg, int cell, int digit)
{
	sdk_mask	had = lg->pos.cand[cell];
	int			c,
				d,
				t,
				w;

	lg->pos.value[cell] = (uint8_t) digit;
	lg->pos.given[cell] = 0;
	lg->pos.cand[cell] = 0;
	/* the peers in cell order, a word of the set at a time */
	for (w = 0; w < SDK_CELLSET_WORDS; w++)
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

/* ---- the techniques ---- */

/* The unit of a cell (row, column, box) where it is the last open cell, or -1. */
static int
last_open_unit(const sdk_logic *lg, int cell, int digit)
{
	int			t,
				d;

	for (t = 0; t < 3; t++)
	{
		int			u = lg->cell_units[cell][t];

		for (d = 1; d <= lg->n; d++)
			if (d != digit && lg->places[u][d] != 0)
				break;
		if (d > lg->n)
			return u;
	}
	return -1;
}

/*
 * A unit with one empty cell left: it takes the missing digit.  HoDoKu
 * takes the oldest naked single that is one.
 */
void
find_full_house(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	singles_queue *q = &lg->naked;
	sdk_cellset seen;
	int			i;

	(void) param;
	cs_clear(&seen);
	for (i = 0; i < q->count; i++)
	{
		int			c = q->cell[i],
					u;

		if (!entry_open(lg, q, i) || cs_has(&seen, c) ||
			(u = last_open_unit(lg, c, q->digit[i])) < 0)
			continue;
		cs_add(&seen, c);
		step_begin(f, SDK_BIT(q->digit[i]));
		step_base(f, u);
		step_cell(f, c);
		step_text(f, "Full House: ");
		step_text_cell(f, c);
		step_text(f, " is the last empty cell of ");
		step_text_unit(f, u);
		step_place(f, c, q->digit[i]);
		if (!step_emit(f))
			return;
	}
}

/* A cell with one candidate left, oldest first. */
void
find_naked_single(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	singles_queue *q = &lg->naked;
	sdk_cellset seen;
	int			i;

	(void) param;
	cs_clear(&seen);
	for (i = 0; i < q->count; i++)
	{
		int			c = q->cell[i];

		if (!entry_open(lg, q, i) || cs_has(&seen, c))
			continue;
		cs_add(&seen, c);
		step_begin(f, SDK_BIT(q->digit[i]));
		step_cell(f, c);
		step_text(f, "Naked Single: ");
		step_text_cell(f, c);
		step_text(f, " can only be %c", sdk_digit_char(q->digit[i]));
		step_place(f, c, q->digit[i]);
		if (!step_emit(f))
			return;
	}
}

/*
 * A digit with one place left in a unit, oldest first.  As in HoDoKu, the
 * solver looks at the oldest entry of an empty cell only: when that one is
 * no hidden single any more, there is none this time.
 */
void
find_hidden_single(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	singles_queue *q = &lg->hidden;
	sdk_cellset seen;
	int			i;

	(void) param;
	cs_clear(&seen);
	for (i = 0; i < q->count; i++)
	{
		int			c = q->cell[i],
					d = q->digit[i],
					t,
					u = -1;

		if (lg->pos.value[c] || cs_has(&seen, c))
			continue;
		for (t = 0; t < 3 && u < 0; t++)
			if (lg->places[lg->cell_units[c][t]][d] == 1 && (lg->pos.cand[c] & SDK_BIT(d)))
				u = lg->cell_units[c][t];
		if (u < 0)
		{
			if (f->only < 0)
				return;
			continue;
		}
		cs_add(&seen, c);
		step_begin(f, SDK_BIT(d));
		step_base(f, u);
		step_cell(f, c);
		step_text(f, "Hidden Single: %c in ", sdk_digit_char(d));
		step_text_unit(f, u);
		step_text(f, " only in ");
		step_text_cell(f, c);
		step_place(f, c, d);
		if (!step_emit(f))
			return;
	}
}
