import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { HoldingLots } from './LotCards';
import { EmptyState, LoadError, LoadingCards, ProductsFrame } from './PageStates';
import { kindPathFor } from './kinds';
import { useKindProducts, useKindSchedules } from './use-kind-products';

/** /portafolio/portfolio_mutuo: every Mutuo Acreencias holding of the investor, lot by lot. */
export default function MutuoPortfolioPage() {
  const k = useKindProducts('mutuo');
  const schedules = useKindSchedules('mutuo', k.held);
  const holdings = schedules.holdings.filter((h) => h.lots.length > 0);
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
      {k.isPending || schedules.isPending ? (
        <LoadingCards count={3} />
      ) : k.isError || schedules.failed ? (
        <LoadError
          error={k.error ?? schedules.failed?.error}
          onRetry={() => {
            k.refetch();
            void schedules.failed?.refetch();
          }}
        />
      ) : holdings.length === 0 ? (
        <EmptyState
          testId="mutuo-empty"
          title="Aún no tienes inversiones en Mutuo Acreencias"
          text="Préstamos respaldados por acreencias, con pagos trimestrales o al vencimiento."
          action={
            <Button component={RouterLink} to={kindPathFor('mutuo')} variant="contained">
              Conoce Mutuo Acreencias
            </Button>
          }
        />
      ) : (
        <Stack spacing={3}>
          {holdings.map((h) => (
            <HoldingLots key={h.product.id} holding={h} />
          ))}
        </Stack>
      )}
    </ProductsFrame>
  );
}
