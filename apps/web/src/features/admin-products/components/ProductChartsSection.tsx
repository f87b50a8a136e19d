import type { AdminProductDetail, ProductChart } from '@invierte/domain';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/admin/ReasonDialog';
import { errorMessageOf } from '../../../lib/api-client';
import { deleteProductChart } from '../api/delete-product-chart';
import { adminProductKey } from '../api/keys';
import { moveProductChart } from '../api/move-product-chart';
import { AddChartDialog } from './AddChartDialog';
import { AdminSection } from './AdminSection';

const kindLabel = (c: ProductChart) => (c.kind === 'BAR' ? 'Barras' : 'Líneas');

/** The charts on the product's page, in order: move up or down (chart position), remove, add. */
export function ProductChartsSection({
  product,
  canWrite,
}: {
  product: AdminProductDetail;
  canWrite: boolean;
}) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: adminProductKey(product.id) });
  const [removing, setRemoving] = useState<ProductChart | null>(null);
  const [adding, setAdding] = useState(false);
  const move = useMutation({
    mutationFn: ({ id, position }: { id: string; position: number }) => moveProductChart(id, position),
    onSuccess: (charts) => {
      client.setQueryData<AdminProductDetail>(adminProductKey(product.id), (old) =>
        old ? { ...old, charts } : old,
      );
    },
  });
  const remove = useMutation({
    mutationFn: deleteProductChart,
    onSuccess: async () => {
      await refresh();
      setRemoving(null);
    },
  });
  const charts = product.charts;

  return (
    <AdminSection
      title="Gráficos"
      subtitle="Se muestran en la página del fondo en este orden."
      action={
        canWrite ? (
          <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Añadir gráfico
          </Button>
        ) : undefined
      }
      testId="product-charts"
    >
      {charts.length === 0 ? (
        <Typography color="text.secondary">Este fondo aún no tiene gráficos.</Typography>
      ) : (
        <List disablePadding>
          {charts.map((c, i) => (
            <ListItem
              key={c.id}
              divider={i < charts.length - 1}
              disableGutters
              data-testid="chart-row"
              sx={{ gap: 1, flexWrap: 'wrap' }}
            >
              <Typography
                variant="body2"
                sx={{ fontWeight: 700, width: 28, color: 'text.secondary' }}
                data-testid="chart-position"
              >
                {c.position}
              </Typography>
              <Box sx={{ flex: 1, minWidth: 160 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="chart-title">
                  {c.title}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {kindLabel(c)} · {c.points.length} puntos ({c.points[0]?.label} a {c.points.at(-1)?.label})
                </Typography>
              </Box>
              {canWrite && (
                <Stack direction="row">
                  <Tooltip title="Subir">
                    <span>
                      <IconButton
                        aria-label={`Subir «${c.title}»`}
                        disabled={i === 0 || move.isPending}
                        onClick={() => move.mutate({ id: c.id, position: c.position - 1 })}
                        data-testid="chart-up"
                      >
                        <ArrowUpwardIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Bajar">
                    <span>
                      <IconButton
                        aria-label={`Bajar «${c.title}»`}
                        disabled={i === charts.length - 1 || move.isPending}
                        onClick={() => move.mutate({ id: c.id, position: c.position + 1 })}
                        data-testid="chart-down"
                      >
                        <ArrowDownwardIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Quitar">
                    <IconButton
                      aria-label={`Quitar «${c.title}»`}
                      color="error"
                      onClick={() => {
                        remove.reset();
                        setRemoving(c);
                      }}
                      data-testid="chart-delete"
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                </Stack>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {move.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessageOf(move.error)}
        </Alert>
      )}
      {removing && (
        <ReasonDialog
          title="Quitar el gráfico"
          text={`«${removing.title}» dejará de mostrarse en la página del fondo y se borrarán sus datos. No se puede deshacer.`}
          confirmLabel="Quitar"
          needsReason={false}
          danger
          pending={remove.isPending}
          error={remove.isError ? errorMessageOf(remove.error) : null}
          onConfirm={() => remove.mutate(removing.id)}
          onClose={() => setRemoving(null)}
        />
      )}
      {adding && (
        <AddChartDialog
          productId={product.id}
          onClose={() => setAdding(false)}
          onAdded={() => {
            void refresh();
            setAdding(false);
          }}
        />
      )}
    </AdminSection>
  );
}
