import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { InputHTMLAttributes } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<TValues extends FieldValues, TTransformed> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'slotProps'
> & {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  /** data-testid of the native input, for end-to-end tests. */
  testId?: string;
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  /** Renders a native <select> (accessible and easy to drive in tests). */
  nativeSelect?: boolean;
};

/** A MUI text field bound to react-hook-form, showing the field's validation message. */
export function FormTextField<TValues extends FieldValues, TTransformed>({
  control,
  name,
  testId,
  helperText,
  htmlInput,
  nativeSelect,
  ...props
}: FormTextFieldProps<TValues, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      select={nativeSelect}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
      slotProps={{
        htmlInput: { ...htmlInput, 'data-testid': testId },
        ...(nativeSelect && { select: { native: true } }),
      }}
    />
  );
}
