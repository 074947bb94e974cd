package su.mir2.console.terminal;

import java.io.Console;
import java.lang.reflect.Method;

/** Whether a person is at a terminal: standard input and output both attached to one. */
public final class Interactive {
    private Interactive() {
    }

    public static boolean terminal() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        // from Java 22 on, System.console() exists even when redirected; isTerminal() tells
        try {
            Method isTerminal = Console.class.getMethod("isTerminal");
            return (Boolean) isTerminal.invoke(console);
        } catch (NoSuchMethodException e) {
            return true;
        } catch (ReflectiveOperationException e) {
            return false;
        }
    }
}
