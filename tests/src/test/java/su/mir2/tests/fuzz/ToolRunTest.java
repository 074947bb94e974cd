package su.mir2.tests.fuzz;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The fuzzing harness's bound: what counts as a hang. */
class ToolRunTest {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    @Test
    void onlyTheProcessorTimeSinceTheCommandBeganCounts() {
        // the worker thread runs input after input: the processor time of those before is not this one's
        long now = THREADS.getCurrentThreadCpuTime();
        long limit = TimeUnit.SECONDS.toNanos(ToolRun.TIME_LIMIT_SECONDS);
        assertFalse(ToolRun.overTime(Thread.currentThread(), now, System.nanoTime()));
        assertFalse(ToolRun.overTime(Thread.currentThread(), now - limit / 2, System.nanoTime()));
        assertTrue(ToolRun.overTime(Thread.currentThread(), now - limit - 1, System.nanoTime()));
    }

    @Test
    void aCommandOutOfWallClockTimeHangsWhateverItsProcessorTime() {
        long now = THREADS.getCurrentThreadCpuTime();
        long longAgo = System.nanoTime() - TimeUnit.SECONDS.toNanos(ToolRun.WALL_LIMIT_SECONDS + 1);
        assertTrue(ToolRun.overTime(Thread.currentThread(), now, longAgo));
    }
}
