/*
 * step.c -- building a step (engine.h, step_*): its digits, changes,
 * pattern and text, and emitting it; applying a step to a position.
 */
#include "engine.h"

#include <stdarg.h>
#include <stdio.h>

/* ---- building steps ---- */

void
step_begin(sdk_finder *f, sdk_mask digits)
{
	sdk_step   *s = &f->step;

	s->technique = f->technique;
	s->flags = 0;
	s->digits = digits;
	s->nplacements = 0;
	s->neliminations = 0;
	s->nbase = 0;
	s->ncover = 0;
	s->ncells = 0;
	s->nchain = 0;
	s->difficulty = 0;
	s->guess_depth = 0;
	s->dead_ends = 0;
	s->text[0] = '\0';
}

bool
step_chain_add(sdk_finder *f, int cell, int digit, int flags)
{
	sdk_step   *s = &f->step;

	if (s->nchain >= SDK_STEP_MAX_CHAIN)
		return false;
	s->chain[s->nchain].cell = (uint16_t) cell;
	s->chain[s->nchain].digit = (uint8_t) digit;
	s->chain[s->nchain].flags = (uint8_t) flags;
	s->nchain++;
	return true;
}

void
step_report_as(sdk_finder *f, const char *code)
{
	int			technique = lg_technique_code(f->lg, code);

	if (technique >= 0)
		f->step.technique = technique;
}

void
step_report_se(sdk_finder *f, const char *name, int difficulty)
{
	int			t;

	/* the registry as the context keeps it (step.c calls nothing above it) */
	for (t = 0; t < f->lg->ntechniques; t++)
		if ((f->lg->techniques[t].flags & SDK_TECH_SE) && strcmp(f->lg->techniques[t].name, name) == 0)
		{
			f->step.technique = t;
			break;
		}
	f->step.difficulty = difficulty;
}

void
step_eliminate(sdk_finder *f, int cell, int digit)
{
	sdk_step   *s = &f->step;
	int			i;

	if (f->lg->pos.value[cell] || !(f->lg->pos.cand[cell] & SDK_BIT(digit)))
		return;
	for (i = 0; i < s->neliminations; i++)
		if (s->eliminations[i].cell == cell && s->eliminations[i].digit == digit)
			return;
	if (s->neliminations < SDK_STEP_MAX_CHANGES)
	{
		s->eliminations[s->neliminations].cell = (uint16_t) cell;
		s->eliminations[s->neliminations].digit = (uint8_t) digit;
		s->neliminations++;
	}
}

void
step_eliminate_set(sdk_finder *f, const sdk_cellset *cells, int digit)
{
	sdk_cellset hit = cs_and(cells, &f->lg->digit_cells[digit]);
	int			c;

	CS_FOR_EACH(c, &hit)
		step_eliminate(f, c, digit);
}

void
step_place(sdk_finder *f, int cell, int digit)
{
	sdk_step   *s = &f->step;
	int			i;

	if (f->lg->pos.value[cell])
		return;
	for (i = 0; i < s->nplacements; i++)
		if (s->placements[i].cell == cell)
			return;
	if (s->nplacements < SDK_MAX_SIZE)
	{
		s->placements[s->nplacements].cell = (uint16_t) cell;
		s->placements[s->nplacements].digit = (uint8_t) digit;
		s->nplacements++;
	}
}

void
step_base(sdk_finder *f, int unit)
{
	if (f->step.nbase < SDK_STEP_MAX_UNITS)
		f->step.base[f->step.nbase++] = (uint8_t) unit;
}

void
step_cover(sdk_finder *f, int unit)
{
	if (f->step.ncover < SDK_STEP_MAX_UNITS)
		f->step.cover[f->step.ncover++] = (uint8_t) unit;
}

void
step_cell(sdk_finder *f, int cell)
{
	if (f->step.ncells < SDK_STEP_MAX_CELLS)
		f->step.cells[f->step.ncells++] = (uint16_t) cell;
}

static void
text_append(sdk_step *s, const char *str)
{
	size_t		len = strlen(s->text);

	snprintf(s->text + len, sizeof(s->text) - len, "%s", str);
}

