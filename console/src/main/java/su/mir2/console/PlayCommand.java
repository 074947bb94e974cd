package su.mir2.console;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import su.mir2.console.terminal.ConsoleSettings;
import su.mir2.messages.Clip;
import su.mir2.messages.Messages;
import su.mir2.console.host.ExitCode;
import su.mir2.console.host.Transcript;
import su.mir2.console.host.Tool;

/** mir2 play NAME: one of the book's programs, by its short name. */
@Command(name = "play", mixinStandardHelpOptions = true, version = Main.VERSION)
public final class PlayCommand implements Callable<Integer> {
    @Parameters(index = "0", arity = "0..1", paramLabel = "NAME", descriptionKey = "param.name")
    String name;

    @Option(names = "--printed")
    boolean printed;

    @Mixin
    MachineSettings settings;

    @Mixin
    ConsoleSettings console;

    @Mixin
    TraceSettings trace;

    private final Transcript transcript;

    public PlayCommand(Transcript transcript) {
        this.transcript = transcript;
    }

    @Override
    public Integer call() throws Exception {
        Messages tool = settings.toolMessages();
        BookShelf shelf = BookShelf.installed().book();
        BookShelf more = BookShelf.installed().more();
        if (name == null) {
            list(shelf, tool);
            if (!more.entries().isEmpty()) {
                Tool.OUT.printf("%n%s%n", tool.get("play.list.more"));
                list(more, tool);
            }
            Tool.OUT.flush();
            return ExitCode.OK;
        }
        BookShelf.Entry entry = shelf.find(name);
        if (entry == null) {
            entry = more.find(name);
        }
        if (entry == null || entry.variants().isEmpty()) {
            Tool.ERR.println(tool.get(entry == null ? "play.unknown" : "play.noprogram", name));
            return ExitCode.USAGE;
        }
        String variant = printed ? BookShelf.PRINTED : entry.authoritative();
        if (variant == null || !entry.variants().contains(variant)) {
            Tool.ERR.println(variant == null ? tool.get("play.noprogram", name) : tool.get("play.novariant", name, variant));
            return ExitCode.USAGE;
        }
        return ProgramStart.start(settings, console, trace, transcript, entry.variant(variant));
    }

    /** Where the titles of the list begin: after a name and a blank. */
    private static final int NAME_COLUMN = 11;

    private static void list(BookShelf shelf, Messages tool) throws java.io.IOException {
        for (BookShelf.Entry e : shelf.entries()) {
            String note = e.variants().isEmpty() ? " " + tool.get("play.list.lost") : "";
            // a long title goes on under itself, so that the list keeps within the messages' width
            String title = Clip.wrapped(BookTitle.in(e.title(), tool.locale()) + note, Clip.WIDTH - NAME_COLUMN);
            Tool.OUT.printf("%-10s %s%n", e.name(), title.replace("\n", "\n" + " ".repeat(NAME_COLUMN)));
        }
    }
}
