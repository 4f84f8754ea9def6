#!/usr/bin/env python3
"""check_layout.py -- holds the core to its layout (README, "Layout").

    check_layout.py SRC_CORE [OBJECT...]

1. Includes point down: a file of src/core/<folder> includes headers of its
   own folder or of a lower one, in this order:
       grid < exact < logic < techniques < canon, picture
   (canon and picture stand side by side and include neither the other).
   sudoku_core.h, at the top, is the grid's public face.  A folder's private
   headers (PRIVATE below) are included by its own files only.
2. No loop of files: with the core's objects given, the files that call
   each other (one defines a symbol the other uses, read with nm) form no
   cycle.
3. No function longer than MAX_LINES lines.
Prints each violation and a closing "N passed, N failed" line; exits 1 on any.
"""
import os
import re
import subprocess
import sys

RANK = {"grid": 0, "exact": 1, "logic": 2, "techniques": 3, "canon": 4, "picture": 4}
PRIVATE = {"solver_internal.h": "exact", "solver9_tables.h": "exact", "solver9_simd.h": "exact",
           "cdcl.h": "exact", "tech_fish.h": "techniques"}
MAX_LINES = 150


def folder_of(core, path):
    rel = os.path.relpath(path, core)
    return rel.split(os.sep)[0] if os.sep in rel else "grid"


def core_files(core):
    for root, _, names in os.walk(core):
        for n in sorted(names):
            if n.endswith((".c", ".h")):
                yield os.path.join(root, n)


def check_includes(core, files):
    where = {os.path.basename(f): folder_of(core, f) for f in files if f.endswith(".h")}
    bad = []
    for f in files:
        src = folder_of(core, f)
        for num, line in enumerate(open(f, encoding="utf-8"), 1):
            m = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
            if not m:
                continue
            name = os.path.basename(m.group(1))
            dst = where.get(name)
            if dst is None:
                bad.append(f"{f}:{num}: includes {name}, not a header of the core")
            elif name in PRIVATE and PRIVATE[name] != src:
                bad.append(f"{f}:{num}: includes {name}, private to {PRIVATE[name]}/")
            elif dst != src and RANK[dst] >= RANK[src]:
                way = "up" if RANK[dst] > RANK[src] else "across"
                bad.append(f"{f}:{num}: {src}/ includes {dst}/{name} ({way})")
    return bad


def check_loops(objects):
    defined, used = {}, {}
    for o in objects:
        out = subprocess.run(["nm", o], capture_output=True, text=True, check=True).stdout
        used[o] = set()
        for line in out.splitlines():
            parts = line.split()
            if len(parts) == 2 and parts[0] == "U":
                used[o].add(parts[1])
            elif len(parts) == 3 and parts[1] in "TDBRCG":
                defined[parts[2]] = o
    calls = {o: sorted({defined[s] for s in used[o] if s in defined and defined[s] != o}) for o in objects}
    # Tarjan's strongly connected components
    index, low, stack, on, comps, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in calls[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            comps.append(comp)

    sys.setrecursionlimit(10000)
    for v in objects:
        if v not in index:
            visit(v)
    return ["files that call each other: " + ", ".join(sorted(os.path.basename(c) for c in comp))
            for comp in comps if len(comp) > 1]


def check_lengths(files):
    bad = []
    for f in files:
        if not f.endswith(".c"):
            continue
        lines = open(f, encoding="utf-8").read().split("\n")
        start = None
        for i, line in enumerate(lines):
            if line == "{" and start is None:
                start = i
                # the function's name: the line before "(" at the left margin
                j = i - 1
                while j > 0 and not re.match(r"^[A-Za-z_]\w*\s*\(", lines[j]):
                    j -= 1
                name = lines[j].split("(")[0]
            elif line.startswith("}") and start is not None:
                # a function ends at "}"; a type or an initializer ("} name;", "};") is no function
                length = i - start + 1
                if line == "}" and length > MAX_LINES and not lines[start - 1].rstrip().endswith(("=", "]")):
                    bad.append(f"{f}:{start + 1}: {name} is {length} lines (at most {MAX_LINES})")
                start = None
    return bad


def main():
    if len(sys.argv) < 2:
        print(__doc__.strip().split("\n\n")[1])
        return 2
    core = sys.argv[1]
    files = list(core_files(core))
    checks = [("includes point down", check_includes(core, files)),
              ("functions at most %d lines" % MAX_LINES, check_lengths(files))]
    if len(sys.argv) > 2:
        checks.append(("no loop of files", check_loops(sys.argv[2:])))
    failed = 0
    for what, bad in checks:
        print(f"{'ok  ' if not bad else 'FAIL'} {what}")
        for b in bad:
            print("     " + b)
        failed += bool(bad)
    print(f"{len(checks) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
