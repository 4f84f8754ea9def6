/*
 * solve.c -- the solve loop: the finder that runs the techniques in the
 * registry's order, every instance of one technique (sdk_find_steps), the
 * first step of the enabled ones, the loop that applies it until the grid
 * is solved (guessing where nothing else helps), the same one step at a
 * time from outside (sdk_logic_begin ...), and the trace of each cell.
 */
#include "engine.h"
#include "links.h"
#include "rating.h"
#include "exact.h"

#include <stdio.h>

/*
 * Under AddressSanitizer a kept block is poisoned until it is handed out
 * again, and then only the bytes asked for are open: a read or write past
 * them, or of a block released, is still caught as the caller's allocator
 * would have it caught.
 */
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SDK_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) && !defined(SDK_ASAN)
#define SDK_ASAN 1
#endif
#ifdef SDK_ASAN
#include <sanitizer/asan_interface.h>
#define KEPT_CLOSE(p, n) ASAN_POISON_MEMORY_REGION((p), (n))
#define KEPT_OPEN(p, n) ASAN_UNPOISON_MEMORY_REGION((p), (n))
#else
#define KEPT_CLOSE(p, n) ((void) 0)
#define KEPT_OPEN(p, n) ((void) 0)
#endif

/* ---- finding ---- */

/*
 * A settling search that may stop once its first solution is found: past
 * it, the proof that there is no second can take many times the work of
 * finding the first (a 25x25 of BENCHMARKS.md: 33 s of its rating's 41),
 * and a guess needs only a solution to follow (guess_ready).  The work is
 * counted in the questions to the interrupt hook, which both searches ask
 * after a fixed amount of it, so where it stops is the same on every
 * machine.
 */
#define SETTLE_PAST_FIRST 1		/* the work allowed past the first, times the work before it */
#define SETTLE_AT_LEAST 64		/* ... and at least this many questions */

typedef struct settle_budget
{
	const sdk_env *env;			/* the caller's */
	long		asked;			/* questions so far */
	long		first_at;		/* the question the first solution came before, -1 */
	bool		interrupted;	/* the caller's hook said stop */
} settle_budget;

static void *
budget_alloc(size_t size, void *arg)
{
	const sdk_env *env = ((settle_budget *) arg)->env;

	return env->alloc(size, env->arg);
}

static void
budget_release(void *ptr, void *arg)
{
	const sdk_env *env = ((settle_budget *) arg)->env;

	env->release(ptr, env->arg);
}

static bool
budget_spent(void *arg)
{
	settle_budget *b = (settle_budget *) arg;

	if (b->env->interrupted(b->env->arg))
		return b->interrupted = true;
	b->asked++;
	return b->first_at >= 0 &&
		b->asked - b->first_at > SETTLE_PAST_FIRST * b->first_at + SETTLE_AT_LEAST;
}

typedef struct solution_digits
{
	uint8_t    *digits;
	int			ncells;
	int			seen;
	settle_budget *budget;		/* NULL: none */
} solution_digits;

/*
 * Keeps the first solution; the search goes on to count.  The fast order
 * is enough: with one solution every order agrees, and with several the
 * guesses only need one to follow (the smallest can take seconds to find
 * on a large, nearly empty grid).
 */
static bool
keep_solution(const uint8_t *digits, void *arg)
{
	solution_digits *s = (solution_digits *) arg;

	if (s->seen++ == 0)
	{
		memcpy(s->digits, digits, s->ncells);
		if (s->budget)
			s->budget->first_at = s->budget->asked;
	}
	return true;
}

/*
 * Whether the position is the puzzle of its givens alone: every digit in
 * it a given, every open digit of an empty cell still a mark.  Then the
 * uniqueness of the givens (avoidable rectangles ask it) is the
 * puzzle's, and the count that settles it answers it.
 */
static bool
position_is_givens(const sdk_position *p)
{
	sdk_mask	open[SDK_MAX_CELLS];
	int			c;

	sdk_open_digits(p, open);
	for (c = 0; c < sdk_ncells(p); c++)
		if (p->value[c] ? !p->given[c] : p->cand[c] != open[c])
			return false;
	return true;
}

/*
 * The solutions of a position, up to two, the first into lg->solution;
 * within budget if not NULL (SDK_ERR_CANCELED when it is spent).
 */
