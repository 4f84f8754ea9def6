/*
 * step_read.c -- a step read back from the text of its SQL row: the names
 * of its changes, units and technique, and its chains in Eureka notation or
 * as HoDoKu prints forcing chains (logic.h, sdk_step_read).  The readers
 * accept exactly what the writers in names.c and step_text.c write.
 */
#include "sudoku_core.h"
#include "logic.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static sdk_status bad(sdk_error *err, const char *fmt,...) SDK_PRINTF_LIKE(2, 3);

static sdk_status
bad(sdk_error *err, const char *fmt,...)
{
	va_list		ap;

	err->status = SDK_ERR_SYNTAX;
	va_start(ap, fmt);
	vsnprintf(err->detail, sizeof(err->detail), fmt, ap);
	va_end(ap);
	return SDK_ERR_SYNTAX;
}

/* A decimal number 1..n at s[*i]; 0 when there is none or it is out of range. */
static int
read_number(const sdk_geometry *g, const char *s, size_t *i)
{
	int			v = 0;
	size_t		j = *i;

	while (s[j] >= '0' && s[j] <= '9' && v <= SDK_MAX_SIZE)
		v = v * 10 + (s[j++] - '0');
	if (j == *i || v < 1 || v > g->n)
		return 0;
	*i = j;
	return v;
}

/* "r5c3" */
static bool
read_cell(const sdk_geometry *g, const char *s, size_t *i, int *cell)
{
	int			r,
				c;

	if (s[*i] != 'r')
		return false;
	(*i)++;
	if ((r = read_number(g, s, i)) == 0 || s[*i] != 'c')
		return false;
	(*i)++;
	if ((c = read_number(g, s, i)) == 0)
		return false;
	*cell = (r - 1) * g->n + c - 1;
	return true;
}

/* A digit symbol of the grid, 1-9 then A-P. */
static int
read_digit(const sdk_geometry *g, const char *s, size_t *i)
{
	int			d = sdk_char_digit(s[*i]);

	if (d == 0 || d > g->n)
		return 0;
	(*i)++;
	return d;
}

/* "r5c3=4" (placement) or "r5c3<>4" */
static bool
read_change(const sdk_geometry *g, const char *s, bool placement, sdk_change *change)
{
	size_t		i = 0;
	int			cell,
				d;

	if (!read_cell(g, s, &i, &cell))
		return false;
	if (placement ? s[i] != '=' : (s[i] != '<' || s[i + 1] != '>'))
		return false;
	i += placement ? 1 : 2;
	if ((d = read_digit(g, s, &i)) == 0 || s[i] != '\0')
		return false;
	change->cell = (uint16_t) cell;
	change->digit = (uint8_t) d;
	return true;
}

/* "r5", "c3", "b4" */
static bool
read_unit(const sdk_geometry *g, const char *s, uint8_t *unit)
{
	const char *kinds = "rcb";
	const char *k = s[0] ? strchr(kinds, s[0]) : NULL;
	size_t		i = 1;
	int			v;

	if (k == NULL || (v = read_number(g, s, &i)) == 0 || s[i] != '\0')
		return false;
	*unit = (uint8_t) ((k - kinds) * g->n + v - 1);
	return true;
}

/*
 * The cells of a node as sdk_cells_name writes them: "r1c456", "r12c7"
 * ("r10c11/12" past 9), or cell names joined by ",".
 */
static bool
read_numbers(const sdk_geometry *g, const char *s, size_t *i, int *out, int *count)
{
	*count = 0;
	for (;;)
	{
		int			v;

		if (g->n <= 9)
		{
			if ((v = (s[*i] >= '1' && s[*i] <= '9') ? s[*i] - '0' : 0) == 0 || v > g->n)
				break;
			(*i)++;
		}
		else if ((v = read_number(g, s, i)) == 0)
			return false;
		if (*count >= SDK_MAX_SIZE)
			return false;
		out[(*count)++] = v;
		if (g->n > 9)
		{
			if (s[*i] != '/')
				break;
			(*i)++;
		}
	}
	return *count > 0;
}

