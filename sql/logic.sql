-- The logical solver: steps, instances of each technique, hints, apply, trace, rating.
-- The positions where each technique applies come from the sudoku-exchange puzzle bank
-- (public domain), taken at the moment the solver first used the technique on them.
\set classic '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'

SELECT solve_order, name, code, level, score, implemented, uniqueness FROM sudoku_techniques();
-- a technique without a HoDoKu code has NULL there, not ''
SELECT name, code IS NULL AS no_code FROM sudoku_techniques() WHERE code IS NULL OR code = '';

-- the whole path of the classic puzzle: singles only, every cell explained
SELECT count(*) AS steps, count(DISTINCT technique) AS techniques FROM sudoku_steps(:'classic');
SELECT step, technique, code, digits, placements, eliminations, explanation
FROM sudoku_steps(:'classic') WHERE step <= 6;
SELECT * FROM sudoku_rate(:'classic');
SELECT * FROM sudoku_iterations(:'classic') WHERE iteration <= 4;
SELECT * FROM sudoku_trace(:'classic') WHERE "row" = 1;
SELECT count(*) FILTER (WHERE rule = 'Given') AS givens, count(*) FILTER (WHERE rule <> 'Given') AS solved,
       string_agg(value::text, '' ORDER BY cell_id) = '534678912672195348198342567859761423426853791713924856961537284287419635345286179' AS matches_solution
FROM sudoku_trace(:'classic');

