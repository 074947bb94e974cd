package su.mir2.console.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The figures of a measurement: medians, the ratio of the medians and the median of the rounds' ratios. */
class MeasurementTest {
    private static final Workload LOOP = Workloads.byName("loop").orElseThrow();

    @Test
    void theRatioOfMediansAndThePairedRatioAreDifferentFigures() {
        // the rounds' ratios 10, 6, 5, 10: median 8; the medians 40 and 4 (whole nanoseconds): 10
        Harness.Measurement m = new Harness.Measurement(LOOP, 1, new long[] {30, 60, 20, 50}, new long[] {3, 10, 4, 5});
        assertEquals(40, m.emulatorMedian());
        assertEquals(4, m.baselineMedian());
        assertEquals(10.0, m.ratio(), 1e-9);
        assertEquals(8.0, m.pairedRatio(), 1e-9);
    }

    @Test
    void aSlowStretchThatSlowsBothHalvesOfARoundLeavesThePairedRatioAlone() {
        Harness.Measurement m = new Harness.Measurement(LOOP, 1, new long[] {20, 20, 40, 40, 40}, new long[] {4, 4, 8, 8, 8});
        assertEquals(5.0, m.pairedRatio(), 1e-9);
        assertEquals(5.0, m.ratio(), 1e-9);
        Harness.Measurement odd = new Harness.Measurement(LOOP, 1, new long[] {20, 20, 20, 40, 40}, new long[] {4, 4, 8, 8, 8});
        assertEquals(5.0, odd.pairedRatio(), 1e-9);
        assertEquals(2.5, odd.ratio(), 1e-9);
    }
}
