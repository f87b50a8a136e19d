// The customers context's work-pool tasks (src/work-tasks.ts gathers every context's).
import { onDemand } from '../../shared/on-demand-task.ts';
import type { renderMyDataPdf } from './customers/render-my-data-pdf.ts';
import type {
  renderContractDocuments,
  renderSignatureCertificate,
} from './onboarding/signing/render-signing-pdf.ts';

export const customersTasks = {
  renderMyDataPdf: onDemand<typeof renderMyDataPdf>(() =>
    import('./customers/render-my-data-pdf.ts').then((m) => m.renderMyDataPdf),
  ),
  renderContractDocuments: onDemand<typeof renderContractDocuments>(() =>
    import('./onboarding/signing/render-signing-pdf.ts').then((m) => m.renderContractDocuments),
  ),
  renderSignatureCertificate: onDemand<typeof renderSignatureCertificate>(() =>
    import('./onboarding/signing/render-signing-pdf.ts').then((m) => m.renderSignatureCertificate),
  ),
};
