/*
 * position.c -- grid geometry and the position: digits, givens, pencil marks
 * and what is wrong with them.
 */
#include "sudoku_core.h"

#include <stdio.h>
#include <string.h>

bool
sdk_default_box(int n, int *box_rows, int *box_cols)
{
	int			r;

	if (n < SDK_MIN_SIZE || n > SDK_MAX_SIZE)
		return false;
	for (r = 2; r * r <= n; r++)
		;
	/* the largest divisor of n not above its square root, at least 2 */
	for (r = r - 1; r >= 2; r--)
	{
		if (n % r == 0)
		{
			*box_rows = r;
			*box_cols = n / r;
			return true;
		}
	}
	return false;
}

sdk_status
sdk_geometry_init(sdk_geometry *g, int n, int box_rows, int box_cols, sdk_error *err)
{
	if (n < SDK_MIN_SIZE || n > SDK_MAX_SIZE)
	{
		err->status = SDK_ERR_LIMIT;
		snprintf(err->detail, sizeof(err->detail),
				 "A grid has %d to %d rows; %d is not supported.",
				 SDK_MIN_SIZE, SDK_MAX_SIZE, n);
		return err->status;
	}
	if (box_rows == 0 && box_cols == 0)
	{
		if (!sdk_default_box(n, &box_rows, &box_cols))
		{
			err->status = SDK_ERR_INVALID;
			snprintf(err->detail, sizeof(err->detail),
					 "A %dx%d grid cannot be cut into boxes of at least 2x2 cells.",
					 n, n);
			return err->status;
		}
	}
	/* one side of the box given alone (not 0): the other is what makes the size */
	else if (box_rows == 0 && n % box_cols == 0)
		box_rows = n / box_cols;
	else if (box_cols == 0 && n % box_rows == 0)
		box_cols = n / box_rows;
	/* each side at most n before the product, which would overflow an int */
	if (box_rows < 2 || box_cols < 2 || box_rows > n || box_cols > n || box_rows * box_cols != n)
	{
		err->status = SDK_ERR_INVALID;
		snprintf(err->detail, sizeof(err->detail),
				 "Boxes of %dx%d cells do not tile a %dx%d grid; rows times columns of a box must be %d, each at least 2.",
				 box_rows, box_cols, n, n, n);
		return err->status;
	}
	g->n = n;
	g->box_rows = box_rows;
	g->box_cols = box_cols;
	return SDK_OK;
}

int
sdk_unit_cell(const sdk_geometry *g, sdk_unit_type type, int unit, int k)
{
	switch (type)
	{
		case SDK_UNIT_ROW:
			return unit * g->n + k;
		case SDK_UNIT_COL:
			return k * g->n + unit;
		case SDK_UNIT_BOX:
			{
				int			boxes_across = g->n / g->box_cols;
				int			r0 = (unit / boxes_across) * g->box_rows;
				int			c0 = (unit % boxes_across) * g->box_cols;

				return (r0 + k / g->box_cols) * g->n + c0 + k % g->box_cols;
			}
	}
	return 0;
}

void
sdk_position_init(sdk_position *p, const sdk_geometry *g)
{
	int			i;
	int			ncells = g->n * g->n;

	p->geo = *g;
	memset(p->value, 0, ncells);
	memset(p->given, 0, ncells);
	for (i = 0; i < ncells; i++)
		p->cand[i] = SDK_ALL(g->n);
}

void
sdk_open_digits(const sdk_position *p, sdk_mask *open)
{
	const sdk_geometry *g = &p->geo;
	int			n = g->n;
	sdk_mask	rows[SDK_MAX_SIZE],
				cols[SDK_MAX_SIZE],
				boxes[SDK_MAX_SIZE];
	int			row_box[SDK_MAX_SIZE],
				col_box[SDK_MAX_SIZE];
	sdk_mask	all = SDK_ALL(n);
	int			r,
				c,
				i;

	/*
	 * A cell's box is row_box[r] + col_box[c]: no division per cell or
	 * line.  No branch on whether a cell is filled either: which are is
	 * as good as random, and mispredictions cost more than the work.
	 */
	for (r = 0; r < n; r++)
	{
		row_box[r] = r < g->box_rows ? 0 : row_box[r - g->box_rows] + n / g->box_cols;
		col_box[r] = r < g->box_cols ? 0 : col_box[r - g->box_cols] + 1;
		rows[r] = cols[r] = boxes[r] = 0;
	}
	for (r = 0, i = 0; r < n; r++)
	{
		sdk_mask	row = 0;
		int			c0;

		/* a box's part of the row in a register, stored once */
		for (c0 = 0; c0 < n; c0 += g->box_cols)
		{
			sdk_mask	part = 0;

			for (c = c0; c < c0 + g->box_cols; c++, i++)
			{
				sdk_mask	bit = ((sdk_mask) 1 << p->value[i]) >> 1;	/* 0 for an empty cell */

				part |= bit;
				cols[c] |= bit;
			}
			row |= part;
			boxes[row_box[r] + col_box[c0]] |= part;
		}
		rows[r] = row;
	}
	for (r = 0, i = 0; r < n; r++)
		for (c = 0; c < n; c++, i++)
			open[i] = (p->value[i] ? 0 : all) & ~(rows[r] | cols[c] | boxes[row_box[r] + col_box[c]]);
}

