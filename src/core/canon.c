/*
 * canon.c -- equivalent puzzles: the transformations that keep a grid valid
 * for its geometry, and the canonical form that finds a puzzle's twins.
 *
 * The group of a geometry with R x C boxes: rows permuted inside their band
 * (a band is R rows), the bands permuted, columns permuted inside their stack
 * (C columns), the stacks permuted, the digits relabelled, and, when the boxes
 * are square, the grid transposed.  Two puzzles are the same puzzle when one
 * of these maps the givens of one onto the givens of the other.
 *
 * The canonical form is the one the Sudoku community calls minlex: of all the
 * images of the givens, the one whose cells, read row by row with 0 for an
 * empty cell, form the smallest sequence (the smallest 81-character string on
 * a 9x9).  Relabelling is never searched: for a fixed arrangement of cells the
 * smallest labels number the digits in the order they are first met.
 *
 * The search makes the result row by row, depth first: a node's children
 * are the arrangements that make the next row as small as it can be, and
 * only they are searched further.  Rows are chosen one by one (empty rows,
 * which are interchangeable, by one representative and a count).  Columns
 * are not enumerated: a state holds them as an ordered partition, cells of
 * columns that nothing has told apart yet, and stacks the same way (groups of
 * stacks with the same structure that nothing has told apart).  Each new row
 * refines the partition: empty cells first, then digits met before in the
 * order of their labels, then new digits, which are numbered in the order
 * they come whatever that order is.  A digit met before has its label from
 * the cell where it was first met; when that cell is still one of several
 * interchangeable ones, the smallest label is had by moving it first, and
 * the state commits to that.  Only when two choices give the same values
 * and cannot be kept as one cell does the state branch.
 *
 * Symmetric grids still tie in many ways that differ only by an automorphism
 * (a full grid with many of them ties in thousands of ways on its first
 * rows).  As in nauty, two leaves with the same form give an automorphism
 * (one arrangement undone by the other), and a child that a known
 * automorphism maps onto a child already searched is not searched again: its
 * subtree is the same up to that automorphism, so it adds that child's count.
 *
 * Counting: the arrangements that give the smallest form are a coset of the
 * automorphisms, so their number is the count.  Each leaf stands for its
 * representative counts times the factorials of its cells and groups, and
 * the relabellings of the digits that do not occur multiply the total.
 */
#include "sudoku_core.h"

#include <stdio.h>
#include <string.h>

/* ---- transformations ---- */

void
sdk_transform_identity(const sdk_geometry *g, sdk_transform *t)
{
	int			i;

	memset(t, 0, sizeof(*t));
	for (i = 0; i < g->n; i++)
	{
		t->row[i] = (uint8_t) i;
		t->col[i] = (uint8_t) i;
		t->digit[i + 1] = (uint8_t) (i + 1);
	}
}

/*
 * order (0-based) must be a permutation of 0..n-1 that keeps the lines of
 * each chute (band or stack of `width` lines) together.  Line is "row" or
 * "column", Line the same capitalized.
 */
static sdk_status
check_lines(const uint8_t *order, int n, int width, const char *line, const char *Line,
			const char *chute, sdk_error *err)
{
	int			seen[SDK_MAX_SIZE];
	int			i;

	for (i = 0; i < n; i++)
		seen[i] = -1;
	for (i = 0; i < n; i++)
	{
		if (order[i] >= n)
		{
			err->status = SDK_ERR_INVALID;
			snprintf(err->detail, sizeof(err->detail),
					 "%s %d of the result would come from %s %d; the grid has %ss 1 to %d.",
					 Line, i + 1, line, order[i] + 1, line, n);
			return err->status;
		}
		if (seen[order[i]] >= 0)
		{
			err->status = SDK_ERR_INVALID;
			snprintf(err->detail, sizeof(err->detail),
					 "%s %d is taken twice, for %ss %d and %d of the result; each %s must be taken once.",
					 Line, order[i] + 1, line, seen[order[i]] + 1, i + 1, line);
			return err->status;
		}
		seen[order[i]] = i;
		if (i % width != 0 && order[i] / width != order[i - i % width] / width)
		{
			int			first = i - i % width;

			err->status = SDK_ERR_INVALID;
			snprintf(err->detail, sizeof(err->detail),
					 "%ss %d to %d of the result must come from one %s: %s %d comes from %s %d (%s %d), %s %d from %s %d (%s %d).",
					 Line, first + 1, first + width, chute,
					 line, first + 1, line, order[first] + 1, chute, order[first] / width + 1,
					 line, i + 1, line, order[i] + 1, chute, order[i] / width + 1);
			return err->status;
		}
	}
	return SDK_OK;
}

sdk_status
sdk_transform_check(const sdk_geometry *g, const sdk_transform *t, sdk_error *err)
{
	int			seen[SDK_MAX_SIZE + 1] = {0};
	int			d;

	if (t->transpose && g->box_rows != g->box_cols)
	{
		err->status = SDK_ERR_INVALID;
		snprintf(err->detail, sizeof(err->detail),
				 "Transposing would turn its %dx%d boxes into %dx%d boxes; only grids with square boxes can be transposed.",
				 g->box_rows, g->box_cols, g->box_cols, g->box_rows);
		return err->status;
	}
	if (check_lines(t->row, g->n, g->box_rows, "row", "Row", "band", err) != SDK_OK ||
		check_lines(t->col, g->n, g->box_cols, "column", "Column", "stack", err) != SDK_OK)
		return err->status;
	for (d = 1; d <= g->n; d++)
	{
		int			to = t->digit[d];

		if (to < 1 || to > g->n)
		{
			err->status = SDK_ERR_INVALID;
			snprintf(err->detail, sizeof(err->detail),
					 "Digit %d would become %d; a %dx%d grid has digits 1 to %d.",
					 d, to, g->n, g->n, g->n);
			return err->status;
		}
		if (seen[to])
		{
			err->status = SDK_ERR_INVALID;
			snprintf(err->detail, sizeof(err->detail),
					 "Digits %d and %d would both become %d; each digit must become a different one.",
					 seen[to], d, to);
			return err->status;
		}
		seen[to] = d;
	}
	return SDK_OK;
}

/*
 * Our own generator (splitmix64), so that a seed gives the same
 * transformation on every platform and in every version of the C library.
 */
