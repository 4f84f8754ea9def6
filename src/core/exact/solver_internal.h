/*
 * solver_internal.h -- the solvers behind sdk_solve, for the core's own use
 * and for tests that compare them.
 *
 * Beside exact.h, the face of exact/ (the exact solvers): includes grid/
 * only; its tables and SIMD headers are private to the folder.
 */
#ifndef SUDOKU_SOLVER_INTERNAL_H
#define SUDOKU_SOLVER_INTERNAL_H

#include "exact.h"

/* Any size, either order. */
sdk_status	sdk_solve_general(const sdk_position *p, uint64_t limit, sdk_search_order order,
							  sdk_solution_fn fn, void *arg, const sdk_env *env,
							  uint64_t *count, sdk_error *err);

/*
 * 9x9 only, fast order.  The 9x9 solver has several paths, the same search
 * in other instructions; all find the same solutions and count alike.
 * sdk_solve9 takes the fastest this CPU runs (solver9_path.c).
 */
sdk_status	sdk_solve9(const sdk_position *p, uint64_t limit,
					   sdk_solution_fn fn, void *arg, const sdk_env *env,
					   uint64_t *count, sdk_error *err);

typedef enum sdk_solver9_path
{
	SDK_SOLVER9_PORTABLE = 0,	/* plain C, any CPU (solver9.c) */
	SDK_SOLVER9_SSE41,			/* x86 with SSE4.1 (solver9_sse41.c) */
	SDK_SOLVER9_AVX2,			/* x86 with AVX2 (solver9_avx2.c) */
	SDK_SOLVER9_PATHS
} sdk_solver9_path;

/* The x86 paths are built with GCC and Clang on x86; elsewhere only the portable one. */
#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#define SDK_SOLVER9_X86 1
#else
#define SDK_SOLVER9_X86 0
#endif

/* What sdk_solve9 uses here: the last path this CPU runs. */
sdk_solver9_path sdk_solver9_best_path(void);
bool		sdk_solver9_path_available(sdk_solver9_path path);
/* "portable", "sse41", "avx2"; sdk_solver9_path_from_name is false on others. */
const char *sdk_solver9_path_name(sdk_solver9_path path);
bool		sdk_solver9_path_from_name(const char *name, sdk_solver9_path *path);

/*
 * sdk_solve9 on a given path, for the tests and checks that compare them:
 * SDK_ERR_LIMIT when this CPU lacks it.
 */
sdk_status	sdk_solve9_on(sdk_solver9_path path, const sdk_position *p, uint64_t limit,
						  sdk_solution_fn fn, void *arg, const sdk_env *env,
						  uint64_t *count, sdk_error *err);

/* The paths themselves; the x86 ones exist when SDK_SOLVER9_X86. */
sdk_status	sdk_solve9_portable(const sdk_position *p, uint64_t limit,
								sdk_solution_fn fn, void *arg, const sdk_env *env,
								uint64_t *count, sdk_error *err);
sdk_status	sdk_solve9_sse41(const sdk_position *p, uint64_t limit,
							 sdk_solution_fn fn, void *arg, const sdk_env *env,
							 uint64_t *count, sdk_error *err);
sdk_status	sdk_solve9_avx2(const sdk_position *p, uint64_t limit,
							sdk_solution_fn fn, void *arg, const sdk_env *env,
							uint64_t *count, sdk_error *err);

#endif
