import {
  beneficiaryRelationshipLabels,
  currencySymbols,
  formatQuotas,
  formatQuotaValue,
  isPositiveDecimal,
  moneyPatterns,
  quotaDayRule,
  quotasForAmount,
  type SavedInvestment,
  toMoneyDecimal,
  toTitleCase,
} from '@invierte/domain';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  bankAccountFields as bankFields,
  birthFields,
  occupationFields,
  personalInformationFields,
  residenceFields,
} from '../../../components/part-form/part-fields';
import { peruvianDate } from '../../../lib/peru-dates';
import type { FormValues, ScreenContext, Step1ScreenDef } from './form-model';
import { SavedAccountPicker } from './SavedAccountPicker';
import { saveOnboardingBankAccount } from '../api/save-onboarding-bank-account';
import { uploadBeneficiaryDocument } from '../api/upload-beneficiary-document';

/**
 * Every step-1 screen of requirements R2 by what is its own: the part it saves, its copy and its fields.
 * Validation comes from the part's shared schema (onboardingPartContracts); layout, saving, the
 * next/previous screen and errors are the one Step1FormScreen.
 */

/** requirements R5: the amount keeps digits and one decimal point, with at most 2 decimals. */
export const amountFilter = (text: string) => {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  return rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
};
const isYes = (name: string) => (values: FormValues) => values[name] === true;
const isNo = (name: string) => (values: FormValues) => values[name] === false;

const beneficiaryRelationshipOptions = Object.entries(beneficiaryRelationshipLabels).map(([key, text]) => ({
  key,
  text,
}));

const bankInitial = ({ info }: ScreenContext) => ({ currency: info.product.currency.code });

/**
 * The quotas an amount would buy at the reference value: amount ÷ quota value, truncated to 8
 * decimals. Only an estimate: the approval prices the deposit at its own applicable day.
 */
function QuotaPreview({ values, context }: { values: FormValues; context: ScreenContext }) {
  const quotaValue = context.product?.quotaValue ?? context.info.product.quotaValue;
  const amount = typeof values.amount === 'string' ? values.amount : '';
  const valid = moneyPatterns.investmentAmount.test(amount) && isPositiveDecimal(amount);
  if (!quotaValue) return null;
  return (
    <Typography color="text.secondary" data-testid="investment-quotas" aria-live="polite">
      {valid ? (
        <>
          Con este monto adquirirías aproximadamente{' '}
          <strong>{formatQuotas(quotasForAmount(amount, quotaValue))} cuotas</strong> al valor de referencia.
        </>
      ) : (
        'Ingresa un monto para ver cuántas cuotas adquirirías.'
      )}
    </Typography>
  );
}

/**
 * The latest published quota value, named by its day and labelled a reference: the quotas are
 * priced when the deposit is approved, at the value of that moment's applicable day (4:30 pm rule).
 */
function QuotaOfTheDay({ context }: { context: ScreenContext }) {
  const { info, product } = context;
  const quotaValue = product?.quotaValue ?? info.product.quotaValue;
  const quotaValueDate = product?.quotaValueDate ?? null;
  const currency = info.product.currency.code;
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover', borderStyle: 'dashed' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
        <div>
          <Typography variant="body2" color="text.secondary" data-testid="investment-quota-label">
            {quotaValueDate
              ? `Valor cuota de referencia del ${peruvianDate(quotaValueDate)}`
              : 'Valor cuota de referencia'}{' '}
            · {info.product.name}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            sx={{ fontWeight: 700 }}
            data-testid="investment-quota-value"
          >
            {quotaValue ? formatQuotaValue(quotaValue, currencySymbols[currency]) : 'Aún no publicado'}
          </Typography>
        </div>
        {product && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ alignSelf: { sm: 'flex-end' } }}
            data-testid="investment-minimum"
          >
            {product.minimumMessage}
          </Typography>
        )}
      </Stack>
      {quotaValue && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="investment-quota-rule">
          Tus cuotas se calcularán con el valor cuota vigente al aprobarse tu depósito, no con este.{' '}
          {quotaDayRule}
        </Typography>
      )}
    </Paper>
  );
}

