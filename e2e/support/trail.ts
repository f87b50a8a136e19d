import type { BrowserContext, Page } from 'playwright-core';

/**
 * What the browser did during the current test, printed only when the test fails: the addresses each
 * tab went to, the errors its console and scripts reported, and the requests that failed or were
 * refused (the service worker's too). A journey that times out waiting for a page then says why.
 */
const MAX_LINES = 80;
let lines: string[] = [];

function add(text: string) {
  lines.push(`${new Date().toISOString().slice(11, 23)} ${text}`);
  if (lines.length > MAX_LINES) lines.shift();
}

export function recordTrail(context: BrowserContext): void {
  let tabs = 0;
  context.on('page', (page: Page) => {
    const tab = `tab ${++tabs}:`;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) add(`${tab} at ${frame.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') add(`${tab} console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => add(`${tab} script error: ${error.message}`));
  });
  context.on('requestfailed', (request) =>
    add(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`),
  );
  context.on('response', (response) => {
    if (response.status() >= 400)
      add(`answered ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
}

/** Prints and forgets the trail (on a failed test), or only forgets it. */
export function endTrail(testName: string, failed: boolean): void {
  if (failed && lines.length > 0)
    console.error(`What the browser did during «${testName}» (last ${lines.length}):\n${lines.join('\n')}`);
  lines = [];
}