static sdk_status
count_solutions(sdk_logic *lg, const sdk_position *p, settle_budget *budget, sdk_error *err)
{
	solution_digits first;
	sdk_env		env = {budget_alloc, budget_release, budget_spent, budget};

	first.digits = lg->solution;
	first.ncells = lg->ncells;
	first.seen = 0;
	first.budget = budget;
	return sdk_solve(p, 2, SDK_ORDER_FAST, keep_solution, &first, budget ? &env : lg->env, &lg->count, err);
}

/*
 * Settled: the position has count solutions (0, 1 or 2), the first in
 * lg->solution; before a guess they are the puzzle's, so its givens' when
 * it was its givens alone.
 */
static void
settle_as(sdk_logic *lg, uint64_t count)
{
	lg->count = count;
	lg->settled = true;
	if (lg->puzzle_is_givens && !lg->guessed)
		lg->givens_unique = count == 1;
}

/* logic_settle, the first search within budget if not NULL. */
static bool
settle_within(sdk_logic *lg, settle_budget *budget, sdk_error *err)
{
	if (lg->settled)
		return true;
	/*
	 * Before a guess every step so far holds in every solution (none
	 * assumes one but with one), and a step only narrows the position: its
	 * solutions are the puzzle's.  After one they are those that agree
	 * with the guesses, the one followed among them.
	 */
	if (count_solutions(lg, &lg->pos, budget, err) != SDK_OK)
		return false;
	/*
	 * With two or more before a guess, the guesses follow the puzzle's own
	 * first solution, so that the path does not depend on when this was
	 * asked.
	 */
	if (lg->count > 1 && !lg->guessed && lg->puzzle && !sdk_position_equal(&lg->pos, lg->puzzle) &&
		count_solutions(lg, lg->puzzle, NULL, err) != SDK_OK)
		return false;
	settle_as(lg, lg->count);
	return true;
}

bool
logic_settle(sdk_logic *lg, sdk_error *err)
{
	return settle_within(lg, NULL, err);
}

/*
 * The solver's environment over the caller's (lg->env): an allocation
 * refused is noted, and a large block released is kept for the next
 * asking about as much (sdk_logic.kept).  Each block begins with its size.
 */
typedef struct logic_block
{
	union
	{
		size_t		size;		/* the header's bytes included */
		/* the caller's alignment kept for what follows */
		long double ld;
		void	   *ptr;
		long long	ll;
	}			u;
} logic_block;

/* The oldest kept block back to the caller's allocator. */
static void
kept_drop_oldest(sdk_logic *lg)
{
	logic_block *old = lg->kept[--lg->nkept];

	lg->kept_bytes -= old->u.size;
	KEPT_OPEN(old + 1, old->u.size - sizeof(logic_block));
	lg->caller_env->release(old, lg->caller_env->arg);
}

static void *
logic_alloc(size_t size, void *arg)
{
	sdk_logic  *lg = arg;
	size_t		total = size + sizeof(logic_block);
	logic_block *b = NULL;
	int			i,
				best = -1;

	if (total < size)
	{
		lg->out_of_memory = true;
		return NULL;
	}
	/* a kept block as large, and not a quarter larger: the smallest such */
	if (total >= LOGIC_KEPT_MIN)
		for (i = 0; i < lg->nkept; i++)
			if (lg->kept[i]->u.size >= total && lg->kept[i]->u.size - total <= total / 4 &&
				(best < 0 || lg->kept[i]->u.size < lg->kept[best]->u.size))
				best = i;
	if (best >= 0)
	{
		b = lg->kept[best];
		lg->kept_bytes -= b->u.size;
		memmove(lg->kept + best, lg->kept + best + 1, sizeof(lg->kept[0]) * (size_t) (lg->nkept - best - 1));
		lg->nkept--;
		KEPT_OPEN(b + 1, size);
	}
	else if ((b = lg->caller_env->alloc(total, lg->caller_env->arg)) != NULL)
		b->u.size = total;
	else
	{
		/*
		 * Refused: the solve ends with the error (memory_failed).  What is
		 * kept (4 MB at most) is not given back to ask again, so that a
		 * refusal is one whatever was kept, as the tests that refuse each
		 * allocation in turn need.
		 */
		lg->out_of_memory = true;
		return NULL;
	}
	return b + 1;
}

