import { THEMES } from '@sessionbook/domain';
import { describe, expect, it } from 'vitest';
import { testUser } from '../test/helpers.ts';
import { drawnRole, lacksRole, otherRole } from './roles.ts';

describe('roles', () => {
  const clientOnly = testUser('client', { professional: null });
  const professionalOnly = testUser('professional', { client: null });
  const both = testUser('professional');

  it('knows which role a signed-in user lacks, and that a visitor lacks none', () => {
    expect(lacksRole(clientOnly, 'professional')).toBe(true);
    expect(lacksRole(clientOnly, 'client')).toBe(false);
    expect(lacksRole(professionalOnly, 'client')).toBe(true);
    for (const role of THEMES) {
      expect(lacksRole(both, role)).toBe(false);
      expect(lacksRole(null, role)).toBe(false);
    }
  });

  it('draws a page in its own role unless the user lacks it, never in a role the user lacks', () => {
    expect(drawnRole('client', professionalOnly)).toBe('professional');
    expect(drawnRole('professional', clientOnly)).toBe('client');
    for (const role of THEMES) {
      expect(drawnRole(role, both)).toBe(role);
      expect(drawnRole(role, null)).toBe(role);
      for (const user of [clientOnly, professionalOnly])
        expect(lacksRole(user, drawnRole(role, user))).toBe(false);
    }
    expect(otherRole('client')).toBe('professional');
  });
});
