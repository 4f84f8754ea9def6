/*
 * cdcl.c -- clause learning for the general solver: the search that
 * settles large grids (a 25x25 with a third to a half of its cells given)
 * whose depth-first search would guess tens of thousands of times.
 *
 * The puzzle is the usual propositional one: a variable per cell and
 * digit, "cell c holds digit d".  The rules are not written out as clauses
 * but applied where they are met: a variable made true makes the cell's
 * other digits and the digit in the cell's peers false; a variable made
 * false lowers two kinds of counts, the digits a cell has left and the
 * places a digit has left in each of the cell's units, and a count of one
 * makes the last variable true (naked and hidden singles), a count of zero
 * is a contradiction.  Only learnt clauses are stored, watched by two of
 * their literals.
 *
 * On a contradiction the implication graph is walked back to its first
 * unique implication point (the rules above stand in for the clauses that
 * would have implied each variable).  The clause learnt is then made
 * shorter, as CaDiCaL does: the literals of each earlier level give way to
 * that level's own unique implication point where there is one
 * (shrinking), and a literal that follows from the others, however far
 * back, goes (recursive minimization).  On 25x25 positions that leaves
 * the clauses a third as long and saves a quarter of the conflicts.  The
 * clause is kept, and the search jumps back to where it becomes unit.  Guesses are led by activity
 * (variables met in recent contradictions first, VSIDS), the search
 * restarts along the Luby sequence with everything learnt kept, and the
 * clauses learnt are thinned by their literal block distance at restarts.
 * Given a grid the solutions are expected to be near (the generator's
 * question: another solution than the puzzle's grid, without one cell's
 * digit), a guess places that grid's digit in the cell activity chose,
 * while the digit is open: the other solution is usually a few cells away
 * from the grid, and the search then spends its conflicts around them.
 *
 * Solutions are reported as found; each is then excluded by a clause (its
 * placements beyond the first state cannot all hold again), so the search
 * that ends without another has seen all of them: solver.c uses it only
 * when few are sought.  Every structure is the search's own (no global
 * state), its memory comes from the caller's env, and the interrupt hook
 * is asked every so often.
 */
#include "sudoku_core.h"
#include "cdcl.h"

#include <stdlib.h>
#include <string.h>

/* Work (assignments looked at, clauses visited) between two interrupt checks. */
#define WORK_BETWEEN_CHECKS 65536

/* Conflicts per unit of the Luby sequence of restarts. */
#define RESTART_UNIT 64

/* Activity decay per conflict (VSIDS). */
#define VAR_DECAY 0.95

/* Why a variable has its value. */
enum
{
	R_NONE,						/* a guess, or the first state */
	R_PEER,						/* false: rdata, a variable of a peer or of the cell, is true */
	R_CELL,						/* true: the cell rdata has no other digit */
	R_UNIT,						/* true: the digit has no other place in unit rdata */
	R_CLAUSE					/* the learnt clause at rdata */
};

/* A clause: size, then flags and literal block distance, then literals. */
#define CL_SIZE(cl) ((cl)[0])
#define CL_LITS(cl) ((cl) + 2)
#define CL_LEARNT 0x80000000u
#define CL_DELETED 0x40000000u
#define CL_LBD_MASK 0x3FFFFFFFu

typedef struct watch
{
	uint32_t	cref;			/* the clause */
	uint32_t	blocker;		/* one of its literals: when true, no need to look */
} watch;

typedef struct watch_list
{
	watch	   *w;
	uint32_t	size,
				cap;
} watch_list;

/* A variable whose reason is being followed back, and how far. */
typedef struct min_frame
{
	int32_t		v;
	int			k;
} min_frame;

/* cd->seen: a literal of the clause learnt, or what removable() found. */
#define SEEN_CLAUSE 1
#define SEEN_REMOVABLE 2
#define SEEN_POISON 4
#define SEEN_SHRINK 8

typedef struct learnt_key
{
	uint32_t	key;
	uint32_t	cref;
} learnt_key;

typedef struct cdcl
{
	const sdk_cdcl_problem *pr;
	const sdk_env *env;
	int			n,
				ncells,
				nvars,
				npeers;
	uint16_t   *peers;			/* [cell * npeers + k]: the cells that see it */
	uint16_t   *var_cell;		/* [var]: its cell */
	uint8_t    *var_digit;		/* [var]: its digit */

	/* the assignment */
	int8_t	   *val;			/* [var]: 1 true, -1 false, 0 open */
	int32_t    *level;
	uint8_t    *rkind;
	int32_t    *rdata;
	int32_t    *trail;
	int			trail_size,
				qhead;
	int32_t    *trail_lim;		/* [level - 1]: where the level starts on the trail */
	int			nlevels;
	uint8_t    *cnt_cell;		/* [cell]: digits not false */
	uint8_t    *cnt_unit;		/* [unit * n + digit]: places not false */

	/* the order of guesses */
	double	   *activity;
	double		var_inc;
	int32_t    *heap;
	int32_t    *heap_index;		/* -1 when not in the heap */
	int			heap_size;

	/* conflict analysis */
	int			confl_kind;
	int32_t		confl_a,
				confl_b;
	uint8_t    *seen;
	int32_t    *tpos;			/* [var]: its place on the trail */
	int32_t    *level_first;	/* [level]: the clause's earliest place on it */
	min_frame  *frames;			/* removable()'s path back */
	int32_t    *marked;			/* variables removable() marked in seen */
	int32_t    *shrunk;			/* variables block_uip() marked in seen */
	int			nmarked;
	int32_t    *learnt;			/* the clause being learnt */
	int32_t    *judged;			/* its literals before they are thinned */
	int32_t    *vars;			/* a reason's variables; the clause shrunk, while it is minimized */
	uint32_t   *level_stamp;	/* [level]: for the literal block distance */
	uint32_t	stamp;

	/* clauses */
	uint32_t   *arena;
	size_t		arena_size,
				arena_cap;
	watch_list *watches;		/* [literal]: clauses watching it */
	uint32_t   *learnts;
	int			nlearnts,
				learnts_cap;
	int			max_learnts;

	uint8_t    *digits;			/* a solution */
	uint64_t	work,
				next_check,
				conflicts;
	bool		canceled,
				no_memory;
} cdcl;

