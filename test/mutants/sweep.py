#!/usr/bin/env python3
"""test/mutants/sweep.py FILE [SUITE...]: every small break of one core file.
(For a file of the glue, src/pg, see glue() below: the regress tests instead.)

Where guards.tsv holds guards chosen by hand, this flips, one at a time,
every comparison ("<" "<=" ">" ">=" "==" "!="), every "&&" and "||", every
"!", every "+ 1" and "- 1", every lone 0 and 1, and deletes every simple
assignment of FILE (a file of src/core), builds the unit tests with that
copy and runs their suites (all of them, the quickest first, or the ones
named), stopping at the first that fails.  One line a mutant:

    index  line  kind  result  text before  ->  text after

with result "caught:SUITE", "caught:SUITE:timeout", "nobuild" or
"survived", then the counts.  A survivor is a test to write, or a change
that changes nothing (TESTING.md, "Guards broken on purpose", says which
were which for the files swept so far).  The rest of the tree is built
once; a mutant costs its file and the suites it runs, from seconds to
half a minute here.  `make check-sweep FILE=src/core/grid/position.c`;
SWEEP_LINES=FIRST-LAST sweeps only the mutants of those lines of FILE;
SWEEP_TIMEOUT=SECONDS (120 unless told) is how long a suite may run before
the mutant counts as caught (one that loops), less for a quick suite.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
# quickest first (seconds on this machine: sort 0.1, position 0.4 ... logic 7)
ORDER = ['sort', 'position', 'near_miss', 'chains', 'canon', 'misc', 'fish', 'svg',
         'solver', 'generate', 'forcing', 'hodoku', 'als', 'se', 'logic']
FLIPS = [('<=', '<'), ('>=', '>'), ('==', '!='), ('!=', '=='), ('&&', '||'),
         ('||', '&&'), (' < ', ' <= '), (' > ', ' >= '), ('- 1', '+ 1'),
         ('+ 1', '- 1'), ('!', '')]
ASSIGNMENT = re.compile(r'^\s*[a-z_>\-\[\]\.\(\)\*0-9 ]+(=|\|=|&=|\+\+|\+=)[^=].*;\s*$')
DIGIT01 = re.compile(r'(?<![\w\[])([01])(?![\w\]])')


def mutants(lines):
    """(line index, new line, kind) for every break of the file."""
    out = []
    for i, line in enumerate(lines):
        s = line.strip()
        if not s or s.startswith(('/*', '*', '#', '//')):
            continue
        # the code before a comment that ends the line
        end = line.find('/*')
        code = line if end < 0 else line[:end]
        for a, b in FLIPS:
            j = code.find(a)
            while j >= 0:
                if not (a == '!' and line[j:j + 2] == '!='):
                    out.append((i, line[:j] + b + line[j + len(a):], a.strip() + '->' + b.strip()))
                j = code.find(a, j + len(a))
        if ASSIGNMENT.match(code) and 'return' not in code and not re.match(r'^\s*(int|sdk_mask|bool|const|unsigned|uint\w+|size_t)\b', code):
            out.append((i, re.sub(r'\S.*', ';', line), 'delete'))
        for m in DIGIT01.finditer(code):
            out.append((i, line[:m.start()] + ('1' if m.group(1) == '0' else '0') + line[m.end():], 'const'))
    return out


# the regress tests, quickest first (ms on this machine: functions 41 ... se_hardest 12,000)
REGRESS_ORDER = ['functions', 'robustness', 'ownership', 'views', 'choice', 'canonical', 'formats',
                 'solve', 'security', 'update', 'type', 'se', 'svg', 'cancel', 'generate', 'fdw',
                 'logic', 'se_hardest']


def counted(counts, result):
    counts[result.split(':')[0]] = counts.get(result.split(':')[0], 0) + 1


def show(k, i, kind, result, before, after):
    print('%d\t%d\t%s\t%s\t%s  ->  %s' % (k, i + 1, kind, result, before.strip(), after.strip()), flush=True)


def report(target, counts):
    print('%s: %d mutants, %d caught, %d survived, %d do not build'
          % (target, sum(counts.values()), counts.get('caught', 0), counts.get('survived', 0),
             counts.get('nobuild', 0)))


def glue(target, tests):
    """The same breaks of a file of src/pg, each built into the extension,
    installed (into the PostgreSQL of PG_CONFIG, /usr/bin/pg_config unless
    told: its prefix must be writable) and held to the regress tests (all,
    the quickest first, or the ones named) and test/pg/soft_errors.sh, in
    the cluster the environment names (run under pg_virtualenv, as
    `make check-sweep FILE=src/pg/...` does).  A copy of the tree is built;
    at the end the tree's own build is installed again."""
    pg_config = os.environ.get('PG_CONFIG', '/usr/bin/pg_config')
    if 'PGPORT' not in os.environ and 'PGHOST' not in os.environ:
        sys.exit('sweep.py: a glue file needs a cluster: pg_virtualenv python3 %s %s'
                 % (sys.argv[0], target))
    known = re.search(r'^REGRESS\s*=(.*)$', open(os.path.join(ROOT, 'Makefile')).read(), re.M).group(1).split()
    tests = [t for t in (tests or REGRESS_ORDER) if t in known] + \
        ([t for t in known if t not in REGRESS_ORDER] if not tests else [])
    timeout = float(os.environ.get('SWEEP_TIMEOUT', '120'))
    with tempfile.TemporaryDirectory(prefix='sudoku-sweep.') as work:
        files = subprocess.run(['git', 'ls-files', '-co', '--exclude-standard', '-z'], cwd=ROOT,
                               capture_output=True, check=True).stdout.decode().split('\0')
        for f in files:
            if f and os.path.isfile(os.path.join(ROOT, f)):
                os.makedirs(os.path.join(work, os.path.dirname(f)), exist_ok=True)
                shutil.copy2(os.path.join(ROOT, f), os.path.join(work, f))
        make = ['make', '-s', 'PG_CONFIG=' + pg_config]

        def install(cwd):
            built = subprocess.run(make + ['-j2'], cwd=cwd, capture_output=True)
            return built.returncode == 0 and \
                subprocess.run(make + ['install'], cwd=cwd, capture_output=True).returncode == 0
        if not install(work):
            sys.exit('sweep.py: the copy of the tree does not build')

        def run_test(t):
            """None when t passes, else how it failed."""
            cmd = ['test/pg/soft_errors.sh'] if t == 'soft_errors' else make + ['installcheck', 'REGRESS=' + t]
            try:
                run = subprocess.run(cmd, cwd=work, capture_output=True, timeout=timeout)
            except subprocess.TimeoutExpired:
                return 'caught:%s:timeout' % t
            return 'caught:' + t if run.returncode != 0 or b'not ok' in run.stdout else None
        tests.append('soft_errors')
        # each test alone passes the file as it is, or a failure would be no mutant's
        for t in tests:
            if run_test(t):
                sys.exit('sweep.py: %s fails alone on the tree as it is' % t)
        lines = open(os.path.join(ROOT, target)).read().split('\n')
        first, _, last = os.environ.get('SWEEP_LINES', '1-%d' % len(lines)).partition('-')
        counts = {}
        try:
            for k, (i, new, kind) in enumerate(mutants(lines)):
                if not int(first) <= i + 1 <= int(last or len(lines)):
                    continue
                copy = list(lines)
                copy[i] = new
                with open(os.path.join(work, target), 'w') as f:
                    f.write('\n'.join(copy))
                if not install(work):
                    result = 'nobuild'
                else:
                    result = 'survived'
                    for t in tests:
                        failed = run_test(t)
                        if failed:
                            result = failed
                            break
                counted(counts, result)
                show(k, i, kind, result, lines[i], new)
        finally:
            with open(os.path.join(work, target), 'w') as f:
                f.write('\n'.join(lines))
            if not install(work):
                print('sweep.py: the tree\'s own build could not be installed again', file=sys.stderr)
        report(target, counts)


