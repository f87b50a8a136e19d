import { nextIp } from '../../../test/accounts.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** Calls as one signed-in customer. */
export function customerClient(t: TestApp, token: string) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    patch: (url: string, payload: unknown = {}) => call('PATCH', url, payload),
  };
}

export const penAccount = {
  bank: 'BCP',
  accountType: 'AHORROS',
  currency: 'PEN',
  accountNumber: '1934567890123',
  cci: '00219300456789012317',
};

export const usdAccount = {
  bank: 'INTERBANK',
  accountType: 'CORRIENTE',
  currency: 'USD',
  accountNumber: '2003004567905',
  cci: '00320000300456790534',
};