/* ---- memory ---- */

static void *
cd_alloc(cdcl *cd, size_t bytes)
{
	void	   *p = cd->env->alloc(bytes ? bytes : 1, cd->env->arg);

	if (!p)
		cd->no_memory = true;
	return p;
}

static void
cd_free(cdcl *cd, void *p)
{
	if (p)
		cd->env->release(p, cd->env->arg);
}

/*
 * A list of count items (of size bytes) moved to room for cap of them, the
 * old room given back; NULL without memory (the old room kept).
 */
static void *
cd_grow(cdcl *cd, void *items, size_t count, size_t cap, size_t size)
{
	void	   *room = cd_alloc(cd, size * cap);

	if (!room)
		return NULL;
	if (count)
		memcpy(room, items, size * count);
	cd_free(cd, items);
	return room;
}

static bool
watch_push(cdcl *cd, uint32_t lit, uint32_t cref, uint32_t blocker)
{
	watch_list *wl = &cd->watches[lit];

	if (wl->size == wl->cap)
	{
		uint32_t	cap = wl->cap ? wl->cap * 2 : 8;
		watch	   *w = cd_grow(cd, wl->w, wl->size, cap, sizeof(watch));

		if (!w)
			return false;
		wl->w = w;
		wl->cap = cap;
	}
	wl->w[wl->size].cref = cref;
	wl->w[wl->size].blocker = blocker;
	wl->size++;
	return true;
}

/* Room for a clause of size literals; its reference, or UINT32_MAX without memory. */
static uint32_t
arena_take(cdcl *cd, int size)
{
	size_t		need = (size_t) size + 2;
	uint32_t	cref;

	if (cd->arena_size + need > cd->arena_cap)
	{
		size_t		cap = cd->arena_cap ? cd->arena_cap * 2 : 4096;
		uint32_t   *a;

		while (cap < cd->arena_size + need)
			cap *= 2;
		if (cap >= UINT32_MAX / 2)
		{
			cd->no_memory = true;
			return UINT32_MAX;
		}
		a = cd_grow(cd, cd->arena, cd->arena_size, cap, sizeof(uint32_t));
		if (!a)
			return UINT32_MAX;
		cd->arena = a;
		cd->arena_cap = cap;
	}
	cref = (uint32_t) cd->arena_size;
	cd->arena_size += need;
	return cref;
}

/* ---- the heap of open variables by activity ---- */

static void
heap_up(cdcl *cd, int i)
{
	int32_t		v = cd->heap[i];
	double		a = cd->activity[v];

	while (i > 0)
	{
		int			parent = (i - 1) / 2;

		if (cd->activity[cd->heap[parent]] >= a)
			break;
		cd->heap[i] = cd->heap[parent];
		cd->heap_index[cd->heap[i]] = i;
		i = parent;
	}
	cd->heap[i] = v;
	cd->heap_index[v] = i;
}

static void
heap_down(cdcl *cd, int i)
{
	int32_t		v = cd->heap[i];
	double		a = cd->activity[v];

	for (;;)
	{
		int			child = 2 * i + 1;

		if (child >= cd->heap_size)
			break;
		if (child + 1 < cd->heap_size &&
			cd->activity[cd->heap[child + 1]] > cd->activity[cd->heap[child]])
			child++;
		if (cd->activity[cd->heap[child]] <= a)
			break;
		cd->heap[i] = cd->heap[child];
		cd->heap_index[cd->heap[i]] = i;
		i = child;
	}
	cd->heap[i] = v;
	cd->heap_index[v] = i;
}

static void
heap_insert(cdcl *cd, int32_t v)
{
	if (cd->heap_index[v] >= 0)
		return;
	cd->heap[cd->heap_size] = v;
	cd->heap_index[v] = cd->heap_size;
	cd->heap_size++;
	heap_up(cd, cd->heap_size - 1);
}

static int32_t
heap_pop(cdcl *cd)
{
	int32_t		v = cd->heap[0];

	cd->heap_index[v] = -1;
	cd->heap_size--;
	if (cd->heap_size > 0)
	{
		cd->heap[0] = cd->heap[cd->heap_size];
		cd->heap_index[cd->heap[0]] = 0;
		heap_down(cd, 0);
	}
	return v;
}

static void
bump(cdcl *cd, int32_t v)
{
	if ((cd->activity[v] += cd->var_inc) > 1e100)
	{
		int			i;

		for (i = 0; i < cd->nvars; i++)
			cd->activity[i] *= 1e-100;
		cd->var_inc *= 1e-100;
	}
	if (cd->heap_index[v] >= 0)
		heap_up(cd, cd->heap_index[v]);
}

/* ---- assignment and propagation ---- */

static inline int
lit_value(const cdcl *cd, uint32_t lit)
{
	int			v = cd->val[lit >> 1];

	return lit & 1 ? -v : v;
}

/* The literal of v that is false now. */
static inline uint32_t
false_lit(const cdcl *cd, int32_t v)
{
	return (uint32_t) v * 2 + (cd->val[v] > 0 ? 1 : 0);
}


static inline void
assign(cdcl *cd, int32_t v, int value, int kind, int32_t data)
{
	cd->val[v] = (int8_t) value;
	cd->level[v] = cd->nlevels;
	cd->rkind[v] = (uint8_t) kind;
	cd->rdata[v] = data;
	cd->tpos[v] = cd->trail_size;
	cd->trail[cd->trail_size++] = v;
	if (value < 0)
	{
		int			c = cd->var_cell[v],
					d = cd->var_digit[v],
					n = cd->n;

		cd->cnt_cell[c]--;
		cd->cnt_unit[cd->pr->cell_row[c] * n + d]--;
		cd->cnt_unit[(n + cd->pr->cell_col[c]) * n + d]--;
		cd->cnt_unit[(2 * n + cd->pr->cell_box[c]) * n + d]--;
	}
}

