import { configure } from '@testing-library/react';

// A query waits for a screen to appear, not for it to appear quickly. The default of 1 s failed when a
// busy two-core machine needed longer to import and transform a lazy route; the browser journeys
// wait 10 s as well.
configure({ asyncUtilTimeout: 10_000 });
