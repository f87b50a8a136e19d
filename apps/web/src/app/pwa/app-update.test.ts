import { describe, expect, it, vi } from 'vitest';
import { applyUpdate, hasUpdateWaiting, subscribeToUpdate, watchForUpdates } from './app-update';

/** A worker and a registration as the browser hands them to the page, driven by the test. */
class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function fakes(controlled: boolean) {
  const registration = Object.assign(new EventTarget(), {
    waiting: null as FakeWorker | null,
    installing: null as FakeWorker | null,
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker('activated') : null,
  });
  return {
    registration,
    container,
    watch: () =>
      watchForUpdates(
        registration as unknown as ServiceWorkerRegistration,
        container as unknown as ServiceWorkerContainer,
      ),
  };
}

describe('a new version of the app', () => {
  it('is not announced on the first install, when the page had no worker', () => {
    const { registration, watch } = fakes(false);
    const changed = vi.fn();
    const unsubscribe = subscribeToUpdate(changed);
    watch();
    const first = new FakeWorker('installing');
    registration.installing = first;
    registration.dispatchEvent(new Event('updatefound'));
    first.become('installed');
    expect(changed).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('is announced once installed, and reloads only this page, only after "Actualizar"', () => {
    const { registration, container, watch } = fakes(true);
    const changed = vi.fn();
    const unsubscribe = subscribeToUpdate(changed);
    watch();
    const next = new FakeWorker('installing');
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    expect(hasUpdateWaiting()).toBe(false);
    next.become('installed');
    expect(hasUpdateWaiting()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);

    const reload = vi.fn();
    // Another tab's click makes this worker take over too: this page does not reload for it.
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    applyUpdate(container as unknown as ServiceWorkerContainer, reload);
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