-- one position per technique where it applies, and the step it finds there
SELECT explanation FROM sudoku_find_steps('57..6+8+1.3.3..+15.6.6.1..7....53.....1.+2..8.+3..9+4....27.+3+1.8..4+52.8.1...3.2+6..4+3.19', 'Full House') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('57..6...3.3...5.6.6.1..7....53.....1....8....9.....27....8..4.2.8.1...3.2...4..19', 'Naked Single') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('57..6...3.3...5.6.6.1..7....53.....1....8....9.....27....8..4+52.8.1...3.2+6..4+3.19', 'Hidden Single') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('+6+8.+1+4+7.+35.7.65.....1+5.+8276.+1+26+59+43+788+947....15378+2+16...63.......+4+8.......+5+14.8...:', 'Locked Pair') ORDER BY step LIMIT 3;
-- HoDoKu: a pair where a box meets a line is a Locked Pair only when it
-- eliminates in both; this one clears the row alone, so it is a Naked Pair
SELECT technique, explanation FROM sudoku_find_steps('57..6+8+1.3.3..+15.6.6+91..7+5...53.....1+1+2..8.+3..9+4...+127.+3+1.8.+64+52.8.1...3.2+6..4+3+819', 'Locked Pair')
UNION ALL
SELECT technique, explanation FROM sudoku_find_steps('57..6+8+1.3.3..+15.6.6+91..7+5...53.....1+1+2..8.+3..9+4...+127.+3+1.8.+64+52.8.1...3.2+6..4+3+819', 'Naked Pair');
SELECT explanation FROM sudoku_find_steps('...5.8...3....+6..4.1..4..6.....9....7.9.5+26+41.5.6.4.2..4..+6+5.9.5.7.8.4.6+6914+7328+5:224 234 747 748 749', 'Locked Triple') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('3.48.16+57.+6.375+4...+7....+3...5+79.4+83+66+4+9+78+3+5+21.38...79+4....3+7.+6+8+78+36.9.4+5..6..+89+7+3:121 221 131 231 171 271 191 291', 'Locked Candidates Type 1 (Pointing)') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('..+7.6...+3...4.7..+6.6.531.9+762+39+54+718.7....+96+585+9+71+6+234.1.+6.+5+37+9..5.+7.6.+17.6+1..5.2:418 818 828', 'Locked Candidates Type 2 (Claiming)') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('3.48.16+57.+6.375+4...+7....+3...5+79.4+83+66+4+9+78+3+5+21.38...79+4....3+7.+6+8+78+36.9.4+5..6..+89+7+3:121 221 131 231 171 271 173 191 291', 'Naked Pair') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('5.39+4.8+62.6+4.+28.1.2.......4+14.283..6...1+56...6..794.8.3....+9..8+49.8+3..7.8.1..29.3:727 529 735 752 753 953 757 958 674 675 583 187 587', 'Naked Triple') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('8..6.4+2.92..3.9+4.7+4.+9.5.+6.+1.2+71.6+94..14...32..9+8...+71..428.516+3.83.+6.59.......+8+7.:512 591 691 193 195', 'Hidden Pair') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('8..+76...4.71..+365+8.6..8..7....5.9.....3+6.+47.+5.56..+841.2.+78.6..1..9..+72.....192..+7:234', 'Hidden Triple') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('.4.....9.....5....8.6...4.7..+4.8......5.2.7....21659.+4..76.35..6.9.7.3+42..+8....+7.:111 311 314 116 117 119 319 819 121 321 122 322 324 828 829 132 332 334 741 742 291 292 494 496', 'Naked Quadruple') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('8.+3....1.+164+7+5+32+89.7981..+6+3..542.6.............2.753......8793+49.7...15..4......6:351 352 457 674', 'Hidden Quadruple') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('97+13+86+5428.5+4+7+21.9...+15+9...2+87.+9+13.4.1..2+4.8.4..738..1...9.5......+2.+3...1..847..3:332 632 333 633', 'X-Wing') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('..96+53+1+24+51+37+2+4+98+64+2+6+98+1+7+53+2.....641..5+1+4+62..164+2....+56+4..1...2.5+1..2+46.3.+24+675+1.:374', 'Swordfish') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('.+1+2345.+9+73..7.9..2.7+9..+8.4+3.+97.8+34..28.....39.+36.+9.7..9+6....+3.4...936+2...2+38.4+95+6:127 627 828 144 544 148 557 573 178 181 183', 'Jellyfish') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('.459..+3.+1+9+8+371.2.5+12.+5.3..9+5+983.1.26.1..+9.+85+336.8.51+9.2+5+91...3.8+31.57+9.+2.+7.+2+3951+8:616 618 737 438 638 763 465 475 676 477', 'Remote Pair') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('6.+28+39.+51..+157+63.+2+35.+4+21+6.+97+16+3+8+5+294.2.+96+4+13+743+9+7+1+28+65.+6.1+4+3.2+8+2+84+697+5+1+31.+32+58..6', 'Bivalue Universal Grave + 1') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('.4.....+8+1.861.+7.34..15+8+426.+6+1+93+7584+2...+84+1+6+9+5+4589+62+1+7+3+795+4+183+2+616.+7.945+8+8.+4.+5..1.:311 313', 'Skyscraper') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('.24+7..65+11.+6.+4.+8.7..8+61.9...........26.+49+7.83+48.5.1+27.6..9+23..8..28547..+8..+17+6+3..:322 226 331 341 941 342 148 448 649 949 177 999', '2-String Kite') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('4.+13+2+6.5825.4.+831.+38.1+5.+4..+1.+8+5+4.673+5+3..6.+8+4+1764+8+1+3+5..+6.+5.+34+18.+913.+85.6484.+6.1.+35:929 254 279', 'Turbot Fish') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('+89......6..689...+32.37.6.9+81+8+9.2.+7+6+5+7549+6832+1+6+3+2+57+1+9+84.2.6.78+39+9.+8.356..3+6..+8+9.5.:214 788 297', 'Empty Rectangle') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('.6.+75+4.3..+4.3+96.+8+7+3+97.+1.4+5+6.3+9+4+7+1.6.+614.2.79.7+2.+9+6..+41+4+7..+8..+1.9+8.147.+25+2516+3987+4:566', 'W-Wing') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('.4.137.2+8..78+594..8+1.+64+2..5+49+87+13.5.63+2+5+9+8+147+751+2+6+489+31...7+5..9....8+1......9+26...', 'XY-Wing') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('+6.+2943...+4.+38+57+2+6.5..+6+1+2+4.3+7.6.3.1..+25.7+61.3+4+1+345.86...2+71+86.4..41..+578+68+6+5.+7..+12:812', 'XYZ-Wing') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('....6..1...3..56.....2.3.9867+4.....+15.+9134..6.+3+1+6...4979.8.1.....53..1+8.+31+8.2.+9..:414 716 217 219 719 221 222 725 729 432 735 437 248 767 278 485 489 794 798', 'Finned X-Wing') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('+6.+2943...+4.+38+57+2+6.5..+6+1+2+4.3+7.6.3.1..+25.7+61.3+4+1+345.86.+7.2+71+86.4..41..+578+68+6+5.+7..+12:812', 'Sashimi X-Wing') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('.8.926+5+145+49+1+38+7+6+2.+6.+5..+8+93+8.6+71.....7.4+59.8+6.+9.+68.1.+76+1.+8......+3+82+9.6.19..361.7+8:731 733 468 573', 'Finned Swordfish') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('.+2+6594.+1+3+5.+92+31...+4+13.+8.2+9+59+671+283+541.2.4+56.9.5+4....2....8.2+9..6.......2+29.+41..3.:666 766 382 882 784 786', 'Sashimi Swordfish') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('9....+4.8.8.3.7+9..4+461+8.2.+9+7+7+423.5+8+6.6.84.72.3+3..2+867+4..+8.7.+193.1...2+34.8.3...+8..6:115 573 575 582 583 593 995', 'Finned Jellyfish') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('....+3+56..+53..6417..6....35.34+7..186+5+6..+57+3+4.+1.154+8+6.37+179+6.+8.4+3.5634..1.+4.3.....+6:211 811 212 213 813 229 233 833 297', 'Sashimi Jellyfish') ORDER BY step LIMIT 3;

