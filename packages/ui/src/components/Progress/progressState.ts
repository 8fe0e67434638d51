/**
 * A progress bar's state, and the one place that turns a value into what it shows. `Progress`
 * renders it; `updateProgress` changes it in place, for a page that renders the bar on the server
 * and moves it with a few lines of plain script (no React in the browser).
 */

/** Marks on `Progress`'s parts, so a plain script finds them without knowing its markup. */
export const progressParts = {
  root: 'data-progress',
  label: 'data-progress-label',
  percent: 'data-progress-percent',
  bar: 'data-progress-bar',
} as const;

/** The value clamped to 0..max (100 when max is not above 0), and the whole percentage it makes. */
export function progressState(value: number, max = 100): { max: number; value: number; percent: number } {
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), safeMax);
  return { max: safeMax, value: clamped, percent: Math.round((clamped / safeMax) * 100) };
}

/**
 * Moves a server-rendered `Progress` without React: its value, what assistive technology reads,
 * the bar and the percentage, and the label if given. `root` is the `Progress` itself or an
 * element that contains one.
 *
 * @example
 * // Server: <Progress label="Saving the guide: 0 of 40 files" value={0} max={40} />
 * updateProgress(document.querySelector('#save')!, 12, { max: 40, label: 'Saving the guide: 12 of 40 files' });
 */
export function updateProgress(root: Element, value: number, options: { max?: number; label?: string } = {}): void {
  const bar = root.closest(`[${progressParts.root}]`) ?? root.querySelector(`[${progressParts.root}]`);
  if (!bar) throw new Error('updateProgress: no Progress in the element given.');
  const meter = bar.querySelector('[role="progressbar"]')!;
  const state = progressState(value, options.max ?? Number(meter.getAttribute('aria-valuemax')));
  meter.setAttribute('aria-valuemax', String(state.max));
  meter.setAttribute('aria-valuenow', String(state.value));
  meter.setAttribute('aria-valuetext', `${state.percent}%`);
  bar.querySelector<HTMLElement>(`[${progressParts.bar}]`)!.style.width = `${state.percent}%`;
  const percent = bar.querySelector(`[${progressParts.percent}]`);
  if (percent) percent.textContent = `${state.percent}%`;
  if (options.label !== undefined) bar.querySelector(`[${progressParts.label}]`)!.textContent = options.label;
}
