import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../session';
import { fakeApi, success } from '../test-utils';
import { fetchNextOperator } from './next-operator';

const operator = { name: 'Lucía Fernández', calendy: 'https://calendly.com/invierte-asesoria/lucia' };

beforeEach(() => {
  localStorage.clear();
  saveSession({ accessToken: 'access-1' });
});
afterEach(() => vi.unstubAllGlobals());

describe('fetchNextOperator', () => {
  it('asks the API when operatorData is missing and keeps the answer', async () => {
    const api = fakeApi({ 'GET /api/customer-support/next-operator': () => success(operator) });
    expect(await fetchNextOperator()).toEqual(operator);
    expect(JSON.parse(localStorage.getItem('operatorData') ?? 'null')).toEqual(operator);
    expect(api.calls('GET /api/customer-support/next-operator')).toHaveLength(1);
  });

  it('uses the stored operatorData without calling the API', async () => {
    localStorage.setItem('operatorData', JSON.stringify({ calendy: 'https://calendly.com/x/y' }));
    const api = fakeApi({});
    expect((await fetchNextOperator()).calendy).toBe('https://calendly.com/x/y');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