void
sdk_position_normalize(sdk_position *p)
{
	sdk_mask	open[SDK_MAX_CELLS];
	int			i;

	sdk_open_digits(p, open);
	for (i = 0; i < sdk_ncells(p); i++)
	{
		p->cand[i] &= open[i];
		if (p->value[i] == 0)
			p->given[i] = 0;
	}
}

void
sdk_position_reset_marks(sdk_position *p)
{
	sdk_open_digits(p, p->cand);
}

bool
sdk_position_equal(const sdk_position *a, const sdk_position *b)
{
	int			i;

	if (a->geo.n != b->geo.n || a->geo.box_rows != b->geo.box_rows ||
		a->geo.box_cols != b->geo.box_cols)
		return false;
	for (i = 0; i < sdk_ncells(a); i++)
		if (a->value[i] != b->value[i] || a->cand[i] != b->cand[i] ||
			(a->value[i] && a->given[i] != b->given[i]))
			return false;
	return true;
}

bool
sdk_has_eliminations(const sdk_position *p)
{
	sdk_mask	open[SDK_MAX_CELLS];
	int			i;

	/* a full grid has no marks: the common case of a solution */
	if (sdk_empty_count(p) == 0)
		return false;
	sdk_open_digits(p, open);
	for (i = 0; i < sdk_ncells(p); i++)
		if (p->cand[i] != open[i])
			return true;
	return false;
}

bool
sdk_has_placed(const sdk_position *p)
{
	int			i;

	for (i = 0; i < sdk_ncells(p); i++)
		if (p->value[i] && !p->given[i])
			return true;
	return false;
}

int
sdk_given_count(const sdk_position *p)
{
	int			i,
				count = 0;

	for (i = 0; i < sdk_ncells(p); i++)
		count += p->value[i] && p->given[i];
	return count;
}

int
sdk_empty_count(const sdk_position *p)
{
	int			i,
				count = 0;

	for (i = 0; i < sdk_ncells(p); i++)
		count += p->value[i] == 0;
	return count;
}

static bool
sdk_is_peer(const sdk_geometry *g, int a, int b)
{
	return a != b &&
		(sdk_cell_row(g, a) == sdk_cell_row(g, b) ||
		 sdk_cell_col(g, a) == sdk_cell_col(g, b) ||
		 sdk_cell_box(g, a) == sdk_cell_box(g, b));
}

void
sdk_place(sdk_position *p, int cell, int digit, bool given)
{
	int			i;

	p->value[cell] = (uint8_t) digit;
	p->given[cell] = given ? 1 : 0;
	p->cand[cell] = 0;
	for (i = 0; i < sdk_ncells(p); i++)
		if (sdk_is_peer(&p->geo, cell, i))
			p->cand[i] &= ~SDK_BIT(digit);
}

void
sdk_clear(sdk_position *p, int cell)
{
	sdk_mask	open[SDK_MAX_CELLS];
	int			digit = p->value[cell];
	int			i;

	if (digit == 0)
		return;
	p->value[cell] = 0;
	p->given[cell] = 0;
	sdk_open_digits(p, open);
	p->cand[cell] = open[cell];
	for (i = 0; i < sdk_ncells(p); i++)
		if (sdk_is_peer(&p->geo, cell, i))
			p->cand[i] |= open[i] & SDK_BIT(digit);
}

void
sdk_eliminate(sdk_position *p, int cell, int digit)
{
	p->cand[cell] &= ~SDK_BIT(digit);
}

int
sdk_violations(const sdk_position *p, sdk_violation_fn fn, void *arg)
{
	const sdk_geometry *g = &p->geo;
	int			n = g->n;
	int			count = 0;
	int			type,
				unit,
				k,
				i;

	for (type = SDK_UNIT_ROW; type <= SDK_UNIT_BOX; type++)
	{
		for (unit = 0; unit < n; unit++)
		{
			/* cells of the unit holding each digit, in reading order */
			uint8_t		seen[SDK_MAX_SIZE + 1] = {0};
			uint16_t	where[SDK_MAX_SIZE + 1][SDK_MAX_SIZE];

			for (k = 0; k < n; k++)
			{
				int			cell = sdk_unit_cell(g, (sdk_unit_type) type, unit, k);
				int			d = p->value[cell];

				if (d)
					where[d][seen[d]++] = (uint16_t) cell;
			}
			for (k = 1; k <= n; k++)
			{
				if (seen[k] > 1)
				{
					sdk_violation v;

					v.kind = (sdk_violation_kind) type;
					v.unit = unit;
					v.digit = k;
					v.ncells = seen[k];
					memcpy(v.cells, where[k], seen[k] * sizeof(uint16_t));
					if (fn)
						fn(&v, arg);
					count++;
				}
			}
		}
	}
	for (i = 0; i < n * n; i++)
	{
		if (p->value[i] == 0 && p->cand[i] == 0)
		{
			sdk_violation v;

			v.kind = SDK_VIOLATION_CELL;
			v.unit = i;
			v.digit = 0;
			v.ncells = 1;
			v.cells[0] = (uint16_t) i;
			if (fn)
				fn(&v, arg);
			count++;
		}
	}
	return count;
}