static void
logic_release(void *ptr, void *arg)
{
	sdk_logic  *lg = arg;
	logic_block *b;

	if (!ptr)
		return;
	b = (logic_block *) ptr - 1;
	if (b->u.size < LOGIC_KEPT_MIN || b->u.size > LOGIC_KEPT_BYTES)
	{
		lg->caller_env->release(b, lg->caller_env->arg);
		return;
	}
	/* kept first; the oldest go back while there are too many, or too much */
	if (lg->nkept == LOGIC_KEPT_BLOCKS)
		kept_drop_oldest(lg);
	memmove(lg->kept + 1, lg->kept, sizeof(lg->kept[0]) * (size_t) lg->nkept);
	KEPT_CLOSE(b + 1, b->u.size - sizeof(logic_block));
	lg->kept[0] = b;
	lg->nkept++;
	lg->kept_bytes += b->u.size;
	while (lg->kept_bytes > LOGIC_KEPT_BYTES)
		kept_drop_oldest(lg);
}

/* The context and what it kept back to the caller's allocator. */
static void
logic_free(sdk_logic *lg)
{
	const sdk_env *env = lg->caller_env;

	while (lg->nkept > 0)
		kept_drop_oldest(lg);
	env->release(lg, env->arg);
}

static bool
logic_interrupted(void *arg)
{
	const sdk_logic *lg = arg;

	return lg->caller_env->interrupted(lg->caller_env->arg);
}

#define NO_MEMORY "The logical solver could not get memory."

/*
 * Whether an allocation was refused since the solve began: then the search
 * that asked may have ended without the step it would have found, so the
 * finder stops as if cancelled, with this error for the caller.
 */
static bool
memory_failed(sdk_logic *lg, sdk_finder *f)
{
	if (!lg->out_of_memory)
		return false;
	if (lg->failure.status == SDK_OK || lg->failure.status == SDK_ERR_CANCELED)
	{
		lg->failure.status = SDK_ERR_NO_MEMORY;
		strcpy(lg->failure.detail, NO_MEMORY);
	}
	f->cancelled = f->stopped = true;
	return true;
}

/*
 * The context for a position; its solutions are settled when first needed
 * (logic_settle), p staying the puzzle until the caller's call returns.
 */
static sdk_logic *
logic_new(const sdk_position *p, const sdk_logic_options *opts, const sdk_env *env, sdk_error *err)
{
	sdk_logic  *lg = env->alloc(sizeof(sdk_logic), env->arg);

	if (!lg)
	{
		err->status = SDK_ERR_NO_MEMORY;
		strcpy(err->detail, NO_MEMORY);
		return NULL;
	}
	logic_init(lg, p);
	lg->puzzle = p;
	lg->failure.status = SDK_OK;
	lg->failure.detail[0] = '\0';
	lg_load(lg, p);
	lg->techniques = sdk_technique_at(0);
	lg->ntechniques = sdk_technique_count();
	if (opts)
		lg->opts = *opts;
	else
		sdk_logic_options_default(&lg->opts);
	lg->puzzle_is_givens = position_is_givens(p);
	lg->givens_unique = -1;
	lg->caller_env = env;
	lg->own_env.alloc = logic_alloc;
	lg->own_env.release = logic_release;
	lg->own_env.interrupted = logic_interrupted;
	lg->own_env.arg = lg;
	lg->env = &lg->own_env;
	lg->out_of_memory = false;
	lg->nkept = 0;
	lg->kept_bytes = 0;
	return lg;
}

/* A finder for the context, keeping nothing yet. */
static void
finder_init(sdk_finder *f, sdk_logic *lg)
{
	f->lg = lg;
	f->links[0] = f->links[1] = NULL;
	f->rectangles = NULL;
	f->have_rectangles = false;
	memset(f->kept, 0, sizeof(f->kept));
	memset(f->kept_free, 0, sizeof(f->kept_free));
	f->stopped = false;
	f->cancelled = false;
}

/* Whether an entry before this one with the same finder is enabled (and runs it). */
static bool
finder_ran_before(const sdk_logic *lg, int technique)
{
	for (; lg_shares_finder(technique); technique--)
		if (sdk_technique_enabled(&lg->opts, technique - 1))
			return true;
	return false;
}

