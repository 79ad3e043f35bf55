import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { config as zodConfig } from 'zod/v4/core';
import { createAppRouter } from './app/router';
import { createQueryClient, Providers } from './app/providers';
import { initTheme } from './lib/theme';
import './index.css';

// zod's `new Function` probe would trip the CSP (script-src 'self'): parse without it.
zodConfig({ jitless: true });
initTheme();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <Providers client={createQueryClient()}>
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>,
);