SELECT explanation FROM sudoku_find_steps('.8.926+5+145+49+1+38+7+6+2.+6.+5..+8+93+8.6+71.....7.4+59.8+6.+9.+68.1.+76+1.+8......+3+82+9.6.19..361.7+8:731 733 468 573', 'Uniqueness Test 1') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('6+8+7.4...1.3+1..87...+497.+1..+8+1+23+596+8..9+56+8+7+41+23+8+7+412+35....+5.+824+1..+124...8.4.+8.1...2:317 528 337 538 586 996 398 698 998', 'Uniqueness Test 2') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('41.2....3+82.+9...14+3.7..62+8...38.1..6......+1..9.+17.23..+1+783.+94..53.....9.6..+5.7+831:535 452 552 253 653 559 462 562', 'Uniqueness Test 3') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('....6..1...3..56.....2.3.9867+4.....+15.+9134..6.+3+1+6...4979.8.1.....53..1+8.+31+8.2.+9..:414 716 217 219 719 221 222 725 729 432 735 437 248 767 278 485 489 794 798', 'Uniqueness Test 4') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('+9.68.2.4.7.8.4.+2+1+9..49..5688+6+5...4.1.4+9.+6..5.1.7+4....6482..96.+5+5+7+1.8.9.4+69+35.41+8.:312 315 715 745 348 254 354 356 365 366 368', 'Uniqueness Test 6') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('+6.9..+73+1.4.5+6..7.9..18295+6+4+9+5+31+74..+68+1+6+9.+2+4.7+24+7.6+8+19.5..2.6+9.1.927.564..+6..9....:322 872 375 878 298 398 898', 'Simple Colors Trap') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('..+4+5.+1+6+3.6.1...8.53+5.9.6+2+14.+321597.+67.5.6+21.3.+1+6.....+2+54.2+18.6.1+6+9..+5+4+28...694..+1:912 865 968', 'Multi Colors 1') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('..7...1...1..8.+93.4.9..16.2..8.3..+2..7.148+59.....2.8..5+942..3.8.2..9..5...6...2.+9:661 168 189 191', 'X-Chain') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('.+6..4.+2..4+321.68.9.5....+41+6.+2.9+67...6..438+7.2..7+2..6...7.+69..2...6...5..2.+35.4+9+67:314 316 141 143 161 561 162 568 169 469 569 171 173 179 379', 'XY-Chain') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('+9.68.2.4.7.8+64.+2+1+9..49..5688+6+5...4.1.4+9.+6..5.1.7+4....6482..96.+5+5+7+1.8+69.4+69+35.41+8.:312 315 715 745 348 254 354 356 365 366 368', 'Hidden Rectangle') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('.2+9.3.8.+5+3.8.59.+266..1+2+8+93..9..+8.2..26..4..98+8.4+9+1+2.6+3.8.+5+93+6.25.+627.3+8+9+9+32+86..5.:416 143 743 744 746 753 757 778', 'Avoidable Rectangle Type 1') ORDER BY step LIMIT 3;
SELECT explanation FROM sudoku_find_steps('+4+69.7+8+3..+8+3+5.4+16..+7+21....8.+6..1+59.3.54..........8.+4+5..+35...+27.62..3...........2.+3:228 934 753 254 758 759 762 168 968 169 969 782 882 883 885 487 489 192 992', 'Avoidable Rectangle Type 2') ORDER BY step LIMIT 3;
-- patterns are there before they are needed: the instances at the classic start
-- (which singles alone solve), each checked sound by make check-logic
SELECT t.name, count(s.step) AS found
FROM sudoku_techniques() t LEFT JOIN LATERAL sudoku_find_steps(:'classic', t.name) s ON true
WHERE t.implemented AND t.name NOT IN ('Guess', 'Full House', 'Naked Single', 'Hidden Single')
  -- Mutant fish and fish of five to seven lines (off by default) are there by the thousand
  AND t.name !~ '(Squirmbag|Whale|Leviathan|Mutant)'
GROUP BY t.solve_order, t.name ORDER BY t.solve_order;
-- where a technique must not apply: once its step is made, that instance is gone
SELECT e.technique,
       (SELECT count(*) FROM sudoku_find_steps(e.p, e.technique)) AS before,
       (SELECT count(*) FROM sudoku_find_steps(sudoku_apply(e.p, 1), e.technique) s
         WHERE s.eliminations && h.eliminations OR s.placements && h.placements) AS same_again