/*
 * Runs a technique's finder.  With only >= 0 it emits only steps of that
 * technique (sdk_find_steps); otherwise those of every enabled technique
 * the finder reports (the solve loop).  A technique that assumes one
 * solution runs when the puzzle has one; in the solve loop also before
 * that is settled, which find_first does if it finds a step.
 */
static void
run_technique(sdk_logic *lg, int technique, int only, sdk_finder *f)
{
	const sdk_technique *t = sdk_technique_at(technique);

	f->technique = technique;
	f->only = only;
	f->stopped = false;
	f->cancelled = false;
	/* asked before each technique: on a large grid a run of short ones adds up */
	if (finder_interrupted(f) || t->find == NULL)
		return;
	if (t->flags & SDK_TECH_UNIQUENESS)
	{
		if (only >= 0 && !logic_settle(lg, &lg->failure))
		{
			f->cancelled = f->stopped = true;
			return;
		}
		if (lg->settled && lg->count != 1)
			return;
	}
	t->find(f, t->param);
	memory_failed(lg, f);
}

/*
 * The error of a search that stopped (f->cancelled): out of memory while
 * settling the solutions, or interrupted.
 */
static sdk_status
stopped_error(const sdk_logic *lg, sdk_error *err, const char *interrupted)
{
	if (lg->failure.status != SDK_OK && lg->failure.status != SDK_ERR_CANCELED)
		*err = lg->failure;
	else
	{
		err->status = SDK_ERR_CANCELED;
		strcpy(err->detail, interrupted);
	}
	return err->status;
}

sdk_status
sdk_find_steps(const sdk_position *p, int technique, const sdk_logic_options *opts,
			   sdk_step_fn fn, void *arg, const sdk_env *env, sdk_error *err)
{
	sdk_logic  *lg;
	sdk_finder *f;
	sdk_status	rc = SDK_OK;

	if (technique < 0 || technique >= sdk_technique_count())
	{
		err->status = SDK_ERR_INVALID;
		strcpy(err->detail, "No such technique.");
		return err->status;
	}
	lg = logic_new(p, opts, env, err);
	if (!lg)
		return err->status;
	f = env->alloc(sizeof(sdk_finder), env->arg);
	if (!f)
	{
		logic_free(lg);
		err->status = SDK_ERR_NO_MEMORY;
		strcpy(err->detail, NO_MEMORY);
		return err->status;
	}
	logic_refresh(lg);
	finder_init(f, lg);
	f->emit = fn;
	f->arg = arg;
	run_technique(lg, technique, technique, f);
	if (f->cancelled)
		rc = stopped_error(lg, err, "The search for steps was interrupted.");
	finder_end(f);
	env->release(f, env->arg);
	logic_free(lg);
	return rc;
}

/* ---- solving ---- */

void
finder_forget(sdk_finder *f)
{
	links_forget(f);
	if (f->rectangles)
		f->lg->env->release(f->rectangles, f->lg->env->arg);
	f->rectangles = NULL;
	f->nrectangles = f->rectangles_cap = 0;
	f->have_rectangles = false;
}

void
finder_end(sdk_finder *f)
{
	int			k;

	finder_forget(f);
	for (k = 0; k < FINDER_KEPT_SLOTS; k++)
	{
		if (f->kept[k] && f->kept_free[k])
			f->kept_free[k] (f);
		f->kept[k] = NULL;
		f->kept_free[k] = NULL;
	}
}

/* Keeps the first step a technique finds. */
static bool
take_first(const sdk_step *step, void *arg)
{
	bool	   *found = (bool *) arg;

	(void) step;
	*found = true;
	return false;
}

/*
 * The model's techniques: HoDoKu's from the registry's start up to Guess,
 * Sudoku Explainer's after it to the end (all of them always on).
 */
static int
model_first(const sdk_logic *lg)
{
	return lg->opts.model == SDK_MODEL_SE ? sdk_technique_guess() + 1 : 0;
}

static int
model_end(const sdk_logic *lg)
{
	return lg->opts.model == SDK_MODEL_SE ? sdk_technique_count() : sdk_technique_guess();
}

