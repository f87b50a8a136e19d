import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { HoldingLots } from './LotCards';
import { KindHoldingsGate } from './KindHoldingsGate';
import { ProductsFrame } from './PageStates';
import { useKindHoldings } from './use-kind-products';

/** /portafolio/portfolio_mutuo: every Mutuo Acreencias holding of the investor, lot by lot. */
export default function MutuoPortfolioPage() {
  const holdings = useKindHoldings('mutuo');
  return (
    <ProductsFrame
      title="Mi portafolio Mutuo Acreencias"
      subtitle="Tus suscripciones vigentes y lo que pagará cada una."
      actions={
        <Button component={RouterLink} to="/portafolio/portfolio_mutuo_dashboard" variant="outlined">
          Ver resumen de pagos
        </Button>
      }
    >
      <KindHoldingsGate
        kind="mutuo"
        holdings={holdings}
        emptyText="Préstamos respaldados por acreencias, con pagos trimestrales o al vencimiento."
      >
        <Stack spacing={3}>
          {holdings.withLots.map((h) => (
            <HoldingLots key={h.product.id} holding={h} />
          ))}
        </Stack>
      </KindHoldingsGate>
    </ProductsFrame>
  );
}
