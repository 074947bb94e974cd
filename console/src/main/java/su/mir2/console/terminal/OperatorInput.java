package su.mir2.console.terminal;

/** Where the operator's typing comes from: a JLine line reader, or plain lines from a stream. */
interface OperatorInput extends KeyWatch, AutoCloseable {
    /**
     * The next complete entry, in the machine's characters: a command line, or a text up to its end
     * sign. Null when the input has ended (Ctrl-D, end of file).
     *
     * @throws OperatorInterrupt Ctrl-C while typing
     */
    String read() throws OperatorInterrupt;

    @Override
    void close();
}