static inline void
assign_lit(cdcl *cd, uint32_t lit, int kind, int32_t data)
{
	assign(cd, (int32_t) (lit >> 1), lit & 1 ? -1 : 1, kind, data);
}

enum
{
	C_NONE,
	C_BINARY,					/* variables a and b both true, peers */
	C_CELL,						/* cell a has no digit left */
	C_UNIT,						/* digit a % n has no place in unit a / n */
	C_CLAUSE					/* every literal of clause a false */
};

static inline bool
conflict(cdcl *cd, int kind, int32_t a, int32_t b)
{
	cd->confl_kind = kind;
	cd->confl_a = a;
	cd->confl_b = b;
	return false;
}

/* v was made true: its cell's other digits and its digit in the peers go. */
static bool
propagate_true(cdcl *cd, int32_t v)
{
	int			n = cd->n,
				c = cd->var_cell[v],
				d = cd->var_digit[v],
				k;
	int32_t		base = c * n;
	const uint16_t *peers = cd->peers + (size_t) c * cd->npeers;

	for (k = 0; k < n; k++)
	{
		int32_t		w = base + k;

		if (w == v)
			continue;
		if (cd->val[w] == 0)
			assign(cd, w, -1, R_PEER, v);
		else if (cd->val[w] > 0)
			return conflict(cd, C_BINARY, v, w);
	}
	for (k = 0; k < cd->npeers; k++)
	{
		int32_t		w = peers[k] * n + d;

		if (cd->val[w] == 0)
			assign(cd, w, -1, R_PEER, v);
		else if (cd->val[w] > 0)
			return conflict(cd, C_BINARY, v, w);
	}
	cd->work += (uint64_t) n + cd->npeers;
	return true;
}

/* Digit d's places in unit u: none is a contradiction, one a hidden single. */
static inline bool
check_unit(cdcl *cd, int u, int d)
{
	int			n = cd->n,
				left = cd->cnt_unit[u * n + d],
				k;

	if (left > 1)
		return true;
	if (left == 0)
		return conflict(cd, C_UNIT, u * n + d, 0);
	for (k = 0; k < n; k++)
	{
		int32_t		w = cd->pr->unit_cells[u][k] * n + d;

		if (cd->val[w] >= 0)
		{
			if (cd->val[w] == 0)
				assign(cd, w, 1, R_UNIT, u);
			break;
		}
	}
	cd->work += (uint64_t) n;
	return true;
}

/* v was made false: the cell's and the units' counts tell what follows. */
static bool
propagate_false(cdcl *cd, int32_t v)
{
	int			n = cd->n,
				c = cd->var_cell[v],
				d = cd->var_digit[v];

	if (cd->cnt_cell[c] <= 1)
	{
		int			k;

		if (cd->cnt_cell[c] == 0)
			return conflict(cd, C_CELL, c, 0);
		for (k = 0; k < n; k++)
		{
			int32_t		w = c * n + k;

			if (cd->val[w] >= 0)
			{
				if (cd->val[w] == 0)
					assign(cd, w, 1, R_CELL, c);
				break;
			}
		}
	}
	return check_unit(cd, cd->pr->cell_row[c], d) &&
		check_unit(cd, n + cd->pr->cell_col[c], d) &&
		check_unit(cd, 2 * n + cd->pr->cell_box[c], d);
}

/* The learnt clauses watching lit, which has just become false. */
static bool
propagate_watches(cdcl *cd, uint32_t lit)
{
	watch_list *wl = &cd->watches[lit];
	uint32_t	i,
				j,
				size = wl->size;

	for (i = j = 0; i < size; i++)
	{
		watch		w = wl->w[i];
		uint32_t   *cl,
				   *lits,
					first,
					k,
					csize;

		if (lit_value(cd, w.blocker) > 0)
		{
			wl->w[j++] = w;
			continue;
		}
		cl = cd->arena + w.cref;
		csize = CL_SIZE(cl);
		lits = CL_LITS(cl);
		cd->work++;
		if (lits[0] == lit)
		{
			lits[0] = lits[1];
			lits[1] = lit;
		}
		first = lits[0];
		if (first != w.blocker && lit_value(cd, first) > 0)
		{
			w.blocker = first;
			wl->w[j++] = w;
			continue;
		}
		for (k = 2; k < csize; k++)
			if (lit_value(cd, lits[k]) >= 0)
				break;
		if (k < csize)
		{
			lits[1] = lits[k];
			lits[k] = lit;
			if (watch_push(cd, lits[1], w.cref, first))
				continue;
			/* no memory: keep it here, the search stops */
			lits[k] = lits[1];
			lits[1] = lit;
		}
		wl->w[j++] = w;
		if (cd->no_memory || lit_value(cd, first) < 0)
		{
			for (i++; i < size; i++)
				wl->w[j++] = wl->w[i];
			wl->size = j;
			return conflict(cd, C_CLAUSE, (int32_t) w.cref, 0);
		}
		if (lit_value(cd, first) == 0)
			assign_lit(cd, first, R_CLAUSE, (int32_t) w.cref);
	}
	wl->size = j;
	return true;
}

/* Everything that follows from the trail; false on a contradiction. */
static bool
propagate(cdcl *cd)
{
	while (cd->qhead < cd->trail_size)
	{
		int32_t		v = cd->trail[cd->qhead++];

		if (cd->val[v] > 0)
		{
			if (!propagate_true(cd, v) || !propagate_watches(cd, (uint32_t) v * 2 + 1))
				return false;
		}
		else if (!propagate_false(cd, v) || !propagate_watches(cd, (uint32_t) v * 2))
			return false;
	}
	return true;
}

