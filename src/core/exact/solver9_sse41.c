/*
 * solver9_sse41.c -- the vectorised 9x9 solver (solver9_simd.h) with
 * SSE4.1: a box is two 128-bit vectors, matrix rows 0-1 and rows 2-3.
 *
 * Only the functions here are compiled for SSE4.1 (a target attribute), so
 * the file builds with the project's flags on any x86 compiler, and
 * sdk_solve9 calls it only on a CPU that has SSE4.1 (solver9_path.c).  On
 * other processors the file is empty.
 */
#include "sudoku_core.h"
#include "solver_internal.h"

#if SDK_SOLVER9_X86

#include <string.h>
#include <smmintrin.h>

#define S9_TARGET __attribute__((target("sse4.1")))
#define S9_FN static inline S9_TARGET
#define S9_ALIGN __attribute__((aligned(32)))
#define S9_SOLVE sdk_solve9_sse41
/* some SSE4.1 processors have no popcnt instruction */
#define S9_POPCOUNT(x) sdk_bit_count(x)

typedef struct s9_vec
{
	__m128i		lo;				/* matrix rows 0 and 1 */
	__m128i		hi;				/* rows 2 and 3 */
} s9_vec;

S9_FN s9_vec
s9_pair(__m128i lo, __m128i hi)
{
	s9_vec		v;

	v.lo = lo;
	v.hi = hi;
	return v;
}

S9_FN s9_vec
s9_and(s9_vec a, s9_vec b)
{
	return s9_pair(_mm_and_si128(a.lo, b.lo), _mm_and_si128(a.hi, b.hi));
}

S9_FN s9_vec
s9_or(s9_vec a, s9_vec b)
{
	return s9_pair(_mm_or_si128(a.lo, b.lo), _mm_or_si128(a.hi, b.hi));
}

S9_FN s9_vec
s9_xor(s9_vec a, s9_vec b)
{
	return s9_pair(_mm_xor_si128(a.lo, b.lo), _mm_xor_si128(a.hi, b.hi));
}

/* ~a & b */
S9_FN s9_vec
s9_andnot(s9_vec a, s9_vec b)
{
	return s9_pair(_mm_andnot_si128(a.lo, b.lo), _mm_andnot_si128(a.hi, b.hi));
}

S9_FN s9_vec
s9_or3(s9_vec a, s9_vec b, s9_vec c)
{
	return s9_or(a, s9_or(b, c));
}

/* The bits set in exactly one of a, b, c. */
S9_FN s9_vec
s9_one3(s9_vec a, s9_vec b, s9_vec c)
{
	return s9_andnot(s9_and(a, s9_and(b, c)), s9_xor(a, s9_xor(b, c)));
}

/* Each lane with its lowest bit cleared: not zero where it had two bits or more. */
S9_FN s9_vec
s9_drop_low(s9_vec x)
{
	__m128i		one = _mm_set1_epi16(1);

	return s9_pair(_mm_and_si128(x.lo, _mm_sub_epi16(x.lo, one)),
				   _mm_and_si128(x.hi, _mm_sub_epi16(x.hi, one)));
}

S9_FN s9_vec
s9_eq0(s9_vec x)
{
	__m128i		zero = _mm_setzero_si128();

	return s9_pair(_mm_cmpeq_epi16(x.lo, zero), _mm_cmpeq_epi16(x.hi, zero));
}

S9_FN bool
s9_any(s9_vec x)
{
	__m128i		both = _mm_or_si128(x.lo, x.hi);

	return !_mm_testz_si128(both, both);
}

S9_FN s9_vec
s9_load(const uint16_t *lanes)
{
	return s9_pair(_mm_load_si128((const __m128i *) lanes),
				   _mm_load_si128((const __m128i *) (lanes + 8)));
}

S9_FN void
s9_store(uint16_t *lanes, s9_vec x)
{
	_mm_store_si128((__m128i *) lanes, x.lo);
	_mm_store_si128((__m128i *) (lanes + 8), x.hi);
}

/* Matrix rows 0-2 from four lanes at each address (any alignment), row 3 zero. */
S9_FN s9_vec
s9_load_rows(const uint16_t *r0, const uint16_t *r1, const uint16_t *r2)
{
	return s9_pair(_mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *) r0),
									  _mm_loadl_epi64((const __m128i *) r1)),
				   _mm_loadl_epi64((const __m128i *) r2));
}

/* Matrix rows turned: 1, 2, 0, 3 */
S9_FN s9_vec
s9_rr1(s9_vec x)
{
	return s9_pair(_mm_alignr_epi8(x.hi, x.lo, 8), _mm_blend_epi16(x.lo, x.hi, 0xF0));
}

/* rows 2, 0, 1, 3 */
S9_FN s9_vec
s9_rr2(s9_vec x)
{
	return s9_pair(_mm_unpacklo_epi64(x.hi, x.lo), _mm_unpackhi_epi64(x.lo, x.hi));
}

/* Matrix columns turned inside each row; column 3 gets zero. */
S9_FN s9_vec
s9_rc1(s9_vec x)
{
	__m128i		turn = _mm_setr_epi8(2, 3, 4, 5, 0, 1, -128, -128,
									 10, 11, 12, 13, 8, 9, -128, -128);

	return s9_pair(_mm_shuffle_epi8(x.lo, turn), _mm_shuffle_epi8(x.hi, turn));
}

S9_FN s9_vec
s9_rc2(s9_vec x)
{
	__m128i		turn = _mm_setr_epi8(4, 5, 0, 1, 2, 3, -128, -128,
									 12, 13, 8, 9, 10, 11, -128, -128);

	return s9_pair(_mm_shuffle_epi8(x.lo, turn), _mm_shuffle_epi8(x.hi, turn));
}

#include "solver9_simd.h"

#else

/* ISO C wants something in every file. */
typedef int solver9_sse41_not_built;

#endif
