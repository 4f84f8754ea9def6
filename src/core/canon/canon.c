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
 * The search makes the result row by row, depth first.  At a node (rows
 * made down to some row) every source row that may come next is arranged as
 * small as it can be; the children are the arrangements that tie for the
 * smallest row, and each is searched in turn.  Rows are chosen one by one
 * (empty rows, which are interchangeable, by one representative and a
 * count).  Columns are not enumerated: a state holds them as an ordered
 * partition, cells of columns that nothing has told apart yet, and stacks
 * the same way (groups of stacks with the same structure that nothing has
 * told apart).  Each new row refines the partition: empty cells first, then
 * digits met before in the order of their labels, then new digits, which
 * are numbered in the order they come whatever that order is.  A digit met
 * before has its label from the cell where it was first met; when that cell
 * is still one of several interchangeable ones, the smallest label is had by
 * moving it first, and the state commits to that.  Old digits that tie so
 * for a run of slots, their first cells all in one other cell, keep their
 * order open: the two cells are linked, their orders going together.  Only
 * when choices give the same values and cannot be kept so does the state
 * branch.
 *
 * Symmetric grids still tie in many ways that differ only by an automorphism
 * (a full grid with many of them ties in thousands of ways on its first
 * rows).  As in nauty, two leaves with the same form give an automorphism
 * (one arrangement undone by the other), and a branch that a known
 * automorphism maps onto a branch already searched is not searched again:
 * its subtree is the same up to that automorphism, so it adds that branch's
 * count.  When a node has more than CANON_MAX_CHILDREN children, they are not
 * made all at once: each branch, down to the choice of a column, is searched
 * before the next one is made, so that the automorphisms its leaves give
 * prune the rest; the rows that may come next are then tried in the order
 * of a first quick path through each, so that the smallest form is found
 * first.
 *
 * Counting: the arrangements that give the smallest form are a coset of the
 * automorphisms, so their number is the count.  Each leaf stands for its
 * representative counts times the factorials of its cells and groups, and
 * the relabellings of the digits that do not occur multiply the total.
 */
