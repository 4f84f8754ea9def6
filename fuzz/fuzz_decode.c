/*
 * fuzz_decode.c -- libFuzzer target: any bytes as binary input (what
 * sudoku_recv gets).  What decodes must encode to the very same bytes:
 * the decoder accepts only the canonical form.
 */
#include "sudoku_core.h"

#include <stdlib.h>
#include <string.h>

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static sdk_position p;
	static uint8_t bytes[4096];
	sdk_error	err;
	size_t		len;

	if (sdk_decode(data, size, &p, &err) != SDK_OK)
		return 0;
	len = sdk_encode(&p, bytes, sizeof(bytes));
	if (len != size || memcmp(bytes, data, size) != 0)
		abort();
	return 0;
}
