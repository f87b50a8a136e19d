import {
  DEPOSIT_MAX_FILE_BYTES,
  documentNumberMaxLength,
  documentTypeLabels,
  documentTypes,
  filterDocumentNumber,
  latestAdultBirthDate,
  MAX_PEP_RELATIVES,
  type DocumentType,
  type IdentityPerson,
  type LinkingParameters,
} from '@invierte/domain';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { useDniLookup } from '../../lib/identity-api/use-dni-lookup';
import { useCountries } from '../../lib/reference-api/get-countries';
import { useDepartments } from '../../lib/reference-api/get-departments';
import { useDistricts } from '../../lib/reference-api/get-districts';
import { useListParameters } from '../../lib/reference-api/get-list-parameters';
import { useProvinces } from '../../lib/reference-api/get-provinces';
import {
  joinPath,
  UI_ONLY,
  type FieldSpec,
  type FormValues,
  type ListGroup,
  type Option,
} from './form-model';

/** `name` as the test id of its input: `owner.documentNumber` → `field-owner-documentNumber`. */
export const fieldTestId = (name: string) => `field-${name.replace(/\./g, '-')}`;

/**
 * A field in error checks itself again on every change, so a message about a value already
 * corrected (a list card validated as a whole on another field's blur) never stays on screen.
 */
function useRevalidatingChange(name: string, onChange: (value: unknown) => void, inError: boolean) {
  const { trigger } = useFormContext<FormValues>();
  return (value: unknown) => {
    onChange(value);
    if (inError) void trigger(name);
  };
}

function useOptions(source: ListGroup | readonly Option[]): { options: readonly Option[]; loading: boolean } {
  const parameters = useListParameters();
  if (typeof source !== 'string') return { options: source, loading: false };
  const group: LinkingParameters[ListGroup] | undefined = parameters.data?.[source];
  return { options: group ?? [], loading: parameters.isPending };
}

