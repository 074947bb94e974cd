package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every message bundle, as the files are written: a key defined twice would silently take its last
 * text (merged branches append to the same files), and a key in one language only would show a bare
 * key to the other language's users. A counted noun is declined by its number, never hedged.
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

    private static Properties texts(String resource) throws IOException {
        try (InputStream in = BundlesTest.class.getClassLoader().getResourceAsStream(resource)) {
            assertNotNull(in, resource);
            Properties p = new Properties();
            p.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
            return p;
        }
    }

    /** «аргумент(а/ов)», "argument(s)": the noun's form is the {n,plural,…} one its number asks for. */
    private static final Pattern HEDGE = Pattern.compile("\\p{L}\\((\\p{L}+/)*\\p{L}+\\)");
    private static final Pattern FORMS = Pattern.compile("\\{\\d+,plural,([^}]*)}");

    @ParameterizedTest
    @ValueSource(strings = {"su/mir2/console/tool", "su/mir2/messages/machine"})
    void aCountedNounHasTheFormsOfItsLanguageAndNoHedge(String bundle) throws IOException {
        List<String> wrong = new ArrayList<>();
        for (String language : List.of("ru", "en")) {
            Properties texts = texts(bundle + "_" + language + ".properties");
            for (String key : new TreeSet<>(texts.stringPropertyNames())) {
                String text = texts.getProperty(key);
                if (HEDGE.matcher(text).find()) {
                    wrong.add(language + " " + key + ": " + text);
                }
                Matcher m = FORMS.matcher(text);
                while (m.find()) {
                    if (m.group(1).split("\\|", -1).length != (language.equals("ru") ? 3 : 2)) {
                        wrong.add(language + " " + key + ": " + m.group());
                    }
                }
            }
        }
        assertEquals(List.of(), wrong, bundle);
    }
}