static void
backtrack(cdcl *cd, int level)
{
	int			i,
				n = cd->n;

	if (cd->nlevels <= level)
		return;
	for (i = cd->trail_size - 1; i >= cd->trail_lim[level]; i--)
	{
		int32_t		v = cd->trail[i];

		if (cd->val[v] < 0)
		{
			int			c = cd->var_cell[v],
						d = cd->var_digit[v];

			cd->cnt_cell[c]++;
			cd->cnt_unit[cd->pr->cell_row[c] * n + d]++;
			cd->cnt_unit[(n + cd->pr->cell_col[c]) * n + d]++;
			cd->cnt_unit[(2 * n + cd->pr->cell_box[c]) * n + d]++;
		}
		cd->val[v] = 0;
		cd->rkind[v] = R_NONE;
		heap_insert(cd, v);
	}
	cd->trail_size = cd->qhead = cd->trail_lim[level];
	cd->nlevels = level;
}

/* ---- learning ---- */

/* The variables of the contradiction: its clause, every literal false. */
static int
conflict_vars(cdcl *cd, int32_t *out)
{
	int			n = cd->n,
				k,
				count = 0;

	switch (cd->confl_kind)
	{
		case C_BINARY:
			out[0] = cd->confl_a;
			out[1] = cd->confl_b;
			return 2;
		case C_CELL:
			for (k = 0; k < n; k++)
				out[count++] = cd->confl_a * n + k;
			return count;
		case C_UNIT:
			{
				int			u = cd->confl_a / n,
							d = cd->confl_a % n;

				for (k = 0; k < n; k++)
					out[count++] = cd->pr->unit_cells[u][k] * n + d;
				return count;
			}
		default:
			{
				const uint32_t *cl = cd->arena + cd->confl_a;
				uint32_t	i;

				for (i = 0; i < CL_SIZE(cl); i++)
					out[count++] = (int32_t) (CL_LITS(cl)[i] >> 1);
				return count;
			}
	}
}

/*
 * The k-th variable (from *k on) of v's reason other than v, or -1 when
 * there is none left; *k moves past it.
 */
static inline int32_t
reason_next(const cdcl *cd, int32_t v, int *k)
{
	int			n = cd->n;

	switch (cd->rkind[v])
	{
		case R_PEER:
			return (*k)++ == 0 ? cd->rdata[v] : -1;
		case R_CELL:
			while (*k < n)
			{
				int32_t		w = cd->rdata[v] * n + (*k)++;

				if (w != v)
					return w;
			}
			return -1;
		case R_UNIT:
			while (*k < n)
			{
				int32_t		w = cd->pr->unit_cells[cd->rdata[v]][(*k)++] * n + cd->var_digit[v];

				if (w != v)
					return w;
			}
			return -1;
		case R_CLAUSE:
			{
				const uint32_t *cl = cd->arena + cd->rdata[v];

				if ((uint32_t) *k + 1 < CL_SIZE(cl))
					return (int32_t) (CL_LITS(cl)[1 + (*k)++] >> 1);
				return -1;
			}
		default:
			return -1;
	}
}

/* The variables (other than v) whose values implied v's: false literals of its reason. */
static int
reason_vars(const cdcl *cd, int32_t v, int32_t *out)
{
	int			k = 0,
				count = 0;
	int32_t		w;

	while ((w = reason_next(cd, v, &k)) >= 0)
		out[count++] = w;
	return count;
}

/*
 * Whether the literal of v in the clause learnt can go: every variable its
 * value follows from is in the clause, fixed from the start, or can go
 * itself (followed back through their reasons, without recursion; what is
 * found on the way is kept in seen for the clause's other literals).  A
 * variable can only follow from the clause's literals of its own level if
 * the clause has one at that level set before it.
 */
static bool
removable(cdcl *cd, int32_t v)
{
	int			depth = 0;

	if (cd->seen[v] & SEEN_REMOVABLE)
		return true;
	if (cd->seen[v] & SEEN_POISON || cd->rkind[v] == R_NONE)
		return false;
	cd->frames[0].v = v;
	cd->frames[0].k = 0;
	while (depth >= 0)
	{
		min_frame  *f = &cd->frames[depth];
		int32_t		w = reason_next(cd, f->v, &f->k);
		int			l;

		cd->work++;
		if (w < 0)
		{
			/* all of f->v's reason can go: so can it */
			if (!(cd->seen[f->v] & SEEN_CLAUSE))
			{
				cd->seen[f->v] = SEEN_REMOVABLE;
				cd->marked[cd->nmarked++] = f->v;
			}
			depth--;
			continue;
		}
		l = cd->level[w];
		if (l == 0 || cd->seen[w] & (SEEN_CLAUSE | SEEN_REMOVABLE))
			continue;
		if (cd->seen[w] & SEEN_POISON || cd->rkind[w] == R_NONE ||
			cd->level_stamp[l] != cd->stamp || cd->tpos[w] < cd->level_first[l])
		{
			/* w cannot go, nor anything on the way to it */
			for (; depth >= 0; depth--)
				if (!(cd->seen[cd->frames[depth].v] & SEEN_CLAUSE))
				{
					cd->seen[cd->frames[depth].v] = SEEN_POISON;
					cd->marked[cd->nmarked++] = cd->frames[depth].v;
				}
			return false;
		}
		depth++;
		cd->frames[depth].v = w;
		cd->frames[depth].k = 0;
	}
	return true;
}

/*
 * The literals from..to-1 of the clause learnt, all of one level: the
 * variable of that level whose value alone implies theirs, given the
 * clause's literals of lower levels (and what follows from them), or -1.
 * The trail is walked back from the latest of them, each variable met
 * replaced by its reason, until one is left.
 */
