import { DEPOSIT_MAX_FILES } from '@invierte/domain';
import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import type { VoucherFile } from './use-voucher-files';
import { formatFileSize } from './voucher-checks';

interface VoucherUploaderProps {
  files: VoucherFile[];
  errors: string[];
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
  disabled?: boolean;
}

/** Choose or drop vouchers (JPG, PNG or PDF, up to 5 of 5 MB); images show a preview, PDFs an icon. */
export function VoucherUploader({ files, errors, onAdd, onRemove, disabled }: VoucherUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const full = files.length >= DEPOSIT_MAX_FILES;
  return (
    <Box>
      <Paper
        variant="outlined"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          if (!disabled && !full) onAdd(Array.from(e.dataTransfer.files));
        }}
        sx={{
          p: { xs: 2, sm: 3 },
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          textAlign: 'center',
        }}
      >
        <UploadFileIcon color="primary" sx={{ fontSize: 40 }} />
        <Typography sx={{ fontWeight: 600 }}>Sube la constancia de tu transferencia</Typography>
        <Typography variant="body2" color="text.secondary" id={hintId} sx={{ mb: 1.5 }}>
          Foto o captura (JPG o PNG) o PDF del banco. Hasta {DEPOSIT_MAX_FILES} archivos de 5 MB cada uno.
        </Typography>
        <Button
          variant="outlined"
          onClick={() => input.current?.click()}
          disabled={disabled || full}
          aria-describedby={hintId}
        >
          {files.length > 0 ? 'Agregar otro archivo' : 'Seleccionar archivos'}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
          data-testid="voucher-input"
          onChange={(e) => {
            if (e.target.files) onAdd(Array.from(e.target.files));
            e.target.value = '';
          }}
        />
      </Paper>
      {errors.length > 0 && (
        <Alert severity="error" sx={{ mt: 1.5 }} data-testid="voucher-errors">
          {errors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      {files.length > 0 && (
        <Box
          component="ul"
          aria-label="Comprobantes adjuntos"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {files.map((f) => (
            <Paper
              component="li"
              variant="outlined"
              key={f.id}
              sx={{ position: 'relative', overflow: 'hidden' }}
              data-testid="voucher-item"
            >
              <Box
                sx={{ aspectRatio: '4 / 3', display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}
              >
                {f.previewUrl ? (
                  <Box
                    component="img"
                    src={f.previewUrl}
                    alt={`Vista previa de ${f.file.name}`}
                    sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                ) : (
                  <PictureAsPdfIcon color="error" sx={{ fontSize: 48 }} aria-label="Archivo PDF" />
                )}
              </Box>
              <Stack sx={{ px: 1, py: 0.75 }}>
                <Typography variant="body2" noWrap title={f.file.name}>
                  {f.file.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatFileSize(f.file.size)}
                </Typography>
              </Stack>
              <IconButton
                size="small"
                onClick={() => onRemove(f.id)}
                disabled={disabled}
                aria-label={`Quitar ${f.file.name}`}
                sx={{
                  position: 'absolute',
                  top: 4,
                  right: 4,
                  bgcolor: 'background.paper',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
