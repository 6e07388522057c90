/**
 * `write`: regenerates the matrix tables of docs/notifications.md from
 * src/messaging/notification-matrix.ts. `check`: fails when the committed document differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formattedDocument } from '../src/messaging/notification-matrix-doc.ts';

const target = fileURLToPath(new URL('../../../docs/notifications.md', import.meta.url));

const mode = process.argv[2];
if (mode !== 'write' && mode !== 'check') {
  console.error('usage: tsx scripts/notification-matrix.ts write|check');
  process.exit(2);
}
const document = await formattedDocument(readFileSync(target, 'utf8'), target);
if (mode === 'write') {
  writeFileSync(target, document);
  console.log('docs/notifications.md written');
} else if (document !== readFileSync(target, 'utf8')) {
  console.error('docs/notifications.md is stale: run npm run matrix:write -w @sessionbook/server');
  process.exit(1);
} else {
  console.log('docs/notifications.md is up to date');
}
