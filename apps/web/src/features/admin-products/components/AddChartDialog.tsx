import type { ProductChartRequest } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '../../../components/admin/FormDialog';
import { errorMessageOf } from '../../../lib/api-client';
import { createProductChart } from '../api/create-product-chart';

/** "Ene; 1.25" per line → points; a line without a ";" is reported by its number. */
export function parsePoints(text: string): { points: ProductChartRequest['points'] } | { error: string } {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const points: ProductChartRequest['points'] = [];
  for (const [i, line] of lines.entries()) {
    const [label, value, ...rest] = line.split(';').map((x) => x.trim());
    if (!label || !value || rest.length)
      return { error: `La línea ${i + 1} debe tener una etiqueta y un valor separados por «;».` };
    points.push({ label, value });
  }
  return { points };
}

/** Adds a chart (title, kind, its points typed one per line) at the end of the product's page. */
export function AddChartDialog({
  productId,
  onClose,
  onAdded,
}: {
  productId: string;
  onClose: () => void;
  onAdded: () => void;
}) {
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<ProductChartRequest['kind']>('LINE');
  const [text, setText] = useState('');
  const parsed = parsePoints(text);
  const create = useMutation({
    mutationFn: () =>
      createProductChart(productId, { title, kind, points: 'points' in parsed ? parsed.points : [] }),
    onSuccess: onAdded,
  });
  return (
    <FormDialog
      title="Añadir gráfico"
      onClose={onClose}
      pending={create.isPending}
      submitLabel="Añadir"
      onSubmit={() => create.mutate()}
      submitDisabled={!title.trim() || 'error' in parsed}
      submitTestId="chart-add-confirm"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label="Título"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'chart-title' } }}
          fullWidth
        />
        <TextField select label="Tipo" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
          <MenuItem value="LINE">Líneas</MenuItem>
          <MenuItem value="BAR">Barras</MenuItem>
        </TextField>
        <TextField
          label="Puntos (etiqueta; valor por línea)"
          placeholder={'Ene; 1.25\nFeb; 1.31'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={4}
          error={'error' in parsed}
          helperText={'error' in parsed ? parsed.error : 'Usa punto para los decimales.'}
          slotProps={{ htmlInput: { 'data-testid': 'chart-points' } }}
          fullWidth
        />
        {create.isError && <Alert severity="error">{errorMessageOf(create.error)}</Alert>}
      </Stack>
    </FormDialog>
  );
}
