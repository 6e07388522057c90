// `npm run write -w @sessionbook/design-tokens`: writes the app's styles/tokens.css from the tokens.
import { writeFileSync } from 'node:fs';
import { appTokensCssPath } from './paths.ts';
import { appTokensCss } from './css.ts';

writeFileSync(appTokensCssPath, appTokensCss());
console.log(`wrote ${appTokensCssPath}`);
