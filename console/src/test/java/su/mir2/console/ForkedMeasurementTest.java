package su.mir2.console;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import su.mir2.console.bench.Harness;
import su.mir2.console.bench.Workload;
import su.mir2.console.bench.Workloads;

/** The line a workload's own JVM prints carries its measurement to the bench command unchanged. */
class ForkedMeasurementTest {
    @Test
    void aMeasurementComesBackFromItsLineAsItWent() {
        Workload loop = Workloads.byName("loop").orElseThrow();
        Harness.Measurement m = new Harness.Measurement(loop, 15_161_561, new long[] {3, 1, 2}, new long[] {9, 8});
        String line = ForkedMeasurement.line(m);
        assertEquals("mir2-bench-measurement loop 15161561 3,1,2 9,8", line);
        Harness.Measurement back = ForkedMeasurement.parse(loop, line);
        assertEquals(15_161_561, back.steps());
        assertArrayEquals(new long[] {3, 1, 2}, back.emulatorNanos());
        assertArrayEquals(new long[] {9, 8}, back.baselineNanos());
    }
}
