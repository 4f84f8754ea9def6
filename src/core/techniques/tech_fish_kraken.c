/*
 * tech_fish_kraken.c -- Kraken Fish, types 1 and 2, as HoDoKu 2.2 finds
 * them: finned fish that eliminate nothing themselves, whose fins (or
 * base places) are joined by chains to an elimination.
 *
 * A finned fish holds, or one of its fins does.  Type 1: a cell the fish
 * would clear of its digit (a cover place outside the base, or a base
 * place in two cover units) that every fin set to the digit clears too
 * (a chain from each fin) loses the digit.  Type 2: in a cover unit that
 * holds more than base places, one of its base places (those in one cover
 * unit only) or a fin holds the digit; a candidate that each of them set
 * to the digit clears (a chain from each) is eliminated, of any digit.
 *
 * The fish are those of the general search (tech_fish_general.c) run for
 * sizes 2 to 4 at once, Franken at most, with HoDoKu's Kraken settings:
 * in the solver at most 2 fins and no endo fins, for every instance (its
 * regression tester's getAllKrakenFishes) 5 fins and 2 endo fins; no
 * template is checked (the eliminations are not of one digit alone).  The
 * chains are those of the implication engine (links.c, with groups, as
 * HoDoKu's tables for its Kraken search); what a candidate set to the
 * fish's digit clears is expanded once per search and kept as bits.
 *
 * The order.  The solver takes the first Kraken step the search meets:
 * digits in order, the fish in the search's order, in a fish first type 1
 * (cells in order) then type 2 (cover units, digits, cells in order); with
 * siamese fish HoDoKu goes on to the end of that digit keeping the first
 * new step of each combination of base units (a step with an elimination
 * of a step kept before is new only when its fish is smaller or its
 * chains shorter), pairs steps of the same base units (boxes alone are
 * base units of both passes) whose eliminations differ (a siamese pair
 * has the chains of its first half), and takes the best: most
 * eliminations, the fish of the smaller category, size, not sashimi, the
 * shorter chains, the first found.  Every instance: each elimination of a
 * type once per digit, from the smallest fish that makes it (the first
 * found of those), in that order.
 */
#include "tech_fish.h"
#include "links.h"

#include <stdlib.h>

/* At most this much memory for what the candidates imply (bits per candidate set on). */
#define KRAKEN_ROWS_BUDGET ((size_t) 64 << 20)

typedef struct kraken_step
{
	fish		fi;				/* the fish (kind: the fish's own) */
	int			type;			/* 1 or 2 */
	int			cell;			/* the elimination */
	int			digit;
	sdk_cellset premises;		/* the chains start at these cells, set to the fish's digit */
	int			length;			/* HoDoKu's length of all chains, -1 not measured yet */
	int			seq;
	int			nelim;			/* 1, or 2 for a siamese pair */
	int			second;			/* a siamese pair: its second half, else -1 */
} kraken_step;

struct kraken_search
{
	sdk_finder *f;
	sdk_logic  *lg;
	link_graph *g;
	bool		all_steps;
	bool		siamese;		/* the solver with siamese fish */
	int			technique[2];	/* Kraken Fish Type 1, 2 */
	bool		stopped;
	/* what each candidate set on clears: a row of bits over candidate nodes */
	int			words;
	int		   *row_of;			/* per candidate node: its row, -1 not expanded */
	long		row_work;		/* links the expansions for the rows followed */
	uint64_t   *rows;
	int			nrows;
	int			cap_rows;
	/* the steps kept */
	kraken_step *steps;
	int			count;
	int			cap;
	int			seq;
	bool		fish_has_step;	/* the solver keeps one step per fish */
	/* every instance: the step kept per type and elimination, for the fish's digit */
	int		   *kept_at;		/* per (type, cell, digit): index in steps */
	int		   *kept_digit;		/* the fish's digit it is for */
	/* scratch rows */
	uint64_t   *acc;
};

