import { FEEDBACK_MAX_FILES } from '@invierte/domain';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormTextField } from '../../../components/FormTextField';
import { useFeedbackTypes } from '../api/get-feedback-types';
import { ACCEPTED_IMAGE_TYPES } from '../compress-image';
import type { FeedbackFormState } from '../hooks/use-feedback-form';
import { FilePickerButton } from '../../../components/FilePickerButton';

function EvidenceImages({ images }: { images: FeedbackFormState['images'] }) {
  return (
    <Box sx={{ textAlign: 'left' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FilePickerButton
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          disabled={images.full}
          data-testid="feedback-add-images"
          accept={`.jpg,.jpeg,.png,${ACCEPTED_IMAGE_TYPES.join(',')}`}
          multiple
          inputTestId="feedback-files"
          onFiles={(files) => void images.add(files)}
        >
          Adjuntar imágenes
        </FilePickerButton>
        <Typography variant="caption" color="text.secondary" data-testid="feedback-image-count">
          {images.images.length} de {FEEDBACK_MAX_FILES} imágenes (JPG o PNG)
        </Typography>
      </Stack>
      {images.processing && (
        <Typography variant="caption" role="status" sx={{ display: 'block', mt: 1 }}>
          Procesando imágenes…
        </Typography>
      )}
      {images.error && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 1 }}>
          {images.error}
        </Typography>
      )}
      {images.images.length > 0 && (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          data-testid="feedback-previews"
        >
          {images.images.map((image) => (
            <Box component="li" key={image.id} sx={{ position: 'relative', width: 72, height: 72 }}>
              <Box
                component="img"
                src={image.previewUrl}
                alt={image.file.name}
                sx={{ width: 1, height: 1, objectFit: 'cover', borderRadius: 1 }}
              />
              <IconButton
                size="small"
                aria-label={`Quitar ${image.file.name}`}
                onClick={() => images.remove(image.id)}
                sx={{ position: 'absolute', top: -8, right: -8, bgcolor: 'background.paper', boxShadow: 1 }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The feedback form of requirements R2, shared by the sidebar's dialog and the /feedback page. */
export function FeedbackForm({ state }: { state: FeedbackFormState }) {
  const types = useFeedbackTypes();
  return (
    <>
      <Stack component="form" noValidate spacing={2} onSubmit={state.submit} data-testid="feedback-form">
        <FormTextField
          control={state.control}
          name="reason"
          label="Motivo"
          nativeSelect
          disabled={!types.data}
          helperText={types.isError ? 'No pudimos cargar los motivos. Inténtalo más tarde.' : undefined}
          testId="feedback-reason"
        >
          <option value="">Selecciona un motivo</option>
          {types.data?.map((type) => (
            <option key={type.key} value={type.key}>
              {type.text}
            </option>
          ))}
        </FormTextField>
        <FormTextField
          control={state.control}
          name="comment"
          label="Comentario"
          multiline
          minRows={4}
          placeholder="Cuéntanos qué pasó o qué podemos mejorar"
          testId="feedback-comment"
        />
        <EvidenceImages images={state.images} />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button variant="outlined" onClick={state.requestExit} data-testid="feedback-exit">
            Salir
          </Button>
          <Button type="submit" variant="contained" disabled={!state.canSend} data-testid="feedback-send">
            {state.sending ? 'Enviando…' : 'Enviar a soporte'}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={state.exitAsked}
        title="¿Estás seguro de querer salir?"
        text="Si sales, perderás la información ingresada"
        confirmLabel="SALIR"
        cancelLabel="CANCELAR"
        onConfirm={state.confirmExit}
        onCancel={state.cancelExit}
        testId="feedback-exit-dialog"
      />
      <ConfirmDialog
        open={state.failure !== null}
        title="No pudimos enviar tu feedback"
        text={state.failure}
        cancelLabel={null}
        onConfirm={state.dismissFailure}
        onCancel={state.dismissFailure}
        testId="feedback-error-dialog"
      />
    </>
  );
}
