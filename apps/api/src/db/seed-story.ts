import {
  addDays,
  formatCurrency,
  limaDate,
  onboardingPartContracts,
  type OnboardingPart,
} from '@invierte/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { approveSigning } from '../modules/onboarding-review/approve-signing.ts';
import { applyReviewEvent } from '../modules/onboarding-review/apply-review-event.ts';
import { reviewRepository } from '../modules/onboarding-review/review.repository.ts';
import { createOnboarding } from '../modules/onboarding/create-onboarding.ts';
import { registerChecking } from '../modules/onboarding/deposit/register-checking.ts';
import { registerDeposit } from '../modules/onboarding/deposit/register-deposit.ts';
import { saveOnboardingPart } from '../modules/onboarding/save-onboarding-part.ts';
import { acceptDocuments } from '../modules/onboarding/signing/accept-documents.ts';
import { createContract } from '../modules/onboarding/signing/create-contract.ts';
import { requestSigningCode } from '../modules/onboarding/signing/request-signing-code.ts';
import { signContract } from '../modules/onboarding/signing/sign-contract.ts';
import type { MailMessage } from '../providers/mail/mail-provider.ts';
import type { ClientInfo } from '../shared/client-info.ts';
import {
  customerBankAccounts,
  investments,
  ledgerTransactions,
  movements,
  onboardings,
  products,
  users,
} from './schema.ts';

/** The demo participant whose first investment the story tells (seed-data/catalog.ts). */
const PARTICIPANT = 'participe@invierte.pe';
const PRODUCT = 'bono-select-midcap-soles';
const MAKER = 'admin@invierte.pe';
const CHECKER = 'operaciones@invierte.pe';

const investorDevice: ClientInfo = {
  ip: '190.237.41.18',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};
const officeDevice: ClientInfo = {
  ip: '10.20.0.15',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

/** What María typed in step 1, in the screens' order. */
function step1Answers(bankAccount: { accountNumber: string; cci: string }) {
  const answers: Array<[OnboardingPart, Record<string, unknown>]> = [
    [
      'personalInformation',
      {
        documentType: 'DNI',
        documentNumber: '40000003',
        name: 'María',
        lastName: 'Rojas',
        secondLastName: 'Flores',
        nationality: 'PER',
        gender: 'F',
        maritalStatus: 'CASADO',
        phone: '987123456',
      },
    ],
    ['birthdata', { birthDate: '1978-03-14', birthCountry: 'PER', birthDistrictId: '040101' }],
    [
      'address',
      {
        residenceCountry: 'PER',
        districtId: '150131',
        address: 'Calle Los Laureles 245, dpto. 302',
        reference: 'A media cuadra del parque Los Olivos',
      },
    ],
    [
      'occupation',
      {
        occupation: 'INDEPENDIENTE',
        employer: 'Estudio Rojas Flores',
        jobTitle: 'Arquitecta',
        incomeSource: 'NEGOCIO',
      },
    ],
    ['pep', { isPep: false, hasPepRelatives: false }],
    ['resourceHolder', { holder: 'SELF' }],
    ['finalBeneficiary', { isFinalBeneficiary: true, declarationAccepted: true }],
    ['accountType', { accountType: 'INDIVIDUAL' }],
    ['investment', { amount: '250000.00' }],
    ['bankAccount', { bank: 'BCP', accountType: 'AHORROS', currency: 'PEN', ...bankAccount }],
  ];
  return answers.map(([part, data]) => ({ part, data: onboardingPartContracts[part].schema.parse(data) }));
}

/**
 * The bank's transfer receipt María uploaded, as a one-page PDF. pdfkit is loaded here, not at the
 * top: every start of the demo imports this file, and the story runs on the first one only.
 */
async function transferReceipt(lines: string[]): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A5', margin: 40, info: { Title: 'Constancia de transferencia' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(14).text('Constancia de transferencia', { align: 'center' }).moveDown();
  doc.fontSize(10);
  for (const line of lines) doc.text(line).moveDown(0.4);
  doc.end();
  return done;
}

/**
 * The demo participant's first investment told whole, so her screens show a real history: the
 * request for Bono Select filled in on her phone, the contract written from her data, accepted and
 * signed with a one-time code, the signing approved, the deposit declared with its receipt, and the
 * approval by two administrators. It runs through the same use cases as the product, on a clock set
 * to each moment (a year ago), with e-mail kept from leaving: that mail went out back then. The
 * quotas themselves are the seed's (seed.ts), so the approval names that ledger transaction instead
 * of crediting again. Needs the running app's storage and work pool, so it runs after the app is
 * built; it does nothing once the participant has any request.
 */
