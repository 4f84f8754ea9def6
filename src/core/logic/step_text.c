/*
 * step_text.c -- the texts of a whole step, each written in one place:
 * the step as HoDoKu's library line, its chains in Eureka notation or as
 * HoDoKu prints forcing chains, its full explanation, its title.  The
 * names they are made of are names.c's; step_read.c reads them back.
 */
#include "logic.h"
#include "text_buf.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ---- a step as HoDoKu's library line ---- */

/* "dRC dRC ...": digit, row, column of each change, in the given order. */
static void
put_changes(out_buf *o, const sdk_geometry *g, const sdk_change *changes, int count)
{
	int			i;

	for (i = 0; i < count; i++)
	{
		if (i)
			put_char(o, ' ');
		put_char(o, sdk_digit_char(changes[i].digit));
		put_char(o, sdk_digit_char(changes[i].cell / g->n + 1));
		put_char(o, sdk_digit_char(changes[i].cell % g->n + 1));
	}
}

bool
sdk_step_library_line(const sdk_position *before, const sdk_step *step, char *buf, size_t cap)
{
	const sdk_technique *t = sdk_technique_at(step->technique);
	out_buf		o;
	int			d;

	if (cap > 0)
		buf[0] = '\0';
	if (before->geo.n != 9 || before->geo.box_rows != 3 || !t || !t->code[0] || cap < 1024)
		return false;
	o.buf = buf;
	o.cap = cap;
	o.len = 0;
	put_char(&o, ':');
	put_str(&o, t->code);
	if (step->flags & SDK_STEP_SIAMESE)
		put_char(&o, '1');
	put_char(&o, ':');
	for (d = 1; d <= 9; d++)
		if (step->digits & SDK_BIT(d))
			put_char(&o, sdk_digit_char(d));
	put_char(&o, ':');
	/* givens with "+d" placed digits, ':', the deleted candidates */
	o.len += sdk_format(before, SDK_TEXT_HODOKU, o.buf + o.len, o.cap - o.len);
	put_char(&o, ':');
	put_changes(&o, &before->geo, step->eliminations, step->neliminations);
	put_char(&o, ':');
	put_changes(&o, &before->geo, step->placements, step->nplacements);
	put_char(&o, ':');
	buf[o.len] = '\0';
	return true;
}

/* ---- a step's chains (logic.h, sdk_step_chain_text) ---- */

/* Where each chain of a step starts, and where each side chain of a net stands. */
typedef struct chain_layout
{
	const sdk_geometry *g;
	const sdk_step *step;
	int			nchains;
	int			start[SDK_STEP_MAX_CHAIN + 1];	/* chain c: entries start[c] .. start[c + 1] - 1 */
	/* a side chain: the entry of its fork in the chain it stands in, -1 when none */
	int			host[SDK_STEP_MAX_CHAIN];
} chain_layout;

/* The end of the node (a candidate, or a group's cells) that starts at entry i. */
static int
node_end(const chain_layout *l, int i)
{
	const sdk_chain_entry *e = l->step->chain;
	int			j = i + 1;

	while (j < l->step->nchain && (e[j].flags & SDK_CHAIN_MORE) && !(e[j].flags & SDK_CHAIN_START))
		j++;
	return j;
}

static bool
is_side_chain(const chain_layout *l, int c)
{
	int			flags = l->step->chain[l->start[c]].flags;

	return c > 0 && (flags & SDK_CHAIN_START) && (flags & SDK_CHAIN_NET);
}

/* The same literal: the same cells and digit, both on or both off. */
static bool
same_literal(const chain_layout *l, int a, int b)
{
	const sdk_chain_entry *e = l->step->chain;
	int			a_end = node_end(l, a),
				b_end = node_end(l, b);

	if (a_end - a != b_end - b)
		return false;
	for (; a < a_end; a++, b++)
		if (e[a].cell != e[b].cell || e[a].digit != e[b].digit ||
			(e[a].flags & SDK_CHAIN_ON) != (e[b].flags & SDK_CHAIN_ON))
			return false;
	return true;
}

