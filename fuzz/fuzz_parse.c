/*
 * fuzz_parse.c -- libFuzzer target: any bytes as text input.  What parses
 * must write back to text that parses to the same position, and encode to
 * bytes that decode to it.
 */
#include "sudoku_core.h"

#include <stdlib.h>
#include <string.h>

static int
same_position(const sdk_position *a, const sdk_position *b)
{
	int			i;

	if (a->geo.n != b->geo.n || a->geo.box_rows != b->geo.box_rows)
		return 0;
	for (i = 0; i < sdk_ncells(a); i++)
		if (a->value[i] != b->value[i] || a->cand[i] != b->cand[i] ||
			(a->value[i] && a->given[i] != b->given[i]))
			return 0;
	return 1;
}

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static sdk_position p,
				q;
	static char text[80000];
	static uint8_t bytes[4096];
	sdk_error	err;
	size_t		len;

	if (sdk_parse((const char *) data, size, 0, 0, &p, &err) != SDK_OK)
		return 0;
	sdk_format(&p, SDK_TEXT_CANONICAL, text, sizeof(text));
	if (sdk_parse(text, strlen(text), 0, 0, &q, &err) != SDK_OK || !same_position(&p, &q))
		abort();
	len = sdk_encode(&p, bytes, sizeof(bytes));
	if (len == 0 || sdk_decode(bytes, len, &q, &err) != SDK_OK || !same_position(&p, &q))
		abort();
	return 0;
}
