// A small bar chart drawn as SVG on the server, one bar a week (stacked when a chart has more
// than one series, below the line for a negative week), with its figures as a table for
// anyone who cannot see the bars. The SVG is hidden from assistive technology: its summary
// and the table say everything it shows.
import { useId } from 'react';
import { ukDate } from '~/lib/uk-time';

export interface Series {
  label: string;
  values: number[];
  /** Tailwind fill class for its bars and legend swatch. */
  fill: string;
}

const WIDTH = 360;
const HEIGHT = 120;
const AXIS = 18;

/** "16 Jun 2031" for the week starting on that Monday (the API's YYYY-MM-DD). */
export const weekText = (week: string) => ukDate(`${week}T12:00:00Z`);
const shortWeek = (week: string) => weekText(week).replace(/ \d{4}$/, '');

export function TrendChart({
  title,
  description,
  weeks,
  series,
}: {
  title: string;
  description: string;
  weeks: string[];
  series: Series[];
}) {
  const id = useId();
  const totals = weeks.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const top = Math.max(1, ...weeks.map((_, i) => positive(series, i)));
  const bottom = Math.max(0, ...weeks.map((_, i) => -negative(series, i)));
  const span = top + bottom;
  const plot = HEIGHT - AXIS;
  const zero = (top / span) * plot;
  const step = WIDTH / weeks.length;
  const barWidth = step * 0.7;
  const y = (v: number) => (v / span) * plot;
  const total = totals.reduce((a, b) => a + b, 0);
  const last = totals.at(-1) ?? 0;

  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <figcaption>
        <h3 id={`${id}-title`} className="text-lg font-bold text-navy-950">
          {title}
        </h3>
        <p className="text-slate-700">{description}</p>
        <p className="mt-1 font-semibold text-navy-900">
          {total} in {weeks.length} weeks; {last} this week.
        </p>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
        className="h-auto w-full"
      >
        <line x1={0} x2={WIDTH} y1={zero} y2={zero} className="stroke-slate-400" />
        {weeks.map((week, i) => {
          let up = zero;
          let down = zero;
          return (
            <g key={week}>
              {series.map((s) => {
                const v = s.values[i] ?? 0;
                if (v === 0) return null;
                const h = y(Math.abs(v));
                const rectY = v > 0 ? (up -= h) : down;
                if (v < 0) down += h;
                return (
                  <rect
                    key={s.label}
                    x={i * step + (step - barWidth) / 2}
                    y={rectY}
                    width={barWidth}
                    height={Math.max(h, 1)}
                    className={s.fill}
                  />
                );
              })}
            </g>
          );
        })}
        <text x={0} y={HEIGHT - 4} className="fill-slate-700 text-[11px]">
          {shortWeek(weeks[0]!)}
        </text>
        <text x={WIDTH} y={HEIGHT - 4} textAnchor="end" className="fill-slate-700 text-[11px]">
          {shortWeek(weeks.at(-1)!)}
        </text>
      </svg>
      {series.length > 1 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {series.map((s) => (
            <li key={s.label} className="flex items-center gap-2">
              <svg viewBox="0 0 10 10" aria-hidden="true" className="size-3">
                <rect width={10} height={10} className={s.fill} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-navy-900 underline underline-offset-4">
          Figures for each week
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}, by week</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-2">
                Week starting
              </th>
              {series.map((s) => (
                <th key={s.label} scope="col" className="py-1 pr-2 text-right">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, i) => (
              <tr key={week} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-2 font-normal">
                  {weekText(week)}
                </th>
                {series.map((s) => (
                  <td key={s.label} className="py-1 pr-2 text-right tabular-nums">
                    {s.values[i] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

const positive = (series: Series[], i: number) =>
  series.reduce((sum, s) => sum + Math.max(0, s.values[i] ?? 0), 0);
const negative = (series: Series[], i: number) =>
  series.reduce((sum, s) => sum + Math.min(0, s.values[i] ?? 0), 0);
