/*
 * tech_sue_de_coq.c -- Sue de Coq, as HoDoKu 2.2 finds it (its
 * MiscellaneousSolver).
 *
 * Where a line (row or column) meets a box, take two or more of the empty
 * cells there: C, with candidates V, |V| >= |C| + 2.  Then cells S of the
 * rest of the line with candidates VR, and cells T of the rest of the box
 * with candidates VB, such that
 *
 *   - S holds a digit of V, and |S| - |VR \ V| (its cells less its extra
 *     digits) is at least 1 and less than |V| - |C|;
 *   - T holds a digit of V and none of the digits of V that S holds, and
 *     |T| - |VB \ V| is what is left: |V| - |C| - (|S| - |VR \ V|).
 *
 * C, S and T then hold their digits among them, so the rest of the box
 * loses (V + VB) - VR and the rest of the line (V + VR) - VB; an extra
 * digit both S and T hold goes from both.  HoDoKu's extended forms are
 * all here: C need not be the whole intersection (the cells left there
 * may join S or T), and S and T may hold extra digits.  As in HoDoKu,
 * "the rest of the box" is the box less C and T (a cell of S in the
 * intersection is in it), and "the rest of the line" the line less C and S.
 *
 * HoDoKu's order, which decides the step the solver takes (the first):
 * rows, then columns; for each the boxes it meets in order; the subsets C
 * of the intersection in increasing order (a subset before those that add
 * to it: {1,2}, {1,2,3}, {1,3}, {2,3}); for each the subsets S of the
 * rest of the line in the same order, and for each S the subsets T of the
 * rest of the box.  The eliminations stand in HoDoKu's order: the box's
 * cells, then the line's, each cell's digits in increasing order.  A step
 * is about (its digits are) the digits it eliminates, as HoDoKu writes a
 * Sue de Coq in its library.
 *
 * HoDoKu's intersections have at most three cells; larger grids have
 * larger ones, and C may be any two or more of them.  The subsets of the
 * line and the box grow as 2 to the number of their cells: a search looks
 * at SDC_WORK_BUDGET subsets at most (a 9x9 needs 3.5 million at the very
 * most) and, past that, ends with the steps it found, the same on every
 * machine.
 *
 * A line and box read only their own cells: the solver keeps, per line and
 * box, the epoch of a search of them that met nothing and the subsets it
 * looked at (sdk_logic.sdc_quiet), and while neither unit has changed
 * passes over them, counting those subsets as looked at, so that the
 * budget runs out where it would have and the step is the same.
 */
#include "techniques.h"

#include <stdio.h>

#define SDC_WORK_BUDGET 20000000L
/* how often, in subsets, the search asks whether to stop */
#define SDC_CHECK_EVERY 65536L

typedef struct sdc_search
{
	sdk_finder *f;
	const sdk_logic *lg;
	int			line;
	int			box;
	sdk_cellset line_empty;		/* the line's empty cells */
	sdk_cellset box_empty;
	/* the cells of the intersection taken (C), their digits, |V| - |C| */
	int			nc;
	uint16_t	c[SDK_MAX_SIZE];
	sdk_mask	v;
	int			nplus;
	/* the line's cells taken (S) and their digits */
	int			ns;
	uint16_t	s[SDK_MAX_SIZE];
	sdk_mask	vr;
	int			nt;
	uint16_t	t[SDK_MAX_SIZE];
	/*
	 * the box's cells less C, in cell order, and sets of them as bits
	 * (bit i: box_src[i]): all, per digit those that hold it, those that
	 * hold a digit of V, those in S; per cell of the line's list, its bit
	 * there (0: not in the box)
	 */
	int			nbox_src;
	uint16_t	box_src[SDK_MAX_SIZE];
	uint32_t	box_digit[SDK_MAX_SIZE + 1];
	uint32_t	box_all;
	uint32_t	box_v;
	uint32_t	box_in_s;
	uint32_t	line_box_bit[SDK_MAX_SIZE];
	long		work;
	bool		go;				/* false: stop (budget, interrupt, enough steps) */
} sdc_search;

/* Counts a subset looked at; false when the search must end. */
static bool
sdc_work(sdc_search *s)
{
	if (++s->work > SDC_WORK_BUDGET)
		s->go = false;
	else if (s->work % SDC_CHECK_EVERY == 0 && finder_interrupted(s->f))
		s->go = false;
	return s->go;
}

static void
text_cells(sdk_finder *f, const uint16_t *cells, int count)
{
	char		name[SDK_MAX_SIZE * 8];

	sdk_cells_name(&f->lg->pos.geo, cells, count, name, sizeof(name));
	step_text(f, "%s", name);
}

static void
text_part(sdk_finder *f, const uint16_t *cells, int count, sdk_mask digits)
{
	text_cells(f, cells, count);
	step_text(f, " - {");
	step_text_digits(f, digits, "");
	step_text(f, "}");
}

