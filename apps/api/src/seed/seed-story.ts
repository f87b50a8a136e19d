import {
  addDays,
  formatCurrency,
  limaDate,
  onboardingPartContracts,
  type OnboardingPart,
  currencyWords,
} from '@invierte/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { approveOnboarding } from '../contexts/customers/index.ts';
import { approveSigning } from '../contexts/customers/index.ts';
import { applyReviewEvent } from '../contexts/customers/index.ts';
import { reviewRepository } from '../contexts/customers/index.ts';
import { createOnboarding } from '../contexts/customers/index.ts';
import { registerChecking } from '../contexts/customers/index.ts';
import { registerDeposit } from '../contexts/customers/index.ts';
import { saveOnboardingPart } from '../contexts/customers/index.ts';
import { acceptDocuments } from '../contexts/customers/index.ts';
import { createContract } from '../contexts/customers/index.ts';
import { requestSigningCode } from '../contexts/customers/index.ts';
import { signContract } from '../contexts/customers/index.ts';
import { requestRescue } from '../contexts/portfolio/index.ts';
import { cancelOnboarding } from '../contexts/customers/index.ts';
import { saveOnboardingBankAccount } from '../contexts/customers/index.ts';
import type { MailMessage } from '../providers/mail/mail-provider.ts';
import type { ClientInfo } from '../shared/client-info.ts';
import { uploadedFromBytes } from '../shared/read-multipart.ts';
import {
  customerBankAccounts,
  investments,
  ledgerTransactions,
  movements,
  onboardings,
  products,
  userAlerts,
  users,
} from '../db/schema.ts';

/** The demo participant whose first investment the story tells (seed-data/catalog.ts). */
const PARTICIPANT = 'participe@invierte.pe';
const PRODUCT = 'bono-select-midcap-soles';
/** The demo applicant whose deposit waits for the back office, so it has a request to decide. */
const APPLICANT = 'verificacion@invierte.pe';
const APPLICANT_PRODUCT = 'factoring-dolares';
/** The demo participant whose rescue request waits for its payment, so the rescue desk has one to pay. */
const RESCUER = 'rescate@invierte.pe';
const RESCUER_PRODUCT = 'mutuo-acreencias-soles';
/** Her request: a part of her quotas, within the quarter's 15 % cap of a fund where she is the only holder. */
const RESCUED_QUOTAS = '50';
const CANCELER = 'anulacion@invierte.pe';
const CANCELER_PRODUCT = 'factoring-soles';
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

/** Who an investor is in step 1: the parts that differ from one investor to another. */
interface Investor {
  documentNumber: string;
  name: string;
  lastName: string;
  secondLastName: string;
  gender: 'F' | 'M';
  maritalStatus: string;
  phone: string;
  birth: Record<string, unknown>;
  address: Record<string, unknown>;
  occupation: Record<string, unknown>;
  amount: string;
  bankAccount: { bank: string; currency: 'PEN' | 'USD'; accountNumber: string; cci: string };
}

/** What an investor typed in step 1, in the screens' order. */
function step1Answers(who: Investor) {
  const answers: Array<[OnboardingPart, Record<string, unknown>]> = [
    [
      'personalInformation',
      {
        documentType: 'DNI',
        documentNumber: who.documentNumber,
        name: who.name,
        lastName: who.lastName,
        secondLastName: who.secondLastName,
        nationality: 'PER',
        gender: who.gender,
        maritalStatus: who.maritalStatus,
        phone: who.phone,
      },
    ],
    ['birthdata', who.birth],
    ['address', { residenceCountry: 'PER', ...who.address }],
    ['occupation', who.occupation],
    ['pep', { isPep: false, hasPepRelatives: false }],
    ['resourceHolder', { holder: 'SELF' }],
    ['finalBeneficiary', { isFinalBeneficiary: true, declarationAccepted: true }],
    ['accountType', { accountType: 'INDIVIDUAL' }],
    ['investment', { amount: who.amount }],
    ['bankAccount', { accountType: 'AHORROS', ...who.bankAccount }],
  ];
  return answers.map(([part, data]) => ({ part, data: onboardingPartContracts[part].schema.parse(data) }));
}

