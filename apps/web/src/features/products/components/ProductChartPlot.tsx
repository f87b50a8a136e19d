import type { ProductChart } from '@invierte/domain';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

/**
 * One chart the back office configured for a product's page, drawn with @mui/x-charts (loaded
 * lazily). Numbers only place the marks; the tooltip shows the API's decimal string as sent.
 */
export default function ProductChartPlot({ chart }: { chart: ProductChart }) {
  const labels = chart.points.map((p) => p.label);
  const series = [
    {
      data: chart.points.map((p) => Number(p.value)),
      label: chart.title,
      valueFormatter: (_v: number | null, { dataIndex }: { dataIndex: number }) =>
        chart.points[dataIndex]?.value ?? '',
    },
  ];
  const common = {
    height: 240,
    margin: { top: 16, right: 16, bottom: 8, left: 8 },
    skipAnimation: true,
    hideLegend: true,
    grid: { horizontal: true },
    yAxis: [{ width: 56 }],
  };
  return chart.kind === 'BAR' ? (
    <BarChart {...common} xAxis={[{ scaleType: 'band', data: labels }]} series={series} />
  ) : (
    <LineChart {...common} xAxis={[{ scaleType: 'point', data: labels }]} series={series} />
  );
}
