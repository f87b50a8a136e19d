import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The product's private, institutional and locked flags as chips ("Público" when none is set). */
export function ProductFlags({
  product,
}: {
  product: { isPrivate: boolean; isInstitutional: boolean; locked: boolean };
}) {
  const flags = [
    product.isPrivate && <Chip key="p" size="small" label="Privado" color="primary" variant="outlined" />,
    product.isInstitutional && (
      <Chip key="i" size="small" label="Institucional" color="primary" variant="outlined" />
    ),
    product.locked && <Chip key="l" size="small" label="Bloqueado" color="warning" variant="outlined" />,
  ].filter(Boolean);
  return flags.length ? (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {flags}
    </Stack>
  ) : (
    <Typography variant="body2" color="text.secondary">
      Público
    </Typography>
  );
}
