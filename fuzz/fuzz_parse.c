/*
 * fuzz_parse.c -- libFuzzer target: any bytes as text input.  What parses
 * must write back to text that parses to the same position, and encode to
 * bytes that decode to it.
 */
#include "sudoku_core.h"

#include <stdlib.h>
#include <string.h>

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
	if (sdk_parse(text, strlen(text), 0, 0, &q, &err) != SDK_OK || !sdk_position_equal(&p, &q))
		abort();
	len = sdk_encode(&p, bytes, sizeof(bytes));
	if (len == 0 || sdk_decode(bytes, len, &q, &err) != SDK_OK || !sdk_position_equal(&p, &q))
		abort();
	return 0;
}
