import {
  documentNumberError,
  documentNumberMaxLength,
  documentTypeLabels,
  documentTypes,
  filterDocumentNumber,
  type DocumentType,
  type RestrictedPersonResult,
} from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../components/admin/FormDialog';
import { errorMessageOf } from '../../../lib/api-client';
import { useAddRestrictedPerson } from '../api/add-restricted-person';

const NUMBER = /^[A-Za-z0-9]{5,15}$/;

/**
 * Compliance lists a document: its type and number and the reason (for compliance only, never shown
 * to the investor). Saving holds the requests in flight that name it, and says how many.
 */
export function AddRestrictedPersonDialog({ onClose }: { onClose: () => void }) {
  const add = useAddRestrictedPerson();
  const [documentType, setDocumentType] = useState<DocumentType>('DNI');
  const [documentNumber, setDocumentNumber] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<RestrictedPersonResult | null>(null);
  // A DNI: digits only and its own message (8 digits); another document: 5 to 15 letters or numbers.
  const numberError = !documentNumber.trim()
    ? null
    : documentType === 'DNI'
      ? documentNumberError('DNI', documentNumber.trim())
      : NUMBER.test(documentNumber.trim())
        ? null
        : 'Ingresa un número de documento válido (5 a 15 letras o números).';
  const numberOk = documentNumber.trim() !== '' && numberError === null;
  const reasonOk = reason.trim().length >= 5;
  const held = done?.heldOnboardings ?? 0;

  return (
    <FormDialog
      title="Añadir a la lista restringida"
      onClose={onClose}
      pending={add.isPending}
      submitLabel="Añadir"
      onSubmit={() =>
        add.mutate(
          { documentType, documentNumber: documentNumber.trim(), reason: reason.trim() },
          { onSuccess: setDone },
        )
      }
      submitDisabled={!numberOk || !reasonOk}
      submitTestId="restricted-confirm"
      doneTestId={done ? 'restricted-done' : undefined}
    >
      {done ? (
        <Alert severity="success" data-testid="restricted-result">
          Añadimos{' '}
          {documentTypeLabels[done.documentType as keyof typeof documentTypeLabels] ?? done.documentType}{' '}
          {done.documentNumber} a la lista restringida.{' '}
          {held === 0
            ? 'No había solicitudes en curso con ese documento.'
            : `${held === 1 ? 'Se retuvo 1 solicitud en curso' : `Se retuvieron ${held} solicitudes en curso`}: quedan «En revisión» hasta que las liberes o desapruebes.`}
        </Alert>
      ) : (
        <Stack spacing={2}>
          <TextField
            select
            label="Tipo de documento"
            value={documentType}
            // The select offers only documentTypes.
            onChange={(e) => {
              const type = e.target.value as DocumentType;
              setDocumentType(type);
              setDocumentNumber((n) => filterDocumentNumber(type, n));
            }}
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'restricted-type' } }}
            fullWidth
          >
            {documentTypes.map((t) => (
              <option key={t} value={t}>
                {documentTypeLabels[t]}
              </option>
            ))}
          </TextField>
          <TextField
            label="Número de documento"
            value={documentNumber}
            onChange={(e) => setDocumentNumber(filterDocumentNumber(documentType, e.target.value))}
            error={numberError !== null}
            helperText={numberError ?? ' '}
            slotProps={{
              htmlInput: {
                maxLength: documentNumberMaxLength(documentType),
                inputMode: documentType === 'DNI' ? 'numeric' : 'text',
                autoComplete: 'off',
                'data-testid': 'restricted-number',
              },
            }}
            fullWidth
          />
          <TextField
            label="Motivo"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            helperText="Solo lo ve cumplimiento; el inversionista nunca lo ve. Al menos 5 caracteres."
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'restricted-reason' } }}
            fullWidth
          />
          <Alert severity="info">
            Las solicitudes de inversión en curso con este documento quedarán retenidas («En revisión») hasta
            que cumplimiento las libere o desapruebe.
          </Alert>
          {add.isError && <Alert severity="error">{errorMessageOf(add.error)}</Alert>}
        </Stack>
      )}
    </FormDialog>
  );
}
