import { formatCurrency, type ChartGranularity, type CurrencyCode } from '@invierte/domain';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { axisMoney, longDateLabel, shortDateLabel } from './chart-labels';

/**
 * The drawings themselves, with @mui/x-charts: this module is loaded lazily (React.lazy) when the
 * chart area nears the viewport, so the portfolio's first view never carries the chart library.
 * Numbers only place marks; every figure read by a person is the API's decimal string, formatted.
 */

const HEIGHT = 280;
const margin = { top: 16, right: 28, bottom: 4, left: 4 };

export interface ValuePoint {
  date: string;
  value: string;
  invested: string;
  gain: string;
}

export function ValueLineChart({
  points,
  currency,
  granularity,
}: {
  points: readonly ValuePoint[];
  currency: CurrencyCode;
  granularity: ChartGranularity;
}) {
  const theme = useTheme();
  const dates = points.map((p) => p.date);
  const dayStep = Math.max(1, Math.ceil(points.length / 7));
  return (
    <LineChart
      height={HEIGHT}
      margin={margin}
      skipAnimation
      grid={{ horizontal: true }}
      xAxis={[
        {
          scaleType: 'point',
          data: dates,
          // Day by day, about seven labelled ticks, whatever the width; months label themselves.
          tickInterval: granularity === 'day' ? (_d: string, i: number) => i % dayStep === 0 : 'auto',
          valueFormatter: (date: string, context) =>
            context.location === 'tick' ? shortDateLabel(date, granularity) : longDateLabel(date),
        },
      ]}
      yAxis={[{ width: 76, valueFormatter: axisMoney(currency) }]}
      series={[
        {
          id: 'value',
          label: 'Valor de tu inversión',
          data: points.map((p) => Number(p.value)),
          valueFormatter: (_v, { dataIndex }) => formatCurrency(points[dataIndex]?.value ?? '0', currency),
          color: theme.palette.primary.main,
          area: true,
          showMark: points.length <= 24,
        },
        {
          id: 'invested',
          label: 'Capital invertido',
          data: points.map((p) => Number(p.invested)),
          valueFormatter: (_v, { dataIndex }) => formatCurrency(points[dataIndex]?.invested ?? '0', currency),
          color: theme.palette.grey[500],
          showMark: false,
          curve: 'stepAfter',
        },
      ]}
      sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.14 } }}
    />
  );
}

export interface CashMonth {
  month: string;
  income: string;
  expenses: string;
}

export function CashBarChart({ months, currency }: { months: readonly CashMonth[]; currency: CurrencyCode }) {
  const theme = useTheme();
  return (
    <BarChart
      height={HEIGHT}
      margin={margin}
      skipAnimation
      grid={{ horizontal: true }}
      xAxis={[
        {
          scaleType: 'band',
          data: months.map((m) => m.month),
          valueFormatter: (month: string, context) =>
            context.location === 'tick' ? shortDateLabel(month, 'month') : longDateLabel(month),
        },
      ]}
      yAxis={[{ width: 76, valueFormatter: axisMoney(currency) }]}
      series={[
        {
          id: 'income',
          label: 'Ingresos (suscripciones)',
          data: months.map((m) => Number(m.income)),
          valueFormatter: (_v, { dataIndex }) => formatCurrency(months[dataIndex]?.income ?? '0', currency),
          color: theme.palette.success.main,
        },
        {
          id: 'expenses',
          label: 'Egresos (rescates pagados)',
          data: months.map((m) => Number(m.expenses)),
          valueFormatter: (_v, { dataIndex }) => formatCurrency(months[dataIndex]?.expenses ?? '0', currency),
          color: theme.palette.warning.main,
        },
      ]}
    />
  );
}
