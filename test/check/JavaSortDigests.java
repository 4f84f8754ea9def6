/*
 * test/check/JavaSortDigests.java: what Java's own sort leaves, for the
 * digests test_stable_sort_java (test/unit/test_als.c) holds stable_sort.c
 * to.  HoDoKu orders some steps with Collections.sort and a comparator that
 * is not an order, so the order it leaves is the algorithm's; this sorts
 * the same generated cases as the unit test (the suites' xorshift
 * generator, the same three comparators and six patterns, sizes 0 to
 * 20,000, seeds 1 to 3) with Arrays.sort, which Collections.sort calls, and
 * prints per comparator and pattern the FNV-1a digest of the ids in the
 * order left, then the cases where Java throws (the comparator found
 * breaking its contract), which the test leaves out.
 *
 *   java test/check/JavaSortDigests.java     (Java 11 or later)
 */
import java.util.Arrays;

public class JavaSortDigests {
    static final int[] SIZES = {0, 1, 2, 3, 7, 31, 32, 33, 63, 64, 65, 100, 127, 128, 129,
                                200, 500, 1000, 2049, 5000, 20000};
    static final int[] RUN_LENGTHS = {130, 151, 180, 66, 35, 70};
    static long state;
    static int[] ka, kb, kg;
    static int kind;

    /* rng_next of test/unit/harness.h */
    static int next(int bound) {
        state ^= state >>> 12;
        state ^= state << 25;
        state ^= state >>> 27;
        return (int) (((state * 2685821657736338717L) >>> 33) % bound);
    }

    /* sort_case_key, sort_case_groups, sort_case_near */
    static int cmp(int x, int y) {
        switch (kind) {
        case 0:
            return Integer.compare(ka[x], ka[y]);
        case 1:
            if (ka[x] != ka[y])
                return ka[x] < ka[y] ? -1 : 1;
            if (kg[x] != kg[y])
                return Integer.compare(kb[x], kb[y]);
            return 0;
        default:
            int d = ka[x] - ka[y];
            return d >= -1 && d <= 1 ? 0 : d;
        }
    }

    /* sort_case_make */
    static void make(int p, int n) {
        ka = new int[n];
        kb = new int[n];
        kg = new int[n];
        int m = 1 + next(n < 8 ? 8 : n / 4), runs = 0;
        for (int i = 0; i < n;) {
            if (p == 0) {
                ka[i++] = next(m);
            } else if (p == 1) {
                int len = 1 + next(60), v = next(m);
                for (int j = 0; j < len && i < n; j++, i++) {
                    ka[i] = v;
                    v += next(3);
                }
            } else if (p == 2) {
                int len = 1 + next(60), v = next(m) + 200;
                for (int j = 0; j < len && i < n; j++, i++) {
                    ka[i] = v;
                    v -= 1 + next(2);
                }
            } else if (p == 3) {
                ka[i] = i < n / 2 ? 3 * i : 2 * (i - n / 2) + next(2);
                i++;
            } else if (p == 4) {
                ka[i] = i / 2;
                i++;
            } else {
                int len = RUN_LENGTHS[runs++ % 6];
                for (int j = 0; j < len && i < n; j++, i++)
                    ka[i] = j;
            }
        }
        if (p == 4)
            for (int k = 0; k < n / 16; k++) {
                int x = next(n), y = next(n), t = ka[x];
                ka[x] = ka[y];
                ka[y] = t;
            }
        for (int i = 0; i < n; i++) {
            kb[i] = next(7);
            kg[i] = next(3);
        }
    }

    public static void main(String[] args) {
        StringBuilder thrown = new StringBuilder();
        int nthrown = 0;
        System.out.println("Java " + System.getProperty("java.version") + ", digests [comparator][pattern]:");
        for (kind = 0; kind < 3; kind++)
            for (int p = 0; p < 6; p++) {
                long h = 0xcbf29ce484222325L;
                for (int n : SIZES)
                    for (int seed = 1; seed <= 3; seed++) {
                        state = 0x9E3779B97F4A7C15L ^ ((long) n << 8) ^ (seed << 4) ^ (kind << 2) ^ p;
                        make(p, n);
                        Integer[] ids = new Integer[n];
                        for (int i = 0; i < n; i++)
                            ids[i] = i;
                        try {
                            Arrays.sort(ids, (x, y) -> cmp(x, y));
                        } catch (IllegalArgumentException e) {
                            thrown.append(String.format(" {%d, %d, %d, %d},", kind, p, n, seed));
                            nthrown++;
                            continue;
                        }
                        for (int i = 0; i < n; i++) {
                            h ^= ids[i];
                            h *= 1099511628211L;
                        }
                    }
                System.out.printf("%d %d 0x%016xULL%n", kind, p, h);
            }
        System.out.println(nthrown + " cases where Java throws (comparator, pattern, n, seed):" + thrown);
    }
}
