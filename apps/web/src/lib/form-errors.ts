import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from './api-client';

/**
 * Puts the API's per-field messages (`errors[].field` such as `body.email`) on the form fields that
 * exist; returns how many it placed so the caller knows whether a general message is still needed.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): number {
  const byField = fieldErrorsOf(error);
  let placed = 0;
  for (const field of fields) {
    const message = byField[field];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: placed === 0 });
      placed += 1;
    }
  }
  return placed;
}
