import Box from '@mui/material/Box';
import { useFunds } from '../../../lib/portfolio-api/get-funds';
import { useProducts } from '../api/list-products';
import { ProductCard } from './ProductCard';
import { EmptyState, LoadError, LoadingCards, ProductsFrame } from './PageStates';

const PATH = '/portafolio/productos';

/** /portafolio/productos: every product the investor can invest in, with its quota value and minimum. */
export default function ProductsPage() {
  const products = useProducts();
  // Only marks what is already held; the catalogue shows without it.
  const funds = useFunds();
  const held = new Set((funds.data ?? []).map((f) => f.productId));

  return (
    <ProductsFrame
      title="Productos"
      subtitle="Elige el fondo en el que quieres invertir. El valor cuota es el último publicado."
    >
      {products.isPending ? (
        <LoadingCards count={4} />
      ) : products.isError ? (
        <LoadError error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.length === 0 ? (
        <EmptyState
          title="No hay productos disponibles"
          text="Por ahora no hay fondos abiertos a nuevas inversiones. Vuelve a revisar pronto."
        />
      ) : (
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
          data-testid="products-list"
        >
          {products.data.map((p) => (
            <ProductCard key={p.id} product={p} held={held.has(p.id)} returnTo={PATH} />
          ))}
        </Box>
      )}
    </ProductsFrame>
  );
}
