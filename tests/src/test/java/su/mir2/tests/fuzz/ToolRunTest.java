package su.mir2.tests.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import su.mir2.console.host.ExitCode;

/** The bounds of a fuzzed command: what counts as a hang. */
class ToolRunTest {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    @Test
    void aCommandIsBoundByItsOwnProcessorTimeNotByThatOfTheInputsBefore() {
        // The commands run one after another on one thread, whose processor time grows with each: after
        // some 50 000 inputs it was beyond the bound, and the next command still running after 100 ms
        // was taken for a hang. Here the thread has spent an hour before this command began.
        long hour = TimeUnit.HOURS.toNanos(1);
        ToolRun tool = new ToolRun(t -> THREADS.getThreadCpuTime(t.getId()) + hour);
        // 2 000 steps at 200 digits: well over 100 ms, well under 10 s
        FuzzInput slow = FuzzInput.of("«РАЗРЯДНОСТЬ»200;1.X=EXP(1+X/9);X=LN(X);«НА»1«КОНЕЦ»◊"
                .getBytes(StandardCharsets.UTF_8));
        ToolRun.Outcome outcome = tool.run(slow);
        assertEquals(ExitCode.OK, outcome.check());
        assertEquals(2, outcome.run(), outcome.err());
    }
}
