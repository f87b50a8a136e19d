import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './FormTextField';

/** requirements R5's password rule, as the person reads it under the field. */
export const PASSWORD_RULE_HINT =
  'De 8 a 30 caracteres, con al menos una mayúscula, una minúscula y un número.';

interface NewPasswordFieldsProps<TValues extends FieldValues, TTransformed> {
  control: Control<TValues, unknown, TTransformed>;
  label?: string;
  confirmLabel?: string;
  /** data-testids of the two inputs, for end-to-end tests. */
  testIds: readonly [password: string, confirmation: string];
}

/** A new password and its confirmation (fields `password` and `confirmPassword`), wherever one is set. */
export function NewPasswordFields<TValues extends FieldValues, TTransformed>({
  control,
  label = 'Contraseña',
  confirmLabel = 'Confirmar contraseña',
  testIds,
}: NewPasswordFieldsProps<TValues, TTransformed>) {
  return (
    <>
      <FormTextField
        control={control}
        name={'password' as FieldPath<TValues>}
        label={label}
        type="password"
        autoComplete="new-password"
        helperText={PASSWORD_RULE_HINT}
        testId={testIds[0]}
      />
      <FormTextField
        control={control}
        name={'confirmPassword' as FieldPath<TValues>}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        testId={testIds[1]}
      />
    </>
  );
}
