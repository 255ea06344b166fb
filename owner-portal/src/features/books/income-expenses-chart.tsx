import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear, scaleOrdinal } from '@visx/scale';
import { BarGroup, BarRounded } from '@visx/shape';
import { TooltipWithBounds, useTooltip } from '@visx/tooltip';
import type { BooksInCurrency } from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import styled, { useTheme } from 'styled-components';
import { AmountAxis, MonthAxis } from '../../components/chart-axes';

type Month = BooksInCurrency['months'][number];

const HEIGHT = 260;
const MARGIN = { top: 8, right: 8, bottom: 28, left: 64 };
/** The room a month's label needs on the axis; on a narrow screen every other month is named. */
const LABEL_WIDTH = 48;
const SERIES = [
  { key: 'income', name: 'Income' },
  { key: 'expenses', name: 'Expenses' },
] as const;
type SeriesKey = (typeof SERIES)[number]['key'];

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

function Chart({ books, width }: { books: BooksInCurrency; width: number }) {
  const { months, currency } = books;
  const theme = useTheme();
  const tooltip = useTooltip<Month>();
  const color = scaleOrdinal<SeriesKey, string>({
    domain: SERIES.map((series) => series.key),
    range: [theme.color.brand, theme.color.textMuted],
  });
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const monthScale = scaleBand<string>({
    domain: months.map((month) => month.month),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const seriesScale = scaleBand<SeriesKey>({
    domain: SERIES.map((series) => series.key),
    range: [0, monthScale.bandwidth()],
    padding: 0.1,
  });
  const highest = Math.max(1, ...months.flatMap((month) => [month.income, month.expenses]));
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
      <svg width={width} height={HEIGHT} role="img" aria-label="Income and expenses per month">
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows
            scale={amountScale}
            width={innerWidth}
            stroke={theme.color.border}
            strokeDasharray="3 3"
            numTicks={5}
          />
          <BarGroup
            data={months}
            keys={SERIES.map((series) => series.key)}
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
                        className="income-expenses-bar"
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
          <strong>{monthLabel(pointed.month)}</strong>
          {SERIES.map((series) => (
            <div key={series.key}>
              <Swatch $color={color(series.key)} />
              {series.name}: {formatMoney(pointed[series.key], currency)}
            </div>
          ))}
        </Tip>
      )}
      <Legend>
        {SERIES.map((series) => (
          <li key={series.key}>
            <Swatch $color={color(series.key)} />
            {series.name}
          </li>
        ))}
      </Legend>
    </div>
  );
}

/** Income against expenses per month; loaded only with the Books page, once in view. */
export default function IncomeExpensesChart({ books }: { books: BooksInCurrency }) {
  // Only the width follows the page; the chart's own height must not feed back into it.
  const { parentRef, width } = useParentSize({
    debounceTime: 50,
    ignoreDimensions: ['height', 'top', 'left'],
  });
  return <div ref={parentRef}>{width > 0 && <Chart books={books} width={width} />}</div>;
}
