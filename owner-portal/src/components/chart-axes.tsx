import type { scaleBand, scaleLinear } from '@visx/scale';
import { useTheme } from 'styled-components';

// The axes of the owner's charts (payments, books). Drawn here rather than with visx's axes: those
// lay their labels out with a CSS calc() evaluator (about 5 KB gzipped) that plain tick labels
// never need.

type AmountScale = ReturnType<typeof scaleLinear<number>>;
type MonthScale = ReturnType<typeof scaleBand<string>>;

const TICK = 6;
const FONT_SIZE = 12;

/** The amounts up the left of the plot, at the same ticks as the grid's rows. */
export function AmountAxis({
  scale,
  ticks,
  format,
}: {
  scale: AmountScale;
  ticks: number;
  format: (value: number) => string;
}) {
  const { color } = useTheme();
  const [bottom, top] = scale.range();
  return (
    <g aria-hidden="true">
      <line y1={top} y2={bottom} stroke={color.textMuted} />
      {scale.ticks(ticks).map((value) => (
        <g key={value} transform={`translate(0, ${scale(value)})`}>
          <line x2={-TICK} stroke={color.textMuted} />
          <text
            x={-TICK - 4}
            dy="0.32em"
            textAnchor="end"
            fill={color.textMuted}
            fontSize={FONT_SIZE}
          >
            {format(value)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The named months along the foot of the plot, each under the middle of its bars. */
export function MonthAxis({
  scale,
  top,
  named,
  format,
}: {
  scale: MonthScale;
  top: number;
  named: string[];
  format: (month: string) => string;
}) {
  const { color } = useTheme();
  const [left, right] = scale.range();
  return (
    <g aria-hidden="true" transform={`translate(0, ${top})`}>
      <line x1={left} x2={right} stroke={color.textMuted} />
      {named.map((month) => (
        <g key={month} transform={`translate(${(scale(month) ?? 0) + scale.bandwidth() / 2}, 0)`}>
          <line y2={TICK} stroke={color.textMuted} />
          <text
            y={TICK + FONT_SIZE}
            textAnchor="middle"
            fill={color.textMuted}
            fontSize={FONT_SIZE}
          >
            {format(month)}
          </text>
        </g>
      ))}
    </g>
  );
}