static int32_t
block_uip(cdcl *cd, int from, int to)
{
	int			level = cd->level[cd->learnt[from] >> 1],
				open = to - from,
				nshrunk = 0,
				pos = 0,
				i;
	int32_t		uip = -1;

	for (i = from; i < to; i++)
	{
		int32_t		v = cd->learnt[i] >> 1;

		cd->seen[v] |= SEEN_SHRINK;
		cd->shrunk[nshrunk++] = v;
		if (cd->tpos[v] > pos)
			pos = cd->tpos[v];
	}
	for (;; pos--)
	{
		int32_t		v = cd->trail[pos],
					w;
		int			k = 0;

		cd->work++;
		if (!(cd->seen[v] & SEEN_SHRINK))
			continue;
		if (open == 1)
		{
			uip = v;
			break;
		}
		while ((w = reason_next(cd, v, &k)) >= 0)
		{
			int			l = cd->level[w];

			cd->work++;
			if (l == 0 || cd->seen[w] & SEEN_SHRINK)
				continue;
			if (l == level)
			{
				cd->seen[w] |= SEEN_SHRINK;
				cd->shrunk[nshrunk++] = w;
				open++;
			}
			else if (!(cd->seen[w] & SEEN_CLAUSE) && !removable(cd, w))
				break;
		}
		if (w >= 0 || cd->rkind[v] == R_NONE)
			break;
		open--;
	}
	for (i = 0; i < nshrunk; i++)
		cd->seen[cd->shrunk[i]] &= (uint8_t) ~SEEN_SHRINK;
	return uip;
}

/*
 * Each level of the clause learnt with two literals or more: those
 * literals replaced by the one variable of the level that implies them
 * all, where there is one (shrinking, as CaDiCaL does).  The new size.
 */
static int
shrink(cdcl *cd, int size)
{
	int			i,
				j,
				out = 1;

	/* by level, the latest first on the trail within one */
	for (i = 2; i < size; i++)
	{
		int32_t		lit = cd->learnt[i],
					v = lit >> 1;

		for (j = i; j > 1; j--)
		{
			int32_t		w = cd->learnt[j - 1] >> 1;

			if (cd->level[w] > cd->level[v] ||
				(cd->level[w] == cd->level[v] && cd->tpos[w] > cd->tpos[v]))
				break;
			cd->learnt[j] = cd->learnt[j - 1];
		}
		cd->learnt[j] = lit;
	}
	for (i = 1; i < size; i = j)
	{
		int			level = cd->level[cd->learnt[i] >> 1];
		int32_t		uip = -1;

		for (j = i + 1; j < size && cd->level[cd->learnt[j] >> 1] == level; j++)
			;
		if (j - i > 1)
			uip = block_uip(cd, i, j);
		if (uip >= 0)
		{
			if (!(cd->seen[uip] & SEEN_CLAUSE))
			{
				cd->seen[uip] = SEEN_CLAUSE;
				cd->marked[cd->nmarked++] = uip;
			}
			cd->level_first[level] = cd->tpos[uip];
			cd->learnt[out++] = (int32_t) false_lit(cd, uip);
		}
		else
			while (i < j)
				cd->learnt[out++] = cd->learnt[i++];
	}
	return out;
}

/*
 * The clause of the first unique implication point, shrunk and minimized,
 * in cd->learnt (the asserting literal first, then one of the deepest
 * level); its size, the level to jump back to in *back and its literal
 * block distance in *lbd.
 */
static int
analyze(cdcl *cd, int *back, uint32_t *lbd)
{
	int			size = 1,
				first,
				path = 0,
				index = cd->trail_size - 1,
				count,
				i,
				j;
	int32_t		p = -1;

	count = conflict_vars(cd, cd->vars);
	for (;;)
	{
		for (i = 0; i < count; i++)
		{
			int32_t		w = cd->vars[i];

			if (cd->seen[w] || cd->level[w] == 0)
				continue;
			cd->seen[w] = SEEN_CLAUSE;
			bump(cd, w);
			if (cd->level[w] >= cd->nlevels)
				path++;
			else
				cd->learnt[size++] = (int32_t) false_lit(cd, w);
		}
		while (!cd->seen[cd->trail[index]])
			index--;
		p = cd->trail[index--];
		cd->seen[p] = 0;
		if (--path == 0)
			break;
		count = reason_vars(cd, p, cd->vars);
	}
	cd->learnt[0] = (int32_t) false_lit(cd, p);

	/*
	 * Literals implied by the others go (all stay seen until every one is
	 * judged): the levels of the clause, each with its earliest literal on
	 * the trail, bound where removable() looks.
	 */
	cd->stamp++;
	for (i = 1; i < size; i++)
	{
		int32_t		w = cd->learnt[i] >> 1;
		int			l = cd->level[w];

		if (cd->level_stamp[l] != cd->stamp)
		{
			cd->level_stamp[l] = cd->stamp;
			cd->level_first[l] = cd->tpos[w];
		}
		else if (cd->tpos[w] < cd->level_first[l])
			cd->level_first[l] = cd->tpos[w];
	}
	memcpy(cd->judged, cd->learnt, sizeof(int32_t) * size);
	cd->nmarked = 0;
	first = size;
	size = shrink(cd, size);
	memcpy(cd->vars, cd->learnt, sizeof(int32_t) * size);
	for (i = j = 1; i < size; i++)
		if (!removable(cd, cd->vars[i] >> 1))
			cd->learnt[j++] = cd->vars[i];
	for (i = 1; i < first; i++)
		cd->seen[cd->judged[i] >> 1] = 0;
	for (i = 0; i < cd->nmarked; i++)
		cd->seen[cd->marked[i]] = 0;
	size = j;

	*back = 0;
	if (size > 1)
	{
		int			deepest = 1;

		for (i = 2; i < size; i++)
			if (cd->level[cd->learnt[i] >> 1] > cd->level[cd->learnt[deepest] >> 1])
				deepest = i;
		{
			int32_t		t = cd->learnt[1];

			cd->learnt[1] = cd->learnt[deepest];
			cd->learnt[deepest] = t;
		}
		*back = cd->level[cd->learnt[1] >> 1];
	}
	cd->stamp++;
	*lbd = 0;
	for (i = 0; i < size; i++)
	{
		int			l = cd->level[cd->learnt[i] >> 1];

		if (cd->level_stamp[l] != cd->stamp)
		{
			cd->level_stamp[l] = cd->stamp;
			(*lbd)++;
		}
	}
	return size;
}

