/*
 * solver9_path.c -- which path of the 9x9 solver runs: the portable one
 * (solver9.c) or a vectorised one (solver9_sse41.c, solver9_avx2.c), by
 * what the CPU offers.
 *
 * The choice is made on every call with __builtin_cpu_supports, which reads
 * the processor's features from a table the compiler's runtime (libgcc or
 * compiler-rt) fills once when the program or the extension is loaded,
 * before any of our code runs.  It costs two loads and a test, and keeps
 * no state of ours: no function pointer to set, nothing to lock, and the
 * same answer in every thread and backend.  Tests and checks name a path
 * with sdk_solve9_on; nothing reads the environment.
 */
#include "sudoku_core.h"
#include "solver_internal.h"

#include <stdio.h>
#include <string.h>

static const char *const path_names[SDK_SOLVER9_PATHS] = {"portable", "sse41", "avx2"};

bool
sdk_solver9_path_available(sdk_solver9_path path)
{
	switch (path)
	{
		case SDK_SOLVER9_PORTABLE:
			return true;
#if SDK_SOLVER9_X86
		case SDK_SOLVER9_SSE41:
			return __builtin_cpu_supports("sse4.1");
		case SDK_SOLVER9_AVX2:
			return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt");
#endif
		default:
			return false;
	}
}

sdk_solver9_path
sdk_solver9_best_path(void)
{
	int			path;

	for (path = SDK_SOLVER9_PATHS - 1; path > SDK_SOLVER9_PORTABLE; path--)
		if (sdk_solver9_path_available((sdk_solver9_path) path))
			break;
	return (sdk_solver9_path) path;
}

const char *
sdk_solver9_path_name(sdk_solver9_path path)
{
	return (int) path >= 0 && path < SDK_SOLVER9_PATHS ? path_names[path] : "unknown";
}

bool
sdk_solver9_path_from_name(const char *name, sdk_solver9_path *path)
{
	int			i;

	for (i = 0; i < SDK_SOLVER9_PATHS; i++)
		if (strcmp(name, path_names[i]) == 0)
		{
			*path = (sdk_solver9_path) i;
			return true;
		}
	return false;
}

sdk_status
sdk_solve9_on(sdk_solver9_path path, const sdk_position *p, uint64_t limit,
			  sdk_solution_fn fn, void *arg, const sdk_env *env,
			  uint64_t *count, sdk_error *err)
{
	*count = 0;
	if (!sdk_solver9_path_available(path))
	{
		err->status = SDK_ERR_LIMIT;
		snprintf(err->detail, sizeof(err->detail),
				 "The %s path of the 9x9 solver does not run on this CPU.",
				 sdk_solver9_path_name(path));
		return SDK_ERR_LIMIT;
	}
	switch (path)
	{
#if SDK_SOLVER9_X86
		case SDK_SOLVER9_SSE41:
			return sdk_solve9_sse41(p, limit, fn, arg, env, count, err);
		case SDK_SOLVER9_AVX2:
			return sdk_solve9_avx2(p, limit, fn, arg, env, count, err);
#endif
		default:
			return sdk_solve9_portable(p, limit, fn, arg, env, count, err);
	}
}

sdk_status
sdk_solve9(const sdk_position *p, uint64_t limit,
		   sdk_solution_fn fn, void *arg, const sdk_env *env,
		   uint64_t *count, sdk_error *err)
{
#if SDK_SOLVER9_X86
	if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt"))
		return sdk_solve9_avx2(p, limit, fn, arg, env, count, err);
	if (__builtin_cpu_supports("sse4.1"))
		return sdk_solve9_sse41(p, limit, fn, arg, env, count, err);
#endif
	return sdk_solve9_portable(p, limit, fn, arg, env, count, err);
}
