/*
 * SeHints: every hint of one of serate's dynamic chaining producers
 * (Sudoku Explainer 1.2.1, 1to9only/SudokuExplainer 729c00e) at one
 * position of serate's rating path, in the order serate considers them.
 *
 *   java -cp SE_CLASSES:. SeHints PUZZLE STEPS LEVEL [COPIES]   (SePath.class in .)
 *   java -cp SE_CLASSES:. SeHints PATHFILE STEPS LEVEL [COPIES]
 *
 * PUZZLE: 81 characters ('1'..'9' givens, anything else empty).  The
 * rating loop of Solver.getDifficulty is replayed for STEPS steps exactly
 * as SePath does (the Solver's producers in order, the first hint
 * applied), printing each as SePath's "step" line.  That run may take
 * another step than the path run did where serate's order varies from
 * run to run, and then reaches another position.  PATHFILE (any file: a
 * path SePath wrote, run.sh's pathK.txt) instead starts from its "puzzle"
 * line and applies its first STEPS "step" lines as written (the
 * eliminations, then the placement with its peers' candidates), printing
 * each, so the position is the path run's.  Then a new
 * Chaining(true, true, false, LEVEL) (multiple, dynamic, not Nishio:
 * LEVEL 0 "Dynamic", 1 "(+)", 2 "(+ Forcing Chains)", 3 "(+ Multiple
 * Forcing Chains)", 4-5 nested dynamic) is run on that grid and every hint
 * it hands its accumulator is printed, in the order handed:
 *   hint<TAB>name<TAB>difficulty<TAB>complexity<TAB>removables
 * That order is Chaining.getHintList's sort (difficulty, then
 * ChainingHint.getComplexity(), then getSortKey(); Collections.sort is
 * stable) with equal-removables duplicates dropped (the LinkedHashSet of
 * Chaining.getHints), so the first line is the hint getDifficulty would
 * take from this producer.  difficulty and removables ("r3c4<>3",
 * comma-separated, row-major then digit) as SePath writes them, whose
 * helpers this uses (java.sh compiles the two together).
 *
 * With COPIES, the position is instead copied into COPIES new Grids in
 * this one JVM and the producer run on each; each copy prints its first
 * hint only,
 *   copy<TAB>K<TAB>name<TAB>difficulty<TAB>complexity<TAB>removables
 * and at the end a tally of those lines (without K), most frequent first:
 *   first<TAB>COUNT<TAB>name<TAB>difficulty<TAB>complexity<TAB>removables
 * serate keeps the eliminations of a rule inside a chain in a HashMap of
 * Cells, whose hash is the JVM's identity hash, and follows them in that
 * map's order; new Cell objects hash otherwise, so where that order
 * decides a step, the copies show each outcome and how often it came.
 */
import java.io.*;
import java.util.*;

import diuf.sudoku.*;
import diuf.sudoku.solver.*;
import diuf.sudoku.solver.rules.chaining.*;

public class SeHints {

    public static void main(String[] args) throws Exception {
        if (args.length < 3 || args.length > 4) {
            System.err.println("usage: java SeHints PUZZLE|PATHFILE STEPS LEVEL [COPIES]");
            System.exit(2);
        }
        int steps = Integer.parseInt(args[1]), level = Integer.parseInt(args[2]);
        int copies = args.length == 4 ? Integer.parseInt(args[3]) : 0;
        PrintStream out = new PrintStream(System.out, true, "UTF-8");
        Grid grid;
        if (!new File(args[0]).isFile()) {
            if (args[0].length() < 81)
                throw new IllegalArgumentException("not a puzzle of 81 characters nor a path file: " + args[0]);
            grid = SePath.grid(args[0]);
            Solver solver = new Solver(grid);
            solver.rebuildPotentialValues();
            List<HintProducer> producers = SePath.producers(solver);
            for (int n = 0; n < steps; n++) {
                Hint hint = SePath.next(producers, grid);
                if (hint == null)
                    throw new IllegalStateException("no hint at step " + (n + 1) + " (solved or stuck)");
                out.println(SePath.stepLine(hint));
                hint.apply();
            }
        } else {
            grid = replayPath(args[0], steps, out);
        }

        if (copies > 0) {
            final Map<String, Integer> tally = new LinkedHashMap<String, Integer>();
            for (int k = 1; k <= copies; k++) {
                Grid copy = new Grid();
                grid.copyTo(copy);
                List<Hint> hints = hintList(copy, level);
                String line = hints.isEmpty() ? "(none)" : hintFields((ChainingHint) hints.get(0));
                out.println("copy\t" + k + "\t" + line);
                tally.put(line, tally.containsKey(line) ? tally.get(line) + 1 : 1);
            }
            List<Map.Entry<String, Integer>> counts = new ArrayList<Map.Entry<String, Integer>>(tally.entrySet());
            Collections.sort(counts, new Comparator<Map.Entry<String, Integer>>() {
                public int compare(Map.Entry<String, Integer> a, Map.Entry<String, Integer> b) {
                    return b.getValue() - a.getValue();
                }
            });
            for (Map.Entry<String, Integer> e : counts)
                out.println("first\t" + e.getValue() + "\t" + e.getKey());
            return;
        }
        for (Hint h : hintList(grid, level))
            out.println("hint\t" + hintFields((ChainingHint) h));
    }

    /* The grid of a path file's puzzle after its first steps, applied as written. */
    static Grid replayPath(String file, int steps, PrintStream out) throws IOException {
        BufferedReader in = new BufferedReader(new FileReader(file));
        Grid grid = null;
        int done = 0;
        String line;
        while (done < steps && (line = in.readLine()) != null) {
            String[] f = line.split("\t", -1);
            if (f[0].equals("puzzle") && grid == null) {
                grid = SePath.grid(f[1]);
                new Solver(grid).rebuildPotentialValues();
            } else if (f[0].equals("step") && grid != null && f.length == 5) {
                out.println(line);
                if (!f[4].equals("-"))
                    for (String e : f[4].split(","))
                        cellOf(grid, e).removePotentialValue(e.charAt(e.length() - 1) - '0');
                if (!f[3].equals("-"))
                    cellOf(grid, f[3]).setValueAndCancel(f[3].charAt(f[3].length() - 1) - '0');
                done++;
            }
        }
        in.close();
        if (grid == null || done < steps)
            throw new IllegalStateException(file + ": no puzzle line, or fewer than " + steps + " steps");
        return grid;
    }

    /* the cell "rRcC" at the start of a path's "rRcC=V" or "rRcC<>V" */
    static Cell cellOf(Grid grid, String s) {
        return grid.getCell(s.charAt(3) - '1', s.charAt(1) - '1');
    }

    /* Every hint of Chaining(true, true, false, level) on grid, in the order handed. */
    static List<Hint> hintList(Grid grid, int level) throws InterruptedException {
        final List<Hint> hints = new ArrayList<Hint>();
        new Chaining(true, true, false, level).getHints(grid, new HintsAccumulator() {
            public void add(Hint h) { hints.add(h); }
        });
        return hints;
    }

    /* name, difficulty, complexity, removables, tab-separated */
    static String hintFields(ChainingHint ch) {
        return ch.getName() + "\t" + SePath.fmt(ch.getDifficulty()) + "\t" + ch.getComplexity() + "\t"
            + SePath.eliminations(ch);
    }
}
