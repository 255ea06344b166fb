import type { PaymentSummary } from 'shared-api/contract';
import { useTheme } from 'styled-components';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { money } from '../../components/dates';

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });

/** Rent due against money collected per month; loaded only with the Payment page. */
export default function DueCollectedChart({ months }: { months: PaymentSummary['months'] }) {
  const theme = useTheme();
  const data = months.map((month) => ({ ...month, label: monthLabel(month.month) }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={theme.color.border} />
        <XAxis dataKey="label" stroke={theme.color.textMuted} fontSize={12} />
        <YAxis
          stroke={theme.color.textMuted}
          fontSize={12}
          tickFormatter={(value: number) => money.format(value).replace(/\.00$/, '')}
        />
        <Tooltip formatter={(value) => money.format(Number(value))} />
        <Legend />
        <Bar dataKey="due" name="Due" fill={theme.color.textMuted} radius={[4, 4, 0, 0]} />
        <Bar dataKey="collected" name="Collected" fill={theme.color.brand} radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