/* The first node of chain c (its first left out when skip_first) that is the literal at entry lit; -1. */
static int
find_literal(const chain_layout *l, int c, int lit, bool skip_first)
{
	int			i = l->start[c];

	if (skip_first)
		i = node_end(l, i);
	for (; i < l->start[c + 1]; i = node_end(l, i))
		if (same_literal(l, i, lit))
			return i;
	return -1;
}

static void
layout_chains(chain_layout *l, const sdk_geometry *g, const sdk_step *step)
{
	int			i,
				c,
				branch = 0;

	l->g = g;
	l->step = step;
	l->nchains = 0;
	for (i = 0; i < step->nchain && i < SDK_STEP_MAX_CHAIN; i++)
		if (i == 0 || (step->chain[i].flags & SDK_CHAIN_START))
			l->start[l->nchains++] = i;
	l->start[l->nchains] = i;
	for (c = 0; c < l->nchains; c++)
	{
		int			t;

		l->host[c] = -1;
		if (!is_side_chain(l, c))
		{
			branch = c;
			continue;
		}
		/* the fork in the branch, else in an earlier side chain of it */
		l->host[c] = find_literal(l, branch, l->start[c], false);
		for (t = c - 1; t > branch && l->host[c] < 0; t--)
			l->host[c] = find_literal(l, t, l->start[c], true);
	}
}

/*
 * The cells of the node at entry i, as sdk_cells_name writes them; an
 * almost locked set as HoDoKu writes one in a chain: "ALS:" and its cells
 * as sdk_cells_compact writes them ("ALS:r4c79,r56c9").
 */
static void
put_node_cells(out_buf *o, const chain_layout *l, int i)
{
	uint16_t	cells[SDK_MAX_CELLS];
	char		name[8 * SDK_MAX_CELLS];
	bool		als = (l->step->chain[i].flags & SDK_CHAIN_ALS) != 0;
	int			end = node_end(l, i),
				count = 0;

	for (; i < end && count < SDK_MAX_CELLS; i++)
		cells[count++] = l->step->chain[i].cell;
	if (als)
	{
		put_str(o, "ALS:");
		sdk_cells_compact(l->g, cells, count, name, sizeof(name));
	}
	else
		sdk_cells_name(l->g, cells, count, name, sizeof(name));
	put_str(o, name);
}

/* Eureka: "(2)r1c7=(2)r2c7-(2)r2c1", "(5=2)r1c7-(2=3)r2c8" (logic.h). */
static void
put_eureka_chain(out_buf *o, const chain_layout *l, int c)
{
	const sdk_chain_entry *e = l->step->chain;
	int			prev = -1,
				i;

	for (i = l->start[c]; i < l->start[c + 1]; i = node_end(l, i))
	{
		char		sign = (e[i].flags & SDK_CHAIN_ON) ? '=' : '-';
		bool		shared = prev >= 0 && node_end(l, prev) == prev + 1 && node_end(l, i) == i + 1 &&
			e[prev].cell == e[i].cell && e[prev].digit != e[i].digit;

		if (prev >= 0 && !shared)
		{
			put_char(o, ')');
			put_node_cells(o, l, prev);
		}
		if (prev >= 0)
			put_char(o, sign);
		if (!shared)
			put_char(o, '(');
		put_char(o, sdk_digit_char(e[i].digit));
		prev = i;
	}
	if (prev >= 0)
	{
		put_char(o, ')');
		put_node_cells(o, l, prev);
	}
}

/* HoDoKu's forcing-chain literal: "r5c4=3", "r5c4<>4", "r4c46<>7". */
static void
put_forcing_literal(out_buf *o, const chain_layout *l, int i)
{
	const sdk_chain_entry *e = &l->step->chain[i];

	put_node_cells(o, l, i);
	put_str(o, (e->flags & SDK_CHAIN_ON) ? "=" : "<>");
	put_char(o, sdk_digit_char(e->digit));
}