#include "sudoku_core.h"
#include "random.h"
#include "canon.h"

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
	sdk_rand_shuffle(state, chutes, count);
	for (i = 0; i < count; i++)
	{
		for (k = 0; k < width; k++)
			inner[k] = (uint8_t) k;
		sdk_rand_shuffle(state, inner, width);
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
	t->transpose = g->box_rows == g->box_cols && (sdk_rand_next(&state) >> 63) != 0;
	random_lines(&state, t->row, n / g->box_rows, g->box_rows);
	random_lines(&state, t->col, n / g->box_cols, g->box_cols);
	sdk_rand_shuffle(&state, t->digit + 1, n);
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

/* States one list holds at most (each about 350 bytes): the ways a group's stacks tie. */
#define CANON_MAX_STATES (1 << 16)
/* Children of a node made at once at most, before searching them. */
#define CANON_MAX_CHILDREN 256
/* Automorphisms kept for pruning at most (each prunes on its own). */
#define CANON_MAX_GENS 64
#define CANON_NONE 0xFF
#define CANON_SIG_MAX (16 + 5 * SDK_MAX_SIZE)

/*
 * One arrangement, or a family of arrangements that all give the same rows
 * so far.  Output row k comes from source row row_src[k] of grid `grid` (0:
 * the givens as they are, 1: transposed).  Columns: output stack slot S holds
 * source stack sorder[S]; a run of slots starting at a bit of sstart whose
 * stacks have not been told apart is a group (its stacks are interchangeable
 * and have the same cell structure).  order[s*C .. s*C+C-1] are the columns of
 * source stack s in output order, cut into cells at the bits of cstart; the
 * columns of a cell are interchangeable.  A column's slot is fixed once its
 * cell and its stack's group have one member each.  Cells can be linked:
 * cells of one size whose orders go together, the k-th column of one with
 * the k-th of the other (link[] runs through the columns that go together,
 * a cycle each; a column without partner links to itself).
 */
typedef struct canon_state
{
	uint64_t	mult;			/* representative choices this state stands for */
	uint64_t	sub_count;		/* arrangements giving the best form found below it ... */
	uint32_t	sub_version;	/* ... as the best form was at this version */
	uint32_t	best_version;	/* the version of the row best when less was set */
	uint32_t	local_version;	/* the same for local_less */
	uint32_t	used_rows;
	uint32_t	used_bands;
	uint32_t	sstart;
	uint32_t	cstart;
	sdk_mask	seen;			/* digits in the finished rows */
	sdk_mask	row_seen;		/* repeated new digits placed in this row */
	uint8_t		grid;
	uint8_t		band;
	uint8_t		next_label;		/* the label the next new digit gets */
	uint8_t		less;			/* this row is already below the form's */
	uint8_t		local_less;		/* this row is already below the node's smallest child */
	uint8_t		impure;			/* this stack showed a digit met before */
	uint8_t		row_src[SDK_MAX_SIZE];
	uint8_t		sorder[SDK_MAX_SIZE];
	uint8_t		spos[SDK_MAX_SIZE];
	uint8_t		order[SDK_MAX_SIZE];
	uint8_t		cpos[SDK_MAX_SIZE];
	uint8_t		link[SDK_MAX_SIZE]; /* the next column of a linked cell in its cycle */
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
/*
 * A node's children already searched, found by signature (open addressing;
 * an entry belongs to the node whose epoch it carries).
 */
typedef struct visit_table
{
	uint64_t   *hashes;
	uint32_t   *index;			/* child index + 1 */
	uint32_t   *epoch;
	size_t		cap;			/* a power of two */
	uint32_t	current;		/* the epoch of the node being searched */
	size_t		filled;			/* the node's children entered so far */
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

	/* the whole search */
	uint8_t		path[SDK_MAX_CELLS];	/* the rows made on the way to the current state */
	bool		have_form;
	uint32_t	form_version;	/* changes whenever form does */
	uint8_t		form[SDK_MAX_CELLS];	/* the smallest form found */
	sdk_transform form_transform;	/* the first arrangement found giving it */
	uint64_t	count;			/* arrangements found giving it */
	int			ngens;
	sdk_transform gens[CANON_MAX_GENS]; /* automorphisms found */

	/*
	 * collecting: a node's children made all at once, only those with the
	 * smallest row kept, up to CANON_MAX_CHILDREN of them
	 */
	bool		collecting;
	bool		overflow;
	bool		have_local;
	uint32_t	local_version;
	uint8_t		local[SDK_MAX_SIZE];
	state_list	children[SDK_MAX_SIZE + 1];

	/* probing: a row made once, first choices only, to order the rows to try */
	bool		probing;
	bool		probe_done;
	bool		probe_less;		/* this probe is already below the bound */
	bool		have_bound;		/* the smallest probe so far bounds the others */
	uint8_t		probe[SDK_MAX_SIZE];
	uint8_t		bound[SDK_MAX_SIZE];

	/* per row: how its rows above compare with the form's, at which version */
	int8_t		above_cmp[SDK_MAX_SIZE + 1];
	uint32_t	above_version[SDK_MAX_SIZE + 1];

	canon_state *row_items[SDK_MAX_SIZE];	/* per row: the rows that may come next */
	canon_state **branch_items[SDK_MAX_SIZE];	/* per row and position: ties */
	state_list	visited[SDK_MAX_SIZE + 1];	/* per row: the node's children searched */
	visit_table visit[SDK_MAX_SIZE + 1];
	state_list *pool[SDK_MAX_SIZE]; /* per row and stack slot: each stack of a group tried */
} canon_ctx;

static void *
ctx_alloc(canon_ctx *ctx, size_t size)
{
	void	   *p = ctx->env->alloc(size, ctx->env->arg);

	if (p == NULL)
		ctx->status = SDK_ERR_NO_MEMORY;
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

/* The start (in order[]) of the cell holding position p, and the starts of its linked cells. */
static int
class_starts(const canon_ctx *ctx, const canon_state *st, int p, int *starts)
{
	int			col = st->order[p];
	int			count = 0;
	int			z;

	(void) ctx;
	starts[count++] = run_begin(st->cstart, p);
	for (z = st->link[col]; z != col; z = st->link[z])
		starts[count++] = run_begin(st->cstart, st->cpos[z]);
	return count;
}

/* Swaps two positions of one cell, and the same two in its linked cells. */
static void
cell_swap(const canon_ctx *ctx, canon_state *st, int p1, int p2)
{
	int			starts[SDK_MAX_SIZE];
	int			n,
				a,
				k;

	if (p1 == p2)
		return;
	n = class_starts(ctx, st, p1, starts);
	a = starts[0];
	for (k = 0; k < n; k++)
		swap_cols(st, starts[k] + p1 - a, starts[k] + p2 - a);
}

/* Cuts a cell before position p, and its linked cells at the same place. */
static void
cell_cut(const canon_ctx *ctx, canon_state *st, int p)
{
	int			starts[SDK_MAX_SIZE];
	int			n,
				a,
				k;

	n = class_starts(ctx, st, p, starts);
	a = starts[0];
	for (k = 0; k < n; k++)
		st->cstart |= 1u << (starts[k] + p - a);
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

/* Moves a stack to the first slot of its group, a group of its own. */
static void
fix_stack(const canon_ctx *ctx, canon_state *st, int s)
{
	int			S = st->spos[s];
	int			gs = run_begin(st->sstart, S);
	int			ge = run_end(st->sstart, S, ctx->nstacks);

	if (ge - gs > 1)
	{
		swap_stacks(st, S, gs);
		st->sstart |= 1u << (gs + 1);
	}
}

/*
 * Moves a column to the earliest slot it can take: its stack first in its
 * group, itself first in its cell (its partners first in theirs).
 */
static void
fix_column(const canon_ctx *ctx, canon_state *st, int col)
{
	int			bc = ctx->bc;
	int			s = col / bc;
	int			p = st->cpos[col];
	int			a = run_begin(st->cstart, p);
	int			b = run_end(st->cstart, p, s * bc + bc);

	fix_stack(ctx, st, s);
	if (b - a > 1)
	{
		cell_swap(ctx, st, p, a);
		cell_cut(ctx, st, a + 1);
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

/* How the rows above the current one compare with the form's (-1, 0, 1). */
static int
above_form(canon_ctx *ctx)
{
	int			k = ctx->level;

	if (ctx->above_version[k] != ctx->form_version)
	{
		int			cmp = memcmp(ctx->path, ctx->form, k * ctx->n);

		ctx->above_cmp[k] = (int8_t) ((cmp > 0) - (cmp < 0));
		ctx->above_version[k] = ctx->form_version;
	}
	return ctx->above_cmp[k];
}

/*
 * Writes a value of the row (slots are written in order); false when the
 * form so far is now above the smallest form found.  When the form changed
 * since this state last compared, its row so far is compared again.
 */
static inline bool
emit(canon_ctx *ctx, canon_state *st, int slot, int v)
{
	const uint8_t *best;
	int			above;

	st->vals[slot] = (uint8_t) v;
	if (ctx->collecting)
	{
		if (ctx->overflow)
			return false;
		if (ctx->have_local)
		{
			if (st->local_version != ctx->local_version)
			{
				int			cmp = memcmp(st->vals, ctx->local, slot);

				if (cmp > 0)
					return false;
				st->local_less = cmp < 0;
				st->local_version = ctx->local_version;
			}
			if (!st->local_less)
			{
				if (v > ctx->local[slot])
					return false;
				if (v < ctx->local[slot])
					st->local_less = 1;
			}
		}
	}
	if (ctx->probing && ctx->have_bound && !ctx->probe_less)
	{
		/* a probe stops as soon as it is above the smallest probe so far */
		if (v > ctx->bound[slot])
			return false;
		if (v < ctx->bound[slot])
			ctx->probe_less = true;
	}
	if (!ctx->have_form)
		return true;
	above = above_form(ctx);
	if (above != 0)
		return above < 0;
	best = ctx->form + ctx->level * ctx->n;
	if (st->best_version != ctx->form_version)
	{
		int			cmp = memcmp(st->vals, best, slot);

		if (cmp > 0)
			return false;
		st->less = cmp < 0;
		st->best_version = ctx->form_version;
	}
	if (!st->less)
	{
		if (v > best[slot])
			return false;
		if (v < best[slot])
			st->less = 1;
	}
	return true;
}

static void row_from(canon_ctx *ctx, canon_state *st, int S);

static void descend(canon_ctx *ctx, canon_state *child);
static void explore(canon_ctx *ctx, canon_state *items, int count, int S, int p);

/* The row is complete: on to the next row, unless a known automorphism has seen it. */
static void
row_done(canon_ctx *ctx, canon_state *st)
{
	const uint8_t *row = row_cells(ctx, st, ctx->level);
	int			level = ctx->level;
	int			y;

	if (ctx->probing)
	{
		memcpy(ctx->probe, st->vals, ctx->n);
		ctx->probe_done = true;
		return;
	}
	for (y = 0; y < ctx->n; y++)
	{
		int			d = row[y];

		if (d && !(st->seen & SDK_BIT(d)) && !(st->row_seen & SDK_BIT(d)))
		{
			st->first_row[d] = (uint8_t) level;
			st->first_col[d] = (uint8_t) y;
		}
	}
	st->seen |= ctx->rowmask[st->grid][st->row_src[level]];
	st->row_seen = 0;
	st->fresh_before[level + 1] = (uint8_t) sdk_bit_count(st->seen);
	st->less = 0;
	if (ctx->collecting)
	{
		state_list *children = &ctx->children[level];

		if (ctx->have_local)
		{
			int			cmp = memcmp(st->vals, ctx->local, ctx->n);

			if (cmp > 0)
				return;
			if (cmp < 0)
				children->count = 0;
		}
		memcpy(ctx->local, st->vals, ctx->n);
		ctx->have_local = true;
		ctx->local_version++;
		if (children->count == CANON_MAX_CHILDREN)
			ctx->overflow = true;
		else
			list_push(ctx, children, st);
		return;
	}
	descend(ctx, st);
	ctx->level = level;
}

/* A stack's part of the row is complete. */
static void
stack_done(canon_ctx *ctx, canon_state *st, int S, bool collect)
{
	state_list *pool;

	if (!collect)
	{
		row_from(ctx, st, S + 1);
		return;
	}
	pool = &ctx->pool[ctx->level][S];	/* made by row_from */
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
 * Old digits of the cell [p, q) that tie for its first slot, each because the
 * cell where it was first met comes first in one same cell D, all first met
 * in one row: whichever goes first, the next ones tie again, one label up,
 * until they are all placed.  Instead of trying their orders one by one the
 * state keeps them as one cell at the front, linked to the cell of their
 * first columns at the front of D (the k-th of one goes with the k-th of
 * the other).  Returns how many (0 when they do not tie so).
 */
static int
link_tie(const canon_ctx *ctx, canon_state *st, int p, int q, const int *values, int minv)
{
	const uint8_t *row = row_cells(ctx, st, ctx->level);
	int			bc = ctx->bc;
	int			tied[SDK_MAX_SIZE];
	int			ntied = 0,
				d_start = -1,
				i0 = -1,
				starts[SDK_MAX_SIZE],
				nstarts,
				k;
	sdk_mask	firsts = 0;

	for (k = p; k < q; k++)
	{
		int			d = row[st->order[k]];
		int			x;

		if (values[k - p] != minv)
			continue;
		if (kind_of(ctx, st, d) != KIND_OLD || st->label[d] != 0)
			return 0;
		x = st->first_col[d];
		if (ntied == 0)
		{
			i0 = st->first_row[d];
			d_start = run_begin(st->cstart, st->cpos[x]);
		}
		else if (st->first_row[d] != i0 || run_begin(st->cstart, st->cpos[x]) != d_start)
			return 0;
		if (firsts & ((sdk_mask) 1 << x))
			return 0;
		firsts |= (sdk_mask) 1 << x;
		tied[ntied++] = k;
	}
	if (ntied < 2 || d_start == p)
		return 0;
	/*
	 * D linked to this cell already: they tie so only when each one's first
	 * column is its partner in D, and then the link holds already
	 */
	nstarts = class_starts(ctx, st, p, starts);
	for (k = 0; k < nstarts; k++)
		if (starts[k] == d_start)
			break;
	if (k < nstarts)
	{
		for (k = 0; k < ntied; k++)
		{
			int			y = st->order[tied[k]];
			int			z;

			for (z = st->link[y]; z != y; z = st->link[z])
				if (run_begin(st->cstart, st->cpos[z]) == d_start)
					break;
			if (z != st->first_col[row[y]])
				return 0;
		}
		for (k = 0; k < ntied; k++)
			cell_swap(ctx, st, p + k, tied[k]);
		if (p + ntied < q)
			cell_cut(ctx, st, p + ntied);
		return ntied;
	}

	/* the tied columns first in this cell, in their order */
	for (k = 0; k < ntied; k++)
		cell_swap(ctx, st, p + k, tied[k]);
	if (p + ntied < q)
		cell_cut(ctx, st, p + ntied);
	/* their first columns first in D, the k-th with the k-th */
	fix_stack(ctx, st, st->order[d_start] / bc);
	d_start = run_begin(st->cstart, st->cpos[st->first_col[row[st->order[p]]]]);
	for (k = 0; k < ntied; k++)
	{
		int			x = st->first_col[row[st->order[p + k]]];

		cell_swap(ctx, st, d_start + k, st->cpos[x]);
	}
	if (d_start + ntied < run_end(st->cstart, d_start, (d_start / bc + 1) * bc))
		cell_cut(ctx, st, d_start + ntied);
	/* one cycle each: splice the two columns' cycles */
	for (k = 0; k < ntied; k++)
	{
		int			y = st->order[p + k];
		int			x = st->order[d_start + k];
		uint8_t		t = st->link[y];

		st->link[y] = st->link[x];
		st->link[x] = t;
	}
	return ntied;
}

/*
 * The value of each column of the cell order[p..q) in the current row, into
 * values[] (-1: none yet); the smallest, or -1.  Digits met before come
 * first, smallest label first; new digits stay one cell at the end.  With a
 * repeated digit in the cell every column is a choice of its own.
 */
static int
column_values(canon_ctx *ctx, canon_state *st, const uint8_t *row, int p, int q, int nrepeat,
			  int *values)
{
	int			minv = -1,
				k;

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

			cell_swap(ctx, &trial, k, p);
			cell_cut(ctx, &trial, p + 1);
			values[k - p] = take_value(ctx, &trial, col);
		}
		else if (nrepeat > 0)
			values[k - p] = kind == KIND_REPEAT && (st->row_seen & SDK_BIT(d)) ?
				st->label[d] : st->next_label;
		if (values[k - p] >= 0 && (minv < 0 || values[k - p] < minv))
			minv = values[k - p];
	}
	return minv;
}

/* Room for the branches of the cell at p on this level, kept for the next time; NULL without memory. */
static canon_state *
branch_room(canon_ctx *ctx, int p)
{
	canon_state **buf;

	if (ctx->branch_items[ctx->level] == NULL)
	{
		ctx->branch_items[ctx->level] = ctx_alloc(ctx, ctx->n * sizeof(canon_state *));
		if (ctx->branch_items[ctx->level] == NULL)
			return NULL;
		memset(ctx->branch_items[ctx->level], 0, ctx->n * sizeof(canon_state *));
	}
	buf = &ctx->branch_items[ctx->level][p];
	if (*buf == NULL)
		*buf = ctx_alloc(ctx, ctx->bc * sizeof(canon_state));
	return *buf;
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
					cell_swap(ctx, st, i++, k);
			cell_cut(ctx, st, p + nempty);
			for (k = p; k < p + nempty; k++)
				if (!emit(ctx, st, slot + k - p, 0))
					return;
			p += nempty;
			continue;
		}
		minv = column_values(ctx, st, row, p, q, nrepeat, values);
		{
			int			tied = link_tie(ctx, st, p, q, values, minv);

			if (tied > 1)
			{
				/* they fill the next slots in any order: one linked cell */
				for (k = p; k < p + tied; k++)
				{
					st->impure = 1;
					if (!emit(ctx, st, slot + k - p, label_of(ctx, st, row[st->order[k]])))
						return;
				}
				p += tied;
				continue;
			}
		}
		{
			/* each column that ties, first in the cell: a branch of its own */
			canon_state *branches;
			int			nbranches = 0;

			branches = branch_room(ctx, p);
			if (branches == NULL)
				return;
			for (k = p; k < q; k++)
			{
				canon_state *branch = &branches[nbranches];

				if (values[k - p] != minv)
					continue;
				*branch = *st;
				cell_swap(ctx, branch, k, p);
				cell_cut(ctx, branch, p + 1);
				if (emit(ctx, branch, slot, take_value(ctx, branch, st->order[k])))
					nbranches++;
			}
			if (collect)
				for (k = 0; k < nbranches; k++)
					arrange(ctx, &branches[k], S, p + 1, true);
			else if (ctx->probing && nbranches > 0)
				arrange(ctx, &branches[0], S, p + 1, false);
			else
				explore(ctx, branches, nbranches, S, p + 1);
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
	state_list *pool = &ctx->pool[ctx->level][S];
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
	if ((++ctx->ticks & 255) == 0 && ctx->env->interrupted &&
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
	if (ctx->pool[ctx->level] == NULL)
	{
		ctx->pool[ctx->level] = ctx_alloc(ctx, ctx->nstacks * sizeof(state_list));
		if (ctx->pool[ctx->level] == NULL)
			return;
		memset(ctx->pool[ctx->level], 0, ctx->nstacks * sizeof(state_list));
	}
	pool = &ctx->pool[ctx->level][S];
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
	if (ctx->probing)
		row_from(ctx, &pool->items[0], S + 1);
	else
		explore(ctx, pool->items, (int) pool->count, S + 1, -1);
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
		int			starts[SDK_MAX_SIZE];
		int			nstarts,
					k;
		bool		first = true;

		q = run_end(st->cstart, p, (p / ctx->bc + 1) * ctx->bc);
		if (q - p < 2)
			continue;
		/* linked cells go together: counted once */
		nstarts = class_starts(ctx, st, p, starts);
		for (k = 1; k < nstarts; k++)
			first &= starts[k] > p;
		if (first)
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
			uint16_t	pairs[SDK_MAX_SIZE];
			bool		linked = false;
			int			m = 0;

			q = run_end(st->cstart, p, base + bc);
			buf[len++] = (uint8_t) (0x80 | (q - p));
			/* the cell's columns, sorted, then their partners when linked */
			for (k = p; k < q; k++)
			{
				int			x = st->order[k];
				uint16_t	v = (uint16_t) (cmap[x] << 8 | cmap[st->link[x]]);
				int			i = m++;

				linked |= st->link[x] != x;
				while (i > 0 && pairs[i - 1] > v)
				{
					pairs[i] = pairs[i - 1];
					i--;
				}
				pairs[i] = v;
			}
			for (k = 0; k < m; k++)
				buf[len++] = (uint8_t) (pairs[k] >> 8);
			if (linked && m > 1)
				for (k = 0; k < m; k++)
					buf[len++] = (uint8_t) (pairs[k] & 0xFF);
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

/* Children of a node recorded at most, per row, for finding twins. */
#define CANON_MAX_VISITED 1024

static bool
visit_ready(canon_ctx *ctx, visit_table *vt)
{
	if (vt->cap == 0)
	{
		vt->cap = 2 * CANON_MAX_VISITED;
		vt->hashes = ctx_alloc(ctx, vt->cap * sizeof(uint64_t));
		vt->index = ctx_alloc(ctx, vt->cap * sizeof(uint32_t));
		vt->epoch = ctx_alloc(ctx, vt->cap * sizeof(uint32_t));
		if (vt->hashes == NULL || vt->index == NULL || vt->epoch == NULL)
			return false;
		memset(vt->epoch, 0, vt->cap * sizeof(uint32_t));
	}
	return true;
}

static void
visit_add(visit_table *vt, uint64_t h, size_t child)
{
	size_t		i = (size_t) h & (vt->cap - 1);

	while (vt->epoch[i] == vt->current)
		i = (i + 1) & (vt->cap - 1);
	vt->hashes[i] = h;
	vt->index[i] = (uint32_t) child;
	vt->epoch[i] = vt->current;
}

static int
own_signature(const canon_ctx *ctx, const canon_state *st, int nrows, uint8_t *buf)
{
	uint8_t		ident[SDK_MAX_SIZE];
	int			k;

	for (k = 0; k < ctx->n; k++)
		ident[k] = (uint8_t) k;
	return state_signature(ctx, st, nrows, st->grid, ident, ident, buf);
}

/* The state moved by the g-th automorphism found. */
static int
moved_signature(const canon_ctx *ctx, const canon_state *st, int nrows, int g, uint8_t *buf)
{
	const sdk_transform *a = &ctx->gens[g];

	return state_signature(ctx, st, nrows, st->grid ^ a->transpose,
						   st->grid ? a->col : a->row, st->grid ? a->row : a->col, buf);
}

/*
 * A child of the current node already searched (among seen's first nseen)
 * that an automorphism found so far maps this child onto, or -1: their
 * subtrees are the same up to that automorphism.
 */
static long
visited_twin(canon_ctx *ctx, const state_list *seen, size_t nseen, const canon_state *child)
{
	visit_table *vt = &ctx->visit[ctx->level];
	int			nrows = ctx->level + 1;
	uint8_t		sig[CANON_SIG_MAX],
				other[CANON_SIG_MAX];
	int			g;

	/* the siblings searched before any automorphism was known go in now */
	if (vt->filled < nseen)
	{
		if (!visit_ready(ctx, vt))
			return -1;
		if (vt->filled == 0)
			vt->current++;
		for (; vt->filled < nseen; vt->filled++)
		{
			int			len = own_signature(ctx, &seen->items[vt->filled], nrows, sig);

			visit_add(vt, sig_hash(sig, len), vt->filled);
		}
	}
	for (g = 0; g < ctx->ngens; g++)
	{
		int			len = moved_signature(ctx, child, nrows, g, sig);
		uint64_t	h = sig_hash(sig, len);
		size_t		i = (size_t) h & (vt->cap - 1);

		for (; vt->epoch[i] == vt->current; i = (i + 1) & (vt->cap - 1))
		{
			const canon_state *v;

			if (vt->hashes[i] != h || vt->index[i] >= nseen)
				continue;
			v = &seen->items[vt->index[i]];
			if (own_signature(ctx, v, nrows, other) == len && memcmp(sig, other, len) == 0)
				return (long) vt->index[i];
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

static void search(canon_ctx *ctx, const canon_state *node, int level);

/*
 * Branches that give the same values so far, searched one after the other;
 * one that a known automorphism maps onto a branch already searched is not
 * searched: it adds that branch's count.  Each branch goes on arranging the
 * stack at slot S from position p, or (p < 0) goes on with the row from
 * stack slot S.
 */
static void
explore(canon_ctx *ctx, canon_state *items, int count, int S, int p)
{
	int			level = ctx->level;
	int			nrows = level + 1;
	uint8_t    *sigs = NULL;
	int		   *lens = NULL;
	int			i;

	for (i = 0; i < count && ctx->status == SDK_OK; i++)
	{
		int			twin = -1;

		if (ctx->ngens > 0 && i > 0 && !ctx->collecting)
		{
			uint8_t		sig[CANON_SIG_MAX];
			int			g,
						j;

			if (sigs == NULL)
			{
				sigs = ctx_alloc(ctx, (size_t) count * CANON_SIG_MAX);
				lens = ctx_alloc(ctx, (size_t) count * sizeof(int));
				if (sigs == NULL || lens == NULL)
					break;
				for (j = 0; j < count; j++)
					lens[j] = -1;
			}
			for (g = 0; g < ctx->ngens && twin < 0; g++)
			{
				int			len = moved_signature(ctx, &items[i], nrows, g, sig);

				for (j = 0; j < i && twin < 0; j++)
				{
					if (lens[j] < 0)
						lens[j] = own_signature(ctx, &items[j], nrows, sigs + (size_t) j * CANON_SIG_MAX);
					if (lens[j] == len && memcmp(sig, sigs + (size_t) j * CANON_SIG_MAX, len) == 0)
						twin = j;
				}
			}
		}
		if (twin >= 0)
		{
			items[i].sub_count = items[twin].sub_count;
			items[i].sub_version = items[twin].sub_version;
			if (items[twin].sub_version == ctx->form_version)
				ctx->count = add_sat(ctx->count, items[twin].sub_count);
			continue;
		}
		{
			uint32_t	version = ctx->form_version;
			uint64_t	before = ctx->count;
			canon_state copy = items[i];

			ctx->level = level;
			if (p >= 0)
				arrange(ctx, &copy, S, p, false);
			else
				row_from(ctx, &copy, S);
			ctx->level = level;
			items[i].sub_count = ctx->form_version == version ? ctx->count - before : ctx->count;
			items[i].sub_version = ctx->form_version;
		}
	}
	if (sigs)
		ctx->env->release(sigs, ctx->env->arg);
	if (lens)
		ctx->env->release(lens, ctx->env->arg);
}

/*
 * A child of the current node (its rows to the current one made): the last
 * row makes a leaf; otherwise the child is searched, unless a known
 * automorphism maps it onto one of the node's children already searched
 * (seen's first nseen), whose count it then adds.  The child keeps the
 * count found below it.
 */
static void
visit_child(canon_ctx *ctx, const state_list *seen, size_t nseen, canon_state *child)
{
	int			level = ctx->level;
	int			n = ctx->n;
	long		twin = -1;

	memcpy(ctx->path + level * n, child->vals, n);
	if (level + 1 == n)
	{
		leaf(ctx, child);
		return;
	}
	if (ctx->ngens > 0 && nseen > 0 && nseen <= CANON_MAX_VISITED)
		twin = visited_twin(ctx, seen, nseen, child);
	if (twin >= 0)
	{
		const canon_state *same = &seen->items[twin];

		child->sub_count = same->sub_count;
		child->sub_version = same->sub_version;
		if (same->sub_version == ctx->form_version)
			ctx->count = add_sat(ctx->count, same->sub_count);
		return;
	}
	{
		uint32_t	version = ctx->form_version;
		uint64_t	before = ctx->count;

		search(ctx, child, level + 1);
		ctx->level = level;
		child->sub_count = ctx->form_version == version ? ctx->count - before : ctx->count;
		child->sub_version = ctx->form_version;
	}
	if ((++ctx->ticks & 255) == 0 && ctx->env->interrupted &&
		ctx->env->interrupted(ctx->env->arg))
		ctx->status = SDK_ERR_CANCELED;
}

/* A row made one branch at a time is complete: its child is visited, and kept for twins. */
static void
descend(canon_ctx *ctx, canon_state *child)
{
	state_list *seen = &ctx->visited[ctx->level];

	if (seen->count < CANON_MAX_VISITED && list_push(ctx, seen, child))
		visit_child(ctx, seen, seen->count - 1, &seen->items[seen->count - 1]);
	else
		visit_child(ctx, seen, seen->count, child);
}

/* A state about to make row `level` from a source row chosen. */
static void
row_start(const canon_ctx *ctx, const canon_state *from, const row_choice *choice,
		  canon_state *st)
{
	int			level = ctx->level;
	int			r = choice->row;

	*st = *from;
	st->mult = mul_sat(st->mult, choice->count);
	st->row_src[level] = (uint8_t) r;
	st->used_rows |= 1u << r;
	if (level % ctx->br == 0)
	{
		st->band = (uint8_t) (r / ctx->br);
		st->used_bands |= 1u << st->band;
	}
	st->next_label = (uint8_t) (st->fresh_before[level] + 1);
	st->less = 0;
	st->best_version = ctx->form_version - 1;
	st->local_less = 0;
	st->local_version = ctx->local_version - 1;
}

static void state_init(const canon_ctx *ctx, canon_state *st, int grid);

/*
 * The subtree of a node whose first `level` rows are made (the root, level
 * 0, stands for both grids): each row that may come next is a branch, made
 * as small as it can be and searched on.
 */
static void
search(canon_ctx *ctx, const canon_state *node, int level)
{
	state_list *children = &ctx->children[level];
	canon_state *items;
	row_choice	choices[SDK_MAX_SIZE];
	int			count = 0,
				g,
				k;
	size_t		c;

	if (ctx->status != SDK_OK)
		return;
	ctx->level = level;
	ctx->visited[level].count = 0;
	ctx->visit[level].filled = 0;
	ctx->above_version[level] = ctx->form_version - 1;

	/*
	 * First the children all at once, only those with the smallest row; when
	 * there are not too many, each is searched in turn.
	 */
	ctx->collecting = true;
	ctx->overflow = false;
	ctx->have_local = false;
	ctx->local_version++;
	children->count = 0;
	for (g = 0; g < (level == 0 ? ctx->ngrids : 1) && !ctx->overflow; g++)
	{
		canon_state from;
		int			nchoices;

		if (level == 0)
			state_init(ctx, &from, g);
		else
			from = *node;
		nchoices = row_choices(ctx, &from, choices);
		for (k = 0; k < nchoices && !ctx->overflow && ctx->status == SDK_OK; k++)
		{
			canon_state st;

			row_start(ctx, &from, &choices[k], &st);
			row_from(ctx, &st, 0);
			ctx->level = level;
		}
	}
	ctx->collecting = false;
	if (!ctx->overflow)
	{
		for (c = 0; c < children->count && ctx->status == SDK_OK; c++)
			visit_child(ctx, children, c, &children->items[c]);
		return;
	}

	/*
	 * Too many ties: the rows are made again one branch at a time, each tie
	 * searched before the next is made, so that automorphisms found prune
	 * the rest.  With no form to compare with, the rows are tried smallest
	 * first, as a first path through each shows them: the best form is then
	 * found early and the other rows fall to it.
	 */
	if (ctx->row_items[level] == NULL)
		ctx->row_items[level] = ctx_alloc(ctx, 2 * SDK_MAX_SIZE * sizeof(canon_state));
	items = ctx->row_items[level];
	if (items == NULL)
		return;
	for (g = 0; g < (level == 0 ? ctx->ngrids : 1); g++)
	{
		canon_state from;
		int			nchoices;

		if (level == 0)
			state_init(ctx, &from, g);
		else
			from = *node;
		nchoices = row_choices(ctx, &from, choices);
		for (k = 0; k < nchoices; k++)
			row_start(ctx, &from, &choices[k], &items[count++]);
	}
	if (count > 1 && (!ctx->have_form || above_form(ctx) < 0))
	{
		uint8_t		probes[2 * SDK_MAX_SIZE][SDK_MAX_SIZE];
		int			i,
					j;

		ctx->have_bound = false;
		for (i = 0; i < count && ctx->status == SDK_OK; i++)
		{
			canon_state probe = items[i];

			ctx->probing = true;
			ctx->probe_done = false;
			ctx->probe_less = false;
			row_from(ctx, &probe, 0);
			ctx->probing = false;
			ctx->level = level;
			if (ctx->probe_done)
			{
				memcpy(probes[i], ctx->probe, ctx->n);
				memcpy(ctx->bound, ctx->probe, ctx->n);
				ctx->have_bound = true;
			}
			else
				memset(probes[i], 0xFF, ctx->n);
		}
		for (i = 1; i < count; i++)
			for (j = i; j > 0 && memcmp(probes[j - 1], probes[j], ctx->n) > 0; j--)
			{
				canon_state t = items[j];
				uint8_t		pt[SDK_MAX_SIZE];

				items[j] = items[j - 1];
				items[j - 1] = t;
				memcpy(pt, probes[j], ctx->n);
				memcpy(probes[j], probes[j - 1], ctx->n);
				memcpy(probes[j - 1], pt, ctx->n);
			}
	}
	explore(ctx, items, count, 0, -1);
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
		st->link[i] = (uint8_t) i;
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

	/* what starts empty or zero; the rest is written before it is read */
	ctx->status = SDK_OK;
	ctx->ticks = 0;
	ctx->have_form = false;
	ctx->form_version = 0;
	ctx->count = 0;
	ctx->ngens = 0;
	ctx->probing = ctx->collecting = false;
	memset(ctx->above_version, 0xFF, sizeof(ctx->above_version));
	memset(ctx->children, 0, sizeof(ctx->children));
	memset(ctx->visited, 0, sizeof(ctx->visited));
	memset(ctx->visit, 0, sizeof(ctx->visit));
	memset(ctx->row_items, 0, sizeof(ctx->row_items));
	memset(ctx->branch_items, 0, sizeof(ctx->branch_items));
	memset(ctx->pool, 0, sizeof(ctx->pool));
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

			memset(ctx->stackmask[g][r], 0, ctx->nstacks * sizeof(sdk_mask));
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
		err->status = SDK_ERR_NO_MEMORY;
		snprintf(err->detail, sizeof(err->detail), "Out of memory for the canonical form.");
		return err->status;
	}
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
					 "More than %d arrangements of a row of the %dx%d grid tie at once.",
					 CANON_MAX_STATES, n, n);
		else if (status == SDK_ERR_NO_MEMORY)
			snprintf(err->detail, sizeof(err->detail), "Out of memory for the canonical form.");
		else
			snprintf(err->detail, sizeof(err->detail), "The canonical form was canceled.");
	}
	for (i = 0; i <= SDK_MAX_SIZE; i++)
	{
		int			k;

		list_free(ctx, &ctx->visited[i]);
		list_free(ctx, &ctx->children[i]);
		if (ctx->visit[i].hashes)
			env->release(ctx->visit[i].hashes, env->arg);
		if (ctx->visit[i].index)
			env->release(ctx->visit[i].index, env->arg);
		if (ctx->visit[i].epoch)
			env->release(ctx->visit[i].epoch, env->arg);
		if (i < SDK_MAX_SIZE)
		{
			if (ctx->row_items[i])
				env->release(ctx->row_items[i], env->arg);
			if (ctx->pool[i])
			{
				for (k = 0; k < ctx->nstacks; k++)
					list_free(ctx, &ctx->pool[i][k]);
				env->release(ctx->pool[i], env->arg);
			}
			if (ctx->branch_items[i])
			{
				for (k = 0; k < n; k++)
					if (ctx->branch_items[i][k])
						env->release(ctx->branch_items[i][k], env->arg);
				env->release(ctx->branch_items[i], env->arg);
			}
		}
	}
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
