import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadModalParts } from '../components/ui/deferred-modal.tsx';
import { preloadSelectParts } from '../components/ui/deferred-select.tsx';
import { preloadContractAnswers } from '../lib/contract-answers.ts';
import { resetAfterLoad } from '../lib/after-load.tsx';
import { queryClient } from '../lib/query-client.ts';
import { clearSession } from '../lib/session-store.ts';

// A worker keeps its modules from one test file to the next (isolate: false in vite.config.ts): each file starts
// as a fresh page load at the site's root, with no cached answers, no session and the page not yet loaded.
window.history.replaceState(null, '', '/');
queryClient.clear();
clearSession();
resetAfterLoad();

// The app loads these react-aria parts and (outside production) the contract schemas on first use; tests expect
// them at once, so have them loaded already.
await Promise.all([
  preloadModalParts(),
  preloadSelectParts(),
  preloadContractAnswers(),
  // The header's lazily loaded menus.
  import('../app/layout/account-menu.tsx'),
  import('../app/layout/mobile-menu.tsx'),
  import('../app/layout/business-switcher.tsx'),
]);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
