import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The generated stylesheet the app imports (apps/web/src/main.tsx). */
export const appTokensCssPath = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../apps/web/src/styles/tokens.css',
);
