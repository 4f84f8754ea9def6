/*
 * sudoku_compat.h -- every difference between the PostgreSQL releases the
 * glue builds against (15 to 18, and 19's beta), in one place.  Each guard
 * names the release that changed.  Included by sudoku_pg.h, so by every
 * glue file; the core never sees it.
 */
#ifndef SUDOKU_COMPAT_H
#define SUDOKU_COMPAT_H

#include "postgres.h"
#include "fmgr.h"

#if PG_VERSION_NUM < 150000
#error "the sudoku extension needs PostgreSQL 15 or later"
#endif

/*
 * A function that never returns.  18 replaced pg_attribute_noreturn(),
 * written after the declarator, with pg_noreturn, written in front; gcc
 * and clang take the attribute in front on every release.
 */
#if PG_VERSION_NUM >= 180000
#define SUDOKU_NORETURN pg_noreturn
#else
#define SUDOKU_NORETURN pg_attribute_noreturn()
#endif

/*
 * Soft errors (16): an input function reports bad input with errsave()
 * through fcinfo->context, so that pg_input_is_valid() and COPY ...
 * ON_ERROR (17) go on.  On 15 every such error is a plain ERROR.
 */
#if PG_VERSION_NUM < 160000
#define errsave(context, ...) \
	do { (void) (context); ereport(ERROR, __VA_ARGS__); } while (0)
#endif

/*
 * The module's magic block: from 18 on it carries the name and version
 * that pg_get_loaded_modules() shows.
 */
#if PG_VERSION_NUM >= 180000
#define SUDOKU_MODULE_MAGIC \
	PG_MODULE_MAGIC_EXT(.name = "sudoku", .version = SDK_LIBRARY_VERSION)
#else
#define SUDOKU_MODULE_MAGIC PG_MODULE_MAGIC
#endif

#endif							/* SUDOKU_COMPAT_H */