kraken_search *
kraken_begin(sdk_finder *f)
{
	sdk_logic  *lg = f->lg;
	const sdk_env *env = lg->env;
	kraken_search *k = env->alloc(sizeof(kraken_search), env->arg);
	int			i;

	if (!k)
		return NULL;
	memset(k, 0, sizeof(*k));
	k->f = f;
	k->lg = lg;
	k->all_steps = f->only >= 0;
	k->siamese = !k->all_steps && lg->opts.duals_and_siamese;
	k->technique[0] = lg_technique_code(f->lg, "0371");
	k->technique[1] = lg_technique_code(f->lg, "0372");
	k->g = links_build(f, true);
	if (k->g)
	{
		size_t		keys = 2 * (size_t) lg->ncells * (size_t) lg->n;

		k->words = (k->g->ncand + 63) / 64;
		k->row_of = env->alloc(sizeof(int) * (size_t) (k->g->ncand + 1), env->arg);
		k->kept_at = env->alloc(sizeof(int) * keys, env->arg);
		k->kept_digit = env->alloc(sizeof(int) * keys, env->arg);
		k->acc = env->alloc(sizeof(uint64_t) * (size_t) (k->words + 1), env->arg);
		if (k->kept_digit)
			memset(k->kept_digit, 0, sizeof(int) * keys);
	}
	if (!k->g || !k->row_of || !k->kept_at || !k->kept_digit || !k->acc)
	{
		kraken_end(k, false);
		return NULL;
	}
	for (i = 0; i < k->g->ncand; i++)
		k->row_of[i] = -1;
	return k;
}

/* Releases the search; with emit, first emits the steps kept, in order. */
static bool kraken_emit_kept(kraken_search *k);

void
kraken_end(kraken_search *k, bool emit)
{
	const sdk_env *env = k->lg->env;

	if (emit)
		kraken_emit_kept(k);
	if (k->g)
		links_free(k->f, k->g);
	if (k->row_of)
		env->release(k->row_of, env->arg);
	if (k->rows)
		env->release(k->rows, env->arg);
	if (k->steps)
		env->release(k->steps, env->arg);
	{
		void	   *parts[] = {k->kept_at, k->kept_digit, k->acc};
		int			i;

		for (i = 0; i < 3; i++)
			if (parts[i])
				env->release(parts[i], env->arg);
	}
	env->release(k, env->arg);
}

bool
kraken_stopped(const kraken_search *k)
{
	return k->stopped;
}

int
kraken_count(const kraken_search *k)
{
	return k->count;
}

bool
kraken_base_done(const kraken_search *k)
{
	return k->fish_has_step;
}

/*
 * The row of what the candidate (cell, digit) set on clears; NULL when the
 * search must end (work, memory).
 */
static const uint64_t *
kraken_row(kraken_search *k, int cell, int digit)
{
	link_graph *g = k->g;
	int			v = links_candidate(g, k->lg, cell, digit),
				i;
	uint64_t   *row;

	if (v < 0)
		return NULL;
	if (k->row_of[v] >= 0)
		return k->rows + (size_t) k->row_of[v] * (size_t) k->words;
	if (finder_interrupted(k->f) || k->row_work > LINK_WORK_BUDGET)
	{
		k->stopped = true;
		return NULL;
	}
	if (k->nrows == k->cap_rows)
	{
		int			more = k->cap_rows ? 2 * k->cap_rows : 64;
		size_t		bytes = sizeof(uint64_t) * (size_t) k->words * (size_t) more;
		uint64_t   *grown;

		grown = bytes <= KRAKEN_ROWS_BUDGET ? k->lg->env->alloc(bytes, k->lg->env->arg) : NULL;
		if (!grown)
		{
			k->stopped = true;
			return NULL;
		}
		if (k->rows)
		{
			memcpy(grown, k->rows, sizeof(uint64_t) * (size_t) k->words * (size_t) k->nrows);
			k->lg->env->release(k->rows, k->lg->env->arg);
		}
		k->rows = grown;
		k->cap_rows = more;
	}
	row = k->rows + (size_t) k->nrows * (size_t) k->words;
	memset(row, 0, sizeof(uint64_t) * (size_t) k->words);
	k->row_work -= g->work;
	links_expand(g, LIT_ON(v), NULL, 0);
	k->row_work += g->work;
	for (i = 0; i < g->count; i++)
	{
		int			lit = g->order[i],
					u = LIT_NODE(lit);

		if (!LIT_IS_ON(lit) && u < g->ncand)
			row[u >> 6] |= (uint64_t) 1 << (u & 63);
	}
	k->row_of[v] = k->nrows++;
	return row;
}