/* The candidates in digits of the cells of a set, in cell order. */
static void
eliminate_from(sdk_finder *f, const sdk_cellset *cells, sdk_mask digits)
{
	const sdk_logic *lg = f->lg;
	int			c,
				d;

	CS_FOR_EACH(c, cells)
		MASK_FOR_EACH(d, lg->pos.cand[c] & digits)
			step_eliminate(f, c, d);
}

static sdk_cellset
cells_set(const uint16_t *cells, int count)
{
	sdk_cellset set;
	int			i;

	cs_clear(&set);
	for (i = 0; i < count; i++)
		cs_add(&set, cells[i]);
	return set;
}

/* C, S and T with digits V, VR and VB: emits the step when it eliminates. */
static void
sdc_found(sdc_search *s, sdk_mask vb)
{
	sdk_finder *f = s->f;
	sdk_mask	both = vb & s->vr,	/* extra digits of S and T both */
				elim_box = ((s->v | vb) & ~s->vr) | both,
				elim_line = ((s->v | s->vr) & ~vb) | both,
				digits = 0;
	sdk_cellset cset = cells_set(s->c, s->nc),
				sset = cells_set(s->s, s->ns),
				tset = cells_set(s->t, s->nt),
				rest;
	int			i;

	step_begin(f, 0);
	f->step.flags |= SDK_STEP_HODOKU_ORDER;
	rest = cs_andnot(&s->box_empty, &tset);
	rest = cs_andnot(&rest, &cset);
	eliminate_from(f, &rest, elim_box);
	rest = cs_andnot(&s->line_empty, &sset);
	rest = cs_andnot(&rest, &cset);
	eliminate_from(f, &rest, elim_line);
	if (f->step.neliminations == 0)
		return;
	for (i = 0; i < f->step.neliminations; i++)
		digits |= SDK_BIT(f->step.eliminations[i].digit);
	f->step.digits = digits;
	step_base(f, s->line);
	step_base(f, s->box);
	for (i = 0; i < s->nc; i++)
		step_cell(f, s->c[i]);
	for (i = 0; i < s->ns; i++)
		step_cell(f, s->s[i]);
	for (i = 0; i < s->nt; i++)
		step_cell(f, s->t[i]);
	step_text(f, "Sue de Coq: ");
	text_part(f, s->c, s->nc, s->v);
	step_text(f, " (");
	text_part(f, s->s, s->ns, s->vr);
	step_text(f, ", ");
	text_part(f, s->t, s->nt, vb);
	step_text(f, ")");
	if (!step_emit(f))
		s->go = false;
}

/*
 * The subsets T of the box's cells src[from..] (box_cells) added to the
 * first nt cells (with digits vb): T must hold a digit of V and make up
 * the rest, need.
 */
static void
box_run(sdc_search *s, const uint16_t *src, int nsrc, int from, sdk_mask vb, int need)
{
	const sdk_logic *lg = s->lg;
	int			i;

	for (i = from; i < nsrc && s->go; i++)
	{
		sdk_mask	m = vb | lg->pos.cand[src[i]];
		int			k = s->nt + 1;

		if (!sdc_work(s))
			return;
		s->t[s->nt++] = src[i];
		if ((m & s->v) && k - sdk_bit_count(m & ~s->v) == need)
			sdc_found(s, m);
		if (s->go)
			box_run(s, src, nsrc, i + 1, m, need);
		s->nt--;
	}
}

/*
 * The box's cells (bits of box_src) that hold a digit of V that S holds,
 * S's digits grown from vr (whose cells are out) to m.
 */
static uint32_t
box_taken(const sdc_search *s, sdk_mask vr, sdk_mask m, uint32_t out)
{
	int			d;

	MASK_FOR_EACH(d, m & s->v & ~vr)
		out |= s->box_digit[d];
	return out;
}

/*
 * The subsets S of the line's cells src[from..] added to the first ns
 * cells (digits vr; taken: the box's cells with a digit of V among them).
 *
 * The cells T may take for an S are those of the box less C and S (the
 * intersection's other cells too) with no digit of V that S holds; a set
 * with another cell holds such a digit, so no T does.  When none of them
 * holds a digit of V, no T has one, for this S or any S that adds to it
 * (it holds more of V and more cells).  The subsets of the cells left
 * come in the order of all.
 */