/* Stores a clause of two or more literals, watched by its first two. */
static uint32_t
store_clause(cdcl *cd, const int32_t *lits, int size, uint32_t flags)
{
	uint32_t	cref = arena_take(cd, size);
	uint32_t   *cl;
	int			i;

	if (cref == UINT32_MAX)
		return cref;
	cl = cd->arena + cref;
	cl[0] = (uint32_t) size;
	cl[1] = flags;
	for (i = 0; i < size; i++)
		CL_LITS(cl)[i] = (uint32_t) lits[i];
	if (!watch_push(cd, CL_LITS(cl)[0], cref, CL_LITS(cl)[1]) ||
		!watch_push(cd, CL_LITS(cl)[1], cref, CL_LITS(cl)[0]))
		return UINT32_MAX;
	if (flags & CL_LEARNT)
	{
		if (cd->nlearnts == cd->learnts_cap)
		{
			int			cap = cd->learnts_cap ? cd->learnts_cap * 2 : 1024;
			uint32_t   *l = cd_grow(cd, cd->learnts, (size_t) cd->nlearnts, (size_t) cap, sizeof(uint32_t));

			if (!l)
				return UINT32_MAX;
			cd->learnts = l;
			cd->learnts_cap = cap;
		}
		cd->learnts[cd->nlearnts++] = cref;
	}
	return cref;
}

/*
 * A clause at the first level (the solutions to skip, each solution
 * found): false when no assignment can satisfy it any more.
 */
static bool
add_root_clause(cdcl *cd, int32_t *lits, int size)
{
	int			i,
				k = 0;

	for (i = 0; i < size; i++)
	{
		int			value = lit_value(cd, (uint32_t) lits[i]);

		if (value > 0)
			return true;
		if (value == 0)
			lits[k++] = lits[i];
	}
	if (k == 0)
		return false;
	if (k == 1)
	{
		assign_lit(cd, (uint32_t) lits[0], R_NONE, 0);
		return propagate(cd);
	}
	return store_clause(cd, lits, k, 0) != UINT32_MAX;
}

static int
compare_keys(const void *a, const void *b)
{
	const learnt_key *x = (const learnt_key *) a,
			   *y = (const learnt_key *) b;

	if (x->key != y->key)
		return x->key < y->key ? -1 : 1;
	return x->cref < y->cref ? 1 : x->cref > y->cref ? -1 : 0;
}

/*
 * At the first level: keeps the clauses learnt with the smallest literal
 * block distances (the newest among equals), half of them, and every one
 * of distance two or less; then packs the clauses and their watches.
 */
static bool
reduce_learnts(cdcl *cd)
{
	learnt_key *keys = cd_alloc(cd, sizeof(learnt_key) * (size_t) cd->nlearnts);
	uint32_t   *arena;
	size_t		size = 0,
				pos;
	int			i,
				kept = 0;

	if (!keys)
		return false;
	for (i = 0; i < cd->nlearnts; i++)
	{
		keys[i].cref = cd->learnts[i];
		keys[i].key = cd->arena[cd->learnts[i] + 1] & CL_LBD_MASK;
	}
	qsort(keys, (size_t) cd->nlearnts, sizeof(learnt_key), compare_keys);
	for (i = cd->nlearnts / 2; i < cd->nlearnts; i++)
		if (keys[i].key > 2)
			cd->arena[keys[i].cref + 1] |= CL_DELETED;
	cd_free(cd, keys);

	/* the first level's reasons are never asked for: forget them */
	for (i = 0; i < cd->trail_size; i++)
		cd->rkind[cd->trail[i]] = R_NONE;
	arena = cd_alloc(cd, sizeof(uint32_t) * (cd->arena_cap ? cd->arena_cap : 1));
	if (!arena)
		return false;
	for (i = 0; i < 2 * cd->nvars; i++)
		cd->watches[i].size = 0;
	for (pos = 0; pos < cd->arena_size; pos += CL_SIZE(cd->arena + pos) + 2)
	{
		const uint32_t *cl = cd->arena + pos;
		uint32_t	cref = (uint32_t) size;

		if (cl[1] & CL_DELETED)
			continue;
		memcpy(arena + size, cl, sizeof(uint32_t) * (CL_SIZE(cl) + 2));
		size += CL_SIZE(cl) + 2;
		if (cl[1] & CL_LEARNT)
			cd->learnts[kept++] = cref;
		/* the lists only shrank: no memory is asked for */
		if (!watch_push(cd, CL_LITS(cl)[0], cref, CL_LITS(cl)[1]) ||
			!watch_push(cd, CL_LITS(cl)[1], cref, CL_LITS(cl)[0]))
			return false;
	}
	cd_free(cd, cd->arena);
	cd->arena = arena;
	cd->arena_size = size;
	cd->nlearnts = kept;
	return true;
}

/* The Luby sequence 1 1 2 1 1 2 4 ...: its i-th term (from 0). */
static uint64_t
luby(uint64_t i)
{
	uint64_t	size = 1,
				seq = 0;

	while (size < i + 1)
	{
		seq++;
		size = 2 * size + 1;
	}
	while (size - 1 != i)
	{
		size = (size - 1) / 2;
		seq--;
		i %= size;
	}
	return (uint64_t) 1 << seq;
}

/* ---- the search ---- */

static bool
cd_interrupted(cdcl *cd)
{
	if (cd->work >= cd->next_check)
	{
		cd->next_check = cd->work + WORK_BETWEEN_CHECKS;
		if (cd->env->interrupted(cd->env->arg))
			cd->canceled = true;
	}
	return cd->canceled;
}

