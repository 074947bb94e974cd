/**
 * The benchmarks: ALMIR-65 workloads against Java baselines, in one JVM and as whole processes.
 */
package su.mir2.console.bench;