static void
line_run(sdc_search *s, const uint16_t *src, int nsrc, int from, sdk_mask vr, uint32_t taken)
{
	const sdk_logic *lg = s->lg;
	int			i;

	for (i = from; i < nsrc && s->go; i++)
	{
		sdk_mask	m = vr | lg->pos.cand[src[i]];
		int			k = s->ns + 1,
					extra = sdk_bit_count(m & ~s->v);
		uint32_t	now_taken = box_taken(s, vr, m, taken),
					allowed;
		bool		useful;

		if (!sdc_work(s))
			return;
		s->s[s->ns++] = src[i];
		s->box_in_s |= s->line_box_bit[i];
		allowed = ~(now_taken | s->box_in_s) & s->box_all;
		/* not useful: no T for this S, nor for any S that adds to it */
		useful = (allowed & s->box_v) != 0;
		if (useful && (m & s->v) && k > extra && k - extra < s->nplus)
		{
			uint16_t	cells[SDK_MAX_SIZE];
			int			nb = 0;

			for (; allowed; allowed &= allowed - 1)
				cells[nb++] = s->box_src[sdk_lowest_bit(allowed)];
			s->vr = m;
			s->nt = 0;
			box_run(s, cells, nb, 0, 0, s->nplus - (k - extra));
		}
		if (useful && s->go)
			line_run(s, src, nsrc, i + 1, m, now_taken);
		s->box_in_s &= ~s->line_box_bit[i];
		s->ns--;
	}
}

/* C is the first nc cells, with digits v: look for S and T. */
static void
try_intersection_cells(sdc_search *s)
{
	sdk_cellset taken = cells_set(s->c, s->nc),
				rest;
	uint16_t	src[SDK_MAX_SIZE];
	int			nsrc = 0,
				c,
				d,
				i;

	s->nplus = sdk_bit_count(s->v) - s->nc;
	if (s->nplus < 2)
		return;
	rest = cs_andnot(&s->box_empty, &taken);
	s->nbox_src = 0;
	memset(s->box_digit, 0, sizeof(s->box_digit));
	s->box_v = s->box_in_s = 0;
	CS_FOR_EACH(c, &rest)
	{
		uint32_t	bit = (uint32_t) 1 << s->nbox_src;

		MASK_FOR_EACH(d, s->lg->pos.cand[c])
			s->box_digit[d] |= bit;
		if (s->lg->pos.cand[c] & s->v)
			s->box_v |= bit;
		s->box_src[s->nbox_src++] = (uint16_t) c;
	}
	rest = cs_andnot(&s->line_empty, &taken);
	CS_FOR_EACH(c, &rest)
	{
		s->line_box_bit[nsrc] = 0;
		for (i = 0; i < s->nbox_src; i++)
			if (s->box_src[i] == c)
				s->line_box_bit[nsrc] = (uint32_t) 1 << i;
		src[nsrc++] = (uint16_t) c;
	}
	s->ns = 0;
	s->box_all = ((uint32_t) 1 << s->nbox_src) - 1;
	line_run(s, src, nsrc, 0, 0, 0);
}

/* The subsets C of two or more of the intersection's cells, from cell from on. */
static void
intersection_run(sdc_search *s, const uint16_t *cells, int count, int from, sdk_mask v)
{
	int			i;

	for (i = from; i < count && s->go; i++)
	{
		sdk_mask	m = v | s->lg->pos.cand[cells[i]];

		s->c[s->nc++] = cells[i];
		if (s->nc >= 2)
		{
			s->v = m;
			try_intersection_cells(s);
		}
		if (s->go)
			intersection_run(s, cells, count, i + 1, m);
		s->nc--;
	}
}

void
find_sue_de_coq(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	sdc_search	search,
			   *s = &search;
	int			n = lg->n,
				line,
				box;
	bool		memo;

	(void) param;
	s->f = f;
	s->lg = lg;
	s->work = 0;
	s->go = true;
	/* the solver's search: a line and box that met nothing when their cells were as they are now */
	memo = f->only < 0 && lg->epoch > 0;
	for (line = 0; line < 2 * n && s->go; line++)
	{
		s->line = line;
		s->line_empty = cs_and(&lg->unit_set[line], &lg->empty);
		for (box = 2 * n; box < 3 * n && s->go; box++)
		{
			sdk_cellset inter;
			uint16_t	cells[SDK_MAX_SIZE];
			int			count = 0,
						c;
			long		before = s->work;

			s->box = box;
			s->box_empty = cs_and(&lg->unit_set[box], &lg->empty);
			inter = cs_and(&s->line_empty, &s->box_empty);
			CS_FOR_EACH(c, &inter)
				cells[count++] = (uint16_t) c;
			if (count < 2)
				continue;
			if (finder_interrupted(f))
				return;
			if (memo && lg_quiet_units(lg, lg->sdc_quiet[line][box - 2 * n], line, box))
			{
				/* the subsets it would look at again, counted as if it did */
				s->work += lg->sdc_quiet_work[line][box - 2 * n];
				if (s->work > SDC_WORK_BUDGET)
					s->go = false;
				continue;
			}
			s->nc = 0;
			intersection_run(s, cells, count, 0, 0);
			if (memo && s->go)
			{
				lg->sdc_quiet[line][box - 2 * n] = lg->epoch;
				lg->sdc_quiet_work[line][box - 2 * n] = (uint32_t) (s->work - before);
			}
		}
	}
}
