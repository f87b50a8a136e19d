import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { closeWelcoming, submitLogin } from './support/journeys.ts';
import { setUpJourney } from './support/setup.ts';

/**
 * The screens a visitor, an investor and the back office use, checked with axe-core against WCAG 2.1
 * A and AA and axe's best practices in Chromium, as rendered with the seeded demo data, and for
 * reflow (nothing sticks out of its card, at 1280 and at 390 px). A violation fails the journey with the screen,
 * the rule and the element, so a regression names itself.
 */

const journey = setUpJourney();
const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const guestScreens = [
  '/',
  '/login',
  '/register',
  '/forget-password',
  '/politica-privacidad',
  '/terminos-y-condiciones',
  '/comunidad',
  '/maintenance',
  '/404',
  '/link-expired',
];
const participantScreens = [
  '/participe',
  '/portafolio/movimientos',
  '/portafolio/movimientos/rescatar-cuotas',
  '/portafolio/movimientos/rescatar-cuotas/solicitudes',
  '/portafolio/productos',
  '/portafolio/productos/bono/detalle',
  '/portafolio/bono/PEN/BSMCN',
  '/portafolio/bono/reportes',
  '/perfil-menu',
  '/perfil2',
  '/perfil2/documentos',
  '/portafolio/perfil/mis-datos/cuenta-bancaria',
  '/historial',
  '/glosario',
  '/feedback',
  '/simula_inversion',
];
const interestedScreens = ['/portafolio'];
/** A holder of Factoring soles and Mutuo dólares (Luis, a participant): each holding's pages. */
const holdingScreens = [
  '/portafolio/portafolio/soles',
  '/portafolio/portfolio_mutuo',
  '/portafolio/portfolio_mutuo_dashboard',
  '/portafolio/mutuo/USD/MUTE',
];
const backOfficeScreens = [
  '/admin',
  '/admin/onboardings',
  '/admin/rescates',
  '/admin/valores-cuota',
  '/admin/productos',
  '/admin/usuarios',
  '/admin/correos',
  '/admin/mensajes-de-espera',
  '/admin/documentos',
  '/admin/portafolio',
  '/admin/reportes',
  '/admin/tipo-de-cambio',
  '/admin/auditoria',
  '/admin/permisos',
  '/admin/soporte',
  '/admin/cartas',
];

interface Violation {
  id: string;
  impact: string;
  targets: string[];
}

