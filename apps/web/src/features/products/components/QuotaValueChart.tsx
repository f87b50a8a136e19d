import { type CurrencyCode, currencySymbols, formatCurrency, formatQuotaValue } from '@invierte/domain';
import { LineChart } from '@mui/x-charts/LineChart';
import { peruvianDate } from '../../../lib/peru-dates';

/**
 * The quota value over the last 90 days, drawn with @mui/x-charts. Loaded lazily by the dashboard so
 * only that page downloads the chart library. Numbers only place the line; the figures a person reads
 * are the API's decimal strings, formatted.
 */
export default function QuotaValueChart({
  points,
  currency,
}: {
  points: ReadonlyArray<{ date: string; value: string }>;
  currency: CurrencyCode;
}) {
  return (
    <LineChart
      height={280}
      margin={{ top: 16, right: 16, bottom: 8, left: 8 }}
      skipAnimation
      grid={{ horizontal: true }}
      xAxis={[
        {
          scaleType: 'point',
          data: points.map((p) => p.date),
          valueFormatter: (date: string) => peruvianDate(date).slice(0, 5),
          // One tick every ~15 published days keeps the labels readable at any width.
          tickInterval: (_date: string, index: number) =>
            index % Math.max(1, Math.ceil(points.length / 6)) === 0,
        },
      ]}
      yAxis={[
        {
          width: 96,
          valueFormatter: (v: number) => formatCurrency(v, currency, { decimals: 2 }),
        },
      ]}
      series={[
        {
          data: points.map((p) => Number(p.value)),
          label: 'Valor cuota',
          showMark: false,
          valueFormatter: (_v, { dataIndex }) => {
            const point = points[dataIndex];
            return point ? formatQuotaValue(point.value, currencySymbols[currency]) : '';
          },
        },
      ]}
      hideLegend
    />
  );
}