/*
 * Whether a step that assumes the givens alone have one solution (an
 * avoidable rectangle: filled corners that are not givens could swap)
 * stands where the position has one.  Before a guess the givens have it
 * too when they are the puzzle (settle_as).  After one, the position's
 * solutions are those of the givens with the guesses; a swap that moves no
 * guessed digit keeps to both, so the position's one is enough; else the
 * givens are asked (logic_givens_unique).
 */
static bool
givens_hold(sdk_logic *lg, const sdk_step *step)
{
	int			i;

	if (lg->guessed && lg->puzzle_is_givens)
	{
		for (i = 0; i < step->ncells; i++)
			if (cs_has(&lg->guess_cells, step->cells[i]))
				break;
		if (i == step->ncells)
			return true;
	}
	return logic_givens_unique(lg);
}

/*
 * The first step of the enabled techniques, in the registry's order, into
 * f->step; false when none finds one (or the search was cancelled).
 */
static bool
find_first(sdk_logic *lg, sdk_finder *f)
{
	bool		found = false;
	int			t;
	void		(*observe) (int, bool, void *) = lg->opts.observe;

	if (observe)
		observe(-1, true, lg->opts.observe_arg);
	/* a new position: what was kept for the last one goes */
	finder_forget(f);
	logic_refresh(lg);
	logic_track(lg);
	if (observe)
		observe(-1, false, lg->opts.observe_arg);
	f->emit = take_first;
	f->arg = &found;
	for (t = model_first(lg); t < model_end(lg) && !found && !f->cancelled; t++)
	{
		/* a finder that reports several techniques runs once */
		if (lg->opts.model == SDK_MODEL_SE ? lg_shares_finder(t) :
			!sdk_technique_enabled(&lg->opts, t) || finder_ran_before(lg, t))
			continue;
		if (observe)
			observe(t, true, lg->opts.observe_arg);
		run_technique(lg, t, -1, f);
		if (observe)
			observe(t, false, lg->opts.observe_arg);
		/*
		 * A step that assumes one solution, found before that was settled:
		 * it stands if the position has one (the puzzle's solutions before
		 * a guess; most have one, and most positions never come to such a
		 * step, so the exact search is put off to here, or the end, where
		 * it is cheaper), else it was never found.  One that assumes it of
		 * the givens, found after a guess, asks it of them.
		 */
		if (found && !f->cancelled && (sdk_technique_at(t)->flags & SDK_TECH_UNIQUENESS))
		{
			if (!lg->settled && !logic_settle(lg, &lg->failure))
				f->cancelled = f->stopped = true;
			else if (lg->count != 1 ||
					 ((sdk_technique_at(t)->flags & SDK_TECH_GIVENS) && !givens_hold(lg, &f->step)))
				found = false;
		}
	}
	/* found lives in this frame: no emit may reach it once we return */
	f->emit = NULL;
	f->arg = NULL;
	return found && !f->cancelled;
}

/* ---- a solve driven from outside, one step at a time ---- */

struct sdk_logic_session
{
	sdk_logic  *lg;
	sdk_finder *f;
	bool		stopped;		/* the last sdk_logic_next stopped (sdk_logic_failure) */
};

sdk_logic_session *
sdk_logic_begin(const sdk_position *p, const sdk_logic_options *opts,
				const sdk_env *env, sdk_error *err)
{
	sdk_logic_session *s = env->alloc(sizeof(sdk_logic_session), env->arg);

	if (!s)
	{
		err->status = SDK_ERR_NO_MEMORY;
		strcpy(err->detail, NO_MEMORY);
		return NULL;
	}
	/*
	 * settled now: the steps applied may be anyone's (HoDoKu's uniqueness
	 * steps too), and p is the puzzle only while this call lasts
	 */
	s->lg = logic_new(p, opts, env, err);
	if (s->lg && !logic_settle(s->lg, err))
	{
		logic_free(s->lg);
		s->lg = NULL;
	}
	s->f = s->lg ? env->alloc(sizeof(sdk_finder), env->arg) : NULL;
	if (!s->f)
	{
		if (s->lg)
		{
			logic_free(s->lg);
			err->status = SDK_ERR_NO_MEMORY;
			strcpy(err->detail, NO_MEMORY);
		}
		env->release(s, env->arg);
		return NULL;
	}
	s->lg->puzzle = NULL;
	s->stopped = false;
	finder_init(s->f, s->lg);
	return s;
}

