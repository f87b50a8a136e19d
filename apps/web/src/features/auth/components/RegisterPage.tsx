import {
  documentNumberMaxLength,
  filterDocumentNumber,
  documentTypeLabels,
  documentTypes,
  registerRequest,
  type DocumentType,
  type IdentityPerson,
  type RegisterRequest,
} from '@invierte/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/FormTextField';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { MessagePanel } from '../../../components/MessagePanel';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { usePublicConfig } from '../../../lib/public-config';
import { useRegister } from '../api/register';
import { useDniLookup } from '../../../lib/identity-api/use-dni-lookup';
import { useRecaptcha } from '../hooks/use-recaptcha';
import { ResendVerification } from './ResendVerification';

type RegisterValues = RegisterRequest;
type RegisterField = keyof RegisterValues;

const registerFields: readonly RegisterField[] = [
  'documentType',
  'documentNumber',
  'name',
  'lastName',
  'secondLastName',
  'email',
  'password',
  'confirmPassword',
  'acceptTerms',
  'acceptPrivacy',
];

// Conflicts name the field they are about.
const conflictField: Partial<Record<string, RegisterField>> = {
  EMAIL_TAKEN: 'email',
  DOCUMENT_TAKEN: 'documentNumber',
};

function useRegisterForm() {
  return useForm({
    resolver: zodResolver(registerRequest),
    mode: 'onTouched',
    defaultValues: {
      documentType: 'DNI',
      documentNumber: '',
      name: '',
      lastName: '',
      secondLastName: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });
}
type RegisterForm = ReturnType<typeof useRegisterForm>;

function AcceptCheckbox({
  control,
  name,
  testId,
  children,
}: {
  control: RegisterForm['control'];
  name: 'acceptTerms' | 'acceptPrivacy';
  testId: string;
  children: ReactNode;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormControlLabel
        label={children}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'data-testid': testId } as object }}
          />
        }
      />
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

function RegisterSent({ email }: { email: string }) {
  return (
    <MessagePanel
      icon={<MarkEmailReadIcon />}
      title="Revisa tu correo"
      actions={
        <Button component={RouterLink} to="/login">
          Ir a iniciar sesión
        </Button>
      }
    >
      <Typography sx={{ mb: 3 }} data-testid="register-success">
        Te enviamos un correo a <strong>{email}</strong> para verificar tu cuenta. Abre el enlace del mensaje
        para activarla.
      </Typography>
      <ResendVerification email={email} />
    </MessagePanel>
  );
}

const nameFields = ['name', 'lastName', 'secondLastName'] as const;

export default function RegisterPage() {
  const register = useRegister();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useRegisterForm();
  const documentType = form.watch('documentType') as DocumentType;
  const documentNumber = form.watch('documentNumber');
  const { setValue } = form;
  const setNames = useCallback(
    (person: IdentityPerson | null) => {
      for (const field of nameFields)
        setValue(field, person?.[field] ?? '', { shouldValidate: person !== null, shouldDirty: true });
    },
    [setValue],
  );
  const dniLookup = useDniLookup(documentType, documentNumber, setNames);
  const { data: config } = usePublicConfig();
  const captchaToken = useRecaptcha(config?.recaptchaSiteKey);
  // Read-only while the names come from the register (requirements R2: a DNI fills them).
  const nameInput = dniLookup.locked ? { readOnly: true } : {};
  const fromRegister = dniLookup.person ? 'Completado con los datos de tu DNI' : undefined;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const captcha = await captchaToken('register');
      const result = await register.mutateAsync(captcha ? { ...values, captchaToken: captcha } : values);
      setSentTo(result.email || values.email);
    } catch (error) {
      // The form keeps what was typed; the server's messages go next to their fields.
      applyFieldErrors(error, form.setError, registerFields);
      const field = error instanceof ApiError ? conflictField[error.code] : undefined;
      if (field && error instanceof ApiError)
        form.setError(field, { type: 'server', message: error.message });
    }
  });

  if (sentTo) return <RegisterSent email={sentTo} />;

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby="register-title">
      <Typography id="register-title" variant="h4" component="h1">
        Regístrate
      </Typography>
      <Typography color="text.secondary">Crea tu cuenta para empezar a invertir.</Typography>
      {register.isError && <Alert severity="error">{errorMessageOf(register.error)}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={form.control}
          name="documentType"
          label="Tipo de documento"
          nativeSelect
          testId="register-document-type"
        >
          {documentTypes.map((type) => (
            <option key={type} value={type}>
              {documentTypeLabels[type]}
            </option>
          ))}
        </FormTextField>
        <FormTextField
          control={form.control}
          name="documentNumber"
          label="Número de documento"
          testId="register-document-number"
          filter={(text) => filterDocumentNumber(documentType, text)}
          htmlInput={{
            maxLength: documentNumberMaxLength(documentType),
            inputMode: documentType === 'DNI' ? 'numeric' : 'text',
          }}
        />
      </Stack>
      {dniLookup.pending && <LinearProgress aria-label="Buscando tus datos" />}
      {dniLookup.error && (
        <Alert severity="warning" data-testid="register-dni-error">
          {dniLookup.error}
        </Alert>
      )}
      <FormTextField
        control={form.control}
        name="name"
        label="Nombres"
        autoComplete="given-name"
        testId="register-name"
        htmlInput={nameInput}
        helperText={fromRegister}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={form.control}
          name="lastName"
          label="Apellido paterno"
          autoComplete="family-name"
          testId="register-last-name"
          htmlInput={nameInput}
        />
        <FormTextField
          control={form.control}
          name="secondLastName"
          label="Apellido materno"
          testId="register-second-last-name"
          htmlInput={nameInput}
        />
      </Stack>
      {dniLookup.person && (
        // Requirements R3: the shown last name is lastName plus secondLastName.
        <Typography variant="body2" color="text.secondary" data-testid="register-full-last-name">
          Apellidos: {[dniLookup.person.lastName, dniLookup.person.secondLastName].filter(Boolean).join(' ')}
        </Typography>
      )}
      <FormTextField
        control={form.control}
        name="email"
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        testId="register-email"
      />
      <NewPasswordFields
        control={form.control}
        testIds={['register-password', 'register-confirm-password']}
      />
      <AcceptCheckbox control={form.control} name="acceptTerms" testId="register-accept-terms">
        Acepto los {/* New tab: reading the terms must not lose what was typed. */}
        <Link href="/terminos-y-condiciones" target="_blank" rel="noopener">
          Términos y condiciones
        </Link>
      </AcceptCheckbox>
      <AcceptCheckbox control={form.control} name="acceptPrivacy" testId="register-accept-privacy">
        Acepto la{' '}
        <Link href="/politica-privacidad" target="_blank" rel="noopener">
          Política de Privacidad y Uso de Datos
        </Link>
      </AcceptCheckbox>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={form.formState.isSubmitting}
        data-testid="register-submit"
      >
        Registrarme
      </Button>
      <Typography sx={{ textAlign: 'center' }}>
        ¿Ya tienes una cuenta?{' '}
        <Link component={RouterLink} to="/login">
          Inicia sesión
        </Link>
      </Typography>
    </Stack>
  );
}
