/** Every admin product query lives under this key, so a write refreshes the list and the detail. */
export const adminProductsKey = ['admin', 'products'] as const;
export const adminProductKey = (id: string) => [...adminProductsKey, 'detail', id] as const;
