/*
 * tech_templates.c -- Template Set and Template Delete, as HoDoKu 2.2
 * finds them (its TemplateSolver, with the templates of its step finder).
 *
 * A template of a digit is a place for it in every row, column and box at
 * once: one cell per row, no two in a column or a box.  The digit's
 * templates are those that hold every cell where it is placed and no cell
 * where it is neither placed nor a candidate.  HoDoKu refines them: a
 * template of one digit that meets a cell every template of another digit
 * holds is dropped, again and again until none is (that digit must go
 * there, so this one cannot).  Then
 *
 *   - Template Set: the cells every template of a digit holds, the digit
 *     not placed there yet, take it (one step per digit, all its cells);
 *   - Template Delete: the candidates of a digit that no template of it
 *     holds go (one step per digit).
 *
 * Digits in order; every Template Set step comes before every Template
 * Delete step (HoDoKu tries Template Set first, and a search for both
 * here serves both).  HoDoKu reads the 46,656 templates of a 9x9 from a
 * file; we make the digit's own, row by row, which are the same.  The
 * fixed point of the refinement is the same in whatever order the
 * templates are dropped.  Where a digit has no template (a position with
 * no solution) there is no step: HoDoKu would then place the digit
 * everywhere.
 *
 * Large grids have astronomically many templates while they are open: a
 * digit's are made with at most TEMPLATE_NODES partial templates tried
 * and TEMPLATE_CAP kept (a 9x9 digit has 46,656 at most, made from fewer
 * than 100,000 partial ones), and all digits keep TEMPLATE_TOTAL at most;
 * a digit past that has no steps and does not refine the others.  The
 * same on every machine; the search asks whether to stop as it goes.
 */
#include "techniques.h"

#define TEMPLATE_CAP 46656L
#define TEMPLATE_TOTAL (9 * TEMPLATE_CAP)
#define TEMPLATE_NODES 2000000L
#define TEMPLATE_CHECK_EVERY 65536L

/* The templates of one digit: the column in each row, n bytes each. */
typedef struct digit_templates
{
	bool		known;			/* all of them made (none past the caps) */
	int			count;
	int			cap;
	uint8_t    *cols;
	sdk_cellset all;			/* the cells every template holds */
	sdk_cellset any;			/* the cells some template holds */
} digit_templates;

typedef struct template_search
{
	sdk_finder *f;
	const sdk_logic *lg;
	int			n;
	long		total;			/* templates kept, all digits */
	long		nodes;			/* partial templates tried, this digit */
	long		work;			/* ... all digits */
	bool		stopped;		/* interrupted */
	bool		full;			/* this digit went past a cap */
	/* the digit being made */
	digit_templates *dt;
	int			forced[SDK_MAX_SIZE];	/* the column where it is placed in a row, -1 */
	uint32_t	allowed[SDK_MAX_SIZE];	/* per row, the columns where it is a candidate */
	uint8_t		cols[SDK_MAX_SIZE];
	digit_templates digits[SDK_MAX_SIZE + 1];
} template_search;

static int
box_of(const sdk_logic *lg, int r, int c)
{
	return lg->cell_units[r * lg->n + c][2] - 2 * lg->n;
}

static void
keep_template(template_search *s)
{
	digit_templates *dt = s->dt;
	uint8_t    *cols;

	if (dt->count >= TEMPLATE_CAP || s->total >= TEMPLATE_TOTAL)
	{
		s->full = true;
		return;
	}
	cols = lg_list_room(s->f, dt->cols, &dt->cap, dt->count, (size_t) s->n);
	if (!cols)
	{
		s->full = true;
		return;
	}
	dt->cols = cols;
	memcpy(dt->cols + (size_t) dt->count * (size_t) s->n, s->cols, (size_t) s->n);
	dt->count++;
	s->total++;
}

/* Rows r.. of the digit's templates, the columns and boxes of rows before taken. */
static void
make_rows(template_search *s, int r, uint32_t used_cols, uint32_t used_boxes)
{
	const sdk_logic *lg = s->lg;
	uint32_t	free;
	int			c;

	if (s->full || s->stopped)
		return;
	if (++s->nodes > TEMPLATE_NODES)
	{
		s->full = true;
		return;
	}
	if (++s->work % TEMPLATE_CHECK_EVERY == 0 && finder_interrupted(s->f))
	{
		s->stopped = true;
		return;
	}
	if (r == s->n)
	{
		keep_template(s);
		return;
	}
	if (s->forced[r] >= 0)
	{
		/* its column and box are taken from the start */
		s->cols[r] = (uint8_t) s->forced[r];
		make_rows(s, r + 1, used_cols, used_boxes);
		return;
	}
	free = s->allowed[r] & ~used_cols;
	for (c = 0; c < s->n && free; c++)
	{
		int			b;

		if (!((free >> c) & 1))
			continue;
		free &= ~((uint32_t) 1 << c);
		b = box_of(lg, r, c);
		if ((used_boxes >> b) & 1)
			continue;
		s->cols[r] = (uint8_t) c;
		make_rows(s, r + 1, used_cols | (uint32_t) 1 << c, used_boxes | (uint32_t) 1 << b);
		if (s->full || s->stopped)
			return;
	}
}

