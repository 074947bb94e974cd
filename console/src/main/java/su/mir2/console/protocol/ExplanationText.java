package su.mir2.console.protocol;

import java.util.ArrayList;
import java.util.List;
import su.mir2.messages.Clip;
import su.mir2.messages.Messages;

/** An {@link Explanation} as the short lines {@code replay} prints under a difference. */
public final class ExplanationText {
    private ExplanationText() {
    }

    public static List<String> lines(Explanation e, Messages tool) {
        List<String> out = new ArrayList<>();
        if (e.step() == null) {
            out.add(tool.get("replay.explain.none"));
        } else {
            String key = e.printed() ? "replay.explain.printed" : "replay.explain.halted";
            // the statement cut to what the sentence leaves of 100 characters, which its words and the
            // step's number make longer or shorter
            out.add(Clip.fittedMessage(a -> tool.get(key, a), Long.toString(e.step().number()), e.step().statement()));
            reads(e.step(), tool, out);
        }
        if (e.condition() != null) {
            out.add(Clip.fittedMessage(a -> tool.get("replay.explain.condition", a),
                    Long.toString(e.condition().number()), e.condition().statement()));
            reads(e.condition(), tool, out);
        }
        if (!e.before().isEmpty()) {
            out.add(tool.get("replay.explain.around", e.before().size()));
            for (String line : e.before()) {
                out.add("  " + line);
            }
            if (e.step() != null) {
                out.add("  " + e.step().line());
            }
        }
        return out;
    }

    private static void reads(Explanation.Step step, Messages tool, List<String> out) {
        if (step.reads().isEmpty()) {
            return;
        }
        out.add(Clip.fittedMessage(a -> tool.get("replay.explain.reads", a), String.join("  ", step.reads())));
    }
}
