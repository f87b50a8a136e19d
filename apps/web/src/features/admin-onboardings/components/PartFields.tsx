import {
  formatCurrency,
  type CountryOption,
  type CurrencyCode,
  type LinkingParameters,
  currencyNames,
} from '@invierte/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { limaDateTime, peruvianDate } from '../../../lib/peru-dates';
import { BeneficiaryFields } from './BeneficiaryFields';
import { useCountries } from '../../../lib/reference-api/get-countries';
import { useDistricts } from '../../../lib/reference-api/get-districts';
import { useListParameters } from '../../../lib/reference-api/get-list-parameters';

/** How a reviewer reads each saved field: its name, and how its value is written. */
type Kind =
  | { kind: 'text' }
  | { kind: 'option'; list: keyof LinkingParameters }
  | { kind: 'choice'; texts: Record<string, string> }
  | { kind: 'country' }
  | { kind: 'district' }
  | { kind: 'date' }
  | { kind: 'instant' }
  | { kind: 'money' }
  | { kind: 'person' }
  | { kind: 'relatives' }
  | { kind: 'beneficiary' };

const text: Kind = { kind: 'text' };
const fields: Record<string, [string, Kind]> = {
  documentType: ['Tipo de documento', { kind: 'option', list: 'documentTypes' }],
  documentNumber: ['Número de documento', text],
  name: ['Nombres', text],
  lastName: ['Apellido paterno', text],
  secondLastName: ['Apellido materno', text],
  nationality: ['Nacionalidad', { kind: 'country' }],
  gender: ['Sexo', { kind: 'choice', texts: { F: 'Femenino', M: 'Masculino' } }],
  maritalStatus: ['Estado civil', { kind: 'option', list: 'maritalStatuses' }],
  phone: ['Celular', text],
  birthDate: ['Fecha de nacimiento', { kind: 'date' }],
  birthCountry: ['País de nacimiento', { kind: 'country' }],
  birthDistrictId: ['Distrito de nacimiento', { kind: 'district' }],
  birthCity: ['Ciudad de nacimiento', text],
  residenceCountry: ['País de residencia', { kind: 'country' }],
  districtId: ['Distrito', { kind: 'district' }],
  city: ['Ciudad', text],
  address: ['Dirección', text],
  reference: ['Referencia', text],
  occupation: ['Ocupación', { kind: 'option', list: 'occupations' }],
  employer: ['Centro de trabajo', text],
  jobTitle: ['Cargo', text],
  workplaceAddress: ['Dirección del centro de trabajo', text],
  incomeSource: ['Origen de los fondos', { kind: 'option', list: 'incomeSources' }],
  isPep: ['Es persona expuesta políticamente', text],
  position: ['Cargo público', { kind: 'option', list: 'pepPositions' }],
  institution: ['Institución', text],
  hasPepRelatives: ['Tiene familiares expuestos políticamente', text],
  relatives: ['Familiares declarados', { kind: 'relatives' }],
  holder: [
    'Dueño del dinero',
    { kind: 'choice', texts: { SELF: 'El propio inversionista', THIRD_PARTY: 'Otra persona' } },
  ],
  owner: ['Persona dueña del dinero', { kind: 'person' }],
  isFinalBeneficiary: ['Es el beneficiario final', text],
  declarationAccepted: ['Aceptó la declaración', text],
  beneficiary: ['Beneficiario final', { kind: 'beneficiary' }],
  entityType: ['Tipo de entidad', text],
  isInstitutional: ['Inversionista institucional', text],
  amount: ['Monto', { kind: 'money' }],
  quotaValue: ['Valor cuota referencial', text],
  quotaValueDate: ['Fecha del valor cuota', { kind: 'date' }],
  quotaNumber: ['Cuotas referenciales', text],
  bank: ['Banco', { kind: 'option', list: 'banks' }],
  bankName: ['Banco', text],
  accountType: ['Tipo de cuenta', text],
  currency: ['Moneda', { kind: 'choice', texts: currencyNames }],
  accountNumber: ['Número de cuenta', text],
  cci: ['CCI', text],
  operationNumber: ['Número de operación', text],
  transferDate: ['Fecha de la transferencia', { kind: 'date' }],
  registeredAt: ['Registrado', { kind: 'instant' }],
  declaration: ['Declaración', text],
  acceptedAt: ['Aceptada', { kind: 'instant' }],
  ip: ['IP', text],
  userAgent: ['Navegador', text],
};