export const step1ScreenDefs: readonly Step1ScreenDef[] = [
  {
    route: 'personal-information',
    part: 'personalInformation',
    title: 'Datos personales',
    intro: 'Con tu DNI completamos tus nombres tal como figuran en RENIEC.',
    fields: personalInformationFields,
    // The account already knows who registered: start from it.
    initial: ({ profile }) =>
      profile
        ? {
            ...(profile.documentType && { documentType: profile.documentType }),
            documentNumber: profile.documentNumber ?? '',
            name: toTitleCase(profile.name),
            lastName: toTitleCase(profile.lastName),
            secondLastName: toTitleCase(profile.secondLastName),
          }
        : {},
  },
  {
    route: 'date-and-place-birth',
    part: 'birthdata',
    title: 'Fecha y lugar de nacimiento',
    intro: 'Para invertir debes ser mayor de edad.',
    fields: birthFields,
  },
  {
    route: 'residence',
    part: 'address',
    title: 'Domicilio',
    intro: 'La dirección donde vives actualmente.',
    fields: residenceFields,
  },
  {
    route: 'ocupation',
    part: 'occupation',
    title: 'Ocupación',
    intro: 'A qué te dedicas y de dónde provienen los fondos que invertirás.',
    fields: occupationFields,
  },
  {
    route: 'political',
    part: 'pep',
    title: 'Persona expuesta políticamente',
    intro:
      'Una persona expuesta políticamente (PEP) es quien cumple o cumplió en los últimos cinco años una función pública destacada, como autoridades, funcionarios de alto nivel o dirigentes de partidos.',
    fields: [
      { kind: 'yesno', name: 'isPep', label: '¿Eres una persona expuesta políticamente?' },
      {
        kind: 'select',
        name: 'position',
        label: 'Cargo',
        options: 'pepPositions',
        half: true,
        when: isYes('isPep'),
      },
      {
        kind: 'text',
        name: 'institution',
        label: 'Institución',
        maxLength: 120,
        half: true,
        when: isYes('isPep'),
      },
      {
        kind: 'yesno',
        name: 'hasPepRelatives',
        label: '¿Tienes familiares o allegados que sean personas expuestas políticamente?',
      },
      { kind: 'relatives', name: 'relatives', when: isYes('hasPepRelatives') },
    ],
  },
  {
    route: 'resource-holder',
    part: 'resourceHolder',
    title: 'Origen del dinero',
    fields: [
      {
        kind: 'choice',
        name: 'holder',
        label: '¿El dinero que invertirás es tuyo?',
        options: [
          { value: 'SELF', label: 'Sí, es mi dinero' },
          {
            value: 'THIRD_PARTY',
            label: 'No, pertenece a otra persona',
            hint: 'Te pediremos sus datos, su domicilio y su ocupación.',
          },
        ],
      },
      {
        kind: 'section',
        title: 'Datos de la persona dueña del dinero',
        when: (v) => v.holder === 'THIRD_PARTY',
      },
      { kind: 'identity', prefix: 'owner', dniLookup: true, when: (v) => v.holder === 'THIRD_PARTY' },
    ],
  },
  {
    route: 'owner/date-and-place-birth',
    part: 'beneficiaryBirthdata',
    title: 'Nacimiento de la persona dueña del dinero',
    fields: birthFields,
  },
  {
    route: 'owner/residence',
    part: 'beneficiaryAddress',
    title: 'Domicilio de la persona dueña del dinero',
    fields: residenceFields,
  },
  {
    route: 'owner/ocupation',
    part: 'beneficiaryOccupation',
    title: 'Ocupación de la persona dueña del dinero',
    fields: occupationFields,
  },
  {
    route: 'owner/workplace',
    part: 'beneficiaryWorkplace',
    title: 'Centro de trabajo de la persona dueña del dinero',
    fields: [
      { kind: 'text', name: 'employer', label: 'Centro de trabajo', maxLength: 120 },
      { kind: 'text', name: 'jobTitle', label: 'Cargo', maxLength: 80, half: true },
      {
        kind: 'text',
        name: 'workplaceAddress',
        label: 'Dirección del trabajo (opcional)',
        maxLength: 160,
        half: true,
      },
    ],
  },
  {
    route: 'beneficiary-info-final',
    part: 'finalBeneficiary',
    title: 'Beneficiario final',
    intro:
      'El beneficiario final es la persona natural que finalmente recibe los beneficios de la inversión o la controla.',
    fields: [
      { kind: 'yesno', name: 'isFinalBeneficiary', label: '¿Eres el beneficiario final de esta inversión?' },
      {
        kind: 'section',
        title: 'Datos del beneficiario final',
        text: 'Indícanos quién recibirá los beneficios de esta inversión y adjunta su documento de identidad.',
        when: isNo('isFinalBeneficiary'),
      },
      { kind: 'identity', prefix: 'beneficiary', dniLookup: true, when: isNo('isFinalBeneficiary') },
      {
        kind: 'date',
        name: 'beneficiary.birthDate',
        label: 'Fecha de nacimiento',
        half: true,
        when: isNo('isFinalBeneficiary'),
      },
      {
        kind: 'country',
        name: 'beneficiary.nationality',
        label: 'Nacionalidad',
        half: true,
        when: isNo('isFinalBeneficiary'),
      },
      {
        kind: 'select',
        name: 'beneficiary.relationship',
        label: 'Tu relación con el beneficiario',
        options: beneficiaryRelationshipOptions,
        when: isNo('isFinalBeneficiary'),
      },
      {
        kind: 'upload',
        name: 'beneficiary.documentFileId',
        label: 'Documento de identidad del beneficiario',
        helper: 'Foto o escaneo legible de su DNI o carné de extranjería: JPG, PNG o PDF de hasta 5 MB.',
        upload: (file, { info }) => uploadBeneficiaryDocument(info._id, file),
        when: isNo('isFinalBeneficiary'),
      },
      {
        kind: 'accept',
        name: 'declarationAccepted',
        label:
          'Declaro bajo juramento que la información que proporciono es verdadera y que los fondos no provienen de actividades ilícitas.',
      },
    ],
  },
  {
    route: 'account-type',
    part: 'accountType',
    title: 'Tipo de cuenta',
    fields: [
      {
        kind: 'choice',
        name: 'accountType',
        label: '¿Cómo quieres registrar tu cuenta de inversión?',
        options: [
          { value: 'INDIVIDUAL', label: 'Individual', hint: 'Solo tú eres titular de la inversión.' },
          {
            value: 'JOINT',
            label: 'Mancomunada',
            hint: 'Compartes la titularidad con tu cónyuge.',
          },
        ],
      },
    ],
  },
  {
    route: 'message-mancomunada',
    part: 'partner',
    title: 'Cuenta mancomunada',
    fields: [
      {
        kind: 'custom',
        key: 'mancomunada-message',
        render: () => (
          <Alert severity="info" data-testid="mancomunada-message">
            En una cuenta mancomunada ambos titulares son dueños de la inversión: las solicitudes de rescate y
            los cambios de la cuenta requieren la autorización de los dos. Ingresa los datos de tu cónyuge
            para registrarlo como cotitular.
          </Alert>
        ),
      },
      { kind: 'section', title: 'Datos de tu cónyuge' },
      { kind: 'identity', prefix: '', dniLookup: true },
      { kind: 'select', name: 'relationship', label: 'Parentesco', options: 'relationships', half: true },
      {
        kind: 'text',
        name: 'phone',
        label: 'Celular (opcional)',
        inputMode: 'tel',
        maxLength: 16,
        half: true,
      },
    ],
  },
  {
    route: 'institutional-investment',
    part: 'institutionalInvestor',
    title: 'Inversionista institucional',
    intro: 'Este producto está reservado a inversionistas institucionales.',
    fields: [
      {
        kind: 'select',
        name: 'entityType',
        label: 'Tipo de entidad',
        options: [
          { key: 'BANK', text: 'Empresa del sistema financiero' },
          { key: 'INSURANCE', text: 'Empresa de seguros' },
          { key: 'PENSION_FUND', text: 'Administradora de fondos de pensiones' },
          { key: 'FUND_MANAGER', text: 'Sociedad administradora de fondos' },
          { key: 'OTHER', text: 'Otro inversionista institucional' },
        ],
      },
      {
        kind: 'accept',
        name: 'isInstitutional',
        label:
          'Declaro que califico como inversionista institucional según la normativa del mercado de valores.',
      },
    ],
  },
  {
    route: 'investment',
    part: 'investment',
    title: 'Monto a invertir',
    fields: [
      {
        kind: 'custom',
        key: 'quota-of-the-day',
        render: (_values, context) => <QuotaOfTheDay context={context} />,
      },
      {
        kind: 'text',
        name: 'amount',
        label: '¿Cuánto quieres invertir?',
        inputMode: 'decimal',
        maxLength: 15,
        filter: amountFilter,
      },
      {
        kind: 'custom',
        key: 'quota-preview',
        render: (values, context) => <QuotaPreview values={values} context={context} />,
      },
    ],
    fromSaved: (saved) => ({ amount: (saved as SavedInvestment).amount }),
    // Requirements R5: below the product's minimum, its message.
    check: (values, { product }) => {
      const amount = typeof values.amount === 'string' ? values.amount : '';
      if (!product || !moneyPatterns.decimal.test(amount) || amount.startsWith('-')) return null;
      return toMoneyDecimal(amount).lt(product.minimumInvestment)
        ? { field: 'amount', message: product.minimumMessage }
        : null;
    },
  },
  {
    route: 'select-bank-account',
    part: 'bankAccount',
    title: 'Cuenta para tus pagos',
    intro: 'Confirma la cuenta a tu nombre donde depositaremos tus pagos y rescates, o cámbiala por otra.',
    fields: [{ kind: 'custom', key: 'saved-accounts', render: () => <SavedAccountPicker /> }, ...bankFields],
    initial: bankInitial,
    afterSave: saveOnboardingBankAccount,
  },
  {
    route: 'bank-account',
    part: 'bankAccount',
    title: 'Cuenta bancaria',
    intro: 'La cuenta a tu nombre donde depositaremos tus pagos y rescates.',
    fields: bankFields,
    initial: bankInitial,
    // Kept among the customer's accounts, so the profile lists it and the next onboarding offers it.
    afterSave: saveOnboardingBankAccount,
  },
];

export const screenDefFor = (route: string) => step1ScreenDefs.find((s) => s.route === route);
