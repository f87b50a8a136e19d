import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetDeactivated, rememberDeactivated, rememberedDeactivatedMessage } from './login-notice';

const message = 'Tu cuenta fue desactivada y cerramos tu sesión. Comunícate con soporte.';

describe('the kept reason a session ended', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    forgetDeactivated();
  });

  it('survives a reload of the page (a new copy of the module), in the same tab, until forgotten', async () => {
    rememberDeactivated(message);
    vi.resetModules();
    const reloaded = await import('./login-notice');
    expect(reloaded.rememberedDeactivatedMessage()).toBe(message);
    reloaded.forgetDeactivated();
    expect((await import('./login-notice')).rememberedDeactivatedMessage()).toBeUndefined();
  });

  it('is still said on this page when the browser refuses the storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    rememberDeactivated(message);
    expect(rememberedDeactivatedMessage()).toBe(message);
    forgetDeactivated();
    expect(rememberedDeactivatedMessage()).toBeUndefined();
  });
});
