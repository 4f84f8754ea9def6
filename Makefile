# Makefile -- the sudoku extension, built with PGXS.
#
#   make && make install && make installcheck   the usual PGXS flow
#   make unittest                               the core's unit tests, no server
#
EXTENSION = sudoku
MODULE_big = sudoku
DATA = sudoku--1.0.sql sudoku--1.0--1.1.sql sudoku--1.1.sql sudoku--1.1--1.2.sql sudoku--1.2.sql
PGFILEDESC = "sudoku - Sudoku positions, solvers and explanations"

# The core's subsystems, lowest first (README "Layout"; make check-layout)
CORE_DIRS = grid exact logic techniques canon picture
CORE_SRCS = $(foreach d,$(CORE_DIRS),$(wildcard src/core/$(d)/*.c))
CORE_HDRS = $(wildcard src/core/*.h) $(foreach d,$(CORE_DIRS),$(wildcard src/core/$(d)/*.h))
CORE_INC = -Isrc/core $(addprefix -Isrc/core/,$(CORE_DIRS))
GLUE_SRCS = $(wildcard src/pg/*.c)
CORE_OBJS = $(CORE_SRCS:.c=.o)
OBJS = $(CORE_OBJS) $(GLUE_SRCS:.c=.o)

REGRESS = type formats functions views solve logic se se_hardest cancel robustness ownership security choice canonical generate svg update fdw
REGRESS_OPTS = --inputdir=. --load-extension=sudoku

# Our code builds warning-free with -Wall -Wextra (and the flags PGXS adds,
# -Wshadow=compatible-local from PostgreSQL 16 on); PostgreSQL's own headers
# are read as system headers so their unused parameters do not count.  A
# warning never stops a user's build (a newer compiler may warn where ours
# did not); the project's own checks make every warning fatal with WERROR=1
# (scripts/test.sh sets it for every target here).
WERROR ?=
FATAL_WARNINGS = $(if $(filter 1,$(WERROR)),-Werror)
WARNINGS = -Wall -Wextra $(FATAL_WARNINGS)
PG_CONFIG ?= pg_config
PG_CPPFLAGS = -I$(srcdir)/src/core $(addprefix -I$(srcdir)/src/core/,$(CORE_DIRS)) -isystem $(shell $(PG_CONFIG) --includedir-server)
# -O3 measured faster than -O2 for the solvers (BENCHMARKS.md).  The C
# standard is the server's own choice (PostgreSQL 19 needs C11); the core's
# unit tests hold it to C99 (-std=c99 -pedantic below).
PG_CFLAGS = -O3 $(WARNINGS)

EXTRA_CLEAN = fuzz/obj fuzz/fuzz_parse fuzz/fuzz_decode fuzz/fuzz_solve fuzz/fuzz_step test/unit/run_tests test/unit/run_tests_sanitized test/unit/locale test/unit/*.o bench/sudoku_bench bench/sudoku_rate test/check/check_solver test/check/check_logic test/check/check_hodoku test/check/check_se test/browser/svg_samples test/check/check_canon bench/sudoku_canon bench/sudoku_generate test/check/check_generate

PGXS := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)

# The core's objects are compiled with hidden visibility: its symbols
# (sdk_*, and the logical solver's internal find_*, step_*, links_* ...)
# link into sudoku.so but are not exported from it, so they can never bind
# to, or stand in for, another module's functions of the same name in the
# backend.  sudoku.so exports the glue only: PostgreSQL's entry points
# (Pg_magic_func, pg_finfo_*, and the functions) and its sudoku_* helpers.
# gcc and clang (Makefile.global sets GCC = yes for both).
ifeq ($(GCC),yes)
$(CORE_OBJS): override CFLAGS += -fvisibility=hidden
endif

# Every symbol sudoku.so exports carries our prefix (scripts/test.sh runs this).
.PHONY: check-exports
check-exports: all
	@bad=$$(nm -D --defined-only $(MODULE_big)$(DLSUFFIX) | awk '{ print $$3 }' | \
	  grep -vE '^(sudoku_|pg_finfo_sudoku_|Pg_magic_func$$|_PG_init$$|_init$$|_fini$$)' || true); \
	if [ -n "$$bad" ]; then echo "exported without our prefix:"; echo "$$bad" | head -20; \
	  echo "0 passed, 1 failed"; exit 1; fi; \
	echo "$$(nm -D --defined-only $(MODULE_big)$(DLSUFFIX) | wc -l) symbols, all ours"; echo "1 passed, 0 failed"

# The core's layout (README, "Layout"): includes point down the subsystems,
# no loop of files (nm over the objects), no function over 150 lines.
.PHONY: check-layout
check-layout: $(CORE_OBJS)
	python3 test/check/check_layout.py src/core $(CORE_OBJS)

# PGXS does not track headers: every object depends on all of ours, so an
# edited struct never leaves a stale object behind (a crash we had).
$(OBJS): $(CORE_HDRS) $(wildcard src/pg/*.h)

# ---- the core without a server: unit tests ----
UNIT_CC ?= cc
UNIT_CFLAGS ?= -std=c99 -O2 -g -Wall -Wextra $(FATAL_WARNINGS) -pedantic \
	-Wdeclaration-after-statement -Wmissing-prototypes
UNIT_SRCS = $(wildcard test/unit/*.c) test/reglib.c

test/unit/run_tests: $(CORE_SRCS) $(UNIT_SRCS) $(CORE_HDRS) $(wildcard test/unit/*.h test/*.h)
	$(UNIT_CC) $(UNIT_CFLAGS) $(CORE_INC) -Itest/unit -Itest -o $@ $(CORE_SRCS) $(UNIT_SRCS)

# Turkish locales for test_names_any_locale (names compared without case in
# any LC_CTYPE), made with glibc's localedef where it and the locales' sources
# are (Debian: libc-bin and locales); without them the test says so and checks
# the C locale only.
UNIT_LOCALES = test/unit/locale
UNIT_ENV = LOCPATH=$(CURDIR)/$(UNIT_LOCALES)
define unit_locales
@mkdir -p $(UNIT_LOCALES); for cs in UTF-8 ISO-8859-9; do \
	test -d $(UNIT_LOCALES)/tr_TR.$$cs || localedef -i tr_TR -f $$cs $(UNIT_LOCALES)/tr_TR.$$cs >/dev/null 2>&1 || true; done
endef

.PHONY: unittest
unittest: test/unit/run_tests
	$(unit_locales)
	$(UNIT_ENV) test/unit/run_tests

# ---- benchmarks and checks over puzzle files, no server ----
TOOL_CFLAGS ?= -std=c99 -O3 -g -Wall -Wextra $(FATAL_WARNINGS)
TOOL_DEPS = bench/puzzle_file.c bench/puzzle_file.h $(CORE_SRCS) $(CORE_HDRS)
TOOL_BUILD = $(UNIT_CC) $(TOOL_CFLAGS) $(CORE_INC) -Ibench -o $@ $< bench/puzzle_file.c $(CORE_SRCS)

bench/sudoku_bench: bench/sudoku_bench.c $(TOOL_DEPS)
	$(TOOL_BUILD)

.PHONY: bench-tools
bench-tools: bench/sudoku_bench bench/sudoku_rate test/check/check_solver test/check/check_logic test/check/check_hodoku test/check/check_canon bench/sudoku_canon

test/check/check_solver: test/check/check_solver.c $(TOOL_DEPS)
	$(TOOL_BUILD)

# Verifies every answer of the solvers over puzzle files:
#   make check-solver PUZZLES="../shared/data/17_clue.txt ..."
PUZZLES ?= $(wildcard ../shared/data/*.txt)
.PHONY: check-solver
check-solver: test/check/check_solver
	test/check/check_solver $(PUZZLES)

test/check/check_logic: test/check/check_logic.c test/counted_env.h $(TOOL_DEPS)
	$(TOOL_BUILD) -Itest

# Checks every logical step against the solution over puzzle files:
#   make check-logic PUZZLES="../shared/data/magictour_top1465.txt ..."
.PHONY: check-logic
check-logic: test/check/check_logic
	test/check/check_logic $(PUZZLES)

# The same with Sudoku Explainer's model:
#   make check-logic-se PUZZLES="../shared/data/se_rated_sample.txt ..."
.PHONY: check-logic-se
check-logic-se: test/check/check_logic
	test/check/check_logic -o model=se $(PUZZLES)

# Breaks each guard of test/mutants/guards.tsv on purpose, one at a time, and
# runs the unit tests of each broken copy (TESTING.md "Guards broken on purpose"):
#   make check-mutants [MUTANTS="name ..."]
.PHONY: check-mutants
check-mutants:
	test/mutants/run.sh $(MUTANTS)

# Every small break of one core file (each comparison, && and ||, 0 and 1 flipped,
# each assignment deleted), the unit suites run against each:
#   make check-sweep FILE=src/core/grid/position.c [SUITES="position solver"]
# or of one glue file, each installed into PG_CONFIG's PostgreSQL and held to the
# regress tests in a throwaway cluster (pg_virtualenv):
#   make check-sweep FILE=src/pg/sudoku_type.c [SUITES="type formats"]
.PHONY: check-sweep
check-sweep:
	@test -n "$(FILE)" || { echo "make check-sweep FILE=src/core/... or src/pg/..." >&2; exit 2; }
	$(if $(filter src/pg/%,$(FILE)),PG_CONFIG=$(PG_CONFIG) pg_virtualenv -v $(shell $(PG_CONFIG) --version | sed 's/[^0-9]*\([0-9]*\).*/\1/') ,)python3 test/mutants/sweep.py $(FILE) $(SUITES)

bench/sudoku_rate: bench/sudoku_rate.c $(TOOL_DEPS)
	$(TOOL_BUILD)

bench/sudoku_canon: bench/sudoku_canon.c $(TOOL_DEPS)
	$(TOOL_BUILD)

bench/sudoku_generate: bench/sudoku_generate.c $(TOOL_DEPS)
	$(TOOL_BUILD)

test/check/check_canon: test/check/check_canon.c $(TOOL_DEPS)
	$(TOOL_BUILD)

# The random 16x16 and 25x25 set and the time of each puzzle: bench/large_set.sh
bench/make_large_set: bench/make_large_set.c $(TOOL_DEPS)
	$(TOOL_BUILD)

bench/solve_each: bench/solve_each.c $(TOOL_DEPS)
	$(TOOL_BUILD)

bench-tools: bench/make_large_set bench/solve_each
EXTRA_CLEAN += bench/make_large_set bench/solve_each

# Rating time per grid size over generated puzzles, the share of each
# technique family and a digest of every step (issue 26): bench/rate_sizes.sh
bench/rate_sizes: bench/rate_sizes.c $(TOOL_DEPS)
	$(TOOL_BUILD)

# The longest stretches of a search between two questions to the interrupt
# hook (how late a cancel can be noticed): bench/interrupt_gaps -h
bench/interrupt_gaps: bench/interrupt_gaps.c $(TOOL_DEPS)
	$(TOOL_BUILD)

bench-tools: bench/rate_sizes bench/interrupt_gaps
EXTRA_CLEAN += bench/rate_sizes bench/interrupt_gaps

# The canonical form over puzzle files: random transformations of every
# puzzle give its canonical form, the 288 4x4 grids make 2 classes; -u: the
# puzzles of each file are pairwise inequivalent (e.g. the 17-clue list):
#   make check-canon PUZZLES="../shared/data/17_clue.txt" CANON_FLAGS=-u
CANON_FLAGS ?=
.PHONY: check-canon
check-canon: test/check/check_canon
	test/check/check_canon $(CANON_FLAGS) $(PUZZLES)

test/check/check_generate: test/check/check_generate.c $(TOOL_DEPS)
	$(TOOL_BUILD)

# Makes thousands of puzzles over sizes, levels and symmetries and checks
# each with the general exact solver and the logical solver:
#   make check-generate GENERATE_FLAGS="-c 1000"
GENERATE_FLAGS ?=
.PHONY: check-generate
check-generate: test/check/check_generate
	test/check/check_generate $(GENERATE_FLAGS)

test/check/check_hodoku: test/check/check_hodoku.c test/reglib.c test/reglib.h $(TOOL_DEPS)
	$(TOOL_BUILD) -Itest test/reglib.c

test/check/check_se: test/check/check_se.c $(TOOL_DEPS)
	$(TOOL_BUILD)

# The core beside HoDoKu's regression library (a reglib file from HoDoKu's
# source, not kept here):  make check-reglib REGLIB=path/to/reglib-1.3.txt
.PHONY: check-reglib
check-reglib: test/check/check_hodoku
	test/check/check_hodoku reglib -v $(REGLIB)

# ---- pictures as a browser shows them: headless Chromium renders sample
# SVGs of the core, pixels are checked at known places (TESTING.md) ----
# (-O0: it draws a few pictures, and builds in a few seconds)
test/browser/svg_samples: test/browser/svg_samples.c $(CORE_SRCS) $(CORE_HDRS)
	$(UNIT_CC) -std=c99 -O0 -Wall -Wextra $(FATAL_WARNINGS) $(CORE_INC) -o $@ $< $(CORE_SRCS)

.PHONY: check-svg
check-svg: test/browser/svg_samples
	test/browser/check_svg.sh

# ---- the unit tests under AddressSanitizer and UndefinedBehaviorSanitizer ----
SANITIZE_CC ?= clang
SANITIZE_FLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer

# (the ALS chain tables cleared every few searches, as they are before their stamps would wrap)
test/unit/run_tests_sanitized: $(CORE_SRCS) $(UNIT_SRCS) $(CORE_HDRS) $(wildcard test/unit/*.h test/*.h)
	$(SANITIZE_CC) -std=c99 -O1 -g -Wall -Wextra $(FATAL_WARNINGS) $(SANITIZE_FLAGS) -DSDK_ALS_STAMP_LAST=2000 \
		$(CORE_INC) -Itest/unit -Itest \
		-o $@ $(CORE_SRCS) $(UNIT_SRCS)

.PHONY: unittest-sanitized
unittest-sanitized: test/unit/run_tests_sanitized
	$(unit_locales)
	$(UNIT_ENV) test/unit/run_tests_sanitized

# ---- libFuzzer targets on the core (clang), seeded from fuzz/corpus ----
#   make fuzz FUZZ_SECONDS=60      each target for that long, new inputs kept
#                                  in a scratch copy of the corpus
FUZZ_TARGETS = fuzz/fuzz_parse fuzz/fuzz_decode fuzz/fuzz_solve fuzz/fuzz_step
FUZZ_SECONDS ?= 20

FUZZ_FLAGS = -std=c99 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
# the core is compiled once for the three targets (make -j builds it in parallel)
FUZZ_OBJS = $(CORE_SRCS:src/core/%.c=fuzz/obj/%.o)

fuzz/obj/%.o: src/core/%.c $(CORE_HDRS)
	@mkdir -p $(dir $@)
	$(SANITIZE_CC) $(FUZZ_FLAGS) $(CORE_INC) -c -o $@ $<

fuzz/%: fuzz/%.c $(FUZZ_OBJS) $(CORE_HDRS)
	$(SANITIZE_CC) $(FUZZ_FLAGS) $(CORE_INC) -o $@ $< $(FUZZ_OBJS)

.PHONY: fuzz
fuzz: $(FUZZ_TARGETS)
	@for t in $(FUZZ_TARGETS); do \
		name=$$(basename $$t); corpus=$$(mktemp -d); \
		cp fuzz/corpus/$${name#fuzz_}/* $$corpus/; \
		echo "== $$name ($(FUZZ_SECONDS) s)"; \
		$$t -max_total_time=$(FUZZ_SECONDS) -max_len=20000 -print_final_stats=1 $$corpus \
			> $$corpus.log 2>&1; status=$$?; \
		grep -E '^(stat::number_of_executed_units|==[0-9]+==ERROR|SUMMARY)' $$corpus.log; \
		[ $$status -eq 0 ] || tail -n 40 $$corpus.log; \
		rm -rf $$corpus $$corpus.log; [ $$status -eq 0 ] || exit $$status; \
	done
