import { config as zodConfig } from 'zod/v4/core';
import { mountApp } from './app/mount';
import { initTheme } from './lib/theme';
import './index.css';

// zod's `new Function` probe would trip the CSP (script-src 'self'): parse without it
// (public/theme-init.js sets this before any schema module loads, too).
zodConfig({ jitless: true });
initTheme();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

void mountApp(root);