function TextInput({
  name,
  label,
  helper,
  inputMode,
  maxLength,
  filter,
  autoComplete,
  readOnly,
  type,
  max,
}: {
  name: string;
  label: string;
  helper?: string | undefined;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'text' | undefined;
  maxLength?: number | undefined;
  filter?: ((text: string) => string) | undefined;
  autoComplete?: string | undefined;
  readOnly?: boolean;
  type?: string;
  max?: string;
}) {
  const { control } = useFormContext<FormValues>();
  const { field, fieldState } = useController({ control, name });
  const change = useRevalidatingChange(name, field.onChange, Boolean(fieldState.error));
  return (
    <TextField
      label={label}
      name={field.name}
      type={type}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => change(filter ? filter(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helper}
      autoComplete={autoComplete}
      fullWidth
      slotProps={{
        htmlInput: { 'data-testid': fieldTestId(name), inputMode, maxLength, readOnly, max },
        ...(type === 'date' && { inputLabel: { shrink: true } }),
      }}
    />
  );
}

function SelectInput({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: ListGroup | readonly Option[];
}) {
  const { control } = useFormContext<FormValues>();
  const { field, fieldState } = useController({ control, name });
  const change = useRevalidatingChange(name, field.onChange, Boolean(fieldState.error));
  const list = useOptions(options);
  const value = (field.value as string | undefined) ?? '';
  return (
    <TextField
      select
      label={label}
      name={field.name}
      // An option the list no longer has shows empty instead of an out-of-range warning.
      value={list.options.some((o) => o.key === value) ? value : ''}
      onChange={(event) => change(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? (list.loading ? 'Cargando opciones…' : undefined)}
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': fieldTestId(name) } }}
    >
      {list.options.map((option) => (
        <MenuItem key={option.key} value={option.key}>
          {option.text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A searchable list (countries, departments, provinces, districts) bound to an id field. */
function SearchSelect({
  name,
  label,
  options,
  loading,
  disabled,
  onPicked,
}: {
  name: string;
  label: string;
  options: readonly { id: string; name: string }[];
  loading: boolean;
  disabled?: boolean;
  onPicked?: () => void;
}) {
  const { control } = useFormContext<FormValues>();
  const { field, fieldState } = useController({ control, name });
  const change = useRevalidatingChange(name, field.onChange, Boolean(fieldState.error));
  const selected = options.find((o) => o.id === field.value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      loading={loading}
      disabled={disabled}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, option) => {
        change(option?.id ?? '');
        onPicked?.();
      }}
      onBlur={field.onBlur}
      noOptionsText="Sin resultados"
      loadingText="Cargando…"
      openText="Abrir"
      closeText="Cerrar"
      clearText="Borrar"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': fieldTestId(name) },
          }}
        />
      )}
    />
  );
}

function CountryInput({ name, label }: { name: string; label: string }) {
  const countries = useCountries();
  return (
    <SearchSelect name={name} label={label} options={countries.data ?? []} loading={countries.isPending} />
  );
}

/** Peru: department → province → district from the ubigeo calls; abroad: the city in words. */
function PlaceInput({ spec }: { spec: Extract<FieldSpec, { kind: 'place' }> }) {
  const { control, setValue } = useFormContext<FormValues>();
  const depName = `${spec.districtField}${UI_ONLY}dep`;
  const provName = `${spec.districtField}${UI_ONLY}prov`;
  const [country, department, province] = useWatch({
    control,
    name: [spec.countryField, depName, provName],
  }) as [string, string, string];
  const peru = country === 'PER';
  const departments = useDepartments(peru);
  const provinces = useProvinces(peru ? (department ?? '') : '');
  const districts = useDistricts(peru ? (province ?? '') : '');
  // Choosing a parent empties what hung below it.
  const clear = (...names: string[]) => {
    for (const n of names) setValue(n, '', { shouldDirty: true });
  };

  if (!peru)
    return (
      <TextInput name={spec.cityField} label={spec.cityLabel} maxLength={80} autoComplete="address-level2" />
    );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SearchSelect
          name={depName}
          label="Departamento"
          options={departments.data ?? []}
          loading={departments.isPending}
          onPicked={() => clear(provName, spec.districtField)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SearchSelect
          name={provName}
          label="Provincia"
          options={provinces.data ?? []}
          loading={provinces.isFetching}
          disabled={!department}
          onPicked={() => clear(spec.districtField)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SearchSelect
          name={spec.districtField}
          label="Distrito"
          options={districts.data ?? []}
          loading={districts.isFetching}
          disabled={!province}
        />
      </Grid>
    </Grid>
  );
}

function BooleanChoice({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext<FormValues>();
  const { field, fieldState } = useController({ control, name });
  const value = field.value === true ? 'yes' : field.value === false ? 'no' : '';
  return (
    <FormControl error={Boolean(fieldState.error)} component="fieldset">
      <FormLabel component="legend" sx={{ mb: 0.5, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={value}
        onChange={(event) => field.onChange(event.target.value === 'yes')}
        data-testid={fieldTestId(name)}
      >
        <FormControlLabel
          value="yes"
          control={<Radio slotProps={{ input: { ref: field.ref } as object }} />}
          label="Sí"
        />
        <FormControlLabel value="no" control={<Radio />} label="No" />
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

function CardChoice({ spec }: { spec: Extract<FieldSpec, { kind: 'choice' }> }) {
  const { control } = useFormContext<FormValues>();
  const { field, fieldState } = useController({ control, name: spec.name });
  return (
    <FormControl error={Boolean(fieldState.error)} component="fieldset" fullWidth>
      <FormLabel component="legend" sx={{ mb: 1, color: 'text.primary' }}>
        {spec.label}
      </FormLabel>
      <RadioGroup
        name={field.name}
        value={(field.value as string | null) ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        data-testid={fieldTestId(spec.name)}
        sx={{ gap: 1.5 }}
      >
        {spec.options.map((option, index) => (
          <Paper
            key={option.value}
            variant="outlined"
            sx={{
              px: 2,
              py: 1,
              borderColor: field.value === option.value ? 'primary.main' : undefined,
              borderWidth: field.value === option.value ? 2 : 1,
            }}
          >
            <FormControlLabel
              value={option.value}
              control={<Radio slotProps={{ input: (index === 0 ? { ref: field.ref } : {}) as object }} />}
              sx={{ width: '100%', m: 0 }}
              label={
                <Box sx={{ py: 0.5 }}>
                  <Typography sx={{ fontWeight: 600 }}>{option.label}</Typography>
                  {option.hint && (
                    <Typography variant="body2" color="text.secondary">
                      {option.hint}
                    </Typography>
                  )}
                </Box>
              }
            />
          </Paper>
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

function AcceptInput({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext<FormValues>();
  const { field, fieldState } = useController({ control, name });
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormControlLabel
        label={label}
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'data-testid': fieldTestId(name) } as object }}
          />
        }
      />
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

const emptyRelative = { relationship: '', fullName: '', position: '', institution: '' };

/** Relatives who are politically exposed: one card each, up to the schema's MAX_PEP_RELATIVES. */
function RelativesInput({ name }: { name: string }) {
  // Typed as a form of lists so `name` is a list path; the values are FormValues all the same.
  const { control, getFieldState, formState } = useFormContext<Record<string, Record<string, string>[]>>();
  const { fields, append, remove } = useFieldArray({ control, name });
  // The list's own message ("Agrega al menos un familiar.") sits on the array, not on a field.
  const listError = getFieldState(name, formState).error;
  const added = useRef(false);
  useEffect(() => {
    // Answering "Sí" opens the first card at once.
    if (fields.length === 0 && !added.current) {
      added.current = true;
      append(emptyRelative, { shouldFocus: false });
    }
  }, [fields.length, append]);
  return (
    <Stack spacing={2} data-testid="pep-relatives">
      {fields.map((item, index) => (
        <Paper key={item.id} variant="outlined" sx={{ p: 2 }} data-testid={`pep-relative-${index}`}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
            <Typography sx={{ fontWeight: 600 }}>Familiar {index + 1}</Typography>
            <IconButton
              aria-label={`Quitar familiar ${index + 1}`}
              onClick={() => remove(index)}
              size="small"
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectInput
                name={`${name}.${index}.relationship`}
                label="Parentesco"
                options="relationships"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput name={`${name}.${index}.fullName`} label="Nombres y apellidos" maxLength={120} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectInput name={`${name}.${index}.position`} label="Cargo" options="pepPositions" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput name={`${name}.${index}.institution`} label="Institución" maxLength={120} />
            </Grid>
          </Grid>
        </Paper>
      ))}
      {listError?.message && fields.length === 0 && <Alert severity="error">{listError.message}</Alert>}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append(emptyRelative)}
          disabled={fields.length >= MAX_PEP_RELATIVES}
          data-testid="pep-relative-add"
        >
          Agregar familiar
        </Button>
      </Box>
    </Stack>
  );
}

/** Document type and number, then the names: from the DNI register when it knows the number. */
function IdentityInput({ prefix, dniLookup }: { prefix: string; dniLookup: boolean }) {
  const { control, setValue, getValues } = useFormContext<FormValues>();
  const path = (n: string) => joinPath(prefix, n);
  const [documentType, documentNumber] = useWatch({
    control,
    name: [path('documentType'), path('documentNumber')],
  }) as [DocumentType, string];
  // Names that came with the form (the account, a saved part) stay when the register does not
  // know their document; only a number typed here and not found clears them (requirements R8).
  const initialNumber = useRef(documentNumber);
  const setNames = useCallback(
    (person: IdentityPerson | null) => {
      if (!person && getValues(path('documentNumber')) === initialNumber.current) return;
      for (const n of ['name', 'lastName', 'secondLastName'] as const)
        setValue(path(n), person?.[n] ?? '', { shouldValidate: person !== null, shouldDirty: true });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `path` only closes over `prefix`.
    [setValue, getValues, prefix],
  );
  const lookup = useDniLookup(
    dniLookup ? documentType : 'OTRO',
    dniLookup ? (documentNumber ?? '') : '',
    setNames,
  );
  const readOnly = lookup.locked;
  // The investor's own DNI is hers; a prefixed block is someone else's (the owner, the beneficiary).
  const helper = lookup.person ? `Completado con los datos de ${prefix ? 'su' : 'tu'} DNI` : undefined;
  const types = useOptions('documentTypes');
  const typeOptions: readonly Option[] = types.options.length
    ? types.options
    : documentTypes.map((key) => ({ key, text: documentTypeLabels[key] }));
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 5 }}>
          <SelectInput name={path('documentType')} label="Tipo de documento" options={typeOptions} />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <TextInput
            name={path('documentNumber')}
            label="Número de documento"
            inputMode={documentType === 'DNI' ? 'numeric' : 'text'}
            maxLength={documentNumberMaxLength(documentType ?? 'DNI')}
            filter={(text) => filterDocumentNumber(documentType ?? 'DNI', text)}
          />
        </Grid>
      </Grid>
      {lookup.pending && <LinearProgress aria-label="Buscando los datos del DNI" />}
      {lookup.error && (
        <Alert severity="warning" data-testid="dni-lookup-error">
          {lookup.error}
        </Alert>
      )}
      <TextInput name={path('name')} label="Nombres" readOnly={readOnly} helper={helper} autoComplete="off" />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            name={path('lastName')}
            label="Apellido paterno"
            readOnly={readOnly}
            autoComplete="off"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            name={path('secondLastName')}
            label="Apellido materno"
            readOnly={readOnly}
            autoComplete="off"
          />
        </Grid>
      </Grid>
    </Stack>
  );
}

/**
 * A document sent as soon as it is chosen (a JPG, PNG or PDF of at most 5 MB, checked again by the
 * server by its content): the field keeps the id the upload answers, and the file's name beside it
 * (form-only) to show what was attached. A refusal shows under the field and keeps what was there.
 */
function UploadInput<C>({ spec, context }: { spec: Extract<FieldSpec<C>, { kind: 'upload' }>; context: C }) {
  const { control, setValue, trigger } = useFormContext<FormValues>();
  const { field, fieldState } = useController({ control, name: spec.name });
  const nameField = `${spec.name}${UI_ONLY}fileName`;
  const shownName = useWatch({ control, name: nameField }) as string | undefined;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const attached = typeof field.value === 'string' && field.value !== '';

  const pick = async (file: File) => {
    setProblem(null);
    if (file.size > DEPOSIT_MAX_FILE_BYTES) {
      setProblem(`«${file.name}» pesa más de 5 MB.`);
      return;
    }
    setBusy(true);
    try {
      const uploaded = await spec.upload(file, context);
      field.onChange(uploaded.id);
      setValue(nameField, uploaded.fileName);
      void trigger(spec.name);
    } catch (error) {
      // A 500 already opened the global error dialog.
      if (error instanceof ApiError && error.kind === 'server') return;
      setProblem(
        error instanceof ApiError && error.status < 500
          ? error.message
          : 'No pudimos subir el documento. Revisa tu conexión e inténtalo de nuevo.',
      );
    } finally {
      setBusy(false);
    }
  };

  const message = problem ?? fieldState.error?.message;
  return (
    <FormControl error={Boolean(message)} fullWidth component="fieldset">
      <FormLabel component="legend" sx={{ mb: 1, color: 'text.primary' }}>
        {spec.label}
      </FormLabel>
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 2,
          borderStyle: attached ? 'solid' : 'dashed',
          borderColor: message ? 'error.main' : attached ? 'success.main' : undefined,
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
          {attached ? (
            <CheckCircleIcon color="success" />
          ) : (
            <UploadFileIcon color={message ? 'error' : 'primary'} />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              data-testid={`${fieldTestId(spec.name)}-name`}
            >
              {attached ? (shownName ?? 'Documento adjunto') : 'Ningún archivo adjunto'}
            </Typography>
            <Typography variant="body2" color="text.secondary" id={hintId}>
              {spec.helper ?? 'Imagen JPG o PNG, o PDF, de hasta 5 MB.'}
            </Typography>
          </Box>
        </Stack>
        <Button
          variant={attached ? 'text' : 'outlined'}
          onClick={() => input.current?.click()}
          disabled={busy}
          aria-describedby={hintId}
          ref={field.ref}
          sx={{ flexShrink: 0 }}
        >
          {busy ? 'Subiendo…' : attached ? 'Cambiar archivo' : 'Adjuntar archivo'}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
          data-testid={fieldTestId(spec.name)}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void pick(file);
          }}
        />
      </Paper>
      {busy && <LinearProgress aria-label="Subiendo el documento" sx={{ mt: 1 }} />}
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}

/** One declared field as its input. */
export function PartField<C>({
  spec,
  values,
  context,
}: {
  spec: FieldSpec<C>;
  values: FormValues;
  context: C;
}) {
  switch (spec.kind) {
    case 'text':
      return (
        <TextInput
          name={spec.name}
          label={spec.label}
          helper={spec.helper}
          inputMode={spec.inputMode}
          maxLength={spec.maxLength}
          filter={spec.filter}
          autoComplete={spec.autoComplete}
        />
      );
    case 'select':
      return <SelectInput name={spec.name} label={spec.label} options={spec.options} />;
    case 'country':
      return <CountryInput name={spec.name} label={spec.label} />;
    case 'place':
      return <PlaceInput spec={spec} />;
    case 'date':
      return (
        <TextInput
          name={spec.name}
          label={spec.label}
          type="date"
          {...(spec.adultsOnly && { max: latestAdultBirthDate(new Date()) })}
        />
      );
    case 'yesno':
      return <BooleanChoice name={spec.name} label={spec.label} />;
    case 'choice':
      return <CardChoice spec={spec} />;
    case 'accept':
      return <AcceptInput name={spec.name} label={spec.label} />;
    case 'relatives':
      return <RelativesInput name={spec.name} />;
    case 'identity':
      return <IdentityInput prefix={spec.prefix} dniLookup={spec.dniLookup} />;
    case 'upload':
      return <UploadInput spec={spec} context={context} />;
    case 'section':
      return (
        <Box sx={{ pt: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {spec.title}
          </Typography>
          {spec.text && (
            <Typography variant="body2" color="text.secondary">
              {spec.text}
            </Typography>
          )}
        </Box>
      );
    case 'custom':
      return <>{spec.render(values, context)}</>;
  }
}