def main():
    if len(sys.argv) < 2:
        sys.exit('usage: test/mutants/sweep.py FILE [SUITE...]')
    target = os.path.relpath(os.path.abspath(sys.argv[1]), ROOT)
    if target.startswith('src/pg/'):
        return glue(target, sys.argv[2:])
    suites = sys.argv[2:] or ORDER
    cc = os.environ.get('CC', 'cc')
    incs = ['-I' + os.path.join(ROOT, d) for d, _, _ in os.walk(os.path.join(ROOT, 'src', 'core'))]
    incs += ['-I' + os.path.join(ROOT, 'test', 'unit'), '-I' + os.path.join(ROOT, 'test')]
    flags = [cc, '-std=c99', '-O2', '-w'] + incs
    sources = []
    for d, _, files in os.walk(os.path.join(ROOT, 'src', 'core')):
        sources += [os.path.join(d, f) for f in files if f.endswith('.c')]
    sources += [os.path.join(ROOT, 'test', 'unit', f) for f in os.listdir(os.path.join(ROOT, 'test', 'unit'))
                if f.endswith('.c') and f != 'test_main.c']
    sources.append(os.path.join(ROOT, 'test', 'reglib.c'))
    sources = sorted(s for s in sources if os.path.relpath(s, ROOT) != target)
    with tempfile.TemporaryDirectory(prefix='sudoku-sweep.') as work:
        declared = re.findall(r'void\s+suite_(\w+)\s*\(\s*void\s*\)',
                              open(os.path.join(ROOT, 'test', 'unit', 'suites.h')).read())
        with open(os.path.join(work, 'main.c'), 'w') as f:
            f.write('#include "harness.h"\n#include "suites.h"\n#include <string.h>\n'
                    'test_tally tally;\nint main(int argc, char **argv)\n{\n'
                    '\tfor (int i = 1; i < argc; i++)\n\t{\n')
            for s in declared:
                f.write('\t\tif (!strcmp(argv[i], "%s")) suite_%s();\n' % (s, s))
            f.write('\t}\n\tprintf("%d passed, %d failed\\n", tally.passed, tally.failed);\n'
                    '\treturn tally.failed ? 1 : 0;\n}\n')
        # a suite that ORDER does not know yet runs last
        suites = [s for s in suites if s in declared] + \
            ([s for s in declared if s not in ORDER] if not sys.argv[2:] else [])

        def build(src):
            obj = os.path.join(work, re.sub(r'\W', '_', os.path.relpath(src, ROOT)) + '.o')
            subprocess.run(flags + ['-c', src, '-o', obj], check=True)
            return obj
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            objs = list(pool.map(build, sources + [os.path.join(work, 'main.c')]))
        lines = open(os.path.join(ROOT, target)).read().split('\n')
        mutated_c = os.path.join(work, os.path.basename(target))
        mutated_o = os.path.join(work, 'mutated.o')
        binary = os.path.join(work, 'run_tests')
        counts = {}
        # SWEEP_LINES=FIRST-LAST: only the mutants of those lines (a sweep resumed, or one function)
        first, _, last = os.environ.get('SWEEP_LINES', '1-%d' % len(lines)).partition('-')
        # SWEEP_TIMEOUT: seconds a suite may run before the mutant counts as caught (a loop)
        timeout = float(os.environ.get('SWEEP_TIMEOUT', '120'))
        for k, (i, new, kind) in enumerate(mutants(lines)):
            if not int(first) <= i + 1 <= int(last or len(lines)):
                continue
            copy = list(lines)
            copy[i] = new
            with open(mutated_c, 'w') as f:
                f.write('\n'.join(copy))
            built = subprocess.run(flags + ['-I' + os.path.join(ROOT, os.path.dirname(target)),
                                            '-c', mutated_c, '-o', mutated_o], capture_output=True)
            if built.returncode == 0:
                built = subprocess.run([cc, '-o', binary, mutated_o] + objs + ['-lm'], capture_output=True)
            if built.returncode != 0:
                result = 'nobuild'
            else:
                result = 'survived'
                for s in suites:
                    try:
                        run = subprocess.run([binary, s], capture_output=True, timeout=timeout, cwd=ROOT)
                    except subprocess.TimeoutExpired:
                        result = 'caught:%s:timeout' % s
                        break
                    if run.returncode != 0:
                        result = 'caught:' + s
                        break
            counted(counts, result)
            show(k, i, kind, result, lines[i], new)
        report(target, counts)


if __name__ == '__main__':
    main()
