import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<TValues extends FieldValues, TTransformed> = {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: ReactNode;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  helperText?: ReactNode;
  disabled?: boolean;
  multiline?: boolean;
  minRows?: number;
  /** data-testid of the native input, for end-to-end tests. */
  testId?: string;
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  /** Cleans what is typed or pasted before the form keeps it (a DNI's digits only). */
  filter?: (text: string) => string;
  /** Renders a native <select> (accessible and easy to drive in tests); `children` are its options. */
  nativeSelect?: boolean;
  children?: ReactNode;
};

/**
 * An outlined MUI text field bound to react-hook-form, showing the field's validation message.
 *
 * Built from the parts MUI's TextField puts together (FormControl, InputLabel, OutlinedInput,
 * FormHelperText) with the same ids and ARIA wiring, because TextField imports its Select, and with
 * it the Menu, Popover and Modal, on every form that has a text field: about 12 KB gzip on /login's
 * first view for a select no login field is. A native select needs none of them.
 */
export function FormTextField<TValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  type,
  autoComplete,
  placeholder,
  helperText,
  disabled,
  multiline,
  minRows,
  testId,
  htmlInput,
  nativeSelect,
  children,
  filter,
}: FormTextFieldProps<TValues, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const message = fieldState.error?.message ?? helperText;
  const helperTextId = message ? `${id}-helper-text` : undefined;
  const input = (
    <OutlinedInput
      id={id}
      label={label}
      // A native select always shows an option (its empty one too): the label stays above it.
      {...(nativeSelect && { notched: true })}
      type={type}
      autoComplete={autoComplete}
      placeholder={placeholder}
      multiline={multiline}
      minRows={minRows}
      name={field.name}
      value={field.value ?? ''}
      onChange={filter ? (e) => field.onChange(filter(e.target.value)) : field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      aria-describedby={helperTextId}
      inputProps={{ ...htmlInput, 'data-testid': testId }}
    />
  );
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(fieldState.error)} disabled={disabled}>
      <InputLabel htmlFor={id} id={`${id}-label`} {...(nativeSelect && { shrink: true })}>
        {label}
      </InputLabel>
      {nativeSelect ? <NativeSelect input={input}>{children}</NativeSelect> : input}
      {message && <FormHelperText id={helperTextId}>{message}</FormHelperText>}
    </FormControl>
  );
}
