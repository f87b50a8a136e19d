import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './security.ts';

describe('the rate limit key', () => {
  it('is the client address, and one shared key when the client has already hung up', () => {
    expect(rateLimitKey({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(rateLimitKey({ ip: undefined })).toBe('unknown-address');
  });
});
