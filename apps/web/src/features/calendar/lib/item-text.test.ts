import { eventEntry } from '@sessionbook/domain/testing';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { eventMarkers, eventTitle } from './item-text.ts';

const t = ((key: string) => key) as unknown as TFunction;

describe('event item text', () => {
  it('names a session without registrations after its invitees: book name, else the contact', () => {
    const invited = eventEntry({
      invitations: [
        { professional_client_id: 'c1', full_name: 'Sam Rivera', email: null, phone: null },
        { professional_client_id: null, full_name: null, email: 'new@example.test', phone: null },
      ],
    });
    expect(eventTitle(invited, t, 'en')).toBe('Sam Rivera and new@example.test');
    expect(eventTitle(eventEntry(), t, 'en')).toBe('item.untitled_session');
  });

  it('marks only a class as private: a session is for its invitees anyway', () => {
    expect(eventMarkers(eventEntry(), t)).toEqual([]);
    expect(eventMarkers(eventEntry({ is_group_session: true }), t)).toEqual(['status.private']);
  });
});
