import { config as zodConfig } from 'zod/v4/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './index.css';

// zod compiles object parsers with `new Function` unless told not to; the server's CSP has no 'unsafe-eval', so
// its probe logs a CSP violation on the first parse (forms, dev-mode answer checks). Set before any schema runs.
zodConfig({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
