#!/usr/bin/env python3
"""sat_dimacs.py -- a position's two solution questions put to a SAT solver.

    bench/sat_dimacs.py [--solver 'cadical -q'] [--keep DIR] POSITIONS

POSITIONS holds one position a line in the pencil-mark form (n*n*n
characters, a digit's symbol where the cell may hold it, '.' elsewhere; what
`bench/rate_sizes -X` prints).  Each is written as DIMACS CNF, one variable
per cell and candidate: every cell exactly one of its candidates, every
digit exactly once in every row, column and box (square boxes), each
"exactly one" as one at-least-one clause and the pairwise at-most-one
clauses.  The solver is asked twice, as a count up to two asks the exact
solver: a first solution, then the same formula with that solution excluded
(one clause), which must be unsatisfiable for a puzzle with one solution.

Prints a line per position: variables, clauses, the solver's CPU seconds for
each question (its process's user and system time, this script's own time
not counted) and their sum, and the answer ("unique", "several", "none").
The solver is any command that takes the CNF file as its last argument and
exits 10 (satisfiable) or 20 (unsatisfiable) with its model on "v" lines,
as the SAT competitions ask; minisat, which writes its model to a file of
its own, is recognised by name.
"""
import argparse
import math
import os
import resource
import shlex
import subprocess
import sys
import tempfile


def symbol_digit(ch):
    if ch.isdigit():
        return int(ch)
    return ord(ch.upper()) - ord('A') + 10


def read_position(line):
    n = round(len(line) ** (1 / 3))
    if n ** 3 != len(line):
        raise ValueError("a line of %d characters is not a pencil-mark position" % len(line))
    box = math.isqrt(n)
    if box * box != n:
        raise ValueError("size %d: only square boxes are written" % n)
    cand = [[symbol_digit(ch) for ch in line[c * n:(c + 1) * n] if ch != '.'] for c in range(n * n)]
    return n, box, cand


def exactly_one(lits, clauses):
    clauses.append(list(lits))
    for i in range(len(lits)):
        for j in range(i + 1, len(lits)):
            clauses.append([-lits[i], -lits[j]])


def encode(n, box, cand):
    var = {}
    for c in range(n * n):
        for d in cand[c]:
            var[(c, d)] = len(var) + 1
    clauses = []
    for c in range(n * n):
        exactly_one([var[(c, d)] for d in cand[c]], clauses)
    units = [[r * n + k for k in range(n)] for r in range(n)]
    units += [[r * n + k for r in range(n)] for k in range(n)]
    for b in range(n):
        r0, c0 = (b // box) * box, (b % box) * box
        units.append([(r0 + i) * n + c0 + j for i in range(box) for j in range(box)])
    for u in units:
        for d in range(1, n + 1):
            exactly_one([var[(c, d)] for c in u if (c, d) in var], clauses)
    return var, clauses


def write_cnf(path, nvars, clauses):
    with open(path, "w") as f:
        f.write("p cnf %d %d\n" % (nvars, len(clauses)))
        for cl in clauses:
            f.write(" ".join(map(str, cl)) + " 0\n")


def ask(solver, path, workdir):
    """(satisfiable, true variables, CPU seconds of the solver)."""
    cmd = shlex.split(solver)
    model_file = None
    if os.path.basename(cmd[0]).startswith("minisat"):
        model_file = os.path.join(workdir, "model")
        cmd += [path, model_file]
    else:
        cmd += [path]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    run = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if run.returncode not in (10, 20):
        raise RuntimeError("%s exited %d" % (" ".join(cmd), run.returncode))
    text = run.stdout
    if model_file:
        with open(model_file) as f:
            text = "\n".join("v " + l for l in f.read().splitlines()[1:])
    model = [int(x) for l in text.splitlines() if l.startswith("v ")
             for x in l[2:].split() if int(x) > 0]
    return run.returncode == 10, model, cpu


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--solver", default="cadical -q")
    ap.add_argument("--keep", help="write the CNF files into this directory and keep them")
    ap.add_argument("positions")
    args = ap.parse_args()
    workdir = args.keep or tempfile.mkdtemp()
    total = 0.0
    with open(args.positions) as f:
        lines = [l.strip() for l in f if l.strip() and not l.startswith("#")]
    for k, line in enumerate(lines, 1):
        n, box, cand = read_position(line)
        var, clauses = encode(n, box, cand)
        first = os.path.join(workdir, "p%d.cnf" % k)
        write_cnf(first, len(var), clauses)
        sat, model, t1 = ask(args.solver, first, workdir)
        t2, answer = 0.0, "none"
        if sat:
            other = os.path.join(workdir, "p%d-other.cnf" % k)
            write_cnf(other, len(var), clauses + [[-v for v in model]])
            sat2, _, t2 = ask(args.solver, other, workdir)
            answer = "several" if sat2 else "unique"
        total += t1 + t2
        print("%s:%d  %d variables, %d clauses: first %.3f s, no other %.3f s, both %.3f s, %s"
              % (args.positions, k, len(var), len(clauses), t1, t2, t1 + t2, answer), flush=True)
    print("all %d: %.3f CPU s (%s)" % (len(lines), total, args.solver))
    if not args.keep:
        for name in os.listdir(workdir):
            os.unlink(os.path.join(workdir, name))
        os.rmdir(workdir)


if __name__ == "__main__":
    sys.exit(main())
