/*
 * fuzz_step.c -- libFuzzer target: any bytes as the text of a step row
 * (what sudoku_svg reads back from a row of sudoku_steps).  The first byte
 * picks the grid (9x9, 16x16 or 25x25); the rest is "technique|placement|
 * elimination|unit|chains".  What reads must write back as chains, fit or
 * not fit a position, and draw.
 */
#include "sudoku_core.h"
#include "logic.h"
#include "svg.h"

#include <stdlib.h>
#include <string.h>

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const int sizes[][2] = {{3, 3}, {4, 4}, {5, 5}};
	static sdk_step step;
	static sdk_position p;
	static char text[SDK_STEP_CHAIN_TEXT];
	char	   *input,
			   *field[5],
			   *out;
	const char *items[3];
	sdk_step_text t;
	sdk_geometry g;
	sdk_error	err;
	size_t		len;
	int			k;

	if (size < 1)
		return 0;
	sdk_geometry_init(&g, sizes[data[0] % 3][0] * sizes[data[0] % 3][1],
					  sizes[data[0] % 3][0], sizes[data[0] % 3][1], &err);
	input = malloc(size);
	memcpy(input, data + 1, size - 1);
	input[size - 1] = '\0';
	field[0] = input;
	for (k = 1; k < 5; k++)
	{
		char	   *bar = field[k - 1] ? strchr(field[k - 1], '|') : NULL;

		field[k] = bar ? bar + 1 : NULL;
		if (bar)
			*bar = '\0';
	}
	memset(&t, 0, sizeof(t));
	t.technique = field[0];
	for (k = 0; k < 3; k++)
		items[k] = field[k + 1] ? field[k + 1] : "";
	t.placements = &items[0];
	t.nplacements = field[1] != NULL;
	t.eliminations = &items[1];
	t.neliminations = field[2] != NULL;
	t.base_units = &items[2];
	t.nbase = field[3] != NULL;
	t.explanation = field[0];
	t.chain = field[4];
	if (sdk_step_read(&g, &t, &step, sdk_default_env(), &err) == SDK_OK)
	{
		sdk_step_chain_text(&g, &step, text, sizeof(text));
		sdk_position_init(&p, &g);
		(void) sdk_step_fits(&p, &step, &err);
		if (sdk_svg(&p, &step, NULL, sdk_default_env(), &out, &len, &err) != SDK_OK || strlen(out) != len)
			abort();
		free(out);
	}
	/* the chain reader alone, on the whole input */
	memcpy(input, data + 1, size - 1);
	if (sdk_step_chain_read(&g, input, &step, sdk_default_env(), &err) == SDK_OK)
	{
		sdk_step_chain_text(&g, &step, text, sizeof(text));
		if (sdk_step_chain_read(&g, text, &step, sdk_default_env(), &err) != SDK_OK)
			abort();
	}
	free(input);
	return 0;
}