const maria = (bankAccount: { accountNumber: string; cci: string }, amount: string): Investor => ({
  documentNumber: '40000003',
  name: 'María',
  lastName: 'Rojas',
  secondLastName: 'Flores',
  gender: 'F',
  maritalStatus: 'CASADO',
  phone: '987123456',
  birth: { birthDate: '1978-03-14', birthCountry: 'PER', birthDistrictId: '040101' },
  address: {
    districtId: '150131',
    address: 'Calle Los Laureles 245, dpto. 302',
    reference: 'A media cuadra del parque Los Olivos',
  },
  occupation: {
    occupation: 'INDEPENDIENTE',
    employer: 'Estudio Rojas Flores',
    jobTitle: 'Arquitecta',
    incomeSource: 'NEGOCIO',
  },
  amount,
  bankAccount: { bank: 'BCP', currency: 'PEN', ...bankAccount },
});

const rocio: Investor = {
  documentNumber: '40000009',
  name: 'Rocío',
  lastName: 'Vargas',
  secondLastName: 'Tello',
  gender: 'F',
  maritalStatus: 'SOLTERO',
  phone: '956340127',
  birth: { birthDate: '1991-08-22', birthCountry: 'PER', birthDistrictId: '130101' },
  address: {
    districtId: '150122',
    address: 'Av. José Pardo 610, dpto. 801',
    reference: 'Frente al parque Miraflores',
  },
  occupation: {
    occupation: 'EMPLEADO',
    employer: 'Clínica San Felipe',
    jobTitle: 'Médica cirujana',
    incomeSource: 'SUELDO',
  },
  amount: '8000.00',
  bankAccount: {
    bank: 'INTERBANK',
    currency: 'USD',
    accountNumber: '1984000000902',
    cci: '00319800400000090293',
  },
};

const patricia: Investor = {
  documentNumber: '40000010',
  name: 'Patricia',
  lastName: 'Medina',
  secondLastName: 'Salazar',
  gender: 'F',
  maritalStatus: 'CASADO',
  phone: '945612380',
  birth: { birthDate: '1969-05-30', birthCountry: 'PER', birthDistrictId: '080101' },
  address: {
    districtId: '150140',
    address: 'Jr. Monte Rosa 171, dpto. 502',
    reference: 'Cerca del óvalo Higuereta',
  },
  occupation: {
    occupation: 'EMPRESARIO',
    employer: 'Textiles Medina S.A.C.',
    jobTitle: 'Gerente general',
    incomeSource: 'NEGOCIO',
  },
  amount: '80000.00',
  bankAccount: {
    bank: 'BBVA',
    currency: 'PEN',
    accountNumber: '001100150200441017',
    cci: '01101500020044101757',
  },
};

const jorge: Investor = {
  documentNumber: '40000011',
  name: 'Jorge',
  lastName: 'Paredes',
  secondLastName: 'Quispe',
  gender: 'M',
  maritalStatus: 'SOLTERO',
  phone: '961204587',
  birth: { birthDate: '1985-11-02', birthCountry: 'PER', birthDistrictId: '040101' },
  address: {
    districtId: '150130',
    address: 'Av. Javier Prado Este 2875, dpto. 1204',
    reference: 'Frente al centro comercial',
  },
  occupation: {
    occupation: 'EMPLEADO',
    employer: 'Minera Andina S.A.',
    jobTitle: 'Ingeniero de minas',
    incomeSource: 'SUELDO',
  },
  amount: '3000.00',
  bankAccount: {
    bank: 'INTERBANK',
    currency: 'PEN',
    accountNumber: '1984000000091',
    cci: '00319800400000009195',
  },
};

/**
 * The bank's transfer receipt an investor uploaded, as a one-page PDF. The PDF module is loaded here,
 * not at the top: every start of the demo imports this file, and the stories run on the first one only.
 */
async function transferReceipt(lines: string[]): Promise<Buffer> {
  const { renderPdf, pdfFont } = await import('../shared/pdf-document.ts');
  const bytes = await renderPdf(
    { size: 'A5', margin: 40, info: { Title: 'Constancia de transferencia' } },
    (doc) => {
      doc.font(pdfFont.bold).fontSize(14).text('Constancia de transferencia', { align: 'center' }).moveDown();
      doc.font(pdfFont.regular).fontSize(10);
      for (const line of lines) doc.text(line).moveDown(0.4);
    },
  );
  return Buffer.from(bytes);
}

/** A clock set to each moment of a story, with e-mail kept from leaving (that mail went out back then). */
function storyClock(ctx: AppContext) {
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
      // An operation's own e-mail (a rescue's) is written with it: a write that stores nothing.
      queuedWrite: () => ({
        name: 'mail_outbox',
        statement: sql`delete from mail_outbox where false`,
        rows: 0,
        refusal: () => new Error('the story stores no e-mail'),
      }),
    },
  });
  return { at, lastMail: () => sent.at(-1) };
}

