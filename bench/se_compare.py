#!/usr/bin/env python3
"""se_compare.py -- Sudoku Explainer's ratings, ours beside serate's.

    se_compare.py OURS SERATE [--list N] [--max-er X]

OURS is what `bench/sudoku_rate -s FILE OURS` writes, SERATE what serate
1.2.1.3 prints with --format='%g\\t%r\\t%p\\t%d' (a fifth column, its time,
may follow; a line "puzzle TIMEOUT" is a puzzle serate did not finish).
Puzzles are matched by their 81 digits ('.' or '0' for an empty cell).
Prints how many ER, EP and ED are equal, how many differ by more than
0.1, and the first N puzzles where ER differs (ours, serate's); with
--max-er only the puzzles serate rates at X or below count.
"""
import sys


def key(text):
    return ''.join(c if c in '123456789' else '.' for c in text.strip())


def read(path):
    rows = {}
    with open(path) as f:
        for line in f:
            parts = line.rstrip('\n').split('\t')
            if len(parts) < 4 or len(parts[0].strip()) < 81:
                continue
            try:
                rows[key(parts[0])] = tuple(float(x) for x in parts[1:4])
            except ValueError:
                continue
    return rows


def main():
    args = sys.argv[1:]
    listing, max_er = 10, None
    if '--list' in args:
        i = args.index('--list')
        listing = int(args[i + 1])
        del args[i:i + 2]
    if '--max-er' in args:
        i = args.index('--max-er')
        max_er = float(args[i + 1])
        del args[i:i + 2]
    if len(args) != 2:
        sys.exit(__doc__)
    ours, ref = read(args[0]), read(args[1])
    both = [k for k in ref if k in ours and (max_er is None or ref[k][0] <= max_er + 1e-9)]
    n = len(both)
    if n == 0:
        sys.exit('no puzzle in both files')
    names = ('ER', 'EP', 'ED')
    for i, name in enumerate(names):
        equal = sum(1 for k in both if abs(ours[k][i] - ref[k][i]) < 1e-9)
        far = sum(1 for k in both if abs(ours[k][i] - ref[k][i]) > 0.1 + 1e-9)
        print(f'{name}: {equal} of {n} equal ({100.0 * equal / n:.2f}%), {far} off by more than 0.1')
    shown = 0
    for k in both:
        if abs(ours[k][0] - ref[k][0]) > 1e-9 and shown < listing:
            print(f'{k}\tours {ours[k][0]:.1f}/{ours[k][1]:.1f}/{ours[k][2]:.1f}\t'
                  f'serate {ref[k][0]:.1f}/{ref[k][1]:.1f}/{ref[k][2]:.1f}')
            shown += 1


if __name__ == '__main__':
    main()
