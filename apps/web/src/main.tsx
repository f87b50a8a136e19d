import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/pwa/app-update';
import { listenForInstallPrompt } from './app/pwa/install-prompt';
import { createAppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Evaluating the entry's code is one task and building the router (every route of the table ranked,
// the first match and its lazy parts started) another: on a slow phone each stays shorter, and the
// page answers input in between (Total Blocking Time; docs/benchmarks.md, web pages).
setTimeout(() => {
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
});

// Installable and usable offline (docs/decisions/0031-installable-app.md): the install prompt is caught
// from the start, the worker registered only once the page has loaded and gone idle.
listenForInstallPrompt();
registerServiceWorker();