void
step_text(sdk_finder *f, const char *fmt,...)
{
	sdk_step   *s = &f->step;
	size_t		len = strlen(s->text);
	va_list		ap;

	va_start(ap, fmt);
	vsnprintf(s->text + len, sizeof(s->text) - len, fmt, ap);
	va_end(ap);
}

void
step_text_cell(sdk_finder *f, int cell)
{
	char		name[32];

	sdk_cell_name(&f->lg->pos.geo, cell, name, sizeof(name));
	text_append(&f->step, name);
}

void
step_text_unit(sdk_finder *f, int unit)
{
	char		name[32];

	sdk_unit_name(&f->lg->pos.geo, unit, name, sizeof(name));
	text_append(&f->step, name);
}

void
step_text_digits(sdk_finder *f, sdk_mask digits, const char *sep)
{
	int			d;
	bool		first = true;

	MASK_FOR_EACH(d, digits)
	{
		char		ch[2] = {sdk_digit_char(d), '\0'};

		if (!first)
			text_append(&f->step, sep);
		text_append(&f->step, ch);
		first = false;
	}
}

void
step_text_cells(sdk_finder *f, const sdk_cellset *cells, const char *sep)
{
	int			c;
	bool		first = true;

	CS_FOR_EACH(c, cells)
	{
		if (!first)
			text_append(&f->step, sep);
		step_text_cell(f, c);
		first = false;
	}
}

void
step_text_units(sdk_finder *f, const int *units, int count, const char *sep)
{
	int			i;

	for (i = 0; i < count; i++)
	{
		if (i)
			text_append(&f->step, sep);
		step_text_unit(f, units[i]);
	}
}

/* Sorts changes by cell, then digit, so that texts and rows are stable. */
static void
sort_changes(sdk_change *changes, int count)
{
	int			i,
				j;

	for (i = 1; i < count; i++)
	{
		sdk_change	x = changes[i];

		for (j = i; j > 0 && (changes[j - 1].cell > x.cell ||
							  (changes[j - 1].cell == x.cell && changes[j - 1].digit > x.digit)); j--)
			changes[j] = changes[j - 1];
		changes[j] = x;
	}
}

bool
step_emit(sdk_finder *f)
{
	sdk_step   *s = &f->step;
	int			i;

	if (f->stopped)
		return false;
	if (s->nplacements == 0 && s->neliminations == 0)
		return true;
	f->offered++;
	/* a step of a technique that was not asked for */
	if (f->only >= 0 ? s->technique != f->only : !lg_technique_enabled(f->lg, s->technique))
		return true;
	sort_changes(s->placements, s->nplacements);
	/* the order of eliminations feeds the queues of singles */
	if (!(s->flags & SDK_STEP_HODOKU_ORDER))
		sort_changes(s->eliminations, s->neliminations);
	/* Sudoku Explainer's steps say how hard they are, as SE rates them */
	if (f->lg->techniques[s->technique].flags & SDK_TECH_SE)
	{
		int			d = s->difficulty ? s->difficulty : f->lg->techniques[s->technique].score;
		char		rated[24];

		snprintf(rated, sizeof(rated), " (SE %d.%d)", d / 10, d % 10);
		text_append(s, rated);
	}
	text_append(s, " => ");
	for (i = 0; i < s->nplacements + s->neliminations; i++)
	{
		bool		placement = i < s->nplacements;
		char		item[32];

		sdk_change_name(&f->lg->pos.geo,
						placement ? s->placements[i] : s->eliminations[i - s->nplacements],
						placement, item, sizeof(item));
		if (i)
			text_append(s, ", ");
		text_append(s, item);
	}
	if (f->emit && !f->emit(s, f->arg))
		f->stopped = true;
	return !f->stopped;
}

void
sdk_apply_step(sdk_position *p, const sdk_step *step)
{
	int			i;

	for (i = 0; i < step->nplacements; i++)
		sdk_place(p, step->placements[i].cell, step->placements[i].digit, false);
	for (i = 0; i < step->neliminations; i++)
		sdk_eliminate(p, step->eliminations[i].cell, step->eliminations[i].digit);
}