/*
 * What every premise cell set to digit clears, into k->acc (bits over
 * candidate nodes); false when the search must end.
 */
static bool
kraken_common(kraken_search *k, const sdk_cellset *premises, int digit)
{
	int			c,
				i;
	bool		first = true;

	CS_FOR_EACH(c, premises)
	{
		const uint64_t *row = kraken_row(k, c, digit);

		if (!row)
			return false;
		for (i = 0; i < k->words; i++)
			k->acc[i] = first ? row[i] : k->acc[i] & row[i];
		first = false;
	}
	if (first)
		memset(k->acc, 0, sizeof(uint64_t) * (size_t) k->words);
	return true;
}

static bool
acc_has(const kraken_search *k, int cell, int digit)
{
	int			u = links_candidate(k->g, k->lg, cell, digit);

	return u >= 0 && ((k->acc[u >> 6] >> (u & 63)) & 1);
}

/* HoDoKu's length of a step's chains (each premise expanded). */
static int
kraken_length(kraken_search *k, kraken_step *ks)
{
	int			c,
				target;

	if (ks->length >= 0)
		return ks->length;
	ks->length = 0;
	target = LIT_OFF(links_candidate(k->g, k->lg, ks->cell, ks->digit));
	CS_FOR_EACH(c, &ks->premises)
	{
		int			len;
		bool		net;

		links_expand(k->g, LIT_ON(links_candidate(k->g, k->lg, c, ks->fi.digit)), NULL, 0);
		if (links_chain_measure(k->f, k->g, target, &len, &net))
			ks->length += len;
	}
	return ks->length;
}

/* The step's text and chains (a siamese pair's: those of its first half), emitted. */
static bool
kraken_emit(kraken_search *k, kraken_step *ks)
{
	sdk_finder *f = k->f;
	const fish *fi = &ks->fi;
	const kraken_step *half[2];
	int			halves = ks->second >= 0 ? 2 : 1,
				units[FISH_MAX_SIZE],
				target,
				h,
				i,
				c;
	sdk_cellset fins = fi->fins;
	char		code[8];

	half[0] = ks;
	half[1] = ks->second >= 0 ? &k->steps[ks->second] : NULL;
	step_begin(f, SDK_BIT(fi->digit));
	f->step.technique = k->technique[ks->type - 1];
	f->step.flags |= SDK_STEP_FORCING;
	/* a Kraken Fish is no fish to HoDoKu's library: no siamese code */
	if (halves == 2)
		fins = cs_or(&fins, &half[1]->fi.fins);
	for (i = 0; i < fi->size; i++)
		step_base(f, fi->base[i]);
	for (h = 0; h < halves; h++)
		for (i = 0; i < half[h]->fi.ncover[0]; i++)
			step_cover(f, half[h]->fi.cover[0][i]);
	for (h = 0; h < halves; h++)
		step_eliminate(f, half[h]->cell, half[h]->digit);
	CS_FOR_EACH(c, &fins)
		step_cell(f, c);
	CS_FOR_EACH(c, &fi->endo)
		step_cell(f, c);
	fish_code(code, (fish_kind) fi->kind, fi->size);
	step_text(f, "%s%s: %s: %c in ", halves == 2 ? "Siamese " : "", lg_technique(f->lg, f->step.technique)->name,
			  lg_technique(f->lg, lg_technique_code(f->lg, code))->name, sdk_digit_char(fi->digit));
	for (i = 0; i < fi->size; i++)
		units[i] = fi->base[i];
	step_text_units(f, units, fi->size, ",");
	step_text(f, " only in ");
	for (h = 0; h < halves; h++)
	{
		for (i = 0; i < half[h]->fi.ncover[0]; i++)
			units[i] = half[h]->fi.cover[0][i];
		if (h)
			step_text(f, " or ");
		step_text_units(f, units, half[h]->fi.ncover[0], ",");
	}
	if (!cs_empty(&fins))
	{
		step_text(f, ", fin%s ", cs_count(&fins) > 1 ? "s" : "");
		step_text_cells(f, &fins, ",");
	}
	if (!cs_empty(&fi->endo))
	{
		step_text(f, ", endo fin%s ", cs_count(&fi->endo) > 1 ? "s" : "");
		step_text_cells(f, &fi->endo, ",");
	}
	/* a chain from each premise */
	target = LIT_OFF(links_candidate(k->g, k->lg, ks->cell, ks->digit));
	CS_FOR_EACH(c, &ks->premises)
	{
		links_expand(k->g, LIT_ON(links_candidate(k->g, k->lg, c, fi->digit)), NULL, 0);
		if (!links_chain_to_step(f, k->g, target))
		{
			f->stopped = true;
			return false;
		}
	}
	return step_emit(f);
}