static bool
read_cells(const sdk_geometry *g, const char *s, size_t *i, uint16_t *cells, int *count)
{
	*count = 0;
	for (;;)
	{
		int			rows[SDK_MAX_SIZE],
					cols[SDK_MAX_SIZE],
					nrows,
					ncols,
					a,
					b;

		if (s[*i] != 'r')
			return false;
		(*i)++;
		if (!read_numbers(g, s, i, rows, &nrows) || s[*i] != 'c')
			return false;
		(*i)++;
		if (!read_numbers(g, s, i, cols, &ncols) || (nrows > 1 && ncols > 1))
			return false;
		for (a = 0; a < nrows; a++)
			for (b = 0; b < ncols; b++)
			{
				if (*count >= SDK_MAX_SIZE)
					return false;
				cells[(*count)++] = (uint16_t) ((rows[a] - 1) * g->n + cols[b] - 1);
			}
		if (s[*i] != ',' || s[*i + 1] != 'r')
			return true;
		(*i)++;
	}
}

/*
 * A node's cells: a cell, a group as read_cells reads it, or "ALS:" and
 * the cells of an almost locked set (sdk_cells_compact), put in cell
 * order as the step holds them.
 */
static bool
read_node_cells(const sdk_geometry *g, const char *s, size_t *i, uint16_t *cells, int *count, bool *als)
{
	int			a,
				b;

	*als = strncmp(s + *i, "ALS:", 4) == 0;
	if (*als)
		*i += 4;
	if (!read_cells(g, s, i, cells, count))
		return false;
	for (a = 1; *als && a < *count; a++)
	{
		uint16_t	c = cells[a];

		for (b = a; b > 0 && cells[b - 1] > c; b--)
			cells[b] = cells[b - 1];
		cells[b] = c;
	}
	return true;
}

/* ---- the chains ---- */

typedef struct chain_reader
{
	const sdk_geometry *g;
	const char *s;
	size_t		i;
	sdk_step   *step;
	sdk_error  *err;
	int			line;
	/* forcing notation: the literals read, in the order read */
	int			nlits;
	struct
	{
		int			seq;		/* the chain (branch or side chain) it belongs to */
		int			digit;
		bool		on;
		bool		als;		/* an almost locked set */
		int			ncells;
		uint16_t	cells[SDK_MAX_SIZE];
	}			lit[SDK_STEP_MAX_CHAIN];
	int			nseqs;
	int			fork[SDK_STEP_MAX_CHAIN];	/* a side chain's fork (a literal), -1 if none */
} chain_reader;

static bool
add_entries(chain_reader *cr, const uint16_t *cells, int count, int digit, int flags)
{
	sdk_step   *step = cr->step;
	int			k;

	if (step->nchain + count > SDK_STEP_MAX_CHAIN)
		return false;
	for (k = 0; k < count; k++)
	{
		step->chain[step->nchain].cell = cells[k];
		step->chain[step->nchain].digit = (uint8_t) digit;
		step->chain[step->nchain].flags = (uint8_t) (k ? (flags & ~(SDK_CHAIN_START | SDK_CHAIN_NET)) | SDK_CHAIN_MORE
													 : flags);
		step->nchain++;
	}
	return true;
}

static sdk_status
chain_error(chain_reader *cr, const char *what)
{
	return bad(cr->err, "Chain line %d: %s at character %zu.", cr->line, what, cr->i + 1);
}

