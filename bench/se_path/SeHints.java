/*
 * SeHints: every hint of one of serate's dynamic chaining producers
 * (Sudoku Explainer 1.2.1, 1to9only/SudokuExplainer 729c00e) at one
 * position of serate's rating path, in the order serate considers them.
 *
 *   java -cp SE_CLASSES:. SeHints PUZZLE STEPS LEVEL   (SePath.class in .)
 *
 * PUZZLE: 81 characters ('1'..'9' givens, anything else empty).  The
 * rating loop of Solver.getDifficulty is replayed for STEPS steps exactly
 * as SePath does (the Solver's producers in order, the first hint
 * applied), printing each as SePath's "step" line.  Then a new
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
 * helpers this uses (hints.sh compiles the two together).
 */
import java.io.*;
import java.util.*;

import diuf.sudoku.*;
import diuf.sudoku.solver.*;
import diuf.sudoku.solver.rules.chaining.*;

public class SeHints {

    public static void main(String[] args) throws Exception {
        if (args.length != 3 || args[0].length() < 81) {
            System.err.println("usage: java SeHints PUZZLE STEPS LEVEL");
            System.exit(2);
        }
        int steps = Integer.parseInt(args[1]), level = Integer.parseInt(args[2]);
        PrintStream out = new PrintStream(System.out, true, "UTF-8");
        Grid grid = SePath.grid(args[0]);
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

        final List<Hint> hints = new ArrayList<Hint>();
        new Chaining(true, true, false, level).getHints(grid, new HintsAccumulator() {
            public void add(Hint h) { hints.add(h); }
        });
        for (Hint h : hints) {
            ChainingHint ch = (ChainingHint) h;
            out.println("hint\t" + ch.getName() + "\t" + SePath.fmt(ch.getDifficulty()) + "\t"
                + ch.getComplexity() + "\t" + SePath.eliminations(ch));
        }
    }
}