static uint64_t
mix_next(uint64_t *state)
{
	uint64_t	z = (*state += UINT64_C(0x9E3779B97F4A7C15));

	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

/* Uniform in 0..bound-1: draws below 2^64 mod bound are thrown away. */
static int
mix_below(uint64_t *state, int bound)
{
	uint64_t	b = (uint64_t) bound;
	uint64_t	threshold = (0 - b) % b;
	uint64_t	r;

	do
		r = mix_next(state);
	while (r < threshold);
	return (int) (r % b);
}

static void
mix_shuffle(uint64_t *state, uint8_t *items, int count)
{
	int			i;

	for (i = count - 1; i > 0; i--)
	{
		int			j = mix_below(state, i + 1);
		uint8_t		t = items[i];

		items[i] = items[j];
		items[j] = t;
	}
}

/* The lines of `count` chutes of `width` lines each, chutes and lines shuffled. */
static void
random_lines(uint64_t *state, uint8_t *order, int count, int width)
{
	uint8_t		chutes[SDK_MAX_SIZE],
				inner[SDK_MAX_SIZE];
	int			i,
				k;

	for (i = 0; i < count; i++)
		chutes[i] = (uint8_t) i;
	mix_shuffle(state, chutes, count);
	for (i = 0; i < count; i++)
	{
		for (k = 0; k < width; k++)
			inner[k] = (uint8_t) k;
		mix_shuffle(state, inner, width);
		for (k = 0; k < width; k++)
			order[i * width + k] = (uint8_t) (chutes[i] * width + inner[k]);
	}
}

void
sdk_transform_random(const sdk_geometry *g, uint64_t seed, sdk_transform *t)
{
	uint64_t	state = seed;
	int			n = g->n;

	/* the draws, in this order: transpose, rows, columns, digits */
	sdk_transform_identity(g, t);
	t->transpose = g->box_rows == g->box_cols && (mix_next(&state) >> 63) != 0;
	random_lines(&state, t->row, n / g->box_rows, g->box_rows);
	random_lines(&state, t->col, n / g->box_cols, g->box_cols);
	mix_shuffle(&state, t->digit + 1, n);
}

void
sdk_transform_apply(const sdk_position *p, const sdk_transform *t, sdk_position *out)
{
	int			n = p->geo.n;
	int			r,
				c,
				d;

	if (p == out)
	{
		sdk_position copy = *p;

		sdk_transform_apply(&copy, t, out);
		return;
	}
	out->geo = p->geo;
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++)
		{
			int			from = t->transpose ? t->col[c] * n + t->row[r] : t->row[r] * n + t->col[c];
			int			to = r * n + c;
			sdk_mask	marks = p->cand[from],
						moved = 0;

			out->value[to] = t->digit[p->value[from]];
			out->given[to] = p->given[from];
			for (d = 1; d <= n; d++)
				if (marks & SDK_BIT(d))
					moved |= SDK_BIT(t->digit[d]);
			out->cand[to] = moved;
		}
}

/* ---- counting with saturation ---- */

static uint64_t
mul_sat(uint64_t a, uint64_t b)
{
	if (a != 0 && b > UINT64_MAX / a)
		return UINT64_MAX;
	return a * b;
}