/** The same name means another thing in one part: the account type of the investment, or of the bank. */
const byPart: Record<string, Record<string, [string, Kind]>> = {
  accountType: {
    accountType: [
      'Tipo de cuenta',
      { kind: 'choice', texts: { INDIVIDUAL: 'Individual', JOINT: 'Mancomunada' } },
    ],
  },
  bankAccount: { accountType: ['Tipo de cuenta bancaria', { kind: 'option', list: 'bankAccountTypes' }] },
  // The deposit names its bank twice: the readable name is enough.
  deposit: { bank: ['', text] },
};

const fieldOrder = Object.keys(fields);
/** The order the forms ask in; a field this screen does not know goes last. */
const order = (key: string) => (fieldOrder.includes(key) ? fieldOrder.indexOf(key) : fieldOrder.length);

const yesNo = (value: unknown) => (value === true ? 'Sí' : value === false ? 'No' : undefined);

function DistrictName({ code }: { code: string }) {
  const districts = useDistricts(/^\d{6}$/.test(code) ? code.slice(0, 4) : '');
  const name = districts.data?.find((d) => d.id === code)?.name;
  return <>{name ? `${name} (${code})` : code}</>;
}

/** The lists the values are looked up in, read once for every field of the part. */
interface Lookups {
  parameters: LinkingParameters | undefined;
  countries: CountryOption[] | undefined;
  currency: CurrencyCode;
}

function Value({ kind, value, lookups }: { kind: Kind; value: unknown; lookups: Lookups }) {
  const { parameters, countries, currency } = lookups;
  if (value === null || value === undefined || value === '') return <>—</>;
  const raw = typeof value === 'string' ? value : undefined;
  switch (kind.kind) {
    case 'option':
      return <>{parameters?.[kind.list].find((o) => o.key === raw)?.text ?? raw}</>;
    case 'choice':
      return <>{(raw && kind.texts[raw]) ?? raw}</>;
    case 'country':
      return <>{countries?.find((c) => c.id === raw)?.name ?? raw}</>;
    case 'district':
      return raw ? <DistrictName code={raw} /> : <>—</>;
    case 'date':
      return <>{raw ? peruvianDate(raw) : '—'}</>;
    case 'instant':
      return <>{raw ? limaDateTime(raw) : '—'}</>;
    case 'money':
      return <>{raw ? formatCurrency(raw, currency, { decimals: 2 }) : '—'}</>;
    case 'person': {
      const p = value as Record<string, unknown>;
      return (
        <>
          {[p.name, p.lastName, p.secondLastName].filter(Boolean).join(' ')}
          {p.documentNumber ? ` · ${String(p.documentType ?? '')} ${String(p.documentNumber)}` : ''}
        </>
      );
    }
    case 'relatives': {
      const list = Array.isArray(value) ? (value as Array<Record<string, unknown>>) : [];
      return <>{list.length ? list.map((r) => String(r.fullName ?? '')).join(', ') : 'Ninguno'}</>;
    }
    default:
      return <>{yesNo(value) ?? (typeof value === 'object' ? JSON.stringify(value) : String(value))}</>;
  }
}

/** One saved part of an onboarding as the reviewer reads it: Spanish names and readable values. */
export function PartFields({
  onboardingId,
  part,
  data,
  currency,
}: {
  /** The request the part belongs to: the final beneficiary's document opens from it. */
  onboardingId: string;
  part: string;
  data: Record<string, unknown>;
  currency: CurrencyCode;
}) {
  const lookups: Lookups = { parameters: useListParameters().data, countries: useCountries().data, currency };
  return (
    <>
      {Object.entries(data)
        .sort(([a], [b]) => order(a) - order(b))
        .map(([key, value]) => {
          const [label, kind] = byPart[part]?.[key] ?? fields[key] ?? [key, text];
          if (!label) return null;
          if (kind.kind === 'beneficiary' && value && typeof value === 'object')
            return (
              <BeneficiaryFields
                key={key}
                onboardingId={onboardingId}
                beneficiary={value as Record<string, unknown>}
              />
            );
          return (
            <Typography key={key} variant="body2" sx={{ wordBreak: 'break-word' }}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {label}:
              </Box>{' '}
              <Value kind={kind} value={value} lookups={lookups} />
            </Typography>
          );
        })}
    </>
  );
}
