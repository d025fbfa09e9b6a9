/**
 * The arithmetic of the monthly bar chart (MonthlyBars), drawn by hand in SVG: the value axis's ticks and which month
 * names fit under the bars. It follows what the chart library drawn before it did (recharts' defaults: five ticks
 * from zero with a "nice" integer step, and month names kept from the first on when they would overlap), so the
 * picture reads the same.
 */

/** Ticks of the value axis. */
const TICK_COUNT = 5;

/** A step of 1, 2, 2.5, 5… times a power of ten, rounded up to an integer (there are no half opportunities). */
function niceStep(rough: number, correction: number): number {
  const digits = Math.floor(Math.log10(rough)) + 1;
  const magnitude = 10 ** digits;
  const scale = digits !== 1 ? 0.05 : 0.1;
  const ratio = (Math.ceil(rough / magnitude / scale - 1e-9) + correction) * scale;
  return Math.max(1, Math.ceil(ratio * magnitude - 1e-9));
}

/** The value axis's ticks, from zero, for bars up to `max`: always five, evenly spaced. */
export function valueTicks(max: number): number[] {
  const top = Math.max(max, 1);
  let step = niceStep(top / (TICK_COUNT - 1), 0);
  for (let correction = 1; Math.ceil(top / step) + 1 > TICK_COUNT; correction++) {
    step = niceStep(top / (TICK_COUNT - 1), correction);
  }
  return Array.from({ length: TICK_COUNT }, (_, i) => i * step);
}

/** Space kept between two month names, px. */
const MIN_LABEL_GAP = 5;

/** Which month names to write under their bars: the first, then each one that starts clear of the last written. */
export function visibleLabels(centers: readonly number[], widths: readonly number[]): boolean[] {
  let end = Number.NEGATIVE_INFINITY;
  return centers.map((center, i) => {
    if (center - widths[i] / 2 < end + MIN_LABEL_GAP) return false;
    end = center + widths[i] / 2;
    return true;
  });
}
