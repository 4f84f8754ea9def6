#!/usr/bin/env python3
"""test/mutants/sweep.py FILE [SUITE...]: every small break of one core file.

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


def main():
    if len(sys.argv) < 2:
        sys.exit('usage: test/mutants/sweep.py FILE [SUITE...]')
    target = os.path.relpath(os.path.abspath(sys.argv[1]), ROOT)
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
            counts[result.split(':')[0]] = counts.get(result.split(':')[0], 0) + 1
            print('%d\t%d\t%s\t%s\t%s  ->  %s' % (k, i + 1, kind, result, lines[i].strip(), new.strip()), flush=True)
        print('%s: %d mutants, %d caught, %d survived, %d do not build'
              % (target, sum(counts.values()), counts.get('caught', 0), counts.get('survived', 0),
                 counts.get('nobuild', 0)))


if __name__ == '__main__':
    main()
