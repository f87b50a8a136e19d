import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, type ReactNode } from 'react';

interface FilePickerButtonProps extends Omit<ButtonProps, 'onClick' | 'component' | 'children'> {
  children: ReactNode;
  /** The input's `accept`: extensions and MIME types. */
  accept: string;
  multiple?: boolean;
  /** The hidden input's test id (tests and journeys hand it files directly). */
  inputTestId?: string;
  /** The chosen files, copied before the input is cleared (so the same file can be chosen again). */
  onFiles: (files: File[]) => void;
}

/**
 * A button that opens the browser's file chooser: a real <button> that clicks a hidden file input,
 * not a <label> dressed as a button (a label may not take the button role).
 */
export function FilePickerButton({
  children,
  accept,
  multiple = false,
  inputTestId,
  onFiles,
  disabled,
  ...button
}: FilePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        data-testid={inputTestId}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