static uint64_t
add_sat(uint64_t a, uint64_t b)
{
	return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

static uint64_t
factorial_sat(int k)
{
	uint64_t	f = 1;
	int			i;

	for (i = 2; i <= k; i++)
		f = mul_sat(f, (uint64_t) i);
	return f;
}

/* ---- the canonical form ---- */

/* Children of one node kept at once at most (each state about 300 bytes). */
#define CANON_MAX_STATES (1 << 18)
/* Automorphisms kept for pruning at most (each prunes on its own). */
#define CANON_MAX_GENS 64
#define CANON_NONE 0xFF
#define CANON_SIG_MAX (16 + 4 * SDK_MAX_SIZE)

/*
 * One arrangement, or a family of arrangements that all give the same rows
 * so far.  Output row k comes from source row row_src[k] of grid `grid` (0:
 * the givens as they are, 1: transposed).  Columns: output stack slot S holds
 * source stack sorder[S]; a run of slots starting at a bit of sstart whose
 * stacks have not been told apart is a group (its stacks are interchangeable
 * and have the same cell structure).  order[s*C .. s*C+C-1] are the columns of
 * source stack s in output order, cut into cells at the bits of cstart; the
 * columns of a cell are interchangeable.  A column's slot is fixed once its
 * cell and its stack's group have one member each.
 */
typedef struct canon_state
{
	uint64_t	mult;			/* representative choices this state stands for */
	uint64_t	sub_count;		/* arrangements giving the best form found below it ... */
	uint32_t	sub_version;	/* ... as the best form was at this version */
	uint32_t	best_version;	/* the version of the row best when less was set */
	uint32_t	used_rows;
	uint32_t	used_bands;
	uint32_t	sstart;
	uint32_t	cstart;
	sdk_mask	seen;			/* digits in the finished rows */
	sdk_mask	row_seen;		/* repeated new digits placed in this row */
	uint8_t		grid;
	uint8_t		band;
	uint8_t		next_label;		/* the label the next new digit gets */
	uint8_t		less;			/* this row is already below the row best */
	uint8_t		impure;			/* this stack showed a digit met before */
	uint8_t		row_src[SDK_MAX_SIZE];
	uint8_t		sorder[SDK_MAX_SIZE];
	uint8_t		spos[SDK_MAX_SIZE];
	uint8_t		order[SDK_MAX_SIZE];
	uint8_t		cpos[SDK_MAX_SIZE];
	uint8_t		first_row[SDK_MAX_SIZE + 1];	/* where each digit was first met */
	uint8_t		first_col[SDK_MAX_SIZE + 1];
	uint8_t		label[SDK_MAX_SIZE + 1];	/* 0 until its slot is fixed */
	uint8_t		fresh_before[SDK_MAX_SIZE + 1]; /* digits in the rows before each */
	uint8_t		vals[SDK_MAX_SIZE]; /* this row's values */
} canon_state;

typedef struct state_list
{
	canon_state *items;
	size_t		count;
	size_t		cap;
} state_list;

/* Children of a node already visited, by signature: open addressing. */
typedef struct visit_table
{
	uint64_t   *hashes;
	uint32_t   *index;			/* child index + 1, 0 when free */
	size_t		cap;			/* a power of two */
} visit_table;

typedef struct canon_ctx
{
	int			n,
				br,
				bc,
				nbands,
				nstacks,
				ngrids,
				level;			/* the row being made */
	const sdk_env *env;
	sdk_status	status;
	unsigned	ticks;
	uint8_t		cells[2][SDK_MAX_CELLS];
	sdk_mask	rowmask[2][SDK_MAX_SIZE];
	sdk_mask	rowrep[2][SDK_MAX_SIZE];	/* digits more than once in the row */
	sdk_mask	stackmask[2][SDK_MAX_SIZE][SDK_MAX_SIZE];	/* digits of row r in stack s */

	/* the row being made: the smallest one so far among a node's children */
	bool		have_best;
	uint32_t	best_version;
	uint8_t		best[SDK_MAX_SIZE];

	/* the whole search */
	uint8_t		path[SDK_MAX_CELLS];	/* the rows of the current node */
	bool		have_form;
	uint32_t	form_version;	/* changes whenever form does */
	uint8_t		form[SDK_MAX_CELLS];	/* the smallest form found */
	sdk_transform form_transform;	/* the first arrangement found giving it */
	uint64_t	count;			/* arrangements found giving it */
	int			ngens;
	sdk_transform gens[CANON_MAX_GENS]; /* automorphisms found */

	state_list	children[SDK_MAX_SIZE + 1];
	visit_table visited[SDK_MAX_SIZE + 1];
	state_list	pool[SDK_MAX_SIZE]; /* per stack slot: each stack of a group tried */
} canon_ctx;

static void *
ctx_alloc(canon_ctx *ctx, size_t size)
{
	void	   *p = ctx->env->alloc(size, ctx->env->arg);

	if (p == NULL)
		ctx->status = SDK_ERR_LIMIT;
	return p;
}

static bool
list_push(canon_ctx *ctx, state_list *list, const canon_state *st)
{
	if (list->count == list->cap)
	{
		size_t		cap = list->cap ? list->cap * 2 : 16;
		canon_state *items;

		if (cap > CANON_MAX_STATES)
		{
			ctx->status = SDK_ERR_LIMIT;
			return false;
		}
		items = ctx_alloc(ctx, cap * sizeof(canon_state));
		if (items == NULL)
			return false;
		if (list->count)
			memcpy(items, list->items, list->count * sizeof(canon_state));
		if (list->items)
			ctx->env->release(list->items, ctx->env->arg);
		list->items = items;
		list->cap = cap;
	}
	list->items[list->count++] = *st;
	return true;
}

static void
list_free(canon_ctx *ctx, state_list *list)
{
	if (list->items)
		ctx->env->release(list->items, ctx->env->arg);
	list->items = NULL;
	list->count = list->cap = 0;
}

/* The next bit of starts above p, or limit. */
static inline int
run_end(uint32_t starts, int p, int limit)
{
	uint32_t	above = starts & ~((2u << p) - 1);
	int			q;

	if (above == 0)
		return limit;
	q = sdk_lowest_bit(above);
	return q < limit ? q : limit;
}

/* The last bit of starts at or below p (there is one). */
static inline int
run_begin(uint32_t starts, int p)
{
	while (!(starts & (1u << p)))
		p--;
	return p;
}

static inline void
swap_stacks(canon_state *st, int a, int b)
{
	uint8_t		sa = st->sorder[a],
				sb = st->sorder[b];

	st->sorder[a] = sb;
	st->sorder[b] = sa;
	st->spos[sb] = (uint8_t) a;
	st->spos[sa] = (uint8_t) b;
}

static inline void
swap_cols(canon_state *st, int a, int b)
{
	uint8_t		ca = st->order[a],
				cb = st->order[b];

	st->order[a] = cb;
	st->order[b] = ca;
	st->cpos[cb] = (uint8_t) a;
	st->cpos[ca] = (uint8_t) b;
}

/* The source column at an output slot (one of its cell when not fixed). */
static inline int
col_at(const canon_ctx *ctx, const canon_state *st, int slot)
{
	return st->order[st->sorder[slot / ctx->bc] * ctx->bc + slot % ctx->bc];
}

static inline int
slot_of(const canon_ctx *ctx, const canon_state *st, int col)
{
	int			s = col / ctx->bc;

	return st->spos[s] * ctx->bc + st->cpos[col] - s * ctx->bc;
}

static inline const uint8_t *
row_cells(const canon_ctx *ctx, const canon_state *st, int level)
{
	return ctx->cells[st->grid] + st->row_src[level] * ctx->n;
}

/*
 * Moves a column to the earliest slot it can take: its stack first in its
 * group, itself first in its cell.
 */
static void
fix_column(const canon_ctx *ctx, canon_state *st, int col)
{
	int			bc = ctx->bc;
	int			s = col / bc;
	int			S = st->spos[s];
	int			gs = run_begin(st->sstart, S);
	int			ge = run_end(st->sstart, S, ctx->nstacks);
	int			p = st->cpos[col];
	int			a = run_begin(st->cstart, p);
	int			b = run_end(st->cstart, p, s * bc + bc);

	if (ge - gs > 1)
	{
		swap_stacks(st, S, gs);
		st->sstart |= 1u << (gs + 1);
	}
	if (b - a > 1)
	{
		swap_cols(st, p, a);
		st->cstart |= 1u << (a + 1);
	}
}

/*
 * A digit's label in the arrangement the state holds: one more than the
 * digits met before its first cell.  Exact once that cell's slot is fixed:
 * the cells before it in its row hold the same kind of value whichever of
 * their interchangeable columns stands there.
 */
static int
label_of(const canon_ctx *ctx, const canon_state *st, int d)
{
	int			i0 = st->first_row[d];
	int			slot = slot_of(ctx, st, st->first_col[d]);
	const uint8_t *row = row_cells(ctx, st, i0);
	int			count = 0;
	int			j;

	for (j = 0; j < slot; j++)
	{
		int			col = col_at(ctx, st, j);
		int			e = row[col];

		if (e && st->first_row[e] == i0 && st->first_col[e] == col)
			count++;
	}
	return st->fresh_before[i0] + 1 + count;
}

/* The label of a digit met in an earlier row, fixing its first cell. */
static int
old_label(const canon_ctx *ctx, canon_state *st, int d)
{
	if (st->label[d] == 0)
	{
		fix_column(ctx, st, st->first_col[d]);
		st->label[d] = (uint8_t) label_of(ctx, st, d);
	}
	return st->label[d];
}

/* What a column holds in the current row. */
typedef enum cell_kind
{
	KIND_EMPTY,
	KIND_OLD,					/* a digit of an earlier row */
	KIND_NEW,					/* a digit first met here, once in the row */
	KIND_REPEAT					/* a digit first met here, more than once */
} cell_kind;

static inline cell_kind
kind_of(const canon_ctx *ctx, const canon_state *st, int d)
{
	if (d == 0)
		return KIND_EMPTY;
	if (st->seen & SDK_BIT(d))
		return KIND_OLD;
	if (ctx->rowrep[st->grid][st->row_src[ctx->level]] & SDK_BIT(d))
		return KIND_REPEAT;
	return KIND_NEW;
}

/*
 * The value a column shows at the next slot of the row, committing what it
 * takes: the first cell of an old digit fixed, a repeated digit's label.
 */
static int
take_value(const canon_ctx *ctx, canon_state *st, int col)
{
	int			d = row_cells(ctx, st, ctx->level)[col];

	switch (kind_of(ctx, st, d))
	{
		case KIND_EMPTY:
			return 0;
		case KIND_OLD:
			st->impure = 1;
			return old_label(ctx, st, d);
		case KIND_REPEAT:
			st->impure = 1;
			if (!(st->row_seen & SDK_BIT(d)))
			{
				st->row_seen |= SDK_BIT(d);
				st->first_row[d] = (uint8_t) ctx->level;
				st->first_col[d] = (uint8_t) col;
				st->label[d] = st->next_label++;
			}
			return st->label[d];
		case KIND_NEW:
			return st->next_label++;
	}
	return 0;
}

/*
 * Writes a value of the row (slots are written in order); false when the row
 * is now above the smallest one.  When a smaller row turned up since this
 * state was copied, the state's row so far is compared again.
 */
static inline bool
emit(canon_ctx *ctx, canon_state *st, int slot, int v)
{
	st->vals[slot] = (uint8_t) v;
	if (!ctx->have_best)
		return true;
	if (st->best_version != ctx->best_version)
	{
		int			cmp = memcmp(st->vals, ctx->best, slot);

		if (cmp > 0)
			return false;
		st->less = cmp < 0;
		st->best_version = ctx->best_version;
	}
	if (!st->less)
	{
		if (v > ctx->best[slot])
			return false;
		if (v < ctx->best[slot])
			st->less = 1;
	}
	return true;
}

static void row_from(canon_ctx *ctx, canon_state *st, int S);

/* The row is complete: the state is a child of the node if its row is the smallest. */
static void
row_done(canon_ctx *ctx, canon_state *st)
{
	const uint8_t *row = row_cells(ctx, st, ctx->level);
	state_list *children = &ctx->children[ctx->level];
	int			y;

	if (ctx->have_best)
	{
		int			cmp = memcmp(st->vals, ctx->best, ctx->n);

		if (cmp > 0)
			return;
		if (cmp < 0)
			ctx->have_best = false;
	}
	if (!ctx->have_best)
	{
		memcpy(ctx->best, st->vals, ctx->n);
		ctx->have_best = true;
		ctx->best_version++;
		children->count = 0;
	}
	for (y = 0; y < ctx->n; y++)
	{
		int			d = row[y];

		if (d && !(st->seen & SDK_BIT(d)) && !(st->row_seen & SDK_BIT(d)))
		{
			st->first_row[d] = (uint8_t) ctx->level;
			st->first_col[d] = (uint8_t) y;
		}
	}
	st->seen |= ctx->rowmask[st->grid][st->row_src[ctx->level]];
	st->row_seen = 0;
	st->fresh_before[ctx->level + 1] = (uint8_t) sdk_bit_count(st->seen);
	list_push(ctx, children, st);
}

/* A stack's part of the row is complete. */
static void
stack_done(canon_ctx *ctx, canon_state *st, int S, bool collect)
{
	state_list *pool = &ctx->pool[S];

	if (!collect)
	{
		row_from(ctx, st, S + 1);
		return;
	}
	/* trying the stacks of a group: keep those with the smallest part */
	if (pool->count > 0)
	{
		int			cmp = memcmp(st->vals + S * ctx->bc, pool->items[0].vals + S * ctx->bc,
								 ctx->bc);

		if (cmp > 0)
			return;
		if (cmp < 0)
			pool->count = 0;
	}
	list_push(ctx, pool, st);
}

/*
 * Arranges the columns of the stack at slot S for the current row, from
 * position p of order[] (the start of a cell) to the end of the stack.
 */
static void
arrange(canon_ctx *ctx, canon_state *st, int S, int p, bool collect)
{
	int			bc = ctx->bc;
	int			base = st->sorder[S] * bc;
	int			end = base + bc;
	const uint8_t *row = row_cells(ctx, st, ctx->level);

	while (p < end)
	{
		int			q = run_end(st->cstart, p, end);
		int			slot = S * bc + (p - base);
		int			nempty = 0,
					nnew = 0,
					nrepeat = 0,
					k;
		int			values[SDK_MAX_SIZE];
		int			minv = -1;

		if (ctx->status != SDK_OK)
			return;
		if (q - p == 1)
		{
			if (!emit(ctx, st, slot, take_value(ctx, st, st->order[p])))
				return;
			p++;
			continue;
		}
		for (k = p; k < q; k++)
		{
			cell_kind	kind = kind_of(ctx, st, row[st->order[k]]);

			nempty += kind == KIND_EMPTY;
			nnew += kind == KIND_NEW;
			nrepeat += kind == KIND_REPEAT;
		}
		if (nempty == q - p)
		{
			for (k = p; k < q; k++)
				if (!emit(ctx, st, slot + k - p, 0))
					return;
			p = q;
			continue;
		}
		if (nnew == q - p)
		{
			/* new digits: numbered in the order they come, any order */
			for (k = p; k < q; k++)
				if (!emit(ctx, st, slot + k - p, st->next_label++))
					return;
			p = q;
			continue;
		}
		if (nempty > 0)
		{
			/* the empty columns first, still one cell */
			int			i = p;

			for (k = p; k < q; k++)
				if (row[st->order[k]] == 0)
					swap_cols(st, i++, k);
			st->cstart |= 1u << (p + nempty);
			for (k = p; k < p + nempty; k++)
				if (!emit(ctx, st, slot + k - p, 0))
					return;
			p += nempty;
			continue;
		}

		/*
		 * Digits met before come first, smallest label first; new digits
		 * stay one cell at the end.  With a repeated digit in the cell every
		 * column is a choice of its own.
		 */
		for (k = p; k < q; k++)
		{
			int			col = st->order[k];
			int			d = row[col];
			cell_kind	kind = kind_of(ctx, st, d);

			values[k - p] = -1;
			if (kind == KIND_OLD && st->label[d])
				values[k - p] = st->label[d];
			else if (kind == KIND_OLD)
			{
				canon_state trial = *st;

				swap_cols(&trial, k, p);
				trial.cstart |= 1u << (p + 1);
				values[k - p] = take_value(ctx, &trial, col);
			}
			else if (nrepeat > 0)
				values[k - p] = kind == KIND_REPEAT && (st->row_seen & SDK_BIT(d)) ?
					st->label[d] : st->next_label;
			if (values[k - p] >= 0 && (minv < 0 || values[k - p] < minv))
				minv = values[k - p];
		}
		for (k = p; k < q; k++)
		{
			canon_state branch;

			if (values[k - p] != minv)
				continue;
			branch = *st;
			swap_cols(&branch, k, p);
			branch.cstart |= 1u << (p + 1);
			if (emit(ctx, &branch, slot, take_value(ctx, &branch, st->order[k])))
				arrange(ctx, &branch, S, p + 1, collect);
		}
		return;
	}
	stack_done(ctx, st, S, collect);
}

/*
 * The stacks of a group all showed the same part, with nothing but empty
 * cells and new digits: they stay interchangeable, each with its cells cut
 * the same way, and take the group's first slots.
 */
static void
merge_group(canon_ctx *ctx, canon_state *st, int S, int ge)
{
	state_list *pool = &ctx->pool[S];
	int			bc = ctx->bc;
	int			m = (int) pool->count;
	const uint8_t *part = pool->items[0].vals + S * bc;
	int			fresh = 0;
	int			k,
				o;

	for (o = 0; o < bc; o++)
		fresh += part[o] != 0;
	for (k = 0; k < m; k++)
	{
		const canon_state *tried = &pool->items[k];
		int			s = tried->sorder[S];
		uint32_t	range = ((1u << bc) - 1) << (s * bc);

		swap_stacks(st, S + k, st->spos[s]);
		memcpy(st->order + s * bc, tried->order + s * bc, bc);
		for (o = 0; o < bc; o++)
			st->cpos[st->order[s * bc + o]] = (uint8_t) (s * bc + o);
		st->cstart = (st->cstart & ~range) | (tried->cstart & range);
	}
	if (S + m < ge)
		st->sstart |= 1u << (S + m);
	for (k = 0; k < m; k++)
		for (o = 0; o < bc; o++)
			if (!emit(ctx, st, (S + k) * bc + o, part[o] ? part[o] + k * fresh : 0))
				return;
	st->next_label = (uint8_t) (st->next_label + m * fresh);
	row_from(ctx, st, S + m);
}

/* The row from stack slot S on. */
static void
row_from(canon_ctx *ctx, canon_state *st, int S)
{
	int			bc = ctx->bc;
	int			ge,
				k,
				o;
	sdk_mask	shown = 0;
	state_list *pool;
	size_t		i;
	bool		pure = true;

	if (ctx->status != SDK_OK)
		return;
	if ((++ctx->ticks & 1023) == 0 && ctx->env->interrupted &&
		ctx->env->interrupted(ctx->env->arg))
	{
		ctx->status = SDK_ERR_CANCELED;
		return;
	}
	if (S == ctx->nstacks)
	{
		row_done(ctx, st);
		return;
	}
	ge = run_end(st->sstart, S, ctx->nstacks);
	for (k = S; k < ge; k++)
		shown |= ctx->stackmask[st->grid][st->row_src[ctx->level]][st->sorder[k]];
	if (shown == 0)
	{
		/* nothing in these stacks in this row: they stay as they are */
		for (o = S * bc; o < ge * bc; o++)
			if (!emit(ctx, st, o, 0))
				return;
		row_from(ctx, st, ge);
		return;
	}
	st->impure = 0;
	if (ge - S == 1)
	{
		arrange(ctx, st, S, st->sorder[S] * bc, false);
		return;
	}

	/* a group: each of its stacks tried at slot S */
	pool = &ctx->pool[S];
	pool->count = 0;
	for (k = S; k < ge; k++)
	{
		canon_state trial = *st;

		swap_stacks(&trial, S, k);
		trial.sstart |= 1u << (S + 1);
		arrange(ctx, &trial, S, trial.sorder[S] * bc, true);
	}
	if (ctx->status != SDK_OK || pool->count == 0)
		return;
	for (i = 0; i < pool->count; i++)
		pure &= pool->items[i].impure == 0;
	if (pool->count > 1 && pure)
	{
		merge_group(ctx, st, S, ge);
		return;
	}
	for (i = 0; i < pool->count; i++)
	{
		canon_state branch = pool->items[i];

		row_from(ctx, &branch, S + 1);
	}
}

/*
 * The source rows that may come next, each with the number of rows it
 * stands for: an empty row is as good as any other empty row of its band,
 * and a band of empty rows as any other such band.  An empty row beats every
 * other row, so when there is one only empty rows are tried.
 */
typedef struct row_choice
{
	uint8_t		row;
	uint8_t		count;
} row_choice;

static int
row_choices(const canon_ctx *ctx, const canon_state *st, row_choice *out)
{
	const sdk_mask *rows = ctx->rowmask[st->grid];
	int			br = ctx->br;
	int			nout = 0;
	int			b,
				r;

	if (ctx->level % br == 0)
	{
		int			empty_bands = 0,
					first_empty_band = -1;
		bool		any_empty = false;

		for (b = 0; b < ctx->nbands; b++)
		{
			int			empties = 0;

			if (st->used_bands & (1u << b))
				continue;
			for (r = b * br; r < b * br + br; r++)
				empties += rows[r] == 0;
			if (empties == br && empty_bands++ == 0)
				first_empty_band = b;
			any_empty |= empties > 0;
		}
		for (b = 0; b < ctx->nbands; b++)
		{
			int			empties = 0,
						first = -1;

			if (st->used_bands & (1u << b))
				continue;
			for (r = b * br; r < b * br + br; r++)
				if (rows[r] == 0 && empties++ == 0)
					first = r;
			if (!any_empty)
			{
				for (r = b * br; r < b * br + br; r++)
				{
					out[nout].row = (uint8_t) r;
					out[nout++].count = 1;
				}
			}
			else if (empties == br)
			{
				if (b == first_empty_band)
				{
					out[nout].row = (uint8_t) first;
					out[nout++].count = (uint8_t) (empty_bands * br);
				}
			}
			else if (empties > 0)
			{
				out[nout].row = (uint8_t) first;
				out[nout++].count = (uint8_t) empties;
			}
		}
	}
	else
	{
		int			empties = 0,
					first = -1;

		b = st->band;
		for (r = b * br; r < b * br + br; r++)
			if (!(st->used_rows & (1u << r)) && rows[r] == 0 && empties++ == 0)
				first = r;
		if (empties > 0)
		{
			out[nout].row = (uint8_t) first;
			out[nout++].count = (uint8_t) empties;
		}
		else
			for (r = b * br; r < b * br + br; r++)
				if (!(st->used_rows & (1u << r)))
				{
					out[nout].row = (uint8_t) r;
					out[nout++].count = 1;
				}
	}
	return nout;
}

/* Arrangements a finished state stands for, relabellings left aside. */
static uint64_t
state_count(const canon_ctx *ctx, const canon_state *st)
{
	uint64_t	count = st->mult;
	int			p,
				q;

	for (p = 0; p < ctx->nstacks; p = q)
	{
		q = run_end(st->sstart, p, ctx->nstacks);
		count = mul_sat(count, factorial_sat(q - p));
	}
	for (p = 0; p < ctx->n; p = q)
	{
		q = run_end(st->cstart, p, (p / ctx->bc + 1) * ctx->bc);
		count = mul_sat(count, factorial_sat(q - p));
	}
	return count;
}

/* One transformation of those a finished state stands for. */
static void
state_transform(const canon_ctx *ctx, const canon_state *st, sdk_transform *t)
{
	bool		taken[SDK_MAX_SIZE + 1] = {false};
	int			next = 1,
				i,
				d;

	memset(t, 0, sizeof(*t));
	t->transpose = st->grid == 1;
	for (i = 0; i < ctx->n; i++)
	{
		t->row[i] = st->row_src[i];
		t->col[i] = (uint8_t) col_at(ctx, st, i);
	}
	for (d = 1; d <= ctx->n; d++)
		if (st->seen & SDK_BIT(d))
		{
			t->digit[d] = (uint8_t) (st->label[d] ? st->label[d] : label_of(ctx, st, d));
			taken[t->digit[d]] = true;
		}
	for (d = 1; d <= ctx->n; d++)
		if (!(st->seen & SDK_BIT(d)))
		{
			while (taken[next])
				next++;
			t->digit[d] = (uint8_t) next;
			taken[next] = true;
		}
}

/* a then b: compose(b, a) applied to p is b applied to a applied to p. */
static void
transform_compose(int n, const sdk_transform *b, const sdk_transform *a, sdk_transform *out)
{
	int			i;

	memset(out, 0, sizeof(*out));
	out->transpose = a->transpose != b->transpose;
	for (i = 0; i < n; i++)
	{
		out->row[i] = b->transpose ? a->col[b->row[i]] : a->row[b->row[i]];
		out->col[i] = b->transpose ? a->row[b->col[i]] : a->col[b->col[i]];
		out->digit[i + 1] = b->digit[a->digit[i + 1]];
	}
}

static void
transform_inverse(int n, const sdk_transform *t, sdk_transform *out)
{
	int			i;

	memset(out, 0, sizeof(*out));
	out->transpose = t->transpose;
	for (i = 0; i < n; i++)
	{
		if (t->transpose)
		{
			out->row[t->col[i]] = (uint8_t) i;
			out->col[t->row[i]] = (uint8_t) i;
		}
		else
		{
			out->row[t->row[i]] = (uint8_t) i;
			out->col[t->col[i]] = (uint8_t) i;
		}
		out->digit[t->digit[i + 1]] = (uint8_t) (i + 1);
	}
}

static void
add_generator(canon_ctx *ctx, const sdk_transform *g)
{
	int			i;

	if (ctx->ngens == CANON_MAX_GENS)
		return;
	for (i = 0; i < ctx->ngens; i++)
		if (memcmp(&ctx->gens[i], g, sizeof(*g)) == 0)
			return;
	ctx->gens[ctx->ngens++] = *g;
}

/*
 * The arrangements a state stands for, written so that equal sets give equal
 * bytes: the grid, the rows so far, the groups of stacks as sets, each
 * stack's cells as sets.  With rows and columns renamed by rmap and cmap
 * (grid flipped when transposing), it is the state moved by an automorphism.
 */
static int
state_signature(const canon_ctx *ctx, const canon_state *st, int nrows, int grid,
				const uint8_t *rmap, const uint8_t *cmap, uint8_t *buf)
{
	int			bc = ctx->bc,
				ns = ctx->nstacks;
	int			len = 0;
	int			src[SDK_MAX_SIZE];
	int			S,
				e,
				k,
				s,
				t;

	buf[len++] = (uint8_t) grid;
	memcpy(buf + len, &st->mult, sizeof(st->mult));
	len += (int) sizeof(st->mult);
	for (k = 0; k < nrows; k++)
		buf[len++] = rmap[st->row_src[k]];
	for (S = 0; S < ns; S = e)
	{
		int			from = len;

		e = run_end(st->sstart, S, ns);
		buf[len++] = (uint8_t) (0x80 | (e - S));
		for (k = S; k < e; k++)
		{
			uint8_t		v = (uint8_t) (cmap[st->sorder[k] * bc] / bc);
			int			i = len++;

			while (i > from + 1 && buf[i - 1] > v)
			{
				buf[i] = buf[i - 1];
				i--;
			}
			buf[i] = v;
		}
	}
	for (s = 0; s < ns; s++)
		src[cmap[s * bc] / bc] = s;
	for (t = 0; t < ns; t++)
	{
		int			base = src[t] * bc,
					p,
					q;

		for (p = base; p < base + bc; p = q)
		{
			int			from = len;

			q = run_end(st->cstart, p, base + bc);
			buf[len++] = (uint8_t) (0x80 | (q - p));
			for (k = p; k < q; k++)
			{
				uint8_t		v = cmap[st->order[k]];
				int			i = len++;

				while (i > from + 1 && buf[i - 1] > v)
				{
					buf[i] = buf[i - 1];
					i--;
				}
				buf[i] = v;
			}
		}
	}
	return len;
}

static uint64_t
sig_hash(const uint8_t *buf, int len)
{
	uint64_t	h = UINT64_C(0xcbf29ce484222325);
	int			i;

	for (i = 0; i < len; i++)
		h = (h ^ buf[i]) * UINT64_C(0x100000001b3);
	return h;
}

static bool
visit_prepare(canon_ctx *ctx, visit_table *vt, size_t children)
{
	size_t		cap = 16;

	while (cap < 2 * children)
		cap *= 2;
	if (cap > vt->cap)
	{
		if (vt->hashes)
			ctx->env->release(vt->hashes, ctx->env->arg);
		if (vt->index)
			ctx->env->release(vt->index, ctx->env->arg);
		vt->hashes = ctx_alloc(ctx, cap * sizeof(uint64_t));
		vt->index = ctx_alloc(ctx, cap * sizeof(uint32_t));
		vt->cap = cap;
		if (vt->hashes == NULL || vt->index == NULL)
			return false;
	}
	memset(vt->index, 0, vt->cap * sizeof(uint32_t));
	return true;
}

static void
visit_add(visit_table *vt, uint64_t h, size_t child)
{
	size_t		i = (size_t) h & (vt->cap - 1);

	while (vt->index[i])
		i = (i + 1) & (vt->cap - 1);
	vt->hashes[i] = h;
	vt->index[i] = (uint32_t) child + 1;
}

/*
 * A child already visited that an automorphism found so far maps this child
 * onto, or -1: their subtrees are the same up to that automorphism.
 */
static long
visited_twin(canon_ctx *ctx, const visit_table *vt, const state_list *children, size_t child,
			 int nrows)
{
	const canon_state *st = &children->items[child];
	uint8_t		sig[CANON_SIG_MAX],
				other[CANON_SIG_MAX];
	uint8_t		ident[SDK_MAX_SIZE];
	int			g,
				k;

	for (k = 0; k < ctx->n; k++)
		ident[k] = (uint8_t) k;
	for (g = 0; g < ctx->ngens; g++)
	{
		const sdk_transform *a = &ctx->gens[g];
		int			len = state_signature(ctx, st, nrows, st->grid ^ a->transpose,
										  st->grid ? a->col : a->row,
										  st->grid ? a->row : a->col, sig);
		uint64_t	h = sig_hash(sig, len);
		size_t		i = (size_t) h & (vt->cap - 1);

		for (; vt->index[i]; i = (i + 1) & (vt->cap - 1))
		{
			const canon_state *seen;

			if (vt->hashes[i] != h)
				continue;
			seen = &children->items[vt->index[i] - 1];
			if (state_signature(ctx, seen, nrows, seen->grid, ident, ident, other) == len &&
				memcmp(sig, other, len) == 0)
				return (long) vt->index[i] - 1;
		}
	}
	return -1;
}

/* A finished arrangement: its form is the smallest so far, or ties with it. */
static void
leaf(canon_ctx *ctx, const canon_state *st)
{
	int			cells = ctx->n * ctx->n;
	int			cmp = ctx->have_form ? memcmp(ctx->path, ctx->form, cells) : -1;
	sdk_transform t;

	if (cmp > 0)
		return;
	state_transform(ctx, st, &t);
	if (cmp < 0)
	{
		memcpy(ctx->form, ctx->path, cells);
		ctx->have_form = true;
		ctx->form_version++;
		ctx->form_transform = t;
		ctx->count = state_count(ctx, st);
		return;
	}
	ctx->count = add_sat(ctx->count, state_count(ctx, st));
	{
		/* two arrangements give the form: one undone by the other maps the puzzle to itself */
		sdk_transform inv,
					a;

		transform_inverse(ctx->n, &ctx->form_transform, &inv);
		transform_compose(ctx->n, &inv, &t, &a);
		add_generator(ctx, &a);
		transform_inverse(ctx->n, &a, &inv);
		add_generator(ctx, &inv);
	}
}

static void state_init(const canon_ctx *ctx, canon_state *st, int grid);

/* Makes the node's children: each row that may come next, arranged as small as it can be. */
static void
expand(canon_ctx *ctx, const canon_state *node, int level)
{
	row_choice choices[SDK_MAX_SIZE];
	int			nchoices,
				k;

	nchoices = row_choices(ctx, node, choices);
	for (k = 0; k < nchoices && ctx->status == SDK_OK; k++)
	{
		canon_state st = *node;
		int			r = choices[k].row;

		st.mult = mul_sat(st.mult, choices[k].count);
		st.row_src[level] = (uint8_t) r;
		st.used_rows |= 1u << r;
		if (level % ctx->br == 0)
		{
			st.band = (uint8_t) (r / ctx->br);
			st.used_bands |= 1u << st.band;
		}
		st.next_label = (uint8_t) (st.fresh_before[level] + 1);
		st.less = 0;
		st.best_version = ctx->best_version;
		row_from(ctx, &st, 0);
	}
}

static void
visit_insert(canon_ctx *ctx, visit_table *vt, const canon_state *st, size_t child, int nrows)
{
	uint8_t		ident[SDK_MAX_SIZE];
	uint8_t		sig[CANON_SIG_MAX];
	int			k;

	for (k = 0; k < ctx->n; k++)
		ident[k] = (uint8_t) k;
	visit_add(vt, sig_hash(sig, state_signature(ctx, st, nrows, st->grid, ident, ident, sig)),
			  child);
}

/*
 * The subtree of a node whose first `level` rows are made (the root, level
 * 0, stands for both grids): its children are the states that make the next
 * row as small as it can be; each is searched unless an automorphism found
 * so far maps it onto a child already visited, whose count it then adds.
 */
static void
search(canon_ctx *ctx, const canon_state *node, int level)
{
	int			n = ctx->n;
	state_list *children = &ctx->children[level];
	visit_table *vt = &ctx->visited[level];
	bool		prepared = false;
	size_t		c;

	if (ctx->status != SDK_OK)
		return;
	if (level == n)
	{
		leaf(ctx, node);
		return;
	}

	/* the row is compared with the best form's when the rows above are its */
	ctx->level = level;
	children->count = 0;
	ctx->have_best = false;
	if (ctx->have_form)
	{
		int			cmp = memcmp(ctx->path, ctx->form, level * n);

		if (cmp > 0)
			return;
		if (cmp == 0)
		{
			memcpy(ctx->best, ctx->form + level * n, n);
			ctx->have_best = true;
		}
	}
	ctx->best_version++;
	if (level == 0)
	{
		int			g;

		for (g = 0; g < ctx->ngrids; g++)
		{
			canon_state root;

			state_init(ctx, &root, g);
			expand(ctx, &root, 0);
		}
	}
	else
		expand(ctx, node, level);

	for (c = 0; c < children->count && ctx->status == SDK_OK; c++)
	{
		canon_state *child = &children->items[c];
		long		twin = -1;

		if (ctx->ngens > 0 && children->count > 1)
		{
			if (!prepared)
			{
				size_t		j;

				if (!visit_prepare(ctx, vt, children->count))
					return;
				for (j = 0; j < c; j++)
					visit_insert(ctx, vt, &children->items[j], j, level + 1);
				prepared = true;
			}
			twin = visited_twin(ctx, vt, children, c, level + 1);
			visit_insert(ctx, vt, child, c, level + 1);
		}
		if (twin >= 0)
		{
			const canon_state *same = &children->items[twin];

			child->sub_count = same->sub_count;
			child->sub_version = same->sub_version;
			if (same->sub_version == ctx->form_version)
				ctx->count = add_sat(ctx->count, same->sub_count);
			continue;
		}
		{
			uint32_t	version = ctx->form_version;
			uint64_t	before = ctx->count;
			canon_state copy = *child;

			memcpy(ctx->path + level * n, child->vals, n);
			search(ctx, &copy, level + 1);
			child->sub_count = ctx->form_version == version ? ctx->count - before : ctx->count;
			child->sub_version = ctx->form_version;
		}
		if ((++ctx->ticks & 255) == 0 && ctx->env->interrupted &&
			ctx->env->interrupted(ctx->env->arg))
			ctx->status = SDK_ERR_CANCELED;
	}
}

static void
state_init(const canon_ctx *ctx, canon_state *st, int grid)
{
	int			i;

	memset(st, 0, sizeof(*st));
	st->mult = 1;
	st->grid = (uint8_t) grid;
	st->sstart = 1;
	for (i = 0; i < ctx->nstacks; i++)
	{
		st->sorder[i] = (uint8_t) i;
		st->spos[i] = (uint8_t) i;
		st->cstart |= 1u << (i * ctx->bc);
	}
	for (i = 0; i < ctx->n; i++)
	{
		st->order[i] = (uint8_t) i;
		st->cpos[i] = (uint8_t) i;
	}
	memset(st->first_row, CANON_NONE, sizeof(st->first_row));
}

static void
ctx_init(canon_ctx *ctx, const sdk_position *p)
{
	int			n = p->geo.n;
	int			g,
				r,
				c;

	ctx->n = n;
	ctx->br = p->geo.box_rows;
	ctx->bc = p->geo.box_cols;
	ctx->nbands = n / ctx->br;
	ctx->nstacks = n / ctx->bc;
	ctx->ngrids = ctx->br == ctx->bc ? 2 : 1;
	ctx->status = SDK_OK;
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++)
		{
			int			v = p->given[r * n + c] ? p->value[r * n + c] : 0;

			ctx->cells[0][r * n + c] = (uint8_t) v;
			ctx->cells[1][c * n + r] = (uint8_t) v;
		}
	for (g = 0; g < ctx->ngrids; g++)
		for (r = 0; r < n; r++)
		{
			sdk_mask	once = 0,
						more = 0;

			for (c = 0; c < n; c++)
			{
				int			d = ctx->cells[g][r * n + c];

				if (d == 0)
					continue;
				more |= once & SDK_BIT(d);
				once |= SDK_BIT(d);
				ctx->stackmask[g][r][c / ctx->bc] |= SDK_BIT(d);
			}
			ctx->rowmask[g][r] = once;
			ctx->rowrep[g][r] = more;
		}
}

