package su.mir2.machine.display;

/** Told of every frame the program finishes drawing, on the thread that runs the machine. */
@FunctionalInterface
public interface FrameListener {
    void frameComplete(Frame frame);
}
