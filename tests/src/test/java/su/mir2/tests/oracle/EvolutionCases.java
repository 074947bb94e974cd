package su.mir2.tests.oracle;

import java.util.LinkedHashMap;
import java.util.Map;
import su.mir2.tests.oracle.EvolutionOracle.Setup;

/** Structures that run into one border of the field each, named by the border they reach. */
final class EvolutionCases {
    private EvolutionCases() {
    }

    /** "top", "bottom", "left", "right" → a setup whose structure reaches that border first. */
    static Map<String, Setup> borderCases() {
        String[] lwssWest = {".0..0", "0....", "0...0", "0000."};
        String[] lwssEast = mirror(lwssWest);
        String[] lwssNorth = transpose(lwssWest);
        String[] lwssSouth = transpose(lwssEast);
        String[] gliderSouthEast = {".0.", "..0", "000"};
        String[] gliderSouthWest = mirror(gliderSouthEast);
        String[] gliderNorthEast = flip(gliderSouthEast);
        String[] gliderNorthWest = flip(gliderSouthWest);
        Map<String, Setup> cases = new LinkedHashMap<>();
        cases.put("left: spaceship", Setup.of(12, 22, 2, 3, 3, 99, 60, EvolutionOracle.cellsOf(5, 15, lwssWest)));
        cases.put("right: spaceship", Setup.of(12, 22, 2, 3, 3, 99, 60, EvolutionOracle.cellsOf(5, 4, lwssEast)));
        cases.put("top: spaceship", Setup.of(22, 12, 2, 3, 3, 99, 60, EvolutionOracle.cellsOf(15, 5, lwssNorth)));
        cases.put("bottom: spaceship", Setup.of(22, 12, 2, 3, 3, 99, 60, EvolutionOracle.cellsOf(4, 5, lwssSouth)));
        cases.put("right: glider going down-right", Setup.of(14, 12, 2, 3, 3, 99, 80,
                EvolutionOracle.cellsOf(4, 4, gliderSouthEast)));
        cases.put("bottom: glider going down-left", Setup.of(12, 14, 2, 3, 3, 99, 80,
                EvolutionOracle.cellsOf(4, 9, gliderSouthWest)));
        cases.put("top: glider going up-right", Setup.of(12, 14, 2, 3, 3, 99, 80,
                EvolutionOracle.cellsOf(7, 4, gliderNorthEast)));
        cases.put("left: glider going up-left", Setup.of(14, 12, 2, 3, 3, 99, 80,
                EvolutionOracle.cellsOf(9, 7, gliderNorthWest)));
        return cases;
    }

    static String[] mirror(String[] rows) {
        String[] out = new String[rows.length];
        for (int i = 0; i < rows.length; i++) {
            out[i] = new StringBuilder(rows[i]).reverse().toString();
        }
        return out;
    }

    static String[] flip(String[] rows) {
        String[] out = new String[rows.length];
        for (int i = 0; i < rows.length; i++) {
            out[i] = rows[rows.length - 1 - i];
        }
        return out;
    }

    static String[] transpose(String[] rows) {
        String[] out = new String[rows[0].length()];
        for (int c = 0; c < out.length; c++) {
            StringBuilder sb = new StringBuilder();
            for (String row : rows) {
                sb.append(row.charAt(c));
            }
            out[c] = sb.toString();
        }
        return out;
    }
}
