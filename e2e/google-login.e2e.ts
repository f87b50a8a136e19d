import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, it } from 'vitest';
import { newPage, stepRecorder } from './support/browser.ts';
import { setUpJourney } from './support/setup.ts';

/**
 * Google login against a key set of our own: the API fetches its JWKS from a loopback server, and the
 * browser gets a small stand-in for Google Identity Services that hands over an ID token we signed.
 */
const CLIENT_ID = 'e2e-client.apps.googleusercontent.com';
const KID = 'e2e-key';
let privateKey: CryptoKey;
let jwksServer: Server;

async function serveKeySet(): Promise<Record<string, string>> {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  return { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` };
}

const journey = setUpJourney(serveKeySet);
afterAll(() => new Promise<void>((resolve) => (jwksServer ? jwksServer.close(() => resolve()) : resolve())));

const idToken = () =>
  new SignJWT({
    email: 'gabriela.google@example.pe',
    email_verified: true,
    given_name: 'Gabriela',
    family_name: 'Salas',
  })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setIssuer('https://accounts.google.com')
    .setAudience(CLIENT_ID)
    .setSubject('109876543210')
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(privateKey);

/** The parts of GIS the login page uses; its button hands over `credential` when clicked. */
const fakeGis = (credential: string) => `
  window.google = { accounts: { id: {
    initialize(config) { window.__gisConfig = config; },
    renderButton(parent) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Continuar con Google';
      button.onclick = () => window.__gisConfig.callback({ credential: ${JSON.stringify(credential)}, select_by: 'btn' });
      parent.appendChild(button);
    },
    prompt() {},
  } } };
`;

it('"Continuar con Google" logs a new user in and sends them to the first-login questions', async () => {
  const step = stepRecorder('google-login');
  // No CSP bypass: with GOOGLE_CLIENT_ID set the API's policy must admit Google's script by itself.
  const { page } = await newPage(journey.browser, journey.product.baseUrl);
  const credential = await idToken();
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: fakeGis(credential) }),
  );

  await page.goto('/login');
  const button = page.getByTestId('google-login').getByRole('button', { name: 'Continuar con Google' });
  await button.waitFor();
  await step(page, 'login-with-google-button');
  await button.click();

  await page.waitForURL('**/questions/one');
  await page.getByTestId('topbar-first-name').getByText('Gabriela').waitFor();
  await step(page, 'first-login-questions');
});
