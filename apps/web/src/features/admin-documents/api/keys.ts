/** Every investor's documents list lives under this key, so an upload or a removal refreshes it. */
export const adminDocumentsKey = ['admin', 'documents'] as const;
