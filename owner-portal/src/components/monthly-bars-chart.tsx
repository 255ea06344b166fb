import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear, scaleOrdinal } from '@visx/scale';
import { BarGroup, BarRounded } from '@visx/shape';
import { TooltipWithBounds, useTooltip } from '@visx/tooltip';
import { formatMoney } from 'shared-api/contract/format-money';
import styled, { type DefaultTheme, useTheme } from 'styled-components';
import { AmountAxis, MonthAxis } from './chart-axes';

// Two amounts side by side for each month (rent due and collected, income and expenses). The
// charting library is large: pages load this module with React.lazy, never statically.

/** One of the two bars of each month: its name and its theme colour. */
export interface MonthlySeries {
  name: string;
  color: keyof DefaultTheme['color'];
}

/** A month as YYYY-MM, with the amount of the first series and of the second. */
export interface MonthAmounts {
  month: string;
  amounts: readonly [number, number];
}

export interface MonthlyBarsChartProps {
  months: readonly MonthAmounts[];
  currency: string;
  series: readonly [MonthlySeries, MonthlySeries];
  /** What the chart shows, for a screen reader. */
  label: string;
  /** The class of every bar, which the browser journeys look for. */
  barClassName: string;
}

/** The bars' keys in the chart's scales: the index of each series. */
const KEYS = ['0', '1'] as const;
type SeriesKey = (typeof KEYS)[number];
type MonthBars = { month: string } & Record<SeriesKey, number>;

const HEIGHT = 260;
const MARGIN = { top: 8, right: 8, bottom: 28, left: 64 };
/** The room a month's label needs on the axis; on a narrow screen every other month is named. */
const LABEL_WIDTH = 48;

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });

/** An axis amount without its zero cents, wherever the locale puts them: "$1,300", "1.300 €". */
const wholeMoney = (value: number, currency: string) =>
  formatMoney(value, currency).replace(/[.,]00(?=\D*$)/, '');

const Legend = styled.ul`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  margin-right: ${({ theme }) => theme.space(1)};
  border-radius: 2px;
  background: ${({ $color }) => $color};
`;

const Tip = styled(TooltipWithBounds)`
  position: absolute;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.floating};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  pointer-events: none;
`;

const TipMonth = styled.strong`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

function Chart({
  months,
  currency,
  series,
  label,
  barClassName,
  width,
}: MonthlyBarsChartProps & { width: number }) {
  const theme = useTheme();
  const tooltip = useTooltip<MonthAmounts>();
  const bars: MonthBars[] = months.map(({ month, amounts: [first, second] }) => ({
    month,
    0: first,
    1: second,
  }));
  const legend = [
    { ...series[0], key: '0', amountIn: (month: MonthAmounts) => month.amounts[0] },
    { ...series[1], key: '1', amountIn: (month: MonthAmounts) => month.amounts[1] },
  ] as const;
  const color = scaleOrdinal<SeriesKey, string>({
    domain: [...KEYS],
    range: series.map((one) => theme.color[one.color]),
  });
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const monthScale = scaleBand<string>({
    domain: months.map((month) => month.month),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const seriesScale = scaleBand<SeriesKey>({
    domain: [...KEYS],
    range: [0, monthScale.bandwidth()],
    padding: 0.1,
  });
  const highest = Math.max(1, ...months.flatMap((month) => month.amounts));
  const amountScale = scaleLinear<number>({
    domain: [0, highest],
    range: [innerHeight, 0],
    nice: true,
  });
  const every = Math.max(1, Math.ceil(LABEL_WIDTH / Math.max(1, monthScale.step())));
  const named = months.filter((_, index) => (months.length - 1 - index) % every === 0);
  const pointed = tooltip.tooltipData;

  return (
    <div style={{ position: 'relative' }}>
      <svg width={width} height={HEIGHT} role="img" aria-label={label}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows
            scale={amountScale}
            width={innerWidth}
            stroke={theme.color.border}
            strokeDasharray="3 3"
            numTicks={5}
          />
          <BarGroup
            data={bars}
            keys={[...KEYS]}
            height={innerHeight}
            x0={(month) => month.month}
            x0Scale={monthScale}
            x1Scale={seriesScale}
            yScale={amountScale}
            color={color}
          >
            {(groups) =>
              groups.map((group) => (
                <Group
                  key={group.index}
                  left={group.x0}
                  onMouseMove={() =>
                    tooltip.showTooltip({
                      tooltipData: months[group.index],
                      tooltipLeft: MARGIN.left + group.x0 + monthScale.bandwidth() / 2,
                      tooltipTop: MARGIN.top + Math.min(...group.bars.map((bar) => bar.y)),
                    })
                  }
                  onMouseLeave={tooltip.hideTooltip}
                >
                  {group.bars
                    .filter((bar) => bar.height > 0)
                    .map((bar) => (
                      <BarRounded
                        key={bar.key}
                        className={barClassName}
                        x={bar.x}
                        y={bar.y}
                        width={bar.width}
                        height={bar.height}
                        radius={bar.height > 4 ? 4 : 0}
                        top
                        fill={bar.color}
                      />
                    ))}
                </Group>
              ))
            }
          </BarGroup>
          <AmountAxis
            scale={amountScale}
            ticks={5}
            format={(value) => wholeMoney(value, currency)}
          />
          <MonthAxis
            scale={monthScale}
            top={innerHeight}
            named={named.map((month) => month.month)}
            format={monthLabel}
          />
        </Group>
      </svg>
      {tooltip.tooltipOpen && pointed && (
        <Tip left={tooltip.tooltipLeft} top={tooltip.tooltipTop} unstyled applyPositionStyle>
          <TipMonth>{monthLabel(pointed.month)}</TipMonth>
          {legend.map((one) => (
            <div key={one.key}>
              <Swatch $color={color(one.key)} />
              {one.name}: {formatMoney(one.amountIn(pointed), currency)}
            </div>
          ))}
        </Tip>
      )}
      <Legend>
        {legend.map((one) => (
          <li key={one.key}>
            <Swatch $color={color(one.key)} />
            {one.name}
          </li>
        ))}
      </Legend>
    </div>
  );
}

/** Two series of amounts by month as grouped bars, with a tooltip per month and a legend. */
export default function MonthlyBarsChart(props: MonthlyBarsChartProps) {
  // Only the width follows the page; the chart's own height must not feed back into it.
  const { parentRef, width } = useParentSize({
    debounceTime: 50,
    ignoreDimensions: ['height', 'top', 'left'],
  });
  return <div ref={parentRef}>{width > 0 && <Chart {...props} width={width} />}</div>;
}
