import type { AdminUserItem } from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParticipantSearch } from '../../lib/admin-api/search-participants';
import { errorMessageOf } from '../../lib/api-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** Names and last names as one line. */
export const investorFullName = (u: Pick<AdminUserItem, 'name' | 'lastName' | 'secondLastName'>) =>
  [u.name, u.lastName, u.secondLastName].filter(Boolean).join(' ');

const optionLabel = (u: AdminUserItem) => `${investorFullName(u)} · ${u.documentNumber ?? u.email}`;

/**
 * Picks a participant by names, e-mail or document (two letters at least, debounced), as the
 * back-office screens about one investor start. Needs `user.read` on the server.
 */
export function InvestorPicker({
  value,
  onChange,
  testId,
}: {
  value: AdminUserItem | null;
  onChange: (next: AdminUserItem | null) => void;
  testId: string;
}) {
  // Shown again with the chosen investor when the picker mounts anew (a tab switched back).
  const [input, setInput] = useState(() => (value ? optionLabel(value) : ''));
  const search = useDebouncedValue(input, 300).trim();
  const found = useParticipantSearch(search);
  return (
    <>
      <Autocomplete
        options={found.data?.items ?? []}
        value={value}
        onChange={(_e, next) => onChange(next)}
        inputValue={input}
        onInputChange={(_e, next) => setInput(next)}
        filterOptions={(x) => x}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionLabel={optionLabel}
        renderOption={(props, u) => (
          <li {...props} key={u.id}>
            <div>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {investorFullName(u)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {u.email}
                {u.documentNumber ? ` · ${u.documentType ?? 'Doc.'} ${u.documentNumber}` : ''}
              </Typography>
            </div>
          </li>
        )}
        loading={found.isFetching}
        loadingText="Buscando…"
        noOptionsText={
          search.length < 2
            ? 'Escribe al menos 2 letras del nombre, correo o documento.'
            : 'Ningún partícipe coincide.'
        }
        sx={{ maxWidth: { sm: 520 }, mb: 3 }}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label="Partícipe"
            placeholder="Nombre, correo o documento"
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
            }}
          />
        )}
      />
      {found.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessageOf(found.error)}
        </Alert>
      )}
    </>
  );
}
