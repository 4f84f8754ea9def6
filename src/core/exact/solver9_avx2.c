/*
 * solver9_avx2.c -- the vectorised 9x9 solver (solver9_simd.h) with AVX2:
 * a box is one 256-bit vector.
 *
 * Only the functions here are compiled for AVX2 (a target attribute), so
 * the file builds with the project's flags on any x86 compiler, and
 * sdk_solve9 calls it only on a CPU that has AVX2 (solver9_path.c).  On
 * other processors the file is empty.
 */
#include "sudoku_core.h"
#include "solver_internal.h"

#if SDK_SOLVER9_X86

#include <string.h>
#include <immintrin.h>

#define S9_TARGET __attribute__((target("avx2,popcnt")))
#define S9_FN static inline S9_TARGET
#define S9_ALIGN __attribute__((aligned(32)))
#define S9_SOLVE sdk_solve9_avx2
#define S9_POPCOUNT(x) __builtin_popcount(x)

typedef __m256i s9_vec;

S9_FN s9_vec
s9_and(s9_vec a, s9_vec b)
{
	return _mm256_and_si256(a, b);
}

S9_FN s9_vec
s9_or(s9_vec a, s9_vec b)
{
	return _mm256_or_si256(a, b);
}

S9_FN s9_vec
s9_xor(s9_vec a, s9_vec b)
{
	return _mm256_xor_si256(a, b);
}

/* ~a & b */
S9_FN s9_vec
s9_andnot(s9_vec a, s9_vec b)
{
	return _mm256_andnot_si256(a, b);
}

S9_FN s9_vec
s9_or3(s9_vec a, s9_vec b, s9_vec c)
{
	return _mm256_or_si256(a, _mm256_or_si256(b, c));
}

/* The bits set in exactly one of a, b, c. */
S9_FN s9_vec
s9_one3(s9_vec a, s9_vec b, s9_vec c)
{
	return _mm256_andnot_si256(_mm256_and_si256(a, _mm256_and_si256(b, c)),
							   _mm256_xor_si256(a, _mm256_xor_si256(b, c)));
}

/* Each lane with its lowest bit cleared: not zero where it had two bits or more. */
S9_FN s9_vec
s9_drop_low(s9_vec x)
{
	return _mm256_and_si256(x, _mm256_sub_epi16(x, _mm256_set1_epi16(1)));
}

S9_FN s9_vec
s9_eq0(s9_vec x)
{
	return _mm256_cmpeq_epi16(x, _mm256_setzero_si256());
}

S9_FN bool
s9_any(s9_vec x)
{
	return !_mm256_testz_si256(x, x);
}

S9_FN s9_vec
s9_load(const uint16_t *lanes)
{
	return _mm256_load_si256((const __m256i *) lanes);
}

S9_FN void
s9_store(uint16_t *lanes, s9_vec x)
{
	_mm256_store_si256((__m256i *) lanes, x);
}

/* Matrix rows 0-2 from four lanes at each address (any alignment), row 3 zero. */
S9_FN s9_vec
s9_load_rows(const uint16_t *r0, const uint16_t *r1, const uint16_t *r2)
{
	__m128i		lo = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *) r0),
										_mm_loadl_epi64((const __m128i *) r1));

	return _mm256_inserti128_si256(_mm256_castsi128_si256(lo),
								   _mm_loadl_epi64((const __m128i *) r2), 1);
}

/* Matrix rows turned: each 64-bit quarter is a row. */
S9_FN s9_vec
s9_rr1(s9_vec x)
{
	return _mm256_permute4x64_epi64(x, 0xC9);	/* rows 1, 2, 0, 3 */
}

S9_FN s9_vec
s9_rr2(s9_vec x)
{
	return _mm256_permute4x64_epi64(x, 0xD2);	/* rows 2, 0, 1, 3 */
}

/* Matrix columns turned inside each row; column 3 gets zero. */
S9_FN s9_vec
s9_rc1(s9_vec x)
{
	return _mm256_shuffle_epi8(x, _mm256_setr_epi8(2, 3, 4, 5, 0, 1, -128, -128,
												   10, 11, 12, 13, 8, 9, -128, -128,
												   2, 3, 4, 5, 0, 1, -128, -128,
												   10, 11, 12, 13, 8, 9, -128, -128));
}

S9_FN s9_vec
s9_rc2(s9_vec x)
{
	return _mm256_shuffle_epi8(x, _mm256_setr_epi8(4, 5, 0, 1, 2, 3, -128, -128,
												   12, 13, 8, 9, 10, 11, -128, -128,
												   4, 5, 0, 1, 2, 3, -128, -128,
												   12, 13, 8, 9, 10, 11, -128, -128));
}

#include "solver9_simd.h"

#else

/* ISO C wants something in every file. */
typedef int solver9_avx2_not_built;

#endif