/** axe's violations (WCAG 2.1 A and AA, best practices) of the page as it stands, one line each. */
async function violationsOf(page: Page, screen: string): Promise<string[]> {
  // Once per document: the screens after the first are reached inside the app, which keeps it.
  if (!(await page.evaluate<boolean>('Boolean(window.axe)')))
    await page.addScriptTag({ content: await axeSource });
  // A string, evaluated in the page: this package is typed for Node, without the DOM's names.
  // Only violations are read, so axe is told so: it then skips building a selector for every
  // element that passed, and still runs every rule (this file 126 → 123 s on a slow machine).
  const found = await page.evaluate<Violation[]>(`(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  })()`);
  return found.map((v) => `${screen} ${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

/**
 * WCAG 2.1's reflow (1.4.10), which axe does not check: on the screen as drawn, every control and
 * line of text stays inside its card (the nearest Material paper) and the screen, unless a container
 * around it scrolls or clips sideways on purpose (a wide table), and no list item's text runs under
 * the action laid over its right edge. One line per element that sticks out, by how much. Found a
 * phone's data-rights buttons wider than their card, and a Mutuo payment's line under its button.
 */
async function reflowViolationsOf(page: Page, screen: string): Promise<string[]> {
  const found = await page.evaluate<string[]>(`(() => {
    const clipsSideways = (el) => {
      for (let up = el.parentElement; up; up = up.parentElement)
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(up).overflowX)) return true;
      return false;
    };
    const lines = [];
    const selector = 'button, a, input, select, textarea, label, [role=button], [role=combobox], h1, h2, h3, p';
    for (const el of document.querySelectorAll(selector)) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const card = el.parentElement && el.parentElement.closest('.MuiPaper-root');
      const room = card ? card.getBoundingClientRect() : { left: 0, right: document.documentElement.clientWidth };
      const out = Math.max(box.right - room.right, room.left - box.left);
      if (out > 1 && !clipsSideways(el)) {
        const name = (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40);
        lines.push(el.tagName.toLowerCase() + ' "' + name + '" sticks out of its ' + (card ? 'card' : 'screen') + ' by ' + Math.round(out) + ' px');
      }
    }
    // A list item's action is laid over the item's right edge: its text must end before it.
    for (const action of document.querySelectorAll('.MuiListItemSecondaryAction-root')) {
      const text = action.parentElement && action.parentElement.querySelector('.MuiListItemText-root');
      if (!text || !action.checkVisibility()) continue;
      const a = action.getBoundingClientRect();
      // The text as drawn, line by line, not its blocks' full width.
      const drawn = [];
      const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        drawn.push(...range.getClientRects());
      }
      const across = (t) => Math.min(a.right, t.right) - Math.max(a.left, t.left);
      const under = drawn.find((t) => across(t) > 1 && Math.min(a.bottom, t.bottom) - Math.max(a.top, t.top) > 1);
      if (under)
        lines.push('"' + (text.textContent || '').trim().slice(0, 40) + '" runs under the action of its list item by ' + Math.round(across(under)) + ' px');
    }
    return lines;
  })()`);
  return found.map((line) => `${screen} reflow: ${line}`);
}

/**
 * Resolves once the page has had no request in flight for 500 ms since `since`, as Playwright's
 * `networkidle` does after a load: after a navigation inside the app, the route's code, its loaders'
 * calls and the screen's queries have all answered.
 */
function networkQuiet(page: Page): (since: number) => Promise<void> {
  let inFlight = 0;
  let changed = 0;
  const count = (step: number) => () => {
    inFlight += step;
    changed = Date.now();
  };
  page.on('request', count(1));
  page.on('requestfinished', count(-1));
  page.on('requestfailed', count(-1));
  return async (since) => {
    while (inFlight > 0 || Date.now() - Math.max(changed, since) < 500)
      await new Promise((resolve) => setTimeout(resolve, 100));
  };
}

// Strings evaluated in the page (this package is typed for Node, without the DOM's names): the
// screen's heading is marked before leaving it, and the next screen is drawn once the first heading
// is another element or says something else.
const markHeading = `(() => {
  const heading = document.querySelector('h1');
  heading?.setAttribute('data-a11y-left', heading.textContent ?? '');
})()`;
const nextHeadingDrawn = `(() => {
  const heading = document.querySelector('h1');
  return Boolean(heading) && heading.getAttribute('data-a11y-left') !== heading.textContent;
})()`;

/**
 * Opens each screen in turn and checks it once its heading shows and the network has settled: the
 * first by loading it, the others the way the app's own links go, inside the loaded app (a full load
 * per screen spent most of this file's time compiling the same code again).
 */
async function check(page: Page, screens: string[]): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 0;
  const settled = networkQuiet(page);
  const found: string[] = [];
  for (const [index, screen] of screens.entries()) {
    if (index === 0) await page.goto(screen, { waitUntil: 'networkidle' });
    else {
      await page.evaluate(markHeading);
      const left = Date.now();
      // The router follows the history, as on the browser's back and forward buttons.
      await page.evaluate(`history.pushState(null, '', ${JSON.stringify(screen)});
        dispatchEvent(new PopStateEvent('popstate'));`);
      await expect.poll(() => page.evaluate<boolean>(nextHeadingDrawn), { timeout: 15_000 }).toBe(true);
      await settled(left);
    }
    await page.locator('h1').first().waitFor();
    found.push(...(await violationsOf(page, `${screen} @${width}`)));
    found.push(...(await reflowViolationsOf(page, `${screen} @${width}`)));
  }
  return found;
}

async function signedIn(email: string, password: string, lands: string, width: number) {
  // The check injects axe as a script, which the product's Content-Security-Policy rightly refuses.
  const { context, page } = await newPage(journey.browser, journey.product.baseUrl, {
    bypassCSP: true,
    viewport: { width, height: 844 },
  });
  await submitLogin(page, email, password);
  await page.waitForURL(`**${lands}`);
  return { context, page };
}

it('a visitor’s screens meet WCAG 2.1 AA, on a computer and a phone', async () => {
  const found: string[] = [];
  for (const width of [1280, 390]) {
    const { context, page } = await newPage(journey.browser, journey.product.baseUrl, {
      bypassCSP: true,
      viewport: { width, height: 844 },
    });
    found.push(...(await check(page, guestScreens)));
    await context.close();
  }
  expect(found).toEqual([]);
});

// One test per width: each screen takes seconds to settle and check on a loaded machine.
it.each([1280, 390])('a participant’s screens meet WCAG 2.1 AA at %i px', async (width) => {
  const participant = await signedIn('participe@invierte.pe', 'Demo2026', '/participe', width);
  const found = await check(participant.page, participantScreens);
  await participant.context.close();
  expect(found).toEqual([]);
});

it('an INTERESADO’s portfolio meets WCAG 2.1 AA, on a computer and a phone, the welcoming dialog too', async () => {
  const found: string[] = [];
  for (const width of [1280, 390]) {
    // She holds nothing yet: her home is /portafolio.
    const interested = await signedIn('verificacion@invierte.pe', 'Demo2026', '/portafolio', width);
    if (width === 1280) {
      // The first visit's welcoming dialog, over the portfolio.
      await interested.page.getByRole('dialog', { name: 'Felicitaciones 🎉' }).waitFor();
      found.push(...(await violationsOf(interested.page, '/portafolio (welcoming dialog)')));
      await closeWelcoming(interested.page);
    }
    found.push(...(await check(interested.page, interestedScreens)));
    await interested.context.close();
  }
  expect(found).toEqual([]);
});

it('a holding’s pages meet WCAG 2.1 AA, on a computer and a phone', async () => {
  const found: string[] = [];
  for (const width of [1280, 390]) {
    const holder = await signedIn('interesado@invierte.pe', 'Demo2026', '/participe', width);
    found.push(...(await check(holder.page, holdingScreens)));
    await holder.context.close();
  }
  expect(found).toEqual([]);
});

it.each([1280, 390])('the back office’s screens meet WCAG 2.1 AA at %i px', async (width) => {
  const admin = await signedIn('admin@invierte.pe', 'Admin2026', '/admin', width);
  const found = await check(admin.page, backOfficeScreens);
  await admin.context.close();
  expect(found).toEqual([]);
});

it('a participant who asks her system for less motion gets the phone menu at once; others see it slide in', async () => {
  const drawn: Record<string, string> = {};
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    const { context, page } = await newPage(journey.browser, journey.product.baseUrl, {
      reducedMotion,
      viewport: { width: 390, height: 844 },
    });
    await submitLogin(page, 'participe@invierte.pe', 'Demo2026');
    await page.waitForURL('**/participe');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.locator('.MuiDrawer-paper').filter({ has: page.getByRole('navigation') });
    await menu.waitFor();
    // Runs in the page (this file is typed for Node, without the DOM's names).
    drawn[reducedMotion] = await menu.evaluate(
      (element) =>
        (
          globalThis as unknown as { getComputedStyle(e: unknown): { transitionDuration: string } }
        ).getComputedStyle(element).transitionDuration,
    );
    await context.close();
  }
  expect(drawn).toEqual({ reduce: '0s', 'no-preference': '0.225s' });
});