/*
 * Chain c of a forcing step, each of its side chains in parentheses after
 * the literal it forks from (as HoDoKu, after each time the branch passes
 * that literal); a side chain leaves out its fork unless whole, and one
 * with nothing past its fork is HoDoKu's lone ")".  branch is the chain
 * whose side chains may stand in it.
 */
static void
put_forcing_chain(out_buf *o, const chain_layout *l, int branch, int c, bool whole)
{
	int			i,
				d;
	bool		first = true;

	for (i = l->start[c]; i < l->start[c + 1]; i = node_end(l, i))
	{
		if (whole || !is_side_chain(l, c) || i != l->start[c])
		{
			if (!first)
				put_char(o, ' ');
			put_forcing_literal(o, l, i);
			first = false;
		}
		for (d = branch + 1; d < l->nchains && is_side_chain(l, d); d++)
		{
			bool		in_branch = l->host[d] >= l->start[branch] && l->host[d] < l->start[branch + 1];
			bool		here = l->host[d] == i ||
				(in_branch && c == branch && same_literal(l, i, l->host[d])) ||
				(l->host[d] < 0 && c == branch && i == l->start[c]);

			if (d == c || !here)
				continue;
			if (in_branch && node_end(l, l->start[d]) == l->start[d + 1])
			{
				put_char(o, ')');
				first = false;
				continue;
			}
			put_str(o, first ? "(" : " (");
			put_forcing_chain(o, l, branch, d, l->host[d] < 0);
			put_char(o, ')');
			first = false;
		}
	}
}

/* The chain lines, each after lead (the first after lead_first). */
static void
put_chains(out_buf *o, const sdk_geometry *g, const sdk_step *step, const char *lead_first,
		   const char *lead)
{
	chain_layout l;
	bool		forcing = (step->flags & SDK_STEP_FORCING) != 0;
	int			c,
				lines = 0;

	layout_chains(&l, g, step);
	for (c = 0; c < l.nchains; c++)
	{
		if (forcing && is_side_chain(&l, c))
			continue;
		put_str(o, lines++ ? lead : lead_first);
		if (forcing)
		{
			put_forcing_chain(o, &l, c, c, false);
			/* HoDoKu writes a chain's first and last literal: one literal alone comes twice */
			if (node_end(&l, l.start[c]) == l.start[c + 1])
			{
				put_char(o, ' ');
				put_forcing_literal(o, &l, l.start[c]);
			}
		}
		else
			put_eureka_chain(o, &l, c);
	}
}

bool
sdk_step_chain_text(const sdk_geometry *g, const sdk_step *step, char *buf, size_t cap)
{
	out_buf		o = {buf, cap, 0};

	if (cap > 0)
		buf[0] = '\0';
	if (step->nchain <= 0)
		return false;
	put_chains(&o, g, step, "", "\n");
	if (cap > 0)
		buf[o.len] = '\0';
	return true;
}

size_t
sdk_step_explanation(const sdk_geometry *g, const sdk_step *step, char *buf, size_t cap)
{
	out_buf		o = {buf, cap, 0};

	put_str(&o, step->text);
	if ((step->flags & SDK_STEP_FORCING) && step->nchain > 0)
		put_chains(&o, g, step, "\n  ", "\n  ");
	if (cap > 0)
		buf[o.len] = '\0';
	return o.len;
}

bool
sdk_step_title(const sdk_step *step, char *buf, size_t cap)
{
	const sdk_technique *t = sdk_technique_at(step->technique);

	if (step->text[0] && t && strncmp(step->text, t->name, strlen(t->name)) != 0)
		snprintf(buf, cap, "%s: %s", t->name, step->text);
	else if (step->text[0])
		snprintf(buf, cap, "%s", step->text);
	else if (t)
		snprintf(buf, cap, "%s", t->name);
	else
		return false;
	return true;
}
