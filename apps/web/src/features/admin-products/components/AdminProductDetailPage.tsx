import { currencyNames, formatCurrency, type AdminProductDetail } from '@invierte/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { AppDialog } from '../../../components/AppDialog';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ReasonDialog } from '../../../components/admin/ReasonDialog';
import { useCan } from '../../../lib/admin-api/get-admin-me';
import { errorMessageOf } from '../../../lib/api-client';
import { peruvianDate } from '../../../lib/peru-dates';
import { deleteProduct } from '../api/delete-product';
import { useAdminProduct } from '../api/get-admin-product';
import { adminProductsKey } from '../api/keys';
import { ProductChartsSection } from './ProductChartsSection';
import { ProductFlags } from './ProductFlags';
import { ProductLockAction } from './ProductLockAction';
import { ProductTableEditor } from './ProductTableEditor';
import { RegulationSection } from './RegulationSection';
import { productTypeLabels, quotaValueLabel } from './product-labels';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** Delete: a confirmation, or — while anything refers to the product — why it cannot be deleted. */
function DeleteProduct({ product }: { product: AdminProductDetail }) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => deleteProduct(product.id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminProductsKey });
      void navigate('/admin/productos', { replace: true });
    },
  });
  const close = () => setOpen(false);
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
        data-testid="product-delete"
      >
        Eliminar fondo
      </Button>
      {open && product.deleteBlockedReason && (
        <AppDialog
          open
          onClose={close}
          title="No se puede eliminar"
          actions={
            <Button variant="contained" onClick={close}>
              Entendido
            </Button>
          }
        >
          <Typography data-testid="delete-blocked">{product.deleteBlockedReason}</Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            Un fondo se puede eliminar solo cuando nadie tiene cuotas, solicitudes ni documentos de él. Para
            dejar de ofrecerlo, márcalo como privado.
          </Typography>
        </AppDialog>
      )}
      {open && !product.deleteBlockedReason && (
        <ReasonDialog
          title="Eliminar el fondo"
          text={`${product.name} (${product.code}) dejará de mostrarse en el catálogo, en el simulador y en el back office. Nadie lo usa hoy. No se puede deshacer desde aquí.`}
          confirmLabel="Eliminar"
          needsReason={false}
          danger
          pending={remove.isPending}
          error={remove.isError ? errorMessageOf(remove.error) : null}
          onConfirm={() => remove.mutate()}
          onClose={close}
        />
      )}
    </>
  );
}

/** /admin/productos/{id}: a product's flags, lock, terms table, charts, regulation, and its deletion. */
export default function AdminProductDetailPage() {
  const { id = '' } = useParams();
  const product = useAdminProduct(id);
  const canWrite = useCan('product.write');
  const back = (
    <Button component={RouterLink} to="/admin/productos" startIcon={<ArrowBackIcon />} size="small">
      Productos
    </Button>
  );

  if (product.isPending)
    return (
      <AdminPage title="Producto">
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={180} />
        </Stack>
      </AdminPage>
    );
  if (product.isError)
    return (
      <AdminPage title="Producto" actions={back}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void product.refetch()}>
              Reintentar
            </Button>
          }
        >
          {errorMessageOf(product.error)}
        </Alert>
      </AdminPage>
    );

  const p = product.data;
  return (
    <AdminPage
      title={p.name}
      subtitle={`${p.code} · ${currencyNames[p.currency]} · ${productTypeLabels[p.type] ?? p.type}`}
      actions={
        <>
          {back}
          {canWrite && <ProductLockAction product={p} />}
          {canWrite && <DeleteProduct product={p} />}
        </>
      }
    >
      <Stack spacing={2}>
        {p.locked && (
          <Alert severity="warning" data-testid="product-locked">
            Bloqueado: no acepta nuevas inversiones. Quien intente invertir lee «{p.lockedMessage}».
          </Alert>
        )}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" sx={{ gap: { xs: 2, sm: 5 }, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <Box>
              <Typography variant="caption" color="text.secondary">
                Marcas
              </Typography>
              <Box sx={{ mt: 0.5 }}>
                <ProductFlags product={p} />
              </Box>
            </Box>
            <Fact
              label={p.quotaValueDate ? `Valor cuota al ${peruvianDate(p.quotaValueDate)}` : 'Valor cuota'}
              value={p.quotaValue ? quotaValueLabel(p.quotaValue, p.currency) : 'Sin valor'}
            />
            <Fact label="Inversión mínima" value={formatCurrency(p.minInvestment, p.currency)} />
            <Fact label="Posiciones" value={String(p.usage.positions)} testId="detail-positions" />
            <Fact label="Solicitudes" value={String(p.usage.onboardings)} />
            <Fact label="Documentos" value={String(p.usage.documents)} />
          </Stack>
        </Paper>
        <ProductTableEditor key={`${p.id}-${JSON.stringify(p.table)}`} product={p} canWrite={canWrite} />
        <ProductChartsSection product={p} canWrite={canWrite} />
        <RegulationSection product={p} canWrite={canWrite} />
      </Stack>
    </AdminPage>
  );
}