/* One line in Eureka notation: "(1=7)r4c5-(7=3)r8c5", "(2)r1c78=(2)r4c8". */
static sdk_status
read_eureka_line(chain_reader *cr, size_t end)
{
	const char *s = cr->s;
	int			first = cr->step->nchain;
	int			literals = 0;
	int			sign = 0;		/* of the link before the next literal: '=' or '-', 0 for none */

	while (cr->i < end)
	{
		size_t		start;
		int			digits[SDK_MAX_SIZE],
					signs[SDK_MAX_SIZE],
					ndigits = 0,
					ncells,
					k;
		uint16_t	cells[SDK_MAX_SIZE];
		bool		als;

		if (s[cr->i] != '(')
			return chain_error(cr, "expected \"(\"");
		cr->i++;
		for (;;)
		{
			int			d = read_digit(cr->g, s, &cr->i);

			if (d == 0)
				return chain_error(cr, "expected a digit");
			if (ndigits >= SDK_MAX_SIZE)
				return chain_error(cr, "too many digits in one node");
			signs[ndigits] = ndigits ? signs[ndigits] : sign;
			digits[ndigits++] = d;
			if (s[cr->i] == ')')
				break;
			if (s[cr->i] != '=' && s[cr->i] != '-')
				return chain_error(cr, "expected \")\", \"=\" or \"-\"");
			signs[ndigits] = s[cr->i++];
		}
		cr->i++;
		start = cr->i;
		if (!read_node_cells(cr->g, s, &cr->i, cells, &ncells, &als))
		{
			cr->i = start;
			return chain_error(cr, "expected cells like r1c2");
		}
		if (ndigits > 1 && ncells > 1)
			return chain_error(cr, "a group with several digits");
		for (k = 0; k < ndigits; k++)
		{
			int			flags = (signs[k] == '=' ? SDK_CHAIN_ON : 0) | (als ? SDK_CHAIN_ALS : 0);

			if (literals == 0)
				flags |= SDK_CHAIN_START;
			if (!add_entries(cr, cells, ncells, digits[k], flags))
				return bad(cr->err, "The chains have more than %d entries.", SDK_STEP_MAX_CHAIN);
			literals++;
		}
		if (cr->i >= end)
			break;
		if (s[cr->i] != '=' && s[cr->i] != '-')
			return chain_error(cr, "expected \"=\" or \"-\"");
		sign = s[cr->i++];
	}
	if (literals < 2)
		return chain_error(cr, "a chain needs two literals");
	/* the first literal is on when the link after it is weak (an on implies an off) */
	{
		int			second = first + 1;

		while (second < cr->step->nchain && (cr->step->chain[second].flags & SDK_CHAIN_MORE))
			second++;
		if (!(cr->step->chain[second].flags & SDK_CHAIN_ON))
			cr->step->chain[first].flags |= SDK_CHAIN_ON;
		for (second = first + 1; second < cr->step->nchain &&
			 (cr->step->chain[second].flags & SDK_CHAIN_MORE); second++)
			cr->step->chain[second].flags |= cr->step->chain[first].flags & SDK_CHAIN_ON;
	}
	return SDK_OK;
}

/* A forcing literal: "r5c4=3", "r5c4<>4", "r4c46<>7". */
static sdk_status
read_forcing_literal(chain_reader *cr, int seq)
{
	const char *s = cr->s;
	int			l = cr->nlits;
	int			d;
	size_t		start = cr->i;

	if (l >= SDK_STEP_MAX_CHAIN)
		return bad(cr->err, "The chains have more than %d literals.", SDK_STEP_MAX_CHAIN);
	if (!read_node_cells(cr->g, s, &cr->i, cr->lit[l].cells, &cr->lit[l].ncells, &cr->lit[l].als))
	{
		cr->i = start;
		return chain_error(cr, "expected cells like r1c2");
	}
	if (s[cr->i] == '=')
	{
		cr->lit[l].on = true;
		cr->i++;
	}
	else if (s[cr->i] == '<' && s[cr->i + 1] == '>')
	{
		cr->lit[l].on = false;
		cr->i += 2;
	}
	else
		return chain_error(cr, "expected \"=\" or \"<>\"");
	if ((d = read_digit(cr->g, s, &cr->i)) == 0)
		return chain_error(cr, "expected a digit");
	cr->lit[l].digit = d;
	cr->lit[l].seq = seq;
	cr->nlits++;
	return SDK_OK;
}

static bool
same_forcing_literal(const chain_reader *cr, int a, int b)
{
	return cr->lit[a].digit == cr->lit[b].digit && cr->lit[a].on == cr->lit[b].on &&
		cr->lit[a].als == cr->lit[b].als && cr->lit[a].ncells == cr->lit[b].ncells &&
		memcmp(cr->lit[a].cells, cr->lit[b].cells, sizeof(uint16_t) * (size_t) cr->lit[a].ncells) == 0;
}

/*
 * A side chain forking from literal fork: dropped (FORK_AGAIN) when the
 * branch has passed that literal before, as its side chains stand again
 * after each time the branch passes it (they were read the first time).
 */
#define FORK_AGAIN (-2)

static int
side_fork(const chain_reader *cr, int fork, int depth)
{
	int			l;

	if (fork >= 0 && cr->fork[cr->lit[fork].seq] == FORK_AGAIN)
		return FORK_AGAIN;
	for (l = 0; depth == 0 && fork >= 0 && l < fork; l++)
		if (cr->lit[l].seq == cr->lit[fork].seq && same_forcing_literal(cr, l, fork))
			return FORK_AGAIN;
	return fork;
}

