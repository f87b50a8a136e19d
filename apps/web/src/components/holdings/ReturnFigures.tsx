import {
  formatCurrency,
  formatGain,
  formatPercent,
  isZeroDecimal,
  type CurrencyCode,
} from '@invierte/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Figure } from '../Figure';

/** The figures every view shows of a holding or a currency's holdings, as the API computed them. */
export interface ReturnFiguresOf {
  invested: string;
  gain: string | null;
  gainPercent: string | null;
  realizedGain: string;
  annualReturn: string | null;
  annualReturnNote: string;
}

/**
 * A card that shows these figures is a CSS container (`containerType: 'inline-size'`): from this
 * width of its content they fit three to a row, the amounts unbroken.
 */
export const WIDE_CARD = '@container (min-width: 480px)';

/**
 * Capital invested (the cost of the quotas held), the gain with its percentage, and the annual
 * return (TIR) with its one-line explanation, or "—" and why it is missing.
 */
export function ReturnFigures({
  figures,
  currency,
  testIdPrefix,
}: {
  figures: ReturnFiguresOf;
  currency: CurrencyCode;
  testIdPrefix: string;
}) {
  const realized = !isZeroDecimal(figures.realizedGain);
  return (
    <>
      <Figure
        label="Capital invertido"
        value={formatCurrency(figures.invested, currency)}
        testId={`${testIdPrefix}-invested`}
      />
      <Box>
        <Figure
          label="Ganancia"
          value={figures.gain ? formatGain(figures.gain, figures.gainPercent, currency) : '—'}
          testId={`${testIdPrefix}-gain`}
        />
        {realized && (
          <Typography variant="caption" color="text.secondary" component="p">
            Incluye {formatCurrency(figures.realizedGain, currency)} ya obtenidos en rescates, reinversiones o
            transferencias.
          </Typography>
        )}
      </Box>
      {/* Across the row where the card is narrow (a phone, two cards side by side), where a column would
          break its explanation word by word; the card is the CSS container the query measures. */}
      <Box sx={{ gridColumn: '1 / -1', [WIDE_CARD]: { gridColumn: 'auto' } }}>
        <Figure
          label="Rentabilidad anual (TIR)"
          value={figures.annualReturn ? formatPercent(figures.annualReturn) : '—'}
          testId={`${testIdPrefix}-annual-return`}
        />
        <Typography variant="caption" color="text.secondary" component="p">
          {figures.annualReturnNote}
        </Typography>
      </Box>
    </>
  );
}