interface RequestStory {
  userId: string;
  productId: string;
  investor: Investor;
  makerId: string;
  /** The moment of a step: so many days before the story's reference day, at a Lima time. */
  moment: (daysBefore: number, limaTime: string) => Date;
  transfer: { day: string; time: string; operationNumber: string; bankName: string; fileName: string };
}

/**
 * One request told up to its deposit, through the product's own use cases: created on the investor's
 * phone, step 1 saved part by part, contract and annexes written from those answers, accepted, a
 * one-time code sent and entered, the signing approved by the maker, the declaration accepted, the
 * deposit registered with its receipt. Leaves the request in verification; returns its id and the
 * story's clock, for what follows.
 */
async function tellUntilDeposit(ctx: AppContext, log: FastifyBaseLogger, story: RequestStory) {
  const { userId, investor, moment } = story;
  const { at, lastMail } = storyClock(ctx);
  const { _id: onboardingId } = await createOnboarding(
    at(moment(4, '20:05')),
    userId,
    story.productId,
    investorDevice,
  );
  for (const [i, { part, data }] of step1Answers(investor).entries())
    await saveOnboardingPart(at(new Date(moment(4, '20:07').getTime() + i * 95_000)), {
      userId,
      onboardingId,
      part,
      data,
      expectedVersion: undefined,
      client: investorDevice,
    });
  // As the step-1 screen does once the account is saved: it joins her accounts (idempotent by CCI).
  await saveOnboardingBankAccount(at(moment(4, '20:24')), userId, onboardingId);

  const signing = await createContract(at(moment(4, '20:31')), userId, onboardingId, investorDevice);
  await acceptDocuments(at(moment(4, '20:44')), {
    userId,
    onboardingId,
    documentIds: signing.documents.filter((d) => d.kind !== 'CERTIFICATE').map((d) => d.id),
    client: investorDevice,
  });
  await requestSigningCode(at(moment(4, '20:45')), userId, investorDevice);
  const code = /es (\d+)\./.exec(lastMail()?.text ?? '')?.[1];
  if (!code) throw new Error('the signing code e-mail was not written');
  await signContract(at(moment(4, '20:47')), { userId, onboardingId, code, client: investorDevice, log });

  await approveSigning(at(moment(3, '09:52')), {
    id: onboardingId,
    actorUserId: story.makerId,
    client: officeDevice,
  });

  const { amount, bankAccount } = investor;
  await registerChecking(at(moment(3, '12:10')), {
    userId,
    request: { onboardingId, declarationAccepted: true },
    client: investorDevice,
  });
  const receipt = await transferReceipt([
    `Fecha: ${story.transfer.day.split('-').reverse().join('/')} ${story.transfer.time}`,
    `Operación: ${story.transfer.operationNumber}`,
    `Cuenta de origen: ${story.transfer.bankName} Ahorros ${currencyWords[bankAccount.currency]} ${bankAccount.accountNumber}`,
    `Destino: Fondo de Inversión Invierte (cuenta recaudadora en ${currencyWords[bankAccount.currency]})`,
    `Importe: ${formatCurrency(amount, bankAccount.currency, { decimals: 2 })}`,
    `Ordenante: ${investor.name} ${investor.lastName} ${investor.secondLastName}`,
  ]);
  await registerDeposit(at(moment(3, '12:14')), {
    userId,
    client: investorDevice,
    upload: {
      fields: {
        onboardingId,
        operationNumber: story.transfer.operationNumber,
        transferDate: story.transfer.day,
        amount,
        bank: bankAccount.bank,
      },
      files: [uploadedFromBytes('files[]', story.transfer.fileName, receipt)],
    },
  });
  // She read the alerts of those steps back then (her signature approved, her voucher received).
  await ctx.db
    .update(userAlerts)
    .set({ viewedAt: sql`${userAlerts.createdAt}` })
    .where(eq(userAlerts.userId, userId));
  return { onboardingId, at };
}

