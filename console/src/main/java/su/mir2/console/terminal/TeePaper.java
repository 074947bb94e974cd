package su.mir2.console.terminal;

import su.mir2.machine.typewriter.Paper;

/** One typewriter, two papers: the console's and the protocol file's. */
final class TeePaper implements Paper {
    private final Paper first;
    private final Paper second;

    TeePaper(Paper first, Paper second) {
        this.first = first;
        this.second = second;
    }

    @Override
    public void write(String text) {
        first.write(text);
        second.write(text);
    }

    @Override
    public void operator(String typed) {
        first.operator(typed);
        second.operator(typed);
    }

    @Override
    public void flush() {
        first.flush();
        second.flush();
    }
}
