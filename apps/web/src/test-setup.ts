import { configure } from '@testing-library/dom';
import { beforeEach } from 'vitest';

// findBy*/waitFor wait up to 5 s instead of 1 s: on a busy two-core CI machine a lazily loaded
// screen can take longer than a second to appear, which is slowness, not a defect.
configure({ asyncUtilTimeout: 5_000 });

// One jsdom serves every file of a worker (isolate: false): a session or a draft another file saved
// must not reach the next test.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
