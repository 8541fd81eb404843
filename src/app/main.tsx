import { bootstrap } from './bootstrap';

// The prerendered login page's gate (scripts/prerenderHtml.ts) may start this script before the
// document is parsed: the app starts once #root is there.
const start = () => void bootstrap(document.getElementById('root')!);
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
