import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Steps several journeys share, driven exactly as a person would. */

/** Fills the login form and submits it; the caller waits for where it should land. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * Picks an option of a MUI select by its label (the first option when no text is given). The click
 * waits until the menu has finished growing in: on a starved machine a click aimed while the menu
 * was still scaling missed its option, and the menu stayed open (CI of 2026-11-29).
 */
export async function choose(page: Page, label: string, option?: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  const listbox = page.getByRole('listbox');
  // Runs in the page (this file is typed for Node, without the DOM's names): the menu's paper.
  const growth = (list: unknown) => {
    const view = globalThis as unknown as {
      getComputedStyle(element: unknown): { opacity: string; transform: string };
    };
    const style = view.getComputedStyle(
      (list as { closest(selector: string): unknown }).closest('.MuiPaper-root'),
    );
    return `${style.opacity} ${style.transform}`;
  };
  await expect.poll(() => listbox.evaluate(growth)).toBe('1 none');
  await (
    option ? listbox.getByRole('option', { name: option, exact: true }) : listbox.getByRole('option').first()
  ).click();
  await listbox.waitFor({ state: 'detached' });
}

/** A searchable list (country, department, province, district): types and picks. */
export async function pick(page: Page, testId: string, text: string): Promise<void> {
  const input = page.getByTestId(testId);
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.fill(text);
  await page.getByRole('option', { name: text, exact: true }).click();
}

/** The welcoming dialog opens by itself on the first visit to /portafolio; closes it with its icon. */
export async function closeWelcoming(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Felicitaciones 🎉' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Logs out through the top bar's confirmation dialog and waits for /login. */
export async function logoutFromTopBar(page: Page): Promise<void> {
  await page.getByTestId('topbar-logout').click();
  await page.getByRole('dialog', { name: 'CERRAR SESIÓN' }).getByTestId('logout-confirm').click();
  await page.waitForURL('**/login');
}

/**
 * Clicks "Ver" on a document row of the back office's review and answers what the viewer fetched
 * with the admin's token: its type, how it is to be shown and whether it had bytes (their exactness
 * is the API tests'; the frame's blob: address is out of the page's reach under the CSP, and a
 * no-store body is not kept for the test to read).
 */
export async function openInViewer(
  page: Page,
  row: Locator,
): Promise<{ type: string; disposition: string; hasBytes: boolean }> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => /\/documents\/[^/]+\/file\?modo=ver$/.test(r.url())),
    row.getByTestId('review-document-view').click(),
  ]);
  return {
    type:
      response.status() === 200 ? (response.headers()['content-type'] ?? '') : `HTTP ${response.status()}`,
    disposition: (response.headers()['content-disposition'] ?? '').split(';')[0]!,
    hasBytes: Number(response.headers()['content-length']) > 0,
  };
}

/**
 * Opens the bell's alerts and waits for `item`. A click that lands while the top bar re-renders (a
 * live event's refetch, the tooltip's first load) can be lost on a busy machine, as a person's can:
 * the bell is clicked again until the list shows, as she would.
 */
export async function openAlerts(page: Page, item: Locator): Promise<void> {
  const bell = page.getByTestId('topbar-alerts');
  await expect
    .poll(
      async () => {
        if (await item.isVisible()) return true;
        await bell.click({ timeout: 2_000 }).catch(() => undefined);
        return item.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}
