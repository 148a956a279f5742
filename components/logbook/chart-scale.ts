// Axis scale of the logbook chart: a "nice" top value (1, 2, 2.5 or 5 × 10ⁿ per step) and its ticks.

export function niceScale(max: number, ticks = 4): { top: number; step: number; values: number[] } {
  if (!(max > 0)) return { top: 1, step: 1, values: [0, 1] };
  const raw = max / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  const step = (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10) * magnitude;
  const count = Math.ceil(max / step - 1e-9);
  const values = Array.from({ length: count + 1 }, (_, i) => Math.round(i * step * 1000) / 1000);
  return { top: count * step, step, values };
}
