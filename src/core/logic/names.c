/*
 * names.c -- the names a step's text is made of, written in one place:
 * cells, units, groups of cells and changes ("r5c3", "b4", "r1c456",
 * "r5c3<>4"), as the step texts, the SQL rows, the chains and the
 * pictures write them (logic.h).
 */
#include "logic.h"

#include <stdarg.h>
#include <stdio.h>

void
sdk_cell_name(const sdk_geometry *g, int cell, char *buf, size_t cap)
{
	snprintf(buf, cap, "r%dc%d", cell / g->n + 1, cell % g->n + 1);
}

void
sdk_unit_name(const sdk_geometry *g, int unit, char *buf, size_t cap)
{
	static const char kinds[] = "rcb";

	snprintf(buf, cap, "%c%d", kinds[unit / g->n], unit % g->n + 1);
}

/* Appends to a name being written; *len may pass cap (the rest is cut). */
static void
name_append(char *buf, size_t cap, size_t *len, const char *fmt,...) SDK_PRINTF_LIKE(4, 5);

static void
name_append(char *buf, size_t cap, size_t *len, const char *fmt,...)
{
	va_list		ap;
	int			written;

	if (*len + 1 >= cap)
		return;
	va_start(ap, fmt);
	written = vsnprintf(buf + *len, cap - *len, fmt, ap);
	va_end(ap);
	if (written > 0)
		*len += (size_t) written;
}

void
sdk_cells_name(const sdk_geometry *g, const uint16_t *cells, int count, char *buf, size_t cap)
{
	int			n = g->n,
				i;
	bool		one_row = true,
				one_col = true;
	const char *sep = n > 9 ? "/" : "";
	size_t		len = 0;

	if (cap > 0)
		buf[0] = '\0';
	for (i = 1; i < count; i++)
	{
		one_row &= cells[i] / n == cells[0] / n;
		one_col &= cells[i] % n == cells[0] % n;
	}
	if (count > 0 && one_row)
	{
		name_append(buf, cap, &len, "r%dc", cells[0] / n + 1);
		for (i = 0; i < count; i++)
			name_append(buf, cap, &len, "%s%d", i ? sep : "", cells[i] % n + 1);
	}
	else if (count > 0 && one_col)
	{
		name_append(buf, cap, &len, "r");
		for (i = 0; i < count; i++)
			name_append(buf, cap, &len, "%s%d", i ? sep : "", cells[i] / n + 1);
		name_append(buf, cap, &len, "c%d", cells[0] % n + 1);
	}
	else
		for (i = 0; i < count; i++)
		{
			char		name[32];

			sdk_cell_name(g, cells[i], name, sizeof(name));
			name_append(buf, cap, &len, "%s%s", i ? "," : "", name);
		}
}

void
sdk_cells_compact(const sdk_geometry *g, const uint16_t *cells, int count, char *buf, size_t cap)
{
	int			n = g->n,
				sorted[SDK_MAX_CELLS],
				nsorted = 0,
				i,
				j;
	bool		used[SDK_MAX_CELLS];
	const char *sep = n > 9 ? "/" : "";
	size_t		len = 0;

	if (cap > 0)
		buf[0] = '\0';
	/* in cell order, each once */
	for (i = 0; i < count && i < SDK_MAX_CELLS; i++)
	{
		int			c = cells[i];

		for (j = i; j > 0 && sorted[j - 1] > c; j--)
			sorted[j] = sorted[j - 1];
		sorted[j] = c;
	}
	for (j = 0; j < i; j++)
		if (nsorted == 0 || sorted[j] != sorted[nsorted - 1])
			sorted[nsorted++] = sorted[j];
	for (i = 0; i < nsorted; i++)
		used[i] = false;
	for (i = 0; i < nsorted; i++)
	{
		int			row = sorted[i] / n,
					col = sorted[i] % n,
					more[SDK_MAX_SIZE],
					nmore = 0;
		bool		by_row = false,
					by_col = false;

		if (used[i])
			continue;
		for (j = i + 1; j < nsorted && nmore < SDK_MAX_SIZE; j++)
		{
			if (used[j])
				continue;
			if (sorted[j] / n == row && !by_col)
				by_row = true;
			else if (sorted[j] % n == col && !by_row)
				by_col = true;
			else
				continue;
			used[j] = true;
			more[nmore++] = sorted[j];
		}
		name_append(buf, cap, &len, "%sr%d", len ? "," : "", row + 1);
		for (j = 0; by_col && j < nmore; j++)
			name_append(buf, cap, &len, "%s%d", sep, more[j] / n + 1);
		name_append(buf, cap, &len, "c%d", col + 1);
		for (j = 0; by_row && j < nmore; j++)
			name_append(buf, cap, &len, "%s%d", sep, more[j] % n + 1);
	}
}

void
sdk_change_name(const sdk_geometry *g, sdk_change change, bool placement,
				char *buf, size_t cap)
{
	char		name[24];

	sdk_cell_name(g, change.cell, name, sizeof(name));
	snprintf(buf, cap, "%s%s%c", name, placement ? "=" : "<>", sdk_digit_char(change.digit));
}