sdk_status
sdk_canonical(const sdk_position *p, sdk_position *out, sdk_canon_info *info,
			  const sdk_env *env, sdk_error *err)
{
	canon_ctx  *ctx;
	sdk_status	status;
	int			n = p->geo.n;
	int			i;

	if (env == NULL)
		env = sdk_default_env();
	ctx = env->alloc(sizeof(canon_ctx), env->arg);
	if (ctx == NULL)
	{
		err->status = SDK_ERR_LIMIT;
		snprintf(err->detail, sizeof(err->detail), "Out of memory for the canonical form.");
		return err->status;
	}
	memset(ctx, 0, sizeof(*ctx));
	ctx->env = env;
	ctx_init(ctx, p);
	search(ctx, NULL, 0);

	status = ctx->status;
	if (status == SDK_OK)
	{
		sdk_position_init(out, &p->geo);
		for (i = 0; i < n * n; i++)
		{
			out->value[i] = ctx->form[i];
			out->given[i] = ctx->form[i] != 0;
		}
		sdk_position_reset_marks(out);
		if (info)
		{
			int			present = 0,
						d;
			sdk_mask	digits = 0;

			for (i = 0; i < n * n; i++)
				if (ctx->form[i])
					digits |= SDK_BIT(ctx->form[i]);
			for (d = 1; d <= n; d++)
				present += (digits & SDK_BIT(d)) != 0;
			info->automorphisms = mul_sat(ctx->count, factorial_sat(n - present));
			info->automorphisms_overflow = info->automorphisms == UINT64_MAX;
			info->to_canonical = ctx->form_transform;
		}
	}
	else
	{
		err->status = status;
		if (status == SDK_ERR_LIMIT)
			snprintf(err->detail, sizeof(err->detail),
					 "More than %d arrangements of the %dx%d grid tie for its canonical form, or memory ran out.",
					 CANON_MAX_STATES, n, n);
		else
			snprintf(err->detail, sizeof(err->detail), "The canonical form was canceled.");
	}
	for (i = 0; i <= SDK_MAX_SIZE; i++)
	{
		list_free(ctx, &ctx->children[i]);
		if (ctx->visited[i].hashes)
			env->release(ctx->visited[i].hashes, env->arg);
		if (ctx->visited[i].index)
			env->release(ctx->visited[i].index, env->arg);
	}
	for (i = 0; i < SDK_MAX_SIZE; i++)
		list_free(ctx, &ctx->pool[i]);
	env->release(ctx, env->arg);
	return status;
}

sdk_status
sdk_equivalent(const sdk_position *a, const sdk_position *b, bool *result,
			   const sdk_env *env, sdk_error *err)
{
	sdk_position ca,
				cb;

	*result = false;
	if (a->geo.n != b->geo.n || a->geo.box_rows != b->geo.box_rows ||
		a->geo.box_cols != b->geo.box_cols || sdk_given_count(a) != sdk_given_count(b))
		return SDK_OK;
	if (sdk_canonical(a, &ca, NULL, env, err) != SDK_OK ||
		sdk_canonical(b, &cb, NULL, env, err) != SDK_OK)
		return err->status;
	*result = memcmp(ca.value, cb.value, sdk_ncells(a)) == 0;
	return SDK_OK;
}
