import {
  DomainError,
  limaDate,
  taxCertificate,
  taxCertificateMessages,
  type TaxCertificate,
} from '@invierte/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { users } from '../../../db/schema.ts';
import { loadHoldings } from '../../portfolio/index.ts';
import { monthlyStatementsRepository } from './monthly-statements.repository.ts';
import { issuerOf, type FundIssuer } from '../statements/document-layout.ts';

/** Everything the tax certificate's PDF prints, plain and structured-cloneable (it crosses to a pool thread). */
export interface TaxCertificateDocument {
  generatedAt: string;
  investor: { name: string; documentType: string; documentNumber: string };
  issuer: FundIssuer;
  certificate: TaxCertificate;
}

/**
 * One investor's certificate of a calendar year: her funds' holding events from the journal (the
 * same ones every view's cost comes from) through the domain's `taxCertificate`, each fund at its
 * configured rate. A year not begun yet, or one without rescues, is refused with a Spanish message.
 */
export async function collectTaxCertificate(
  ctx: AppContext,
  userId: string,
  year: number,
): Promise<TaxCertificateDocument> {
  if (year > Number(limaDate(ctx.now()).slice(0, 4)))
    throw new DomainError('VALIDATION_ERROR', taxCertificateMessages.futureYear(year), [
      { field: 'querystring.anio', message: taxCertificateMessages.futureYear(year) },
    ]);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError('UNAUTHORIZED');
  const holdings = await loadHoldings(ctx, userId);
  const productsById = await monthlyStatementsRepository.productsById(
    ctx.db,
    holdings.investments.map((i) => i.productId),
  );
  const { taxRate, taxRates } = ctx.config.statements;
  const certificate = taxCertificate(
    year,
    holdings.investments.map((i) => {
      const product = productsById.get(i.productId);
      return {
        productName: i.productName,
        code: product?.code ?? '',
        currency: i.currency.code,
        taxRate: (product && taxRates[product.slug]) ?? taxRate,
        events: holdings.events.get(i.productId) ?? [],
      };
    }),
  );
  if (!certificate.lines.length) throw new DomainError('NOT_FOUND', taxCertificateMessages.noRescues(year));
  return {
    generatedAt: ctx.now().toISOString(),
    investor: {
      name: [user.name, user.lastName, user.secondLastName].filter(Boolean).join(' '),
      documentType: user.documentType ?? 'DNI',
      documentNumber: user.documentNumber ?? '',
    },
    issuer: issuerOf(ctx.config),
    certificate,
  };
}

export const taxCertificateTitle = (year: number) => `Certificado de rentas y retenciones ${year}`;
export const taxCertificateFileName = (year: number) => `certificado-de-rentas-${year}.pdf`;