FROM (VALUES
  ('Full House', '57..6+8+1.3.3..+15.6.6.1..7....53.....1.+2..8.+3..9+4....27.+3+1.8..4+52.8.1...3.2+6..4+3.19'::sudoku),
  ('Naked Single', '57..6...3.3...5.6.6.1..7....53.....1....8....9.....27....8..4.2.8.1...3.2...4..19'::sudoku),
  ('Hidden Single', '57..6...3.3...5.6.6.1..7....53.....1....8....9.....27....8..4+52.8.1...3.2+6..4+3.19'::sudoku),
  ('Locked Pair', '+6+8.+1+4+7.+35.7.65.....1+5.+8276.+1+26+59+43+788+947....15378+2+16...63.......+4+8.......+5+14.8...:'::sudoku),
  ('Locked Triple', '...5.8...3....+6..4.1..4..6.....9....7.9.5+26+41.5.6.4.2..4..+6+5.9.5.7.8.4.6+6914+7328+5:224 234 747 748 749'::sudoku),
  ('Locked Candidates Type 1 (Pointing)', '3.48.16+57.+6.375+4...+7....+3...5+79.4+83+66+4+9+78+3+5+21.38...79+4....3+7.+6+8+78+36.9.4+5..6..+89+7+3:121 221 131 231 171 271 191 291'::sudoku),
  ('Locked Candidates Type 2 (Claiming)', '..+7.6...+3...4.7..+6.6.531.9+762+39+54+718.7....+96+585+9+71+6+234.1.+6.+5+37+9..5.+7.6.+17.6+1..5.2:418 818 828'::sudoku),
  ('Naked Pair', '3.48.16+57.+6.375+4...+7....+3...5+79.4+83+66+4+9+78+3+5+21.38...79+4....3+7.+6+8+78+36.9.4+5..6..+89+7+3:121 221 131 231 171 271 173 191 291'::sudoku),
  ('Naked Triple', '5.39+4.8+62.6+4.+28.1.2.......4+14.283..6...1+56...6..794.8.3....+9..8+49.8+3..7.8.1..29.3:727 529 735 752 753 953 757 958 674 675 583 187 587'::sudoku),
  ('Hidden Pair', '8..6.4+2.92..3.9+4.7+4.+9.5.+6.+1.2+71.6+94..14...32..9+8...+71..428.516+3.83.+6.59.......+8+7.:512 591 691 193 195'::sudoku),
  ('Hidden Triple', '8..+76...4.71..+365+8.6..8..7....5.9.....3+6.+47.+5.56..+841.2.+78.6..1..9..+72.....192..+7:234'::sudoku),
  ('Naked Quadruple', '.4.....9.....5....8.6...4.7..+4.8......5.2.7....21659.+4..76.35..6.9.7.3+42..+8....+7.:111 311 314 116 117 119 319 819 121 321 122 322 324 828 829 132 332 334 741 742 291 292 494 496'::sudoku),
  ('Hidden Quadruple', '8.+3....1.+164+7+5+32+89.7981..+6+3..542.6.............2.753......8793+49.7...15..4......6:351 352 457 674'::sudoku),
  ('X-Wing', '97+13+86+5428.5+4+7+21.9...+15+9...2+87.+9+13.4.1..2+4.8.4..738..1...9.5......+2.+3...1..847..3:332 632 333 633'::sudoku),
  ('Swordfish', '..96+53+1+24+51+37+2+4+98+64+2+6+98+1+7+53+2.....641..5+1+4+62..164+2....+56+4..1...2.5+1..2+46.3.+24+675+1.:374'::sudoku),
  ('Jellyfish', '.+1+2345.+9+73..7.9..2.7+9..+8.4+3.+97.8+34..28.....39.+36.+9.7..9+6....+3.4...936+2...2+38.4+95+6:127 627 828 144 544 148 557 573 178 181 183'::sudoku),
  ('Remote Pair', '.459..+3.+1+9+8+371.2.5+12.+5.3..9+5+983.1.26.1..+9.+85+336.8.51+9.2+5+91...3.8+31.57+9.+2.+7.+2+3951+8:616 618 737 438 638 763 465 475 676 477'::sudoku),
  ('Bivalue Universal Grave + 1', '6.+28+39.+51..+157+63.+2+35.+4+21+6.+97+16+3+8+5+294.2.+96+4+13+743+9+7+1+28+65.+6.1+4+3.2+8+2+84+697+5+1+31.+32+58..6'::sudoku),
  ('Skyscraper', '.4.....+8+1.861.+7.34..15+8+426.+6+1+93+7584+2...+84+1+6+9+5+4589+62+1+7+3+795+4+183+2+616.+7.945+8+8.+4.+5..1.:311 313'::sudoku),
  ('2-String Kite', '.24+7..65+11.+6.+4.+8.7..8+61.9...........26.+49+7.83+48.5.1+27.6..9+23..8..28547..+8..+17+6+3..:322 226 331 341 941 342 148 448 649 949 177 999'::sudoku),
  ('Turbot Fish', '4.+13+2+6.5825.4.+831.+38.1+5.+4..+1.+8+5+4.673+5+3..6.+8+4+1764+8+1+3+5..+6.+5.+34+18.+913.+85.6484.+6.1.+35:929 254 279'::sudoku),
  ('Empty Rectangle', '+89......6..689...+32.37.6.9+81+8+9.2.+7+6+5+7549+6832+1+6+3+2+57+1+9+84.2.6.78+39+9.+8.356..3+6..+8+9.5.:214 788 297'::sudoku),
  ('W-Wing', '.6.+75+4.3..+4.3+96.+8+7+3+97.+1.4+5+6.3+9+4+7+1.6.+614.2.79.7+2.+9+6..+41+4+7..+8..+1.9+8.147.+25+2516+3987+4:566'::sudoku),
  ('XY-Wing', '.4.137.2+8..78+594..8+1.+64+2..5+49+87+13.5.63+2+5+9+8+147+751+2+6+489+31...7+5..9....8+1......9+26...'::sudoku),
  ('XYZ-Wing', '+6.+2943...+4.+38+57+2+6.5..+6+1+2+4.3+7.6.3.1..+25.7+61.3+4+1+345.86...2+71+86.4..41..+578+68+6+5.+7..+12:812'::sudoku),
  ('Finned X-Wing', '....6..1...3..56.....2.3.9867+4.....+15.+9134..6.+3+1+6...4979.8.1.....53..1+8.+31+8.2.+9..:414 716 217 219 719 221 222 725 729 432 735 437 248 767 278 485 489 794 798'::sudoku),
  ('Sashimi X-Wing', '+6.+2943...+4.+38+57+2+6.5..+6+1+2+4.3+7.6.3.1..+25.7+61.3+4+1+345.86.+7.2+71+86.4..41..+578+68+6+5.+7..+12:812'::sudoku),
  ('Finned Swordfish', '.8.926+5+145+49+1+38+7+6+2.+6.+5..+8+93+8.6+71.....7.4+59.8+6.+9.+68.1.+76+1.+8......+3+82+9.6.19..361.7+8:731 733 468 573'::sudoku),
  ('Sashimi Swordfish', '.+2+6594.+1+3+5.+92+31...+4+13.+8.2+9+59+671+283+541.2.4+56.9.5+4....2....8.2+9..6.......2+29.+41..3.:666 766 382 882 784 786'::sudoku),
  ('Finned Jellyfish', '9....+4.8.8.3.7+9..4+461+8.2.+9+7+7+423.5+8+6.6.84.72.3+3..2+867+4..+8.7.+193.1...2+34.8.3...+8..6:115 573 575 582 583 593 995'::sudoku),
  ('Sashimi Jellyfish', '....+3+56..+53..6417..6....35.34+7..186+5+6..+57+3+4.+1.154+8+6.37+179+6.+8.4+3.5634..1.+4.3.....+6:211 811 212 213 813 229 233 833 297'::sudoku),
  ('Uniqueness Test 1', '.8.926+5+145+49+1+38+7+6+2.+6.+5..+8+93+8.6+71.....7.4+59.8+6.+9.+68.1.+76+1.+8......+3+82+9.6.19..361.7+8:731 733 468 573'::sudoku),
  ('Uniqueness Test 2', '6+8+7.4...1.3+1..87...+497.+1..+8+1+23+596+8..9+56+8+7+41+23+8+7+412+35....+5.+824+1..+124...8.4.+8.1...2:317 528 337 538 586 996 398 698 998'::sudoku),
  ('Uniqueness Test 3', '41.2....3+82.+9...14+3.7..62+8...38.1..6......+1..9.+17.23..+1+783.+94..53.....9.6..+5.7+831:535 452 552 253 653 559 462 562'::sudoku),
  ('Uniqueness Test 4', '....6..1...3..56.....2.3.9867+4.....+15.+9134..6.+3+1+6...4979.8.1.....53..1+8.+31+8.2.+9..:414 716 217 219 719 221 222 725 729 432 735 437 248 767 278 485 489 794 798'::sudoku),
  ('Uniqueness Test 6', '+9.68.2.4.7.8.4.+2+1+9..49..5688+6+5...4.1.4+9.+6..5.1.7+4....6482..96.+5+5+7+1.8.9.4+69+35.41+8.:312 315 715 745 348 254 354 356 365 366 368'::sudoku),
  ('Simple Colors Trap', '+6.9..+73+1.4.5+6..7.9..18295+6+4+9+5+31+74..+68+1+6+9.+2+4.7+24+7.6+8+19.5..2.6+9.1.927.564..+6..9....:322 872 375 878 298 398 898'::sudoku),
  ('Multi Colors 1', '..+4+5.+1+6+3.6.1...8.53+5.9.6+2+14.+321597.+67.5.6+21.3.+1+6.....+2+54.2+18.6.1+6+9..+5+4+28...694..+1:912 865 968'::sudoku),
  ('X-Chain', '..7...1...1..8.+93.4.9..16.2..8.3..+2..7.148+59.....2.8..5+942..3.8.2..9..5...6...2.+9:661 168 189 191'::sudoku),
  ('XY-Chain', '.+6..4.+2..4+321.68.9.5....+41+6.+2.9+67...6..438+7.2..7+2..6...7.+69..2...6...5..2.+35.4+9+67:314 316 141 143 161 561 162 568 169 469 569 171 173 179 379'::sudoku),
  ('Hidden Rectangle', '+9.68.2.4.7.8+64.+2+1+9..49..5688+6+5...4.1.4+9.+6..5.1.7+4....6482..96.+5+5+7+1.8+69.4+69+35.41+8.:312 315 715 745 348 254 354 356 365 366 368'::sudoku),
  ('Avoidable Rectangle Type 1', '.2+9.3.8.+5+3.8.59.+266..1+2+8+93..9..+8.2..26..4..98+8.4+9+1+2.6+3.8.+5+93+6.25.+627.3+8+9+9+32+86..5.:416 143 743 744 746 753 757 778'::sudoku),
  ('Avoidable Rectangle Type 2', '+4+69.7+8+3..+8+3+5.4+16..+7+21....8.+6..1+59.3.54..........8.+4+5..+35...+27.62..3...........2.+3:228 934 753 254 758 759 762 168 968 169 969 782 882 883 885 487 489 192 992'::sudoku)
) AS e(technique, p), sudoku_hint(e.p) AS h ORDER BY e.technique;
-- a bug found by make check-logic -a: BUG+1 needs every other unit to hold each
-- candidate twice or not at all; here it does not, and 5 is not r3c5's digit (se)
SELECT count(*) AS bug_plus_one FROM sudoku_find_steps('+4+2.+3..+8+9+1+73+9841+65+2+81...+2+37+46+4+8.2.+5+13+19+3...+28+7+5+721+384+6+9+3+57.+8.1+2+6+9+6+4215+7+3+8+28+16+73+94+5', 'Bivalue Universal Grave + 1');
SELECT sudoku_format(sudoku_solve('+4+2.+3..+8+9+1+73+9841+65+2+81...+2+37+46+4+8.2.+5+13+19+3...+28+7+5+721+384+6+9+3+57.+8.1+2+6+9+6+4215+7+3+8+28+16+73+94+5'), 'line') AS solution;

