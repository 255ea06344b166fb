import { scaleBand, scaleLinear } from '@visx/scale';
import { renderWithProviders } from 'shared-ui/testing';
import { AmountAxis, MonthAxis } from '../chart-axes';

/** Each label with where its tick is drawn, to the tenth of a pixel. */
const labels = (container: HTMLElement) =>
  [...container.querySelectorAll('text')].map((text) => ({
    label: text.textContent,
    at: text.parentElement
      ?.getAttribute('transform')
      ?.replace(/[\d.]+/g, (number) => String(Math.round(Number(number) * 10) / 10)),
  }));

test('the amount axis names each of the grid rows, from zero up, at its height', () => {
  const scale = scaleLinear<number>({ domain: [0, 950], range: [200, 0], nice: true });
  const { container } = renderWithProviders(
    <svg>
      <AmountAxis scale={scale} ticks={5} format={(value) => `$${value}`} />
    </svg>,
  );
  expect(labels(container)).toEqual([
    { label: '$0', at: 'translate(0, 200)' },
    { label: '$200', at: 'translate(0, 160)' },
    { label: '$400', at: 'translate(0, 120)' },
    { label: '$600', at: 'translate(0, 80)' },
    { label: '$800', at: 'translate(0, 40)' },
    { label: '$1000', at: 'translate(0, 0)' },
  ]);
});

test('the month axis names only the months it is given, each under the middle of its band', () => {
  const scale = scaleBand<string>({ domain: ['2026-01', '2026-02', '2026-03'], range: [0, 300] });
  const { container } = renderWithProviders(
    <svg>
      <MonthAxis
        scale={scale}
        top={220}
        named={['2026-01', '2026-03']}
        format={(month) => `month ${month}`}
      />
    </svg>,
  );
  expect(labels(container)).toEqual([
    { label: 'month 2026-01', at: 'translate(50, 0)' },
    { label: 'month 2026-03', at: 'translate(250, 0)' },
  ]);
  expect(container.querySelector('g')).toHaveAttribute('transform', 'translate(0, 220)');
});