async function idOf(ctx: AppContext, email: string) {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

async function productIdOf(ctx: AppContext, slug: string) {
  const [row] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return row?.id;
}

/** Whether the investor has any request yet: each story is told once, on a database without it. */
async function hasRequest(ctx: AppContext, userId: string) {
  const [started] = await ctx.db
    .select({ id: onboardings.id })
    .from(onboardings)
    .where(eq(onboardings.userId, userId));
  return started !== undefined;
}

/**
 * The demo participant's first investment told whole, so her screens show a real history (the request
 * for Bono Select up to its deposit, then the approval by two administrators), the demo applicant's
 * request waiting in verification, so the back office has a deposit to decide, and a participant's
 * rescue request waiting for its payment, so the rescue desk has one to pay, and a request its
 * investor asked to cancel after his deposit, so support has one to carry out. All run
 * through the same use cases as the product, on a clock set to each moment. María's quotas are the
 * seed's (seed.ts), so her approval names that ledger transaction instead of crediting again. Needs
 * the running app's storage and work pool, so it runs after the app is built; a story whose investor
 * has any request is not told again. True when a story was told.
 */
export async function seedDemoStory(ctx: AppContext, log: FastifyBaseLogger): Promise<boolean> {
  const told = [
    await tellParticipantStory(ctx, log),
    await tellApplicantStory(ctx, log),
    await tellRescuerStory(ctx, log),
    await tellCancelerStory(ctx, log),
  ];
  return told.some(Boolean);
}

/** María: Bono Select a year back, approved by two administrators naming the seed's credit. */
async function tellParticipantStory(ctx: AppContext, log: FastifyBaseLogger): Promise<boolean> {
  const userId = await idOf(ctx, PARTICIPANT);
  if (!userId || (await hasRequest(ctx, userId))) return false;
  const makerId = await idOf(ctx, MAKER);
  const checkerId = await idOf(ctx, CHECKER);
  const [subscription] = await ctx.db
    .select({ movement: movements, productId: products.id })
    .from(movements)
    .innerJoin(investments, eq(investments.id, movements.investmentId))
    .innerJoin(products, eq(products.id, investments.productId))
    .where(
      and(eq(investments.userId, userId), eq(products.slug, PRODUCT), eq(movements.type, 'SUBSCRIPTION')),
    )
    .orderBy(asc(movements.operationDate))
    .limit(1);
  if (!makerId || !checkerId || !subscription) return false;
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
  const [bank] = await ctx.db
    .select()
    .from(customerBankAccounts)
    .where(and(eq(customerBankAccounts.userId, userId), eq(customerBankAccounts.currency, 'PEN')));
  if (!bank) throw new Error('the demo participant has no account in soles');

  // Each step at its own moment (Lima is UTC-5), counted back from the day the quotas were credited.
  const credited = movement.operationDate;
  const moment = (daysBefore: number, limaTime: string) =>
    new Date(`${addDays(credited, -daysBefore)}T${limaTime}:00.000-05:00`);
  const amount = movement.amount;
  const { onboardingId, at } = await tellUntilDeposit(ctx, log, {
    userId,
    productId,
    investor: maria(bank, amount),
    makerId,
    moment,
    transfer: {
      day: addDays(credited, -3),
      time: '12:02',
      operationNumber: '004518273',
      bankName: 'BCP',
      fileName: 'constancia-bcp.pdf',
    },
  });

  // The two-person approval of approve-onboarding.ts, naming the seed's credit of her quotas.
  const preparedAt = moment(0, '10:20');
  await applyReviewEvent(
    at(moment(0, '11:05')),
    {
      id: onboardingId,
      event: 'APPROVE',
      actorUserId: checkerId,
      client: officeDevice,
      data: { makerId, ledgerTransactionId: credit.id, quotas: movement.quotas },
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
        makerId,
        preparedAt,
      });
      await reviewRepository.executeApproval(tx, {
        id: approval.id,
        expectedVersion: approval.version,
        checkerId,
        at: moment(0, '11:05'),
        ledgerTransactionId: credit.id,
      });
    },
  );
  return true;
}

/**
 * Rocío: Factoring in dollars, asked for these last days; her transfer waits in verification for
 * the two-person approval, which a visitor can try as admin@ (prepare) and operaciones@ (confirm).
 */