static bool
cd_init(cdcl *cd)
{
	const sdk_cdcl_problem *pr = cd->pr;
	int			n = pr->n,
				c,
				k,
				v;
	size_t		nv;

	cd->n = n;
	cd->ncells = pr->ncells;
	cd->nvars = pr->ncells * n;
	nv = (size_t) cd->nvars;
	cd->var_inc = 1.0;
	cd->next_check = WORK_BETWEEN_CHECKS;
	cd->max_learnts = cd->nvars / 3 + 2000;

	/* the peers of a cell: its row, its column, its box's other lines */
	{
		int			box_count = 0;

		for (k = 0; k < n; k++)
		{
			int			p = pr->unit_cells[2 * n + pr->cell_box[0]][k];

			if (p != 0 && pr->cell_row[p] != pr->cell_row[0] && pr->cell_col[p] != pr->cell_col[0])
				box_count++;
		}
		cd->npeers = 2 * (n - 1) + box_count;
	}
	cd->peers = cd_alloc(cd, sizeof(uint16_t) * (size_t) pr->ncells * cd->npeers);
	cd->var_cell = cd_alloc(cd, sizeof(uint16_t) * nv);
	cd->var_digit = cd_alloc(cd, nv);
	cd->val = cd_alloc(cd, nv);
	cd->level = cd_alloc(cd, sizeof(int32_t) * nv);
	cd->rkind = cd_alloc(cd, nv);
	cd->rdata = cd_alloc(cd, sizeof(int32_t) * nv);
	cd->trail = cd_alloc(cd, sizeof(int32_t) * nv);
	cd->trail_lim = cd_alloc(cd, sizeof(int32_t) * (nv + 1));
	cd->cnt_cell = cd_alloc(cd, (size_t) pr->ncells);
	cd->cnt_unit = cd_alloc(cd, (size_t) 3 * n * n);
	cd->activity = cd_alloc(cd, sizeof(double) * nv);
	cd->heap = cd_alloc(cd, sizeof(int32_t) * nv);
	cd->heap_index = cd_alloc(cd, sizeof(int32_t) * nv);
	cd->seen = cd_alloc(cd, nv);
	cd->tpos = cd_alloc(cd, sizeof(int32_t) * nv);
	cd->level_first = cd_alloc(cd, sizeof(int32_t) * (nv + 1));
	cd->frames = cd_alloc(cd, sizeof(min_frame) * (nv + 1));
	cd->marked = cd_alloc(cd, sizeof(int32_t) * 2 * nv);
	cd->shrunk = cd_alloc(cd, sizeof(int32_t) * nv);
	cd->learnt = cd_alloc(cd, sizeof(int32_t) * (nv + 1));
	cd->vars = cd_alloc(cd, sizeof(int32_t) * (nv + 1));
	cd->judged = cd_alloc(cd, sizeof(int32_t) * (nv + 1));
	cd->level_stamp = cd_alloc(cd, sizeof(uint32_t) * (nv + 1));
	cd->watches = cd_alloc(cd, sizeof(watch_list) * 2 * nv);
	cd->digits = cd_alloc(cd, (size_t) pr->ncells);
	if (cd->no_memory)
		return false;
	memset(cd->seen, 0, nv);
	memset(cd->level_stamp, 0, sizeof(uint32_t) * (nv + 1));
	memset(cd->watches, 0, sizeof(watch_list) * 2 * nv);
	memset(cd->cnt_cell, 0, (size_t) pr->ncells);
	memset(cd->cnt_unit, 0, (size_t) 3 * n * n);
	for (c = 0; c < pr->ncells; c++)
	{
		int			r = pr->cell_row[c],
					col = pr->cell_col[c],
					b = pr->cell_box[c],
					np = 0,
					u;

		for (u = 0; u < 3; u++)
		{
			int			unit = u == 0 ? r : u == 1 ? n + col : 2 * n + b;

			for (k = 0; k < n; k++)
			{
				int			p = pr->unit_cells[unit][k];

				if (p == c || (u == 2 && (pr->cell_row[p] == r || pr->cell_col[p] == col)))
					continue;
				cd->peers[(size_t) c * cd->npeers + np++] = (uint16_t) p;
			}
		}
	}
	for (v = 0; v < cd->nvars; v++)
	{
		int			d;

		c = v / n;
		d = v % n;
		cd->var_cell[v] = (uint16_t) c;
		cd->var_digit[v] = (uint8_t) d;
		cd->level[v] = 0;
		cd->rkind[v] = R_NONE;
		cd->rdata[v] = 0;
		cd->heap_index[v] = -1;
		if (pr->domain[c] & ((sdk_mask) 1 << d))
		{
			int			size = sdk_bit_count(pr->domain[c]);

			cd->val[v] = 0;
			cd->cnt_cell[c]++;
			cd->cnt_unit[pr->cell_row[c] * n + d]++;
			cd->cnt_unit[(n + pr->cell_col[c]) * n + d]++;
			cd->cnt_unit[(2 * n + pr->cell_box[c]) * n + d]++;
			/* the first guesses in the cells with fewest digits */
			cd->activity[v] = 1.0 / (size * 64.0);
		}
		else
		{
			cd->val[v] = -1;	/* false from the start, never on the trail */
			cd->activity[v] = 0;
		}
	}
	for (v = 0; v < cd->nvars; v++)
		if (cd->val[v] == 0)
			heap_insert(cd, v);
	return true;
}

/*
 * The guess in the cell of v, which activity chose, with the problem's
 * near grid: near's digit there while open, else v.  (v, left open, goes
 * false with that guess and back into the heap when taken back.)
 */
static int32_t
near_digit(cdcl *cd, int32_t v)
{
	int			cell = cd->var_cell[v],
				d = cd->pr->near[cell];
	int32_t		w;

	if (d < 1 || d > cd->n)
		return v;
	w = cell * cd->n + d - 1;
	return cd->val[w] == 0 ? w : v;
}