/*
 * A chain of a forcing line up to its ')' or the line's end; side chains
 * nested.  In the branch a ')' alone is a side chain with nothing past its
 * fork (HoDoKu's).
 */
static sdk_status
read_forcing_seq(chain_reader *cr, int seq, size_t end, int depth)
{
	const char *s = cr->s;
	int			last = -1;
	sdk_status	rc;

	while (cr->i < end)
	{
		if (s[cr->i] == ' ')
		{
			cr->i++;
			continue;
		}
		if (s[cr->i] == ')' && (depth > 0 || last < 0))
		{
			if (depth == 0)
				return chain_error(cr, "unexpected \")\"");
			cr->i++;
			return SDK_OK;
		}
		if (s[cr->i] == '(' || s[cr->i] == ')')
		{
			int			side = cr->nseqs;

			if (side >= SDK_STEP_MAX_CHAIN || depth > 64)
				return bad(cr->err, "The chains have too many side chains.");
			cr->fork[cr->nseqs++] = side_fork(cr, last, depth);
			if (s[cr->i++] == ')')
				continue;
			if ((rc = read_forcing_seq(cr, side, end, depth + 1)) != SDK_OK)
				return rc;
			continue;
		}
		if ((rc = read_forcing_literal(cr, seq)) != SDK_OK)
			return rc;
		last = cr->nlits - 1;
	}
	if (depth > 0)
		return chain_error(cr, "a \"(\" is not closed");
	return SDK_OK;
}

static bool
put_forcing_literal(chain_reader *cr, int l, int flags)
{
	return add_entries(cr, cr->lit[l].cells, cr->lit[l].ncells, cr->lit[l].digit,
					   flags | (cr->lit[l].on ? SDK_CHAIN_ON : 0) | (cr->lit[l].als ? SDK_CHAIN_ALS : 0));
}

/* One line as HoDoKu prints a forcing chain: the branch, then its side chains. */
static sdk_status
read_forcing_line(chain_reader *cr, size_t end)
{
	int			seq,
				l,
				n = 0,
				first = -1,
				second = -1;
	sdk_status	rc;

	cr->nlits = 0;
	cr->nseqs = 1;
	cr->fork[0] = -1;
	if ((rc = read_forcing_seq(cr, 0, end, 0)) != SDK_OK)
		return rc;
	for (l = 0; l < cr->nlits; l++)
		if (cr->lit[l].seq == 0)
		{
			if (n == 0)
				first = l;
			else if (n == 1)
				second = l;
			n++;
		}
	if (n == 0)
		return chain_error(cr, "a chain without a literal");
	for (seq = 0; seq < cr->nseqs; seq++)
	{
		bool		started = false;

		if (cr->fork[seq] == FORK_AGAIN)
			continue;
		if (seq > 0 && cr->fork[seq] >= 0)
		{
			if (!put_forcing_literal(cr, cr->fork[seq], SDK_CHAIN_START | SDK_CHAIN_NET))
				return bad(cr->err, "The chains have more than %d entries.", SDK_STEP_MAX_CHAIN);
			started = true;
		}
		for (l = 0; l < cr->nlits; l++)
		{
			int			flags = 0;

			if (cr->lit[l].seq != seq)
				continue;
			/* a chain of one literal is written twice */
			if (seq == 0 && n == 2 && l == second && same_forcing_literal(cr, first, second))
				continue;
			if (!started)
				flags = SDK_CHAIN_START | (seq > 0 ? SDK_CHAIN_NET : 0);
			started = true;
			if (!put_forcing_literal(cr, l, flags))
				return bad(cr->err, "The chains have more than %d entries.", SDK_STEP_MAX_CHAIN);
		}
	}
	return SDK_OK;
}

