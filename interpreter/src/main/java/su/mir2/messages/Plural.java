package su.mir2.messages;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A noun agreeing with its number: {@code {1,plural,знак|знака|знаков}} in a message is replaced,
 * before the message is formatted, by the form the number in argument 1 asks for (Russian: one, few,
 * many; English: one, other). MessageFormat's choice cannot say this: Russian looks at the last digits.
 */
final class Plural {
    private static final Pattern FORMS = Pattern.compile("\\{(\\d+),plural,([^}]*)}");

    private Plural() {
    }

    static String resolve(String pattern, Object[] arguments, Locale locale) {
        if (!pattern.contains(",plural,")) {
            return pattern;
        }
        Matcher m = FORMS.matcher(pattern);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            int index = Integer.parseInt(m.group(1));
            String[] forms = m.group(2).split("\\|", -1);
            String number = index < arguments.length ? String.valueOf(arguments[index]) : "";
            m.appendReplacement(out, Matcher.quoteReplacement(forms[Math.min(form(number, locale), forms.length - 1)]));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** 0 for one, 1 for few (other in English), 2 for many. */
    static int form(String number, Locale locale) {
        String digits = number.replaceAll("[\\s\u00A0,]", "");
        if (!digits.matches("-?\\d+")) {
            // a fraction takes the genitive singular in Russian (1,5 знака) and the plural in English
            return 1;
        }
        int last2 = Integer.parseInt(digits.length() > 2 ? digits.substring(digits.length() - 2) : digits.replace("-", ""));
        if (locale.getLanguage().equals("en")) {
            return digits.replace("-", "").equals("1") ? 0 : 1;
        }
        int last = last2 % 10;
        if (last == 1 && last2 != 11) {
            return 0;
        }
        if (last >= 2 && last <= 4 && (last2 < 12 || last2 > 14)) {
            return 1;
        }
        return 2;
    }
}