bool
sdk_logic_next(sdk_logic_session *s, sdk_step *step)
{
	bool		found;

	s->stopped = false;
	if (sdk_empty_count(&s->lg->pos) == 0)
		return false;
	found = find_first(s->lg, s->f);
	/* as the solve loop asks: memory refused after the last technique too */
	if (s->f->cancelled || memory_failed(s->lg, s->f))
	{
		s->stopped = true;
		return false;
	}
	if (found)
		*step = s->f->step;
	return found;
}

sdk_status
sdk_logic_failure(const sdk_logic_session *s, sdk_error *err)
{
	if (s->stopped)
		return stopped_error(s->lg, err, "The logical solver was interrupted.");
	err->status = SDK_OK;
	err->detail[0] = '\0';
	return SDK_OK;
}

void
sdk_logic_apply(sdk_logic_session *s, const sdk_step *step)
{
	logic_apply(s->lg, step);
}

const sdk_position *
sdk_logic_position(const sdk_logic_session *s)
{
	return &s->lg->pos;
}

void
sdk_logic_end(sdk_logic_session *s)
{
	/* the caller's: lg->env lives in lg, released here */
	const sdk_env *env = s->lg->caller_env;

	finder_end(s->f);
	env->release(s->f, env->arg);
	logic_free(s->lg);
	env->release(s, env->arg);
}

/* The cell a guess fills: the first with fewest marks, -1 when none is open. */
static int
guess_cell(const sdk_logic *lg)
{
	int			best = -1,
				best_count = SDK_MAX_SIZE + 1,
				c;

	for (c = 0; c < lg->ncells; c++)
	{
		int			count;

		if (lg->pos.value[c])
			continue;
		count = sdk_bit_count(lg->pos.cand[c]);
		if (count < best_count)
		{
			best = c;
			best_count = count;
		}
	}
	return best;
}

/*
 * Before a guess: the solution it follows.  Settled as before when the
 * search proves it within its budget (settle_budget); else a guess does not
 * need the proof, only the solution found, and the proof is put off: a
 * step that assumes one solution asks it later, of the position it is found
 * in (find_first), where the guesses have made it easier, and a path that
 * ends on a full grid asks nothing more.  Settled with two solutions or
 * more, the next step that assumes one asks again.  False when the search
 * stopped (err).
 */
static bool
guess_ready(sdk_logic *lg, sdk_error *err)
{
	settle_budget budget;

	if (lg->settled && lg->count > 1)
	{
		lg->settled = false;	/* lg->solution stays the one followed */
		return true;
	}
	if (lg->settled || lg->guessed)
		return true;
	budget.env = lg->env;
	budget.asked = 0;
	budget.first_at = -1;
	budget.interrupted = false;
	if (settle_within(lg, &budget, err))
		return true;
	if (err->status != SDK_ERR_CANCELED || budget.interrupted || budget.first_at < 0)
		return false;
	err->status = SDK_OK;
	err->detail[0] = '\0';
	return true;
}

/* A guess: the solution's digit in cell (guess_ready before). */
static bool
make_guess(sdk_finder *f, int cell, int depth)
{
	const uint8_t *solution = f->lg->solution;
	sdk_logic  *lg = f->lg;
	int			d;

	if (!(lg->pos.cand[cell] & SDK_BIT(solution[cell])))
		return false;
	if (!lg->guessed)
		lg->before_guess = lg->pos;
	lg->guessed = true;
	cs_add(&lg->guess_cells, cell);
	f->technique = sdk_technique_guess();
	step_begin(f, SDK_BIT(solution[cell]));
	step_cell(f, cell);
	f->step.guess_depth = depth;
	/* the seeds try the digits in order: the smaller ones are dead ends */
	MASK_FOR_EACH(d, lg->pos.cand[cell])
		if (d < solution[cell])
			f->step.dead_ends++;
	step_text(f, "Guess %d: ", depth);
	step_text_cell(f, cell);
	step_text(f, " from ");
	step_text_digits(f, lg->pos.cand[cell], "");
	if (f->step.dead_ends)
		step_text(f, " after %d dead end%s", f->step.dead_ends, f->step.dead_ends > 1 ? "s" : "");
	step_place(f, cell, solution[cell]);
	return true;
}