/*
 * HoDoKu's addKrakenStep: a step whose elimination (of its type, for the
 * fish's digit) a step kept before makes is kept only when its fish is
 * smaller (category, size, not sashimi) or, as small, its chains are
 * shorter; then both stay.  True when kept.
 */
static bool
kraken_keep(kraken_search *k, const kraken_step *ks)
{
	kraken_step *items;
	size_t		key = ((size_t) (ks->type - 1) * (size_t) k->lg->ncells + (size_t) ks->cell) *
		(size_t) k->lg->n + (size_t) (ks->digit - 1);

	if (ks->second < 0 && k->kept_digit[key] == ks->fi.digit)
	{
		kraken_step copy = *ks;
		int			cmp = fish_kind_compare(&copy.fi, &k->steps[k->kept_at[key]].fi);

		/*
		 * Every instance: the same elimination comes again and again; a
		 * smaller fish replaces the one kept, chains are not compared
		 * (the eliminations listed are the same).
		 */
		if (k->all_steps)
		{
			if (cmp < 0)
			{
				copy.seq = k->steps[k->kept_at[key]].seq;
				k->steps[k->kept_at[key]] = copy;
			}
			return false;
		}
		if (cmp > 0 || (cmp == 0 && kraken_length(k, &copy) >= kraken_length(k, &k->steps[k->kept_at[key]])))
			return false;
		items = lg_list_room(k->f, k->steps, &k->cap, k->count, sizeof(kraken_step));
		if (!items)
		{
			k->stopped = true;
			return false;
		}
		k->steps = items;
		k->kept_at[key] = k->count;
		k->steps[k->count++] = copy;
		return true;
	}
	items = lg_list_room(k->f, k->steps, &k->cap, k->count, sizeof(kraken_step));
	if (!items)
	{
		k->stopped = true;
		return false;
	}
	k->steps = items;
	if (ks->second < 0)
	{
		k->kept_digit[key] = ks->fi.digit;
		k->kept_at[key] = k->count;
	}
	k->steps[k->count++] = *ks;
	return true;
}

/*
 * A step found: the solver without siamese fish emits it at once (and the
 * search ends); otherwise it is kept.  False when the search must end.
 */
static bool
kraken_found(kraken_search *k, kraken_step *ks)
{
	ks->length = -1;
	ks->seq = k->seq++;
	ks->nelim = 1;
	ks->second = -1;
	if (!k->all_steps && !k->siamese)
	{
		kraken_emit(k, ks);
		k->stopped = true;
		return false;
	}
	/* the solver keeps the first new step of each combination of base units */
	if (!kraken_keep(k, ks) || k->all_steps)
		return !k->stopped;
	k->fish_has_step = true;
	return false;
}