sdk_status
sdk_step_chain_read(const sdk_geometry *g, const char *text, sdk_step *step,
					const sdk_env *env, sdk_error *err)
{
	chain_reader *cr;
	size_t		len = strlen(text);
	bool		forcing = len > 0 && text[0] == 'r';
	sdk_status	rc = SDK_OK;

	step->nchain = 0;
	step->flags &= ~SDK_STEP_FORCING;
	if (len == 0)
		return SDK_OK;
	cr = env->alloc(sizeof(chain_reader), env->arg);
	if (cr == NULL)
	{
		err->status = SDK_ERR_NO_MEMORY;
		snprintf(err->detail, sizeof(err->detail), "Out of memory while reading a chain.");
		return SDK_ERR_NO_MEMORY;
	}
	cr->g = g;
	cr->s = text;
	cr->i = 0;
	cr->step = step;
	cr->err = err;
	cr->line = 0;
	while (rc == SDK_OK && cr->i < len)
	{
		const char *nl = strchr(text + cr->i, '\n');
		size_t		end = nl ? (size_t) (nl - text) : len;

		cr->line++;
		rc = forcing ? read_forcing_line(cr, end) : read_eureka_line(cr, end);
		cr->i = end + 1;
	}
	env->release(cr, env->arg);
	if (rc != SDK_OK)
	{
		step->nchain = 0;
		return rc;
	}
	if (forcing)
		step->flags |= SDK_STEP_FORCING;
	return SDK_OK;
}

sdk_status
sdk_step_read(const sdk_geometry *g, const sdk_step_text *t, sdk_step *step,
			  const sdk_env *env, sdk_error *err)
{
	int			i;

	memset(step, 0, offsetof(sdk_step, chain));
	step->nchain = 0;
	step->guess_depth = 0;
	step->dead_ends = 0;
	step->text[0] = '\0';
	step->technique = t->technique ? sdk_technique_lookup(t->technique) : -1;
	if (step->technique < 0)
		return bad(err, "Unknown technique \"%s\"; name one as sudoku_techniques lists it.",
				   t->technique ? t->technique : "");
	if (t->digits & ~SDK_ALL(g->n))
		return bad(err, "The step's digits go past %d, the largest digit of a %dx%d grid.", g->n, g->n, g->n);
	step->digits = t->digits;
	if (t->nplacements > SDK_MAX_SIZE || t->neliminations > SDK_STEP_MAX_CHANGES ||
		t->nbase > SDK_STEP_MAX_UNITS || t->ncover > SDK_STEP_MAX_UNITS || t->ncells > SDK_STEP_MAX_CELLS)
		return bad(err, "The step has more changes, units or cells than a step holds.");
	for (i = 0; i < t->nplacements; i++)
		if (!t->placements[i] || !read_change(g, t->placements[i], true, &step->placements[i]))
			return bad(err, "Placement %d, \"%s\", does not read like r5c3=4 in a %dx%d grid.",
						 i + 1, t->placements[i] ? t->placements[i] : "NULL", g->n, g->n);
	step->nplacements = t->nplacements;
	for (i = 0; i < t->neliminations; i++)
		if (!t->eliminations[i] || !read_change(g, t->eliminations[i], false, &step->eliminations[i]))
			return bad(err, "Elimination %d, \"%s\", does not read like r5c3<>4 in a %dx%d grid.",
						 i + 1, t->eliminations[i] ? t->eliminations[i] : "NULL", g->n, g->n);
	step->neliminations = t->neliminations;
	for (i = 0; i < t->nbase; i++)
		if (!t->base_units[i] || !read_unit(g, t->base_units[i], &step->base[i]))
			return bad(err, "Base unit %d, \"%s\", is not a unit like r5, c3 or b4 of a %dx%d grid.",
						 i + 1, t->base_units[i] ? t->base_units[i] : "NULL", g->n, g->n);
	step->nbase = t->nbase;
	for (i = 0; i < t->ncover; i++)
		if (!t->cover_units[i] || !read_unit(g, t->cover_units[i], &step->cover[i]))
			return bad(err, "Cover unit %d, \"%s\", is not a unit like r5, c3 or b4 of a %dx%d grid.",
						 i + 1, t->cover_units[i] ? t->cover_units[i] : "NULL", g->n, g->n);
	step->ncover = t->ncover;
	for (i = 0; i < t->ncells; i++)
	{
		if (t->cells[i] < 0 || t->cells[i] >= g->n * g->n)
			return bad(err, "Cell %d of the step is not a cell of a %dx%d grid.", t->cells[i] + 1, g->n, g->n);
		step->cells[i] = (uint16_t) t->cells[i];
	}
	step->ncells = t->ncells;
	if (t->explanation)
	{
		size_t		len = strcspn(t->explanation, "\n");

		if (len >= SDK_STEP_TEXT)
			len = SDK_STEP_TEXT - 1;
		memcpy(step->text, t->explanation, len);
		step->text[len] = '\0';
	}
	if (t->chain)
		return sdk_step_chain_read(g, t->chain, step, env, err);
	return SDK_OK;
}
