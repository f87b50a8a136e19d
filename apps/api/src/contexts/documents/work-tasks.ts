// The documents context's work-pool tasks (src/work-tasks.ts gathers every context's).
import { onDemand } from '../../shared/on-demand-task.ts';
import type { renderTaxCertificate } from './monthly-statements/render-tax-certificate.ts';
import type { renderPeriodStatementPdf } from './statements/period-statement-pdf.ts';
import type { renderPortfolioDocument } from './statements/render-portfolio-document.ts';

export const documentsTasks = {
  renderPortfolioDocument: onDemand<typeof renderPortfolioDocument>(() =>
    import('./statements/render-portfolio-document.ts').then((m) => m.renderPortfolioDocument),
  ),
  renderTaxCertificate: onDemand<typeof renderTaxCertificate>(() =>
    import('./monthly-statements/render-tax-certificate.ts').then((m) => m.renderTaxCertificate),
  ),
  renderPeriodStatementPdf: onDemand<typeof renderPeriodStatementPdf>(() =>
    import('./statements/period-statement-pdf.ts').then((m) => m.renderPeriodStatementPdf),
  ),
};