sdk_status
sdk_logic_solve(const sdk_position *p, const sdk_logic_options *opts,
				int max_steps, sdk_step_fn fn, void *arg,
				sdk_position *final, sdk_rating *rating,
				const sdk_env *env, sdk_error *err)
{
	sdk_logic  *lg;
	sdk_finder *f;
	sdk_rating	local;
	const rating_model *model = opts && opts->model == SDK_MODEL_SE ? &rating_se : &rating_hodoku;
	int			steps = 0,
				depth = 0;
	sdk_status	rc = SDK_OK;

	if (!rating)
		rating = &local;
	model->begin(rating);
	lg = logic_new(p, opts, env, err);
	f = lg ? env->alloc(sizeof(sdk_finder), env->arg) : NULL;
	if (!f)
	{
		if (lg)
		{
			logic_free(lg);
			err->status = SDK_ERR_NO_MEMORY;
			strcpy(err->detail, NO_MEMORY);
		}
		return err->status;
	}
	finder_init(f, lg);

	while (max_steps == 0 || steps < max_steps)
	{
		bool		found;

		if (env->interrupted(env->arg))
		{
			rc = err->status = SDK_ERR_CANCELED;
			strcpy(err->detail, "The logical solver was interrupted.");
			break;
		}
		if (sdk_empty_count(&lg->pos) == 0)
			break;
		found = find_first(lg, f);
		/* memory refused after the last technique too: the givens' count (givens_hold) */
		if (f->cancelled || memory_failed(lg, f))
		{
			rc = stopped_error(lg, err, "The logical solver was interrupted.");
			break;
		}
		if (!found)
		{
			int			cell = guess_cell(lg);

			if (!sdk_technique_enabled(&lg->opts, sdk_technique_guess()) || cell < 0)
				break;
			if (!guess_ready(lg, &lg->failure))
			{
				rc = stopped_error(lg, err, "The logical solver was interrupted.");
				break;
			}
			if ((lg->settled && lg->count == 0) || !make_guess(f, cell, ++depth))
				break;
		}
		logic_apply(lg, &f->step);
		model->add(rating, &f->step, model->difficulty(&f->step));
		steps++;
		if (fn && !fn(&f->step, arg))
			break;
	}
	/* a rating of a path that never needed them: the solutions of where it got to */
	if (rating != &local && rc == SDK_OK && !logic_settle(lg, &lg->failure))
		rc = stopped_error(lg, err, "The logical solver was interrupted.");
	rating->solved = lg->settled && lg->count > 0;
	model->finish(rating, rating->solved && sdk_empty_count(&lg->pos) == 0);
	if (final)
		*final = lg->pos;
	finder_end(f);
	env->release(f, env->arg);
	logic_free(lg);
	return rc;
}

/* For the trace: the step count so far, and what each cell got. */
typedef struct trace_sink
{
	sdk_cell_trace *trace;
	int			steps;
} trace_sink;

static bool
record_placements(const sdk_step *step, void *arg)
{
	trace_sink *t = (trace_sink *) arg;
	int			i;

	t->steps++;
	for (i = 0; i < step->nplacements; i++)
	{
		sdk_cell_trace *cell = &t->trace[step->placements[i].cell];

		cell->step = t->steps;
		cell->rule = sdk_technique_at(step->technique)->name;
	}
	return true;
}

sdk_status
sdk_logic_trace(const sdk_position *p, const sdk_logic_options *opts,
				sdk_cell_trace *trace, const sdk_env *env, sdk_error *err)
{
	trace_sink	sink = {trace, 0};
	sdk_position *final;
	sdk_status	rc;
	int			c;

	final = env->alloc(sizeof(sdk_position), env->arg);
	if (!final)
	{
		err->status = SDK_ERR_NO_MEMORY;
		strcpy(err->detail, NO_MEMORY);
		return err->status;
	}
	for (c = 0; c < sdk_ncells(p); c++)
	{
		trace[c].step = 0;
		trace[c].rule = p->value[c] ? (p->given[c] ? "Given" : "Placed") : NULL;
	}
	rc = sdk_logic_solve(p, opts, 0, record_placements, &sink, final, NULL, env, err);
	/* a solve stopped before it began leaves final unwritten */
	for (c = 0; c < sdk_ncells(p); c++)
		trace[c].value = rc == SDK_OK ? final->value[c] : p->value[c];
	env->release(final, env->arg);
	return rc;
}