-- by HoDoKu code, and every X-Wing in a position
SELECT step, technique, code, digits, base_units, cover_units, eliminations FROM sudoku_find_steps('97+13+86+5428.5+4+7+21.9...+15+9...2+87.+9+13.4.1..2+4.8.4..738..1...9.5......+2.+3...1..847..3:332 632 333 633', '0300');
SELECT step, explanation FROM sudoku_find_steps('57..6...3.3...5.6.6.1..7....53.....1....8....9.....27....8..4+52.8.1...3.2+6..4+3.19', 'hidden single') ORDER BY step LIMIT 4;
SELECT step, cells, explanation FROM sudoku_find_steps('.4.137.2+8..78+594..8+1.+64+2..5+49+87+13.5.63+2+5+9+8+147+751+2+6+489+31...7+5..9....8+1......9+26...', 'XY-Wing');

-- a hint is the next step, from the position's own marks
SELECT step, technique, placements, explanation FROM sudoku_hint(:'classic');
SELECT technique, eliminations FROM sudoku_hint('97+13+86+5428.5+4+7+21.9...+15+9...2+87.+9+13.4.1..2+4.8.4..738..1...9.5......+2.+3...1..847..3:332 632 333 633');
SELECT sudoku_hint(sudoku_solve(:'classic')) IS NULL AS nothing_left;
-- the first technique of the registry is a hint too (one cell open: a Full House)
SELECT technique, code, placements FROM sudoku_hint('.34678912672195348198342567859761423426853791713924856961537284287419635345286179');
SELECT * FROM sudoku_rate('.34678912672195348198342567859761423426853791713924856961537284287419635345286179');
-- a solved grid takes no step: no hardest technique (NULL)
SELECT * FROM sudoku_rate('534678912672195348198342567859761423426853791713924856961537284287419635345286179');
SELECT sudoku_techniques_used('534678912672195348198342567859761423426853791713924856961537284287419635345286179') AS none_used,
       sudoku_techniques_used('.34678912672195348198342567859761423426853791713924856961537284287419635345286179') AS one_used;

