import { PRODUCT_LOCK_MESSAGE_MAX, productLockRequest, type AdminProductDetail } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '../../../components/admin/FormDialog';
import { ReasonDialog } from '../../../components/admin/ReasonDialog';
import { errorMessageOf } from '../../../lib/api-client';
import { adminProductKey, adminProductsKey } from '../api/keys';
import { lockProduct } from '../api/lock-product';
import { unlockProduct } from '../api/unlock-product';

/** The message dialog: checked with the API's own rule before it is sent; the server's refusal in place. */
function LockDialog({ product, onClose }: { product: AdminProductDetail; onClose: () => void }) {
  const client = useQueryClient();
  const [message, setMessage] = useState(product.lockedMessage ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const lock = useMutation({
    mutationFn: (text: string) => lockProduct(product.id, text),
    onSuccess: (updated) => {
      client.setQueryData(adminProductKey(product.id), updated);
      void client.invalidateQueries({ queryKey: adminProductsKey });
      onClose();
    },
  });
  const submit = () => {
    const parsed = productLockRequest.safeParse({ message });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setInvalid(null);
    lock.mutate(parsed.data.message);
  };
  return (
    <FormDialog
      title={product.locked ? 'Cambiar el mensaje del bloqueo' : 'Bloquear el fondo'}
      onClose={onClose}
      pending={lock.isPending}
      submitLabel={product.locked ? 'Guardar mensaje' : 'Bloquear'}
      onSubmit={submit}
      submitTestId="lock-confirm"
      submitColor="warning"
    >
      <Typography sx={{ mb: 2 }}>
        {product.name} no aceptará nuevas inversiones hasta que lo desbloquees. Quien intente invertir verá
        este mensaje.
      </Typography>
      <TextField
        label="Mensaje para los inversionistas"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        multiline
        minRows={3}
        fullWidth
        error={invalid !== null}
        helperText={invalid ?? `${message.trim().length}/${PRODUCT_LOCK_MESSAGE_MAX}`}
        slotProps={{ htmlInput: { maxLength: PRODUCT_LOCK_MESSAGE_MAX, 'data-testid': 'lock-message' } }}
      />
      {lock.isError && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="lock-error">
          {errorMessageOf(lock.error)}
        </Alert>
      )}
    </FormDialog>
  );
}

/** "Bloquear" (with the message investors will read) or "Desbloquear" (after a confirmation). */
export function ProductLockAction({ product }: { product: AdminProductDetail }) {
  const client = useQueryClient();
  const [open, setOpen] = useState<'lock' | 'unlock' | null>(null);
  const unlock = useMutation({
    mutationFn: () => unlockProduct(product.id),
    onSuccess: (updated) => {
      client.setQueryData(adminProductKey(product.id), updated);
      void client.invalidateQueries({ queryKey: adminProductsKey });
      setOpen(null);
    },
  });
  const close = () => setOpen(null);
  return (
    <>
      {product.locked ? (
        <>
          <Button variant="outlined" onClick={() => setOpen('lock')} data-testid="product-lock-edit">
            Cambiar mensaje
          </Button>
          <Button
            variant="outlined"
            color="warning"
            onClick={() => {
              unlock.reset();
              setOpen('unlock');
            }}
            data-testid="product-unlock"
          >
            Desbloquear
          </Button>
        </>
      ) : (
        <Button variant="outlined" color="warning" onClick={() => setOpen('lock')} data-testid="product-lock">
          Bloquear
        </Button>
      )}
      {open === 'lock' && <LockDialog product={product} onClose={close} />}
      {open === 'unlock' && (
        <ReasonDialog
          title="Desbloquear el fondo"
          text={`${product.name} volverá a aceptar nuevas inversiones y los inversionistas dejarán de ver el mensaje del bloqueo.`}
          confirmLabel="Desbloquear"
          needsReason={false}
          pending={unlock.isPending}
          error={unlock.isError ? errorMessageOf(unlock.error) : null}
          onConfirm={() => unlock.mutate()}
          onClose={close}
        />
      )}
    </>
  );
}
