import { describe, expect, it } from 'vitest';
import { databaseUnavailable, storageFull } from './errors.ts';

/** How the error handler tells a database away (503) and a full disk (507) from a failure of ours (500). */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('databaseUnavailable', () => {
  it('is true for a server away, restarting or out of reach, however deep drizzle wrapped it', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('ENETUNREACH'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      // A route taken away under the process: connect() fails at once (the partition fault test).
      Object.assign(withCode('EINVAL', 'connect EINVAL 10.213.1.3:5432'), { syscall: 'connect' }),
    ]) {
      expect(databaseUnavailable(error), String(error)).toBe(true);
      expect(databaseUnavailable(wrapped(error)), `wrapped ${String(error)}`).toBe(true);
    }
  });

  it('is false for a statement that failed on a working server, and for anything else', () => {
    for (const error of [
      withCode('23505', 'duplicate key value'),
      withCode('40001', 'could not serialize access'),
      withCode('22P02', 'invalid input syntax'),
      new Error('Cannot read properties of undefined'),
      withCode('ENOSPC'),
      Object.assign(withCode('EINVAL'), { syscall: 'open' }),
      null,
      'ECONNREFUSED',
    ])
      expect(databaseUnavailable(wrapped(error)), String(error)).toBe(false);
  });
});

describe('storageFull', () => {
  it('is true for ENOSPC and EDQUOT, wrapped or not, and false otherwise', () => {
    expect(storageFull(withCode('ENOSPC'))).toBe(true);
    expect(storageFull(wrapped(withCode('EDQUOT')))).toBe(true);
    expect(storageFull(withCode('EACCES'))).toBe(false);
    expect(storageFull(withCode('ECONNREFUSED'))).toBe(false);
  });
});
