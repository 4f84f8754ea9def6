/*
 * SePath: serate's rating loop (Solver.getDifficulty of Sudoku Explainer
 * 1.2.1, 1to9only/SudokuExplainer 729c00e) with every step printed.
 *
 *   java -cp SE_CLASSES:. SePath FILE      (FILE "-" = stdin)
 *
 * For each line of at least 81 characters (as serate: '1'..'9' givens,
 * anything else empty):
 *   puzzle<TAB><81 chars>
 *   step<TAB>name<TAB>difficulty<TAB>placements<TAB>eliminations   (one per step)
 *   end<TAB>ER<TAB>EP<TAB>ED
 * difficulty, ER, EP, ED as serate prints them; placements "r5c3=4" (the
 * hint's cell and value), eliminations "r5c3<>4" (the hint's removable
 * potentials that are candidates when it is applied), comma-separated, in
 * row-major cell order then digit; "-" when none.  A step that no
 * producer finds ends the path ("end" with ER 20.0), as in getDifficulty.
 * The producers are the Solver's own (read by reflection), called in
 * getDifficulty's order, the first hint taken.
 */
import java.io.*;
import java.lang.reflect.Field;
import java.util.*;

import diuf.sudoku.*;
import diuf.sudoku.solver.*;

public class SePath {

    /* serate's number format: w = (int)((v + 0.05) * 10), w/10 "." w%10 */
    static String fmt(double v) {
        int w = (int)((v + 0.05) * 10);
        return (w / 10) + "." + (w % 10);
    }

    @SuppressWarnings("unchecked")
    static List<HintProducer> producers(Solver solver) throws Exception {
        String[] names = { "directHintProducers", "indirectHintProducers", "chainingHintProducers",
            "chainingHintProducers2", "advancedHintProducers", "experimentalHintProducers" };
        List<HintProducer> all = new ArrayList<HintProducer>();
        for (String n : names) {
            Field f = Solver.class.getDeclaredField(n);
            f.setAccessible(true);
            all.addAll((List<? extends HintProducer>) f.get(solver));
        }
        return all;
    }

    static boolean isSolved(Grid grid) {
        for (int y = 0; y < 9; y++)
            for (int x = 0; x < 9; x++)
                if (grid.getCellValue(x, y) == 0)
                    return false;
        return true;
    }

    static String cellName(Cell c) {
        return "r" + (c.getY() + 1) + "c" + (c.getX() + 1);
    }

    /* the hint's effective eliminations, row-major then digit */
    static String eliminations(Hint hint) {
        if (!(hint instanceof IndirectHint))
            return "-";
        Map<Cell, BitSet> rem = ((IndirectHint) hint).getRemovablePotentials();
        if (rem == null || rem.isEmpty())
            return "-";
        List<Cell> cells = new ArrayList<Cell>(rem.keySet());
        Collections.sort(cells, new Comparator<Cell>() {
            public int compare(Cell a, Cell b) {
                return (a.getY() * 9 + a.getX()) - (b.getY() * 9 + b.getX());
            }
        });
        StringBuilder sb = new StringBuilder();
        for (Cell c : cells) {
            BitSet bs = rem.get(c);
            for (int v = bs.nextSetBit(0); v >= 0; v = bs.nextSetBit(v + 1)) {
                if (!c.hasPotentialValue(v))
                    continue;
                if (sb.length() > 0)
                    sb.append(',');
                sb.append(cellName(c)).append("<>").append(v);
            }
        }
        return sb.length() > 0 ? sb.toString() : "-";
    }

    /* the puzzle's grid: '1'..'9' givens, anything else empty */
    static Grid grid(String puzzle) {
        Grid grid = new Grid();
        for (int i = 0; i < 81; i++) {
            char ch = puzzle.charAt(i);
            if (ch >= '1' && ch <= '9')
                grid.setCellValue(i % 9, i / 9, ch - '0');
        }
        return grid;
    }

    /* the first hint of the producers in order, as getDifficulty takes it; null when none */
    static Hint next(List<HintProducer> producers, Grid grid) {
        SingleHintAccumulator accu = new SingleHintAccumulator();
        try {
            for (HintProducer p : producers)
                p.getHints(grid, accu);
        } catch (InterruptedException willHappen) {}
        return accu.getHint();
    }

    /* the "step" line of a hint, before it is applied */
    static String stepLine(Hint hint) {
        Rule rule = (Rule) hint;
        String place = hint.getCell() != null ? cellName(hint.getCell()) + "=" + hint.getValue() : "-";
        return "step\t" + rule.getName() + "\t" + fmt(rule.getDifficulty()) + "\t" + place + "\t" + eliminations(hint);
    }

    static void rate(String puzzle, PrintStream out) throws Exception {
        Grid grid = grid(puzzle);
        Solver solver = new Solver(grid);
        solver.rebuildPotentialValues();
        List<HintProducer> producers = producers(solver);
        double difficulty = Double.NEGATIVE_INFINITY, pearl = 0.0, diamond = 0.0;
        out.println("puzzle\t" + puzzle.substring(0, 81));
        try {
            while (!isSolved(grid)) {
                Hint hint = next(producers, grid);
                if (hint == null) {
                    difficulty = 20.0;
                    break;
                }
                double d = ((Rule) hint).getDifficulty();
                out.println(stepLine(hint));
                if (d > difficulty)
                    difficulty = d;
                hint.apply();
                if (pearl == 0.0) {
                    if (diamond == 0.0)
                        diamond = difficulty;
                    if (hint.getCell() != null)
                        pearl = difficulty;
                }
            }
        } catch (UnsupportedOperationException ex) {
            difficulty = pearl = diamond = 0.0;
        }
        out.println("end\t" + fmt(difficulty) + "\t" + fmt(pearl) + "\t" + fmt(diamond));
        out.flush();
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: java SePath FILE   (FILE - for stdin)");
            System.exit(2);
        }
        BufferedReader in = args[0].equals("-") ? new BufferedReader(new InputStreamReader(System.in))
            : new BufferedReader(new FileReader(args[0]));
        PrintStream out = new PrintStream(new BufferedOutputStream(System.out), false, "UTF-8");
        String line;
        while ((line = in.readLine()) != null)
            if (line.length() >= 81)
                rate(line, out);
        out.flush();
    }
}
