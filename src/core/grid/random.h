/*
 * random.h -- the core's own pseudo-random numbers (splitmix64), for
 * everything drawn from a seed: random transformations (canon.c), random
 * grids and puzzles (generate.c).  The same seed gives the same numbers on
 * every platform and in every version, so nothing here may change: the
 * outputs of sudoku_transform(p, seed) and sudoku_generate(seed => ...) are
 * pinned by tests.
 *
 * The state is one 64-bit word; a seed is the state to start from.
 */
#ifndef SUDOKU_RANDOM_H
#define SUDOKU_RANDOM_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* splitmix64: add the golden gamma, then mix the sum. */
static inline uint64_t
sdk_rand_next(uint64_t *state)
{
	uint64_t	z = (*state += UINT64_C(0x9E3779B97F4A7C15));

	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

/* Uniform in 0..bound-1 (bound >= 1): draws below 2^64 mod bound are thrown away. */
static inline int
sdk_rand_below(uint64_t *state, int bound)
{
	uint64_t	b = (uint64_t) bound;
	uint64_t	threshold = (0 - b) % b;
	uint64_t	r;

	do
		r = sdk_rand_next(state);
	while (r < threshold);
	return (int) (r % b);
}

/*
 * Fisher-Yates from the last item down: item i swaps with a draw below
 * i + 1.  Items of any width (up to 8 bytes), so that digits and cell
 * numbers are shuffled by the same draws.
 */
static inline void
sdk_rand_shuffle_items(uint64_t *state, void *items, size_t width, int count)
{
	unsigned char *base = (unsigned char *) items;
	unsigned char t[8];
	int			i;

	for (i = count - 1; i > 0; i--)
	{
		int			j = sdk_rand_below(state, i + 1);

		memcpy(t, base + (size_t) i * width, width);
		memcpy(base + (size_t) i * width, base + (size_t) j * width, width);
		memcpy(base + (size_t) j * width, t, width);
	}
}

/* Digits, or any bytes. */
static inline void
sdk_rand_shuffle(uint64_t *state, uint8_t *items, int count)
{
	sdk_rand_shuffle_items(state, items, sizeof(uint8_t), count);
}

/* Cell numbers. */
static inline void
sdk_rand_shuffle_cells(uint64_t *state, uint16_t *items, int count)
{
	sdk_rand_shuffle_items(state, items, sizeof(uint16_t), count);
}

#endif							/* SUDOKU_RANDOM_H */