-- a chain step keeps its chain, in Eureka notation: "=" before a node on
-- (strong link), "-" before one off (weak), in-cell links inside one node,
-- groups as one node; other steps have none.  The Nice Loops and AICs are
-- HoDoKu's steps on its own paths (top1465), chain for chain.
SELECT technique, chain FROM sudoku_find_steps('..7...1...1..8.+93.4.9..16.2..8.3..+2..7.148+59.....2.8..5+942..3.8.2..9..5...6...2.+9:661 168 189 191', 'X-Chain') ORDER BY step LIMIT 1;
SELECT technique, chain FROM sudoku_find_steps('.+6..4.+2..4+321.68.9.5....+41+6.+2.9+67...6..438+7.2..7+2..6...7.+69..2...6...5..2.+35.4+9+67:314 316 141 143 161 561 162 568 169 469 569 171 173 179 379', 'XY-Chain') ORDER BY step LIMIT 1;
SELECT technique, chain FROM sudoku_find_steps('.459..+3.+1+9+8+371.2.5+12.+5.3..9+5+983.1.26.1..+9.+85+336.8.51+9.2+5+91...3.8+31.57+9.+2.+7.+2+3951+8:616 618 737 438 638 763 465 475 676 477', 'Remote Pair') ORDER BY step LIMIT 1;
SELECT technique, chain FROM sudoku_find_steps('4.+13+2+6.5825.4.+831.+38.1+5.+4..+1.+8+5+4.673+5+3..6.+8+4+1764+8+1+3+5..+6.+5.+34+18.+913.+85.6484.+6.1.+35:929 254 279', 'Turbot Fish') ORDER BY step LIMIT 1;
SELECT technique, explanation, chain FROM sudoku_hint(':0708:1:....8.4..4.......7..69+4...3.......7...7..62.5.9...2..1..3....5..8..14......32..1.:213 114 614 123 223 523 627 827 927 228 628 837 449 858 868 671 771 971 672 772 679 879 979:111 131::');
SELECT technique, explanation, chain FROM sudoku_hint(':0707:1:+368..7+9+5+2...3+8+5.1+6.+5.9+62.8+3..6.5.247.147..5..5........7..+5...+94..5.9..+7.....+78.2+5:962 963 164 165 166 367 667 372 281 184:186::');
SELECT technique, explanation, chain FROM sudoku_hint(':0706:4:9..7+2+5.6..12.4+9+5.+3...3+1.29...6....58.7.........+1.5.43..2753........64...1+6.9....5:812 821 431 531 831 432 341 942 746 147 251 451 851 353 154 254 854 156 256 856 959 864 266 666 269 177 877 179 479 881 382 383 883 887 987 989 797 798:413::');
SELECT technique, explanation, chain FROM sudoku_hint(':0710:1:+37+2+5.+96.+8.8+63...+5......62.3....+3.+8+6...1...39+5+8+6+3.954.22...5..8.51.4.....6....7+5..:921 426 429 134 135 441 743 246 854 255 455 256 788 294 198 498 999:174::');
SELECT technique, chain IS NULL AS no_chain FROM sudoku_hint(:'classic');
-- forcing chains and nets keep every branch, as HoDoKu prints them; a net's side
-- chains stand in parentheses after the literal they leave from (top1465 #3)
SELECT technique, placements, eliminations, chain
FROM sudoku_hint('7.8...3.....2.1...5.........4.....263...8.......1...9+3.9.6....4....7.5...........:827 927 929 334 434 934 336 436 636 936 737 837 738 838 739 839 345 552 553 554 556 756 375 877 292 395 897');
SELECT technique, eliminations, chain
FROM sudoku_hint('7.8...3.....2.1...5.........4.....263...8.......1...9+3.9.6....4....7.5...........:827 929 334 434 934 336 436 636 936 737 837 738 838 739 839 345 552 553 554 556 756 375 877 292 395 897');
SELECT technique, placements, chain
FROM sudoku_hint('....3...27..4......3.+2...9..6..2....8.....7........1..4.+37.1......6.+2.35...+3.8...:814 417 118 518 618 818 122 123 125 525 925 535 437 139 639 839 447 455 555 955 465 565 865 965 278 191 192 792 193 793 697 997 298 498 698 499 699 999');

-- apply: a game in progress, pencil marks included
SELECT sudoku_apply(:'classic', 3) AS after_3;
SELECT sudoku_apply(:'classic', 0) = :'classic'::sudoku AS zero_steps,
       sudoku_apply(:'classic') = sudoku_solve(:'classic') AS all_steps,
       sudoku_apply(NULL, 3) IS NULL AS null_puzzle;
SELECT sudoku_apply('97+13+86+5428.5+4+7+21.9...+15+9...2+87.+9+13.4.1..2+4.8.4..738..1...9.5......+2.+3...1..847..3:332 632 333 633', 1) AS after_x_wing;

-- guessing as the seeds do: recorded with its depth and the dead ends tried first
SELECT step, technique, placements, guess_depth, dead_ends, explanation
FROM sudoku_steps('7.8...3.....6.1...5.........4.....263...8.......1...9+3.9.2....4....7.5...........:827 334 434 934 236 336 436 936 737 837 738 838 739 839 345 552 553 554 556 375 877 395 897') WHERE technique = 'Guess';
-- a guess has no HoDoKu library code: NULL, not ''
SELECT step, code IS NULL AS no_code
FROM sudoku_steps('7.8...3.....6.1...5.........4.....263...8.......1...9+3.9.2....4....7.5...........:827 334 434 934 236 336 436 936 737 837 738 838 739 839 345 552 553 554 556 375 877 395 897') WHERE technique = 'Guess';
SELECT * FROM sudoku_rate('7.8...3.....6.1...5.........4.....263...8.......1...9+3.9.2....4....7.5...........:827 334 434 934 236 336 436 936 737 837 738 838 739 839 345 552 553 554 556 375 877 395 897');
SELECT rule, count(*) FROM sudoku_trace('7.8...3.....6.1...5.........4.....263...8.......1...9+3.9.2....4....7.5...........:827 334 434 934 236 336 436 936 737 837 738 838 739 839 345 552 553 554 556 375 877 395 897') GROUP BY rule ORDER BY rule;
-- cells the techniques leave open have no value, rule or step (NULL, not 0);
-- givens have no step either (26 givens, 24 cells by singles, 31 open)
SELECT count(*) FILTER (WHERE value IS NULL) AS no_value, count(*) FILTER (WHERE value = 0) AS zero,
       count(*) FILTER (WHERE rule IS NULL) AS no_rule, count(*) FILTER (WHERE step IS NULL) AS no_step
FROM sudoku_trace('080926004509008000000000003006010000070409080000080100600000000000200601900361070', '{singles}');

-- several solutions: uniqueness techniques stay out while the position has several, guesses follow one of the solutions
SELECT count(*) FILTER (WHERE technique = 'Guess') > 0 AS guessed,
       count(*) FILTER (WHERE technique = 'Bivalue Universal Grave + 1') AS bug
FROM sudoku_steps('....7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
SELECT sudoku_apply('....7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79') IN (
       SELECT s FROM sudoku_solutions('....7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79', 10) s)
  AS one_of_the_solutions;
-- no solution: the techniques go as far as they can, no guess, Extreme
SELECT * FROM sudoku_rate('55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');

-- other sizes: a 4x4 and a 16x16 with half its cells given
SELECT step, technique, explanation FROM sudoku_steps('1.3...1...2.....') ORDER BY step;
SELECT level, steps, guesses, sudoku_is_complete(sudoku_apply(p)) AS solved
FROM (SELECT sudoku_from_int_array(ARRAY(
        SELECT CASE WHEN (i * 7) % 2 = 0 THEN v ELSE 0 END
        FROM unnest(sudoku_to_int_array(sudoku_solve(repeat('.', 256)::sudoku))) WITH ORDINALITY AS u(v, i)
        ORDER BY i)) AS p) x, sudoku_rate(p);

\set VERBOSITY default
\set ON_ERROR_STOP 0
SELECT * FROM sudoku_find_steps(:'classic', 'Magic Wand');
SELECT sudoku_apply(:'classic', -1);
\set ON_ERROR_STOP 1
SELECT technique, placements FROM sudoku_hint(repeat('.', 625)::sudoku);

-- the seeds' Cell table and the path as views over the games
INSERT INTO sudoku_game (game_id, name, puzzle) VALUES (1, 'classic', :'classic'), (7, 'guess', '7.8...3.....6.1...5.........4.....263...8.......1...9+3.9.2....4....7.5...........:827 334 434 934 236 336 436 936 737 837 738 838 739 839 345 552 553 554 556 375 877 395 897'),
  (8, 'chains', '.....4.97.+76...5+1454...782..5.3..7.2...6+75...7.8..2.5..854+2..714.7...2..32.7.....:113 114 315 924 335 848 357 957 359 162 962 667 976 677 184 984 685 688 389 695 999');
SELECT * FROM sudoku_cell WHERE game_id = 1 AND "row" = 5 ORDER BY cell_id;
SELECT game_id, step, technique, explanation FROM sudoku_step WHERE game_id = 7 AND technique NOT IN ('Full House', 'Naked Single', 'Hidden Single') ORDER BY step LIMIT 5;
SELECT game_id, step, technique, chain FROM sudoku_step WHERE game_id = 8 AND chain IS NOT NULL ORDER BY step;
SELECT count(*) AS steps, count(chain) AS with_chain FROM sudoku_step WHERE game_id = 1;
SET enable_seqscan = off;
EXPLAIN (COSTS OFF) SELECT * FROM sudoku_cell WHERE game_id = 7;
EXPLAIN (COSTS OFF) SELECT * FROM sudoku_step WHERE game_id = 7;
RESET enable_seqscan;
DELETE FROM sudoku_game;

-- which techniques a path uses: the list, and one asked by name with
-- sudoku_uses, whose technique is a value of the enum sudoku_technique
-- (postgres_fdw sends it to a shard, sql/fdw.sql); its labels are the
-- techniques' names in solving order
SELECT enum_range(NULL::sudoku_technique)::text[] = ARRAY(SELECT name FROM sudoku_techniques() ORDER BY solve_order)
  AS labels_are_the_techniques;
\set xwing '97+13+86+5428.5+4+7+21.9...+15+9...2+87.+9+13.4.1..2+4.8.4..738..1...9.5......+2.+3...1..847..3:332 632 333 633'
\set guess '7.8...3.....6.1...5.........4.....263...8.......1...9+3.9.2....4....7.5...........:827 334 434 934 236 336 436 936 737 837 738 838 739 839 345 552 553 554 556 375 877 395 897'
SELECT sudoku_techniques_used(:'xwing') AS used, sudoku_uses(:'xwing', 'X-Wing') AS x_wing,
       sudoku_uses(:'xwing', 'Swordfish') AS swordfish, sudoku_uses(:'xwing', 'X-Wing', '{-X-Wing}') AS x_wing_left_out;
SELECT sudoku_uses(:'guess', 'Guess') AS guess, sudoku_uses(:'guess', 'Guess', '{-Guess}') AS guess_left_out,
       sudoku_uses(:'guess', 'Forcing Net Verity') AS net, sudoku_uses(:'guess', 'Template Set') AS template_off_by_default,
       sudoku_uses(:'guess', 'Template Set', '{all}') AS template_with_all;
-- the same answer as the list, for every technique
SELECT count(*) AS asked, count(*) FILTER (WHERE sudoku_uses(p, t) <> (t::text = ANY (sudoku_techniques_used(p)))) AS disagree
FROM unnest(ARRAY[:'classic', :'xwing', '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......']::sudoku[]) AS p,
     unnest(enum_range(NULL::sudoku_technique)) AS t;
\set ON_ERROR_STOP 0
SELECT sudoku_uses(:'classic', 'X Wing');
\set ON_ERROR_STOP 1
