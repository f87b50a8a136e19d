import { useEffect, useState } from 'react';
import { storageKeys } from '../../../lib/storage-keys';

/** The local customer record (requirements R3): name, avatar, affluent flag. */
export interface CustomerRecord {
  name: string;
  avatar: string | null;
  affluent: boolean;
}

/** requirements R4, R9: the simulator retries every second until the customer record exists. */
export const CUSTOMER_RETRY_MS = 1000;

export function readCustomerRecord(): CustomerRecord | null {
  try {
    const value = JSON.parse(
      localStorage.getItem(storageKeys.customer) ?? 'null',
    ) as Partial<CustomerRecord> | null;
    if (!value || typeof value !== 'object') return null;
    return { name: value.name ?? '', avatar: value.avatar ?? null, affluent: value.affluent === true };
  } catch {
    return null;
  }
}

/** The customer record, or null while the shell has not written it yet (it does so from the profile). */
export function useCustomerRecord(): CustomerRecord | null {
  const [customer, setCustomer] = useState(readCustomerRecord);
  useEffect(() => {
    if (customer) return;
    const timer = window.setInterval(() => {
      const found = readCustomerRecord();
      if (found) setCustomer(found);
    }, CUSTOMER_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [customer]);
  return customer;
}