async function tellApplicantStory(ctx: AppContext, log: FastifyBaseLogger): Promise<boolean> {
  const userId = await idOf(ctx, APPLICANT);
  if (!userId || (await hasRequest(ctx, userId))) return false;
  const makerId = await idOf(ctx, MAKER);
  const productId = await productIdOf(ctx, APPLICANT_PRODUCT);
  if (!makerId || !productId) return false;
  // Counted back from today: the deposit was registered two days ago, the request a day before.
  const today = limaDate(ctx.now());
  const moment = (daysBefore: number, limaTime: string) =>
    new Date(`${addDays(today, -daysBefore + 1)}T${limaTime}:00.000-05:00`);
  await tellUntilDeposit(ctx, log, {
    userId,
    productId,
    investor: rocio,
    makerId,
    moment,
    transfer: {
      day: addDays(today, -2),
      time: '11:48',
      operationNumber: '7730185',
      bankName: 'Interbank',
      fileName: 'constancia-interbank.pdf',
    },
  });
  return true;
}

/**
 * Patricia: Mutuo Acreencias in soles subscribed some 200 days ago, approved by two administrators
 * (the real approval, which credits her quotas), and yesterday a rescue of part of them to her BBVA
 * account, which waits for operations to pay it (or reject it) at /admin/rescates.
 */
async function tellRescuerStory(ctx: AppContext, log: FastifyBaseLogger): Promise<boolean> {
  const userId = await idOf(ctx, RESCUER);
  if (!userId || (await hasRequest(ctx, userId))) return false;
  const makerId = await idOf(ctx, MAKER);
  const checkerId = await idOf(ctx, CHECKER);
  const productId = await productIdOf(ctx, RESCUER_PRODUCT);
  if (!makerId || !checkerId || !productId) return false;
  const today = limaDate(ctx.now());
  const credited = addDays(today, -200);
  const moment = (daysBefore: number, limaTime: string) =>
    new Date(`${addDays(credited, -daysBefore)}T${limaTime}:00.000-05:00`);
  const { onboardingId, at } = await tellUntilDeposit(ctx, log, {
    userId,
    productId,
    investor: patricia,
    makerId,
    moment,
    transfer: {
      day: addDays(credited, -3),
      time: '11:26',
      operationNumber: '0052917',
      bankName: 'BBVA',
      fileName: 'constancia-bbva.pdf',
    },
  });
  for (const [actorUserId, time] of [
    [makerId, '10:20'],
    [checkerId, '11:05'],
  ] as const)
    await approveOnboarding(at(moment(0, time)), {
      id: onboardingId,
      actorUserId,
      client: officeDevice,
      idempotencyKey: undefined,
    });

  const [account] = await ctx.db
    .select({ id: customerBankAccounts.id })
    .from(customerBankAccounts)
    .where(and(eq(customerBankAccounts.userId, userId), eq(customerBankAccounts.currency, 'PEN')));
  if (!account) throw new Error('the demo rescuer has no account in soles');
  const asked = await requestRescue(at(new Date(`${addDays(today, -1)}T09:40:00.000-05:00`)), {
    user: { id: userId, email: RESCUER, name: patricia.name },
    body: { productId, quotas: RESCUED_QUOTAS, bankAccountId: account.id },
    idempotencyKey: undefined,
  });
  if (asked.status !== 201) throw new Error(`the demo rescue was answered ${asked.status}`);
  return true;
}

/**
 * Jorge: Factoring in soles, signed and deposited these last days, then yesterday he asked to cancel
 * it (the contract was approved, so only support may): the request waits WAITING_FOR_CANCEL in
 * support's queue, for atencion@ to carry out at /admin/soporte.
 */
async function tellCancelerStory(ctx: AppContext, log: FastifyBaseLogger): Promise<boolean> {
  const userId = await idOf(ctx, CANCELER);
  if (!userId || (await hasRequest(ctx, userId))) return false;
  const makerId = await idOf(ctx, MAKER);
  const productId = await productIdOf(ctx, CANCELER_PRODUCT);
  if (!makerId || !productId) return false;
  const today = limaDate(ctx.now());
  const moment = (daysBefore: number, limaTime: string) =>
    new Date(`${addDays(today, -daysBefore + 1)}T${limaTime}:00.000-05:00`);
  const { onboardingId, at } = await tellUntilDeposit(ctx, log, {
    userId,
    productId,
    investor: jorge,
    makerId,
    moment,
    transfer: {
      day: addDays(today, -2),
      time: '16:05',
      operationNumber: '8841203',
      bankName: 'Interbank',
      fileName: 'constancia-interbank-soles.pdf',
    },
  });
  await cancelOnboarding(at(new Date(`${addDays(today, -1)}T18:30:00.000-05:00`)), {
    userId,
    onboardingId,
    event: 'FORCE_CANCEL',
    expectedVersion: undefined,
    client: investorDevice,
  });
  return true;
}
