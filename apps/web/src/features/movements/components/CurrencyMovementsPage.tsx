import { useLocation } from 'react-router';
import { currencyOfPath } from '../../../lib/portfolio-api/currency-paths';
import MovementsPage from './MovementsPage';

/** /portafolio/portafolio/soles/movements and …/dolares/movements: the movements of one currency. */
export default function CurrencyMovementsPage() {
  return <MovementsPage currency={currencyOfPath(useLocation().pathname)} />;
}