bool
kraken_try(kraken_search *k, const fish *fi, const sdk_cellset *base, const sdk_cellset *deletable,
		   const sdk_cellset *cannibal)
{
	sdk_logic  *lg = k->lg;
	int			d = fi->digit,
				e,
				i;
	kraken_step ks;
	sdk_cellset all_fins = cs_or(&fi->fins, &fi->endo);

	if (k->stopped)
		return false;
	k->fish_has_step = false;
	memset(&ks, 0, sizeof(ks));
	ks.fi = *fi;
	/* type 1: cells the fish would clear that every fin clears */
	ks.type = 1;
	ks.premises = all_fins;
	if (!kraken_common(k, &all_fins, d))
		return false;
	CS_FOR_EACH(e, deletable)
		if (acc_has(k, e, d))
		{
			ks.cell = e;
			ks.digit = d;
			if (!kraken_found(k, &ks))
				return !k->stopped && k->fish_has_step;
		}
	/* type 2: per cover unit with more than base places */
	ks.type = 2;
	for (i = 0; i < fi->ncover[0]; i++)
	{
		sdk_cellset places = lg_unit_digit(lg, fi->cover[0][i], d),
					premises = cs_and(&places, base);
		int			x,
					w;

		premises = cs_andnot(&premises, cannibal);
		if (cs_equal(&premises, &places))
			continue;
		premises = cs_or(&premises, &all_fins);
		ks.premises = premises;
		if (!kraken_common(k, &premises, d))
			return false;
		for (x = 1; x <= lg->n; x++)
			for (w = 0; w < k->words; w++)
			{
				uint64_t	bits = k->acc[w];

				for (; bits; bits &= bits - 1)
				{
					int			low = (uint32_t) bits ? sdk_lowest_bit((uint32_t) bits) :
						32 + sdk_lowest_bit((uint32_t) (bits >> 32)),
								u = w * 64 + low;

					if (k->g->node[u].digit != x || cs_has(&premises, k->g->node[u].cells[0]))
						continue;
					ks.cell = k->g->node[u].cells[0];
					ks.digit = x;
					if (!kraken_found(k, &ks))
						return !k->stopped && k->fish_has_step;
				}
			}
	}
	return true;
}

/* HoDoKu's order of Kraken steps: see the top. */
static int
kraken_order(kraken_search *k, kraken_step *a, kraken_step *b)
{
	int			cmp;

	if (a->nelim != b->nelim)
		return b->nelim - a->nelim;
	cmp = fish_kind_compare(&a->fi, &b->fi);
	if (cmp)
		return cmp;
	cmp = kraken_length(k, a) - kraken_length(k, b);
	if (cmp)
		return cmp;
	return a->seq - b->seq;
}

static bool
kraken_emit_kept(kraken_search *k)
{
	int			originals = k->count,
				i,
				j,
				*order;
	const sdk_env *env = k->lg->env;
	bool		more = true;

	/* the solver with siamese fish pairs steps of the same base units (from both passes) */
	for (i = 0; i < originals && k->siamese; i++)
		for (j = i + 1; j < originals; j++)
		{
			kraken_step *a = &k->steps[i],
					   *b = &k->steps[j],
						pair;

			if (a->fi.digit != b->fi.digit || a->fi.size != b->fi.size ||
				memcmp(a->fi.base, b->fi.base, a->fi.size) != 0 ||
				(a->cell == b->cell && a->digit == b->digit))
				continue;
			pair = *a;
			pair.second = j;
			pair.nelim = 2;
			pair.seq = k->seq++;
			if (!kraken_keep(k, &pair))
				break;
		}
	if (k->count == 0)
		return true;
	order = env->alloc(sizeof(int) * (size_t) k->count, env->arg);
	if (!order)
		return false;
	for (i = 0; i < k->count; i++)
		order[i] = i;
	/* few steps: an insertion sort (the order measures chains lazily) */
	for (i = 1; i < k->count && !finder_interrupted(k->f); i++)
	{
		int			x = order[i];

		for (j = i; j > 0 && kraken_order(k, &k->steps[order[j - 1]], &k->steps[x]) > 0; j--)
			order[j] = order[j - 1];
		order[j] = x;
	}
	for (i = 0; i < k->count && more; i++)
		more = kraken_emit(k, &k->steps[order[i]]);
	env->release(order, env->arg);
	return more;
}
