package su.mir2.messages;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every text the machine or the tool prints, in Russian (the machine's language, the default) or
 * English. Arguments are inserted as text, so numbers keep the machine's spelling, with any control
 * character shown by its code ({@link Escaping}).
 */
public final class Messages {
    public static final Locale RUSSIAN = Locale.forLanguageTag("ru");
    public static final Locale ENGLISH = Locale.ENGLISH;
    /** The machine's own messages; tools built on the machine keep theirs in bundles of their own. */
    public static final String MACHINE = "su.mir2.messages.machine";

    /** More patterns than any bundle has, with their plural forms: the cache is emptied past it. */
    private static final int KEPT_FORMATS = 1024;

    private final String bundleName;
    private final Locale locale;
    private ResourceBundle bundle;
    /**
     * The patterns read so far, each as a MessageFormat: reading a pattern costs more than using it,
     * and a trace formats several texts for each of millions of steps. A MessageFormat is not safe
     * for two threads at once, so each is used under its own lock.
     */
    private final ConcurrentHashMap<String, MessageFormat> formats = new ConcurrentHashMap<>();

    private Messages(String bundleName, Locale locale) {
        this.bundleName = bundleName;
        this.locale = locale;
    }

    /** The bundle, read when the first text is asked for: a run that says nothing reads none. */
    private synchronized ResourceBundle bundle() {
        if (bundle == null) {
            bundle = ResourceBundle.getBundle(bundleName, locale, ResourceBundle.Control.getNoFallbackControl(
                    ResourceBundle.Control.FORMAT_PROPERTIES));
        }
        return bundle;
    }

    public static Messages of(Locale locale) {
        return of(MACHINE, locale);
    }

    public static Messages of(String bundleName, Locale locale) {
        return new Messages(bundleName, locale.getLanguage().equals("en") ? ENGLISH : RUSSIAN);
    }

    /** Whether the messages are written in this language: "ru" or "en". */
    public static boolean isLanguage(String language) {
        return "ru".equals(language) || "en".equals(language);
    }

    /** "ru" or "en"; anything else is Russian. */
    public static Messages forLanguage(String language) {
        return of(Locale.forLanguageTag(language == null ? "ru" : language));
    }

    public Locale locale() {
        return locale;
    }

    public String get(String key, Object... arguments) {
        ResourceBundle b = bundle();
        String pattern;
        try {
            pattern = b.getString(key);
        } catch (MissingResourceException e) {
            return key + (arguments.length > 0 ? " " + Escaping.escape(java.util.Arrays.toString(arguments)) : "");
        }
        Object[] texts = new Object[arguments.length];
        for (int i = 0; i < arguments.length; i++) {
            // an argument may come from a program, a file or the operator's typing
            texts[i] = Escaping.escapeKeepingLayout(String.valueOf(arguments[i]));
        }
        MessageFormat format = format(Plural.resolve(pattern, texts, locale));
        synchronized (format) {
            return format.format(texts);
        }
    }

    private MessageFormat format(String pattern) {
        MessageFormat format = formats.get(pattern);
        if (format == null) {
            if (formats.size() >= KEPT_FORMATS) {
                formats.clear();
            }
            format = new MessageFormat(pattern, locale);
            formats.put(pattern, format);
        }
        return format;
    }

    public boolean has(String key) {
        return bundle().containsKey(key);
    }
}
