import { cpus, loadavg } from 'node:os';

/**
 * How busy the machine is just before a benchmark run: the one-minute load average, and the share of all CPU
 * time spent outside idle over a short sample (which shows other work at once, where the load average lags by
 * a minute and counts the benchmark's own last run).
 */
export type LoadSample = { load1: number; cpuBusy: number; cores: number };

export type CpuTimes = { idle: number; total: number };

export function cpuTimes(): CpuTimes {
  return cpus().reduce(
    (sum, cpu) => {
      const { idle, user, nice, sys, irq } = cpu.times;
      return { idle: sum.idle + idle, total: sum.total + idle + user + nice + sys + irq };
    },
    { idle: 0, total: 0 },
  );
}

/** The share (0–1) of CPU time spent working between two readings of `cpuTimes()`. */
export function busyFraction(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  if (!(total > 0)) return 0;
  return Math.min(1, Math.max(0, 1 - (after.idle - before.idle) / total));
}

/**
 * A run counts as taken on a busy machine when a quarter of the CPU was working in the second before it. The load
 * average is recorded beside it but does not decide: it lags by a minute, so it still counts the build (or the
 * benchmark's own previous run) that has just ended on an idle machine.
 */
export const BUSY_CPU_SHARE = 0.25;

export const isBusy = (sample: LoadSample) => sample.cpuBusy >= BUSY_CPU_SHARE;

export async function sampleLoad(ms = 1000): Promise<LoadSample> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return { load1: loadavg()[0] ?? 0, cpuBusy: busyFraction(before, cpuTimes()), cores: cpus().length };
}

export const describeLoad = (s: LoadSample) => `load ${s.load1.toFixed(2)} on ${s.cores} cores, CPU ${Math.round(s.cpuBusy * 100)} % busy${isBusy(s) ? ' (busy)' : ''}`;
