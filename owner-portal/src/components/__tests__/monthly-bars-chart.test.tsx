import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { useTheme } from 'styled-components';
import MonthlyBarsChart from '../monthly-bars-chart';

/** A layout that gives the chart's box 600 pixels of width, as a browser would report it. */
class SizedResizeObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe() {
    this.report(
      [{ contentRect: { width: 600, height: 0, top: 0, left: 0 } } as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  unobserve() {}
  disconnect() {}
}

const months = [
  { month: '2026-09', amounts: [1200, 300] },
  { month: '2026-10', amounts: [1200, 0] },
  { month: '2026-11', amounts: [0, 450] },
] as const;

/** The theme's two colours the test names, written where the test can read them. */
function ThemeColours() {
  const { color } = useTheme();
  return <output data-testid="colours" data-brand={color.brand} data-muted={color.textMuted} />;
}

beforeEach(() => {
  jest
    .spyOn(globalThis, 'ResizeObserver')
    .mockImplementation((report) => new SizedResizeObserver(report) as unknown as ResizeObserver);
});
afterEach(() => jest.restoreAllMocks());

it('draws the two series given, named in the legend, each bar in its series colour', async () => {
  const { container } = renderWithProviders(
    <>
      <ThemeColours />
      <MonthlyBarsChart
        months={months}
        currency="USD"
        series={[
          { name: 'Income', color: 'brand' },
          { name: 'Expenses', color: 'textMuted' },
        ]}
        label="Income and expenses per month"
        barClassName="books-bar"
      />
    </>,
  );
  const chart = await screen.findByRole('img', { name: 'Income and expenses per month' });
  expect(
    within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Income', 'Expenses']);
  // A month's zero draws no bar: four bars for the four amounts above zero.
  const bars = [...container.querySelectorAll('.books-bar')];
  expect(bars).toHaveLength(4);
  const colours = screen.getByTestId('colours');
  const brand = colours.getAttribute('data-brand');
  const muted = colours.getAttribute('data-muted');
  expect(brand).not.toEqual(muted);
  expect(bars.map((bar) => bar.getAttribute('fill'))).toEqual([brand, muted, brand, muted]);
  expect(chart).toHaveTextContent('Sep 26');
  expect(chart).toHaveTextContent('$1,200');
});
