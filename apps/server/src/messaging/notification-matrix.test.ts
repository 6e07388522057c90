import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formattedDocument } from './notification-matrix-doc.ts';
import { NOTIFICATION_MATRIX } from './notification-matrix.ts';
import { TEMPLATES } from './templates/registry.ts';

const DOC = fileURLToPath(new URL('../../../../docs/notifications.md', import.meta.url));

describe('the notification matrix', () => {
  it('is what docs/notifications.md shows (npm run matrix:write -w @sessionbook/server)', async () => {
    const committed = readFileSync(DOC, 'utf8');
    expect(await formattedDocument(committed, DOC)).toBe(committed);
  });

  it('names only templates that exist, and each row once', () => {
    const ids = NOTIFICATION_MATRIX.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of NOTIFICATION_MATRIX)
      for (const notice of row.notices) expect(Object.keys(TEMPLATES)).toContain(notice.template);
  });

  it('says why nobody is told wherever nobody is', () => {
    for (const row of NOTIFICATION_MATRIX.filter((candidate) => candidate.notices.length === 0))
      expect(row.why, row.id).toBeTruthy();
  });
});
