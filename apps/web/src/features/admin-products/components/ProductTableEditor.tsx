import {
  PRODUCT_TABLE_MAX_TERMS,
  productPaymentFrequencies,
  termLabel,
  type AdminProductDetail,
} from '@invierte/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client';
import { adminProductKey, adminProductsKey } from '../api/keys';
import { updateProductTable } from '../api/update-product-table';
import { AdminSection } from './AdminSection';

type Unit = 'months' | 'days';
interface Row {
  key: number;
  unit: Unit;
  length: string;
}

let nextKey = 1;
const rowsOf = (p: AdminProductDetail): Row[] =>
  p.table.terms.map((t) => ({
    key: nextKey++,
    unit: t.months !== null ? 'months' : 'days',
    length: String(t.months ?? t.days ?? ''),
  }));

/**
 * The product's table (PUT updateTableChange): the terms and payment frequencies its page shows
 * under "Plazos" and "Frecuencia de pago". Read-only without product.write.
 */
export function ProductTableEditor({
  product,
  canWrite,
}: {
  product: AdminProductDetail;
  canWrite: boolean;
}) {
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [rows, setRows] = useState<Row[]>(() => rowsOf(product));
  const [frequencies, setFrequencies] = useState<string[]>(product.table.paymentFrequencies);
  const save = useMutation({
    mutationFn: () =>
      updateProductTable(product.id, {
        terms: rows.map((r) =>
          r.unit === 'months'
            ? { months: Number(r.length), days: null }
            : { months: null, days: Number(r.length) },
        ),
        paymentFrequencies: frequencies as (typeof productPaymentFrequencies)[number][],
      }),
    onSuccess: (updated) => {
      client.setQueryData(adminProductKey(product.id), updated);
      void client.invalidateQueries({ queryKey: adminProductsKey });
      setEditing(false);
    },
  });
  const start = () => {
    setRows(rowsOf(product));
    setFrequencies(product.table.paymentFrequencies);
    save.reset();
    setEditing(true);
  };
  const badLength = rows.some((r) => !/^[1-9]\d{0,3}$/.test(r.length));

  return (
    <AdminSection
      title="Plazos y frecuencia de pago"
      subtitle={
        product.table.customized
          ? 'La tabla propia de este fondo, como la ve el inversionista en su página.'
          : 'Se muestra la tabla por defecto de su tipo de producto.'
      }
      action={
        canWrite && !editing ? (
          <Button variant="outlined" size="small" onClick={start} data-testid="table-edit">
            Cambiar tabla
          </Button>
        ) : undefined
      }
      testId="product-table"
    >
      {!editing ? (
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="table-terms">
            {product.table.terms.map((t) => (
              <Chip key={t.label} label={t.label} />
            ))}
          </Stack>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="table-frequencies">
            {product.table.paymentFrequencies.map((f) => (
              <Chip key={f} label={f} color="primary" variant="outlined" />
            ))}
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography variant="subtitle2">Plazos (se muestran del más corto al más largo)</Typography>
          {rows.map((row, i) => (
            <Stack key={row.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                size="small"
                label={`Plazo ${i + 1}`}
                value={row.length}
                onChange={(e) =>
                  setRows(rows.map((r) => (r.key === row.key ? { ...r, length: e.target.value.trim() } : r)))
                }
                error={!/^[1-9]\d{0,3}$/.test(row.length)}
                sx={{ width: 110 }}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', maxLength: 4, 'data-testid': 'term-length' },
                }}
              />
              <TextField
                select
                size="small"
                label="Unidad"
                value={row.unit}
                onChange={(e) =>
                  setRows(rows.map((r) => (r.key === row.key ? { ...r, unit: e.target.value as Unit } : r)))
                }
                sx={{ width: 120 }}
              >
                <MenuItem value="months">meses</MenuItem>
                <MenuItem value="days">días</MenuItem>
              </TextField>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: { xs: 'none', sm: 'block' } }}
              >
                {/^[1-9]\d{0,3}$/.test(row.length)
                  ? termLabel(
                      row.unit === 'months'
                        ? { months: Number(row.length), days: null }
                        : { months: null, days: Number(row.length) },
                    )
                  : ''}
              </Typography>
              <IconButton
                aria-label={`Quitar el plazo ${i + 1}`}
                onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
                disabled={rows.length === 1}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          ))}
          <Button
            startIcon={<AddIcon />}
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            disabled={rows.length >= PRODUCT_TABLE_MAX_TERMS}
            onClick={() => setRows([...rows, { key: nextKey++, unit: 'months', length: '' }])}
            data-testid="term-add"
          >
            Añadir plazo
          </Button>
          <Typography variant="subtitle2">Frecuencias de pago</Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {productPaymentFrequencies.map((f) => {
              const on = frequencies.includes(f);
              return (
                <Chip
                  key={f}
                  label={f}
                  color={on ? 'primary' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  aria-pressed={on}
                  onClick={() =>
                    setFrequencies(
                      on
                        ? frequencies.filter((x) => x !== f)
                        : productPaymentFrequencies.filter((x) => x === f || frequencies.includes(x)),
                    )
                  }
                  data-testid={`frequency-${f}`}
                />
              );
            })}
          </Stack>
          {save.isError && (
            <Alert severity="error" data-testid="table-error">
              {errorMessageOf(save.error)}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={() => setEditing(false)} disabled={save.isPending}>
              Cancelar
            </Button>
            <Button
              variant="contained"
              loading={save.isPending}
              disabled={badLength || frequencies.length === 0}
              onClick={() => save.mutate()}
              data-testid="table-save"
            >
              Guardar tabla
            </Button>
          </Stack>
        </Stack>
      )}
    </AdminSection>
  );
}
