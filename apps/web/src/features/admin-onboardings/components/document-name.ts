import type { ReviewDocument } from '@invierte/domain';

/** "Anexo del contrato · Anexo 1: Hoja resumen"; a title that already says the kind stands alone. */
export const documentName = (d: Pick<ReviewDocument, 'label' | 'title'>): string =>
  !d.title ? d.label : d.title.startsWith(d.label) ? d.title : `${d.label} · ${d.title}`;
