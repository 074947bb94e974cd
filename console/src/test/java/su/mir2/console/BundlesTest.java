package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every message bundle, as the files are written: a key defined twice would silently take its last
 * text (merged branches append to the same files), and a key in one language only would show a bare
 * key to the other language's users.
 */
class BundlesTest {
    private static List<String> keys(String resource) throws IOException {
        try (InputStream in = BundlesTest.class.getClassLoader().getResourceAsStream(resource)) {
            assertNotNull(in, resource);
            List<String> keys = new ArrayList<>();
            String previous = "";
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n", -1)) {
                boolean continued = previous.endsWith("\\");
                previous = line;
                String l = line.strip();
                if (continued || l.isEmpty() || l.startsWith("#") || l.startsWith("!")) {
                    continue;
                }
                int eq = l.indexOf('=');
                keys.add((eq < 0 ? l : l.substring(0, eq)).strip());
            }
            return keys;
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"su/mir2/console/tool", "su/mir2/console/help", "su/mir2/messages/machine"})
    void eachKeyIsDefinedOnceAndInBothLanguages(String bundle) throws IOException {
        List<String> ru = keys(bundle + "_ru.properties");
        List<String> en = keys(bundle + "_en.properties");
        for (List<String> keys : List.of(ru, en)) {
            Set<String> seen = new TreeSet<>();
            Set<String> twice = new TreeSet<>();
            for (String k : keys) {
                if (!seen.add(k)) {
                    twice.add(k);
                }
            }
            assertEquals(Set.of(), twice, bundle);
        }
        assertEquals(new TreeSet<>(ru), new TreeSet<>(en), bundle);
    }
}
