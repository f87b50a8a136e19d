import { describe, expect, it } from 'vitest';
import { homePathFor, profiles, type Profile } from './profiles.ts';

describe('homePathFor', () => {
  it.each<[Profile, boolean, string]>([
    ['ADMIN', false, '/admin'],
    ['ADMIN', true, '/admin'],
    ['PARTICIPE', false, '/participe'],
    ['PARTICIPE', true, '/questions'],
    ['INTERESADO', false, '/portafolio'],
    ['INTERESADO', true, '/questions'],
  ])('%s firstLogin=%s -> %s', (profile, firstLogin, expected) => {
    expect(homePathFor({ profile, firstLogin })).toBe(expected);
  });

  it('covers every profile', () => {
    expect([...profiles].sort()).toEqual(['ADMIN', 'INTERESADO', 'PARTICIPE']);
  });
});
