import { configure } from '@testing-library/react';
import { restoreSession } from '../lib/session-store.ts';
import { checkSessionUser } from '../lib/start-schemas.ts';

// A query waits for a screen to appear, not for it to appear quickly. The default of 1 s failed when a
// busy two-core machine needed longer to import and transform a lazy route; the browser journeys
// wait 10 s as well.
configure({ asyncUtilTimeout: 10_000 });

// The app hands the session store its schema check at boot (app/boot.tsx); tests mount screens
// without boot, so the stored sessions they write are checked the same way from the start.
restoreSession(checkSessionUser);
