package su.mir2.console.terminal;

import java.util.List;
import org.jline.reader.Candidate;
import org.jline.reader.Completer;
import org.jline.reader.LineReader;
import org.jline.reader.ParsedLine;

/** Tab: the choices {@link CompletionWord} found for the line, handed to the line reader. */
final class MachineCompleter implements Completer {
    @Override
    public void complete(LineReader reader, ParsedLine line, List<Candidate> candidates) {
        CompletionWord word = line instanceof EntryParser.Line l ? l.completion()
                : CompletionWord.at(line.line(), line.cursor());
        for (CompletionWord.Choice c : word.choices()) {
            candidates.add(new Candidate(c.value(), c.display(), null, null, null, null, c.complete()));
        }
    }
}
