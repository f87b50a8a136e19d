import type { ProductSummary } from '@invierte/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { startInvestmentPath } from '../../../lib/start-investment-path';
import { useProduct } from '../api/get-product';
import { currencyWord, kindPathFor, kinds, productPath } from './kinds';
import { LoadError, LoadingCards, ProductsFrame } from './PageStates';

export type ProductTab = 'detail' | 'dashboard' | 'questions';

const tabs: Array<[ProductTab, string, string]> = [
  ['detail', 'El fondo', ''],
  ['dashboard', 'Valor cuota', '/dashboard'],
  ['questions', 'Preguntas frecuentes', '/questions'],
];

/**
 * The frame of /portafolio/productos/{idProduct}, …/dashboard and …/questions: the product's name,
 * the way to invest, the tabs, and the page's own content once the product is known.
 */
export function ProductShell({
  tab,
  children,
}: {
  tab: ProductTab;
  children: (product: ProductSummary) => ReactNode;
}) {
  const { idProduct = '' } = useParams();
  const product = useProduct(idProduct);
  const back = (
    <Button component={RouterLink} to="/portafolio/productos" startIcon={<ArrowBackIcon />} size="small">
      Todos los productos
    </Button>
  );
  if (product.isPending)
    return (
      <ProductsFrame title="Producto">
        <LoadingCards count={2} />
      </ProductsFrame>
    );
  if (product.isError)
    return (
      <ProductsFrame title="Producto" subtitle={back}>
        <LoadError error={product.error} onRetry={() => void product.refetch()} />
      </ProductsFrame>
    );
  const p = product.data;
  const kind = kinds[p.type as keyof typeof kinds];
  const base = productPath(p.id);
  return (
    <ProductsFrame
      title={p.name}
      subtitle={
        <Stack component="span" direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip component="span" size="small" label={currencyWord(p)} />
          {p.displayCode && <Chip component="span" size="small" variant="outlined" label={p.displayCode} />}
          {back}
        </Stack>
      }
      actions={
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {kind?.schedule && (
            <Button component={RouterLink} to={kindPathFor(kind.kind, p.id)} variant="outlined">
              Mis pagos
            </Button>
          )}
          {/* Enabled on a locked fund too: starting shows the stop modal with the message operations wrote. */}
          <Button component={RouterLink} to={startInvestmentPath(p.id, base)} variant="contained">
            Quiero invertir
          </Button>
        </Stack>
      }
    >
      <Tabs
        value={tab}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        aria-label="Secciones del producto"
      >
        {tabs.map(([value, label, suffix]) => (
          <Tab key={value} value={value} label={label} component={RouterLink} to={`${base}${suffix}`} />
        ))}
      </Tabs>
      {children(p)}
    </ProductsFrame>
  );
}
