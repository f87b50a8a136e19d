import { formatMoney, formatQuotaValue } from '@invierte/domain';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import type { RateHistoryMonth } from '../api/get-rate-history';
import { monthLabel } from '../month-label';

interface RateChartProps {
  months: RateHistoryMonth[];
  symbol: string;
  /** Names the chart for screen readers. */
  label: string;
}

/** Drawn at this width until the page has laid the chart out (and where it cannot be measured). */
const DEFAULT_WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 16, right: 16, bottom: 32, left: 96 };

/**
 * The width the chart is given, followed as the window changes: the drawing is made at its real size
 * in pixels, so its labels keep their size on a phone instead of shrinking with a scaled picture.
 */
function useDrawnWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Month-end quota values as an inline SVG line chart: no chart package for one line. Numbers become
 * floats here only to place pixels; every figure shown as text is formatted from the decimal string.
 */
export function RateChart({ months, symbol, label }: RateChartProps) {
  const theme = useTheme();
  const { ref, width: WIDTH } = useDrawnWidth();
  if (months.length < 2) return null;
  const values = months.map((m) => Number(m.quotaValue));
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (i / (months.length - 1)) * innerW;
  const y = (v: number) => PAD.top + (1 - (v - min) / span) * innerH;
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const first = months[0];
  const last = months[months.length - 1];
  const middle = Math.floor((months.length - 1) / 2);
  const axisText = { fontSize: 12, fill: theme.palette.text.secondary };
  // The axis is a scale: four decimals place a line; the figures themselves carry all eight.
  const tick = (v: number) => formatMoney(v.toFixed(4), { symbol, decimals: 4 });

  return (
    <Box ref={ref} sx={{ width: '100%' }}>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={`${label}: de ${formatQuotaValue(first?.quotaValue ?? 0, symbol)} a ${formatQuotaValue(last?.quotaValue ?? 0, symbol)}`}
        data-testid="rate-chart"
        sx={{ width: '100%', height: 'auto', display: 'block' }}
      >
        {[max, (max + min) / 2, min].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} stroke={theme.palette.divider} />
            <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end" {...axisText}>
              {tick(v)}
            </text>
          </g>
        ))}
        {[0, middle, months.length - 1].map((i) => (
          // The first and last labels align inwards so they never leave the picture.
          <text
            key={i}
            x={x(i)}
            y={HEIGHT - 10}
            textAnchor={i === 0 ? 'start' : i === months.length - 1 ? 'end' : 'middle'}
            {...axisText}
          >
            {monthLabel(months[i]?.month ?? '')}
          </text>
        ))}
        <polyline points={points} fill="none" stroke={theme.palette.primary.main} strokeWidth={2.5} />
        {values.map((v, i) => (
          <circle key={months[i]?.month} cx={x(i)} cy={y(v)} r={3} fill={theme.palette.primary.main} />
        ))}
      </Box>
    </Box>
  );
}