/* All templates of digit d (dt->known false when past a cap). */
static void
make_templates(template_search *s, int d)
{
	const sdk_logic *lg = s->lg;
	digit_templates *dt = &s->digits[d];
	uint32_t	used_cols = 0,
				used_boxes = 0;
	int			r,
				c;

	s->dt = dt;
	s->nodes = 0;
	s->full = false;
	for (r = 0; r < s->n; r++)
	{
		s->forced[r] = -1;
		s->allowed[r] = 0;
		for (c = 0; c < s->n; c++)
		{
			int			cell = r * s->n + c;

			if (lg->pos.value[cell] == d)
			{
				s->forced[r] = c;
				used_cols |= (uint32_t) 1 << c;
				used_boxes |= (uint32_t) 1 << box_of(lg, r, c);
			}
			else if (!lg->pos.value[cell] && (lg->pos.cand[cell] & SDK_BIT(d)))
				s->allowed[r] |= (uint32_t) 1 << c;
		}
	}
	make_rows(s, 0, used_cols, used_boxes);
	dt->known = !s->full && !s->stopped;
	if (!dt->known)
		dt->count = 0;
}

static bool
template_meets(const template_search *s, const uint8_t *cols, const sdk_cellset *cells)
{
	int			r;

	for (r = 0; r < s->n; r++)
		if (cs_has(cells, r * s->n + cols[r]))
			return true;
	return false;
}

/* The cells all and some templates of a known digit hold. */
static void
template_cover(const template_search *s, digit_templates *dt)
{
	int			i,
				r;

	cs_clear(&dt->any);
	for (i = 0; i < dt->count; i++)
	{
		const uint8_t *cols = dt->cols + (size_t) i * (size_t) s->n;
		sdk_cellset one;

		cs_clear(&one);
		for (r = 0; r < s->n; r++)
			cs_add(&one, r * s->n + cols[r]);
		dt->all = i == 0 ? one : cs_and(&dt->all, &one);
		dt->any = cs_or(&dt->any, &one);
	}
}

/*
 * HoDoKu's refinement: drop each template that meets a cell every template
 * of another digit holds, until none does.  False when a digit is left
 * without one or the search was stopped.
 */
static bool
refine(template_search *s)
{
	int			n = s->n,
				d,
				k;
	long		dropped;

	do
	{
		dropped = 0;
		for (d = 1; d <= n; d++)
			if (s->digits[d].known)
			{
				if (s->digits[d].count == 0)
					return false;
				template_cover(s, &s->digits[d]);
			}
		if (finder_interrupted(s->f))
			return false;
		for (d = 1; d <= n; d++)
		{
			digit_templates *dt = &s->digits[d];
			sdk_cellset others;
			int			i,
						kept = 0;

			if (!dt->known)
				continue;
			cs_clear(&others);
			for (k = 1; k <= n; k++)
				if (k != d && s->digits[k].known)
					others = cs_or(&others, &s->digits[k].all);
			for (i = 0; i < dt->count; i++)
			{
				const uint8_t *cols = dt->cols + (size_t) i * (size_t) n;

				if (template_meets(s, cols, &others))
					dropped++;
				else
					memmove(dt->cols + (size_t) kept++ * (size_t) n, cols, (size_t) n);
			}
			dt->count = kept;
		}
	} while (dropped > 0);
	for (d = 1; d <= n; d++)
		if (s->digits[d].known)
		{
			if (s->digits[d].count == 0)
				return false;
			template_cover(s, &s->digits[d]);
		}
	return true;
}

static bool
emit_set(template_search *s, int d)
{
	sdk_finder *f = s->f;
	const sdk_logic *lg = s->lg;
	int			c;

	step_begin(f, SDK_BIT(d));
	step_report_as(f, "1201");
	CS_FOR_EACH(c, &s->digits[d].all)
		if (!lg->pos.value[c])
		{
			step_cell(f, c);
			step_place(f, c, d);
		}
	if (f->step.nplacements == 0)
		return true;
	step_text(f, "Template Set: %c in every template", sdk_digit_char(d));
	return step_emit(f);
}

static bool
emit_delete(template_search *s, int d)
{
	sdk_finder *f = s->f;
	sdk_cellset none = cs_andnot(&s->lg->digit_cells[d], &s->digits[d].any);

	if (cs_empty(&none))
		return true;
	step_begin(f, SDK_BIT(d));
	step_report_as(f, "1202");
	step_text(f, "Template Delete: %c in no template", sdk_digit_char(d));
	step_eliminate_set(f, &none, d);
	return step_emit(f);
}

void
find_templates(sdk_finder *f, int param)
{
	sdk_logic  *lg = f->lg;
	template_search *s = lg->env->alloc(sizeof(template_search), lg->env->arg);
	int			d;
	bool		go = true;

	(void) param;
	if (!s)
		return;
	memset(s, 0, sizeof(*s));
	s->f = f;
	s->lg = lg;
	s->n = lg->n;
	for (d = 1; d <= s->n && !s->stopped; d++)
		make_templates(s, d);
	if (!s->stopped && refine(s))
	{
		for (d = 1; d <= s->n && go; d++)
			if (s->digits[d].known)
				go = emit_set(s, d);
		for (d = 1; d <= s->n && go; d++)
			if (s->digits[d].known)
				go = emit_delete(s, d);
	}
	for (d = 1; d <= s->n; d++)
		if (s->digits[d].cols)
			lg->env->release(s->digits[d].cols, lg->env->arg);
	lg->env->release(s, lg->env->arg);
}