export async function seedDemoStory(ctx: AppContext, log: FastifyBaseLogger): Promise<boolean> {
  const [maria] = await ctx.db.select().from(users).where(eq(users.email, PARTICIPANT));
  if (!maria) return false;
  const [started] = await ctx.db
    .select({ id: onboardings.id })
    .from(onboardings)
    .where(eq(onboardings.userId, maria.id));
  if (started) return false;
  const [maker] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, MAKER));
  const [checker] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, CHECKER));
  const [subscription] = await ctx.db
    .select({ movement: movements, productId: products.id })
    .from(movements)
    .innerJoin(investments, eq(investments.id, movements.investmentId))
    .innerJoin(products, eq(products.id, investments.productId))
    .where(
      and(eq(investments.userId, maria.id), eq(products.slug, PRODUCT), eq(movements.type, 'SUBSCRIPTION')),
    )
    .orderBy(asc(movements.operationDate))
    .limit(1);
  if (!maker || !checker || !subscription) return false;
  const { movement, productId } = subscription;
  const [credit] = await ctx.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.kind, 'SUBSCRIPTION'),
        eq(ledgerTransactions.reference, `seed:${movement.id}`),
      ),
    );
  if (!credit) return false;

  // Each step at its own moment (Lima is UTC-5), counted back from the day the quotas were credited.
  const credited = movement.operationDate;
  const moment = (daysBefore: number, limaTime: string) =>
    new Date(`${addDays(credited, -daysBefore)}T${limaTime}:00.000-05:00`);
  const sent: MailMessage[] = [];
  const at = (when: Date): AppContext => ({
    ...ctx,
    now: () => when,
    mail: {
      ...ctx.mail,
      send: async (message: MailMessage) => {
        sent.push(message);
      },
      queue: async () => undefined,
    },
  });
  const userId = maria.id;

  const { _id: onboardingId } = await createOnboarding(
    at(moment(4, '20:05')),
    userId,
    productId,
    investorDevice,
  );
  const [bank] = await ctx.db
    .select()
    .from(customerBankAccounts)
    .where(and(eq(customerBankAccounts.userId, userId), eq(customerBankAccounts.currency, 'PEN')));
  if (!bank) throw new Error('the demo participant has no account in soles');
  for (const [i, { part, data }] of step1Answers(bank).entries())
    await saveOnboardingPart(at(new Date(moment(4, '20:07').getTime() + i * 95_000)), {
      userId,
      onboardingId,
      part,
      data,
      expectedVersion: undefined,
      client: investorDevice,
    });

  const signing = await createContract(at(moment(4, '20:31')), userId, onboardingId, investorDevice);
  await acceptDocuments(at(moment(4, '20:44')), {
    userId,
    onboardingId,
    documentIds: signing.documents.filter((d) => d.kind !== 'CERTIFICATE').map((d) => d.id),
    client: investorDevice,
  });
  await requestSigningCode(at(moment(4, '20:45')), userId, investorDevice);
  const code = /es (\d+)\./.exec(sent.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error('the signing code e-mail was not written');
  await signContract(at(moment(4, '20:47')), { userId, onboardingId, code, client: investorDevice, log });

  await approveSigning(at(moment(3, '09:52')), {
    id: onboardingId,
    actorUserId: maker.id,
    client: officeDevice,
  });

  const amount = movement.amount;
  const transferDay = addDays(credited, -3);
  await registerChecking(at(moment(3, '12:10')), {
    userId,
    request: { onboardingId, declarationAccepted: true },
    client: investorDevice,
  });
  const receipt = await transferReceipt([
    `Fecha: ${transferDay.split('-').reverse().join('/')} 12:02`,
    'Operación: 004518273',
    `Cuenta de origen: BCP Ahorros soles ${bank.accountNumber}`,
    'Destino: Fondo de Inversión Invierte (cuenta recaudadora en soles)',
    `Importe: ${formatCurrency(amount, 'PEN', { decimals: 2 })}`,
    'Ordenante: María Rojas Flores',
  ]);
  await registerDeposit(at(moment(3, '12:14')), {
    userId,
    client: investorDevice,
    upload: {
      fields: { onboardingId, operationNumber: '004518273', transferDate: transferDay, amount, bank: 'BCP' },
      files: [{ fieldname: 'files[]', filename: 'constancia-bcp.pdf', bytes: receipt }],
    },
  });

  // The two-person approval of approve-onboarding.ts, naming the seed's credit of her quotas.
  const preparedAt = moment(0, '10:20');
  await applyReviewEvent(
    at(moment(0, '11:05')),
    {
      id: onboardingId,
      event: 'APPROVE',
      actorUserId: checker.id,
      client: officeDevice,
      data: { makerId: maker.id, ledgerTransactionId: credit.id, quotas: movement.quotas },
    },
    async (tx) => {
      const approval = await reviewRepository.insertApproval(tx, {
        onboardingId,
        status: 'PREPARED',
        amount,
        currency: 'PEN',
        quotaValue: movement.quotaValue,
        quotaValueDate: credited,
        applicableDay: limaDate(preparedAt),
        quotas: movement.quotas,
        makerId: maker.id,
        preparedAt,
      });
      await reviewRepository.executeApproval(tx, {
        id: approval.id,
        expectedVersion: approval.version,
        checkerId: checker.id,
        at: moment(0, '11:05'),
        ledgerTransactionId: credit.id,
      });
    },
  );
  return true;
}
