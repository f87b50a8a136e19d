import type { ProductSummary, ProductType } from '@invierte/domain';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Figure } from '../../../components/Figure';
import { peruvianDate } from '../../../lib/peru-dates';
import { useProductDetail } from '../api/get-product-detail';
import { useProductRegulation } from '../api/get-product-regulation';
import { kinds } from './kinds';
import { LoadError, LoadingCards } from './PageStates';
import { minimumText, quotaValueText } from './ProductCard';
import { ProductCharts } from './ProductCharts';
import { ProductShell } from './ProductShell';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The fund's participation regulation, or a plain line when none is published. */
export function RegulationLink({ productId }: { productId: string }) {
  const regulation = useProductRegulation(productId);
  if (regulation.isPending) return null;
  if (regulation.isError || !regulation.data.url)
    return (
      <Typography color="text.secondary" data-testid="regulation-missing">
        El reglamento de participación de este fondo aún no está publicado.
      </Typography>
    );
  return (
    <Button
      href={regulation.data.url}
      target="_blank"
      rel="noopener"
      variant="outlined"
      startIcon={<DescriptionOutlinedIcon />}
      data-testid="regulation-link"
    >
      Reglamento de participación
    </Button>
  );
}

function Detail({ product }: { product: ProductSummary }) {
  const detail = useProductDetail(product.id, product.type as ProductType);
  const kind = kinds[product.type as ProductType];
  return (
    <Stack spacing={2}>
      <Section title="Qué es este fondo">
        <Typography sx={{ mb: 2 }}>{product.description}</Typography>
        <Stack direction="row" sx={{ gap: { xs: 2, sm: 5 }, flexWrap: 'wrap' }}>
          <Figure
            label={
              product.quotaValueDate
                ? `Valor cuota al ${peruvianDate(product.quotaValueDate)}`
                : 'Valor cuota'
            }
            value={quotaValueText(product)}
            testId="detail-quota-value"
          />
          <Figure label="Inversión mínima" value={minimumText(product)} testId="detail-minimum" />
          {kind && <Figure label="Cómo paga" value={kind.pays} />}
        </Stack>
      </Section>
      {detail.isPending ? (
        <LoadingCards count={2} />
      ) : detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Section title="Plazos">
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="detail-terms">
                {detail.data.terms.map((t) => (
                  <Chip key={t.label} label={t.label} />
                ))}
              </Stack>
            </Section>
            <Section title="Frecuencia de pago">
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="detail-frequencies">
                {detail.data.paymentFrequencies.map((f) => (
                  <Chip key={f} color="primary" variant="outlined" label={f} />
                ))}
              </Stack>
            </Section>
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Section title="Lo que ofrece">
              <List dense disablePadding>
                {detail.data.highlights.map((h) => (
                  <ListItem key={h} disableGutters>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <CheckCircleOutlineIcon color="success" fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={h} />
                  </ListItem>
                ))}
              </List>
            </Section>
            <Section title="Riesgos que debes conocer">
              <List dense disablePadding>
                {detail.data.risks.map((r) => (
                  <ListItem key={r} disableGutters>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <WarningAmberIcon color="warning" fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={r} />
                  </ListItem>
                ))}
              </List>
            </Section>
          </Box>
        </>
      )}
      <ProductCharts productId={product.id} />
      <Section title="Documentos del fondo">
        <RegulationLink productId={product.id} />
      </Section>
    </Stack>
  );
}

/** /portafolio/productos/{idProduct}: what the fund is, what it offers and its regulation. */
export default function ProductDetailPage() {
  return <ProductShell tab="detail">{(product) => <Detail product={product} />}</ProductShell>;
}
