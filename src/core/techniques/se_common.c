/*
 * se_common.c -- what Sudoku Explainer's technique families share (se.h).
 */
#include "se.h"

int
se_unit(const sdk_logic *lg, int k)
{
	int			n = lg->n;

	if (k < n)
		return 2 * n + k;
	if (k < 2 * n)
		return k;
	return k - 2 * n;
}

int
se_unit_empty(const sdk_logic *lg, int unit)
{
	sdk_cellset e = cs_and(&lg->unit_set[unit], &lg->empty);

	return cs_count(&e);
}

int
se_house_cells(const sdk_logic *lg, int cell, int *out)
{
	static const int types[3] = {SDK_UNIT_BOX, SDK_UNIT_ROW, SDK_UNIT_COL};
	sdk_cellset seen;
	int			t,
				k,
				count = 0;

	cs_clear(&seen);
	cs_add(&seen, cell);
	for (t = 0; t < 3; t++)
	{
		int			u = lg->cell_units[cell][types[t]];

		for (k = 0; k < lg->n; k++)
		{
			int			c = lg->unit_cells[u][k];

			if (!cs_has(&seen, c))
			{
				cs_add(&seen, c);
				out[count++] = c;
			}
		}
	}
	return count;
}

bool
se_colex_next(int *idx, int k, int count)
{
	int			i,
				j;

	for (i = 0; i < k; i++)
		if (i + 1 < k ? idx[i] + 1 < idx[i + 1] : idx[i] + 1 < count)
		{
			idx[i]++;
			for (j = 0; j < i; j++)
				idx[j] = j;
			return true;
		}
	return false;
}