static void
cd_release(cdcl *cd)
{
	int			i;

	if (cd->watches)
		for (i = 0; i < 2 * cd->nvars; i++)
			cd_free(cd, cd->watches[i].w);
	cd_free(cd, cd->watches);
	cd_free(cd, cd->peers);
	cd_free(cd, cd->var_cell);
	cd_free(cd, cd->var_digit);
	cd_free(cd, cd->val);
	cd_free(cd, cd->level);
	cd_free(cd, cd->rkind);
	cd_free(cd, cd->rdata);
	cd_free(cd, cd->trail);
	cd_free(cd, cd->trail_lim);
	cd_free(cd, cd->cnt_cell);
	cd_free(cd, cd->cnt_unit);
	cd_free(cd, cd->activity);
	cd_free(cd, cd->heap);
	cd_free(cd, cd->heap_index);
	cd_free(cd, cd->seen);
	cd_free(cd, cd->tpos);
	cd_free(cd, cd->level_first);
	cd_free(cd, cd->frames);
	cd_free(cd, cd->marked);
	cd_free(cd, cd->shrunk);
	cd_free(cd, cd->learnt);
	cd_free(cd, cd->vars);
	cd_free(cd, cd->judged);
	cd_free(cd, cd->level_stamp);
	cd_free(cd, cd->arena);
	cd_free(cd, cd->learnts);
	cd_free(cd, cd->digits);
}

/*
 * The first level: each cell with one digit holds it, then everything
 * that follows, then the solutions to skip.  False when no solution is
 * left.
 */
static bool
cd_start(cdcl *cd)
{
	const sdk_cdcl_problem *pr = cd->pr;
	int			c,
				i,
				u,
				d;

	for (c = 0; c < pr->ncells; c++)
		if (cd->cnt_cell[c] == 0)
			return false;
		else if (cd->cnt_cell[c] == 1)
		{
			int32_t		v = c * cd->n + sdk_lowest_bit(pr->domain[c]);

			if (cd->val[v] == 0)
				assign(cd, v, 1, R_NONE, 0);
		}
	for (u = 0; u < 3 * cd->n; u++)
		for (d = 0; d < cd->n; d++)
			if (!check_unit(cd, u, d))
				return false;
	if (!propagate(cd))
		return false;
	for (i = 0; i < pr->nskip; i++)
	{
		const uint8_t *s = pr->skip + (size_t) i * pr->ncells;

		for (c = 0; c < pr->ncells; c++)
			cd->learnt[c] = (c * cd->n + s[c] - 1) * 2 + 1;
		if (!add_root_clause(cd, cd->learnt, pr->ncells))
			return false;
	}
	return true;
}

/*
 * A complete assignment: reports it, then excludes it (its placements
 * beyond the first level cannot all hold again).  False when the search
 * ends: the report said stop, or no other solution can exist.
 */
static bool
found_solution(cdcl *cd)
{
	int			n = cd->n,
				c,
				k = 0;

	for (c = 0; c < cd->ncells; c++)
	{
		int			d;

		for (d = 0; d < n; d++)
			if (cd->val[c * n + d] > 0)
				break;
		cd->digits[c] = (uint8_t) (d + 1);
		if (cd->level[c * n + d] > 0)
			cd->learnt[k++] = (c * n + d) * 2 + 1;
	}
	if (!cd->pr->report(cd->digits, cd->pr->arg))
		return false;
	backtrack(cd, 0);
	return add_root_clause(cd, cd->learnt, k);
}


sdk_cdcl_end
sdk_cdcl_solve(const sdk_cdcl_problem *pr)
{
	cdcl	   *cd = pr->env->alloc(sizeof(cdcl), pr->env->arg);
	sdk_cdcl_end end = SDK_CDCL_DONE;
	uint64_t	restarts = 0,
				until_restart;

	if (!cd)
		return SDK_CDCL_NO_MEMORY;
	memset(cd, 0, sizeof(cdcl));
	cd->pr = pr;
	cd->env = pr->env;
	if (!cd_init(cd))
	{
		cd_release(cd);
		pr->env->release(cd, pr->env->arg);
		return SDK_CDCL_NO_MEMORY;
	}
	until_restart = luby(restarts) * RESTART_UNIT;
	if (cd_start(cd))
		for (;;)
		{
			if (cd_interrupted(cd))
				break;
			if (!propagate(cd))
			{
				int			back,
							size;
				uint32_t	lbd;

				if (cd->no_memory || cd->nlevels == 0)
					break;
				cd->conflicts++;
				size = analyze(cd, &back, &lbd);
				backtrack(cd, back);
				if (size == 1)
					assign_lit(cd, (uint32_t) cd->learnt[0], R_NONE, 0);
				else
				{
					uint32_t	cref = store_clause(cd, cd->learnt, size, CL_LEARNT | lbd);

					if (cref == UINT32_MAX)
						break;
					assign_lit(cd, (uint32_t) cd->learnt[0], R_CLAUSE, (int32_t) cref);
				}
				cd->var_inc /= VAR_DECAY;
				if (until_restart > 0)
					until_restart--;
				continue;
			}
			if (until_restart == 0)
			{
				backtrack(cd, 0);
				restarts++;
				until_restart = luby(restarts) * RESTART_UNIT;
				if (cd->nlearnts > cd->max_learnts)
				{
					if (!reduce_learnts(cd))
						break;
					cd->max_learnts += cd->max_learnts / 10;
				}
				continue;
			}
			{
				int32_t		v = -1;

				while (cd->heap_size > 0)
				{
					v = heap_pop(cd);
					if (cd->val[v] == 0)
						break;
					v = -1;
				}
				if (v < 0)
				{
					if (!found_solution(cd))
						break;
					continue;
				}
				if (pr->near)
					v = near_digit(cd, v);
				cd->trail_lim[cd->nlevels++] = cd->trail_size;
				assign(cd, v, 1, R_NONE, 0);	/* a guess places a digit */
			}
		}
	if (cd->no_memory)
		end = SDK_CDCL_NO_MEMORY;
	else if (cd->canceled)
		end = SDK_CDCL_CANCELED;
	cd_release(cd);
	pr->env->release(cd, pr->env->arg);
	return end;
}
