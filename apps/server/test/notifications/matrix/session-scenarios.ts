import { END, START, type Person, type Stage, type World } from './world.ts';

/** Builds a row's world before its change; the returned stage makes the change. */
export type Scenario = (w: World) => Promise<Stage>;

const HOUR = 3_600_000;
const at = (start: Date, end: Date, id: string, claim = false) => ({ id, claim, start, end });

/** A professional and their client Anna (Dutch, in Kolkata). */
async function proAndAnna(w: World) {
  const pro = await w.professional();
  const anna = await w.client(pro, 'Anna', 'nl', 'Asia/Kolkata');
  return { pro, anna };
}

/**
 * A class of one place with a waitlist: Anna registered, Bo (Spanish, New York) waiting, and Cy
 * (Portuguese, Lisbon) invited to it without answering.
 */
async function fullClass(w: World, options: { invited?: boolean } = {}) {
  const { pro, anna } = await proAndAnna(w);
  const bo = await w.client(pro, 'Bo', 'es', 'America/New_York');
  const cy = options.invited ? await w.client(pro, 'Cy', 'pt', 'Europe/Lisbon') : null;
  const eventId = await w.groupClass(pro, {
    max_event_regs: 1,
    waitlist_allowed: true,
    ...(cy ? { client_ids: [cy.bookId] } : {}),
  });
  const registrationId = await w.register(anna, eventId);
  const waitingId = await w.register(bo, eventId, true);
  return { pro, anna, bo, cy, eventId, registrationId, waitingId };
}

/** A one-to-one session the professional booked for Anna, not answered yet. */
async function bookedSession(w: World) {
  const { pro, anna } = await proAndAnna(w);
  const eventId = await w.session(pro, [anna.bookId!]);
  return { pro, anna, eventId };
}

const classBody = (extra: Record<string, unknown>) => ({
  start_time: START.toISOString(),
  end_time: END.toISOString(),
  voucher_type_id: 3,
  is_group_session: true,
  title: 'Bootcamp',
  location: 'Studio 2',
  max_event_regs: 1,
  waitlist_allowed: true,
  update_mode: 'this',
  ...extra,
});

export const SESSION_SCENARIOS: Record<string, Scenario> = {
  async session_booked(w) {
    const { pro, anna } = await proAndAnna(w);
    const invitee = w.stranger(pro, { email: 'new.person@example.test' });
    const stage: Stage = {
      cast: { professional: pro, client: anna, invitee },
      change: async () => {
        // A duo session: two people are booked in.
        const id = await w.session(pro, [anna.bookId!], {
          client_emails: [invitee.email],
          voucher_type_id: 2,
        });
        stage.session = at(START, END, id);
      },
    };
    return stage;
  },

  async class_invitation(w) {
    const { pro, anna } = await proAndAnna(w);
    const stage: Stage = {
      cast: { professional: pro, client: anna },
      change: async () => {
        const id = await w.groupClass(pro, { is_private: true, client_ids: [anna.bookId] });
        stage.session = at(START, END, id);
      },
    };
    return stage;
  },

  async session_accepted(w) {
    const { pro, anna, eventId } = await bookedSession(w);
    return {
      cast: { professional: pro, client: anna },
      session: at(START, END, eventId),
      change: () => w.api(anna, 'POST', `client/events/${eventId}/accept`),
    };
  },

  async session_declined(w) {
    const { pro, anna, eventId } = await bookedSession(w);
    return {
      cast: { professional: pro, client: anna },
      session: at(START, END, eventId),
      change: () => w.api(anna, 'POST', `client/events/${eventId}/decline`),
    };
  },

  async accepted_session_declined(w) {
    const { pro, anna, eventId } = await bookedSession(w);
    await w.api(anna, 'POST', `client/events/${eventId}/accept`);
    return {
      cast: { professional: pro, client: anna },
      session: at(START, END, eventId),
      change: () => w.api(anna, 'POST', `client/events/${eventId}/decline`),
    };
  },

  async session_changed(w) {
    const { pro, anna, bo, cy, eventId } = await fullClass(w, { invited: true });
    const moved = { start: new Date(START.getTime() + HOUR), end: new Date(END.getTime() + HOUR) };
    return {
      cast: { professional: pro, client: anna, waitlist: bo, invited: cy! },
      session: at(moved.start, moved.end, eventId),
      change: () =>
        w.api(
          pro,
          'PUT',
          `events/${eventId}`,
          classBody({ start_time: moved.start.toISOString(), end_time: moved.end.toISOString() }),
        ),
    };
  },

  async session_online(w) {
    const { pro, anna, bo, cy, eventId } = await fullClass(w, { invited: true });
    return {
      cast: { professional: pro, client: anna, waitlist: bo, invited: cy! },
      session: at(START, END, eventId),
      change: () => w.api(pro, 'PUT', `events/${eventId}`, classBody({ online: true })),
    };
  },

  async event_cancelled(w) {
    const { pro, anna, bo, cy, eventId } = await fullClass(w, { invited: true });
    return {
      cast: { professional: pro, client: anna, waitlist: bo, invited: cy! },
      session: at(START, END, eventId),
      change: () =>
        w.api(pro, 'POST', `events/${eventId}/cancel`, {
          cancelled_reason: 'Studio closed',
          update_mode: 'this',
        }),
    };
  },

  async class_registered(w) {
    const { pro, anna } = await proAndAnna(w);
    const eventId = await w.groupClass(pro);
    return {
      cast: { professional: pro, client: anna },
      session: at(START, END, eventId),
      change: async () => void (await w.register(anna, eventId)),
    };
  },

  async waitlist_joined(w) {
    const { pro, anna } = await proAndAnna(w);
    const filler = await w.client(pro, 'Filler', 'en', 'UTC');
    const eventId = await w.groupClass(pro, { max_event_regs: 1, waitlist_allowed: true });
    await w.register(filler, eventId);
    return {
      cast: { professional: pro, client: anna },
      session: at(START, END, eventId),
      change: async () => void (await w.register(anna, eventId, true)),
    };
  },

  async waitlist_left(w) {
    const { pro, anna } = await proAndAnna(w);
    const filler = await w.client(pro, 'Filler', 'en', 'UTC');
    const eventId = await w.groupClass(pro, { max_event_regs: 1, waitlist_allowed: true });
    await w.register(filler, eventId);
    const waitingId = await w.register(anna, eventId, true);
    return {
      cast: { professional: pro, client: anna },
      session: at(START, END, eventId),
      change: () => w.api(anna, 'POST', `client/event-registrations/${waitingId}/cancel`, {}),
    };
  },

  async registration_cancelled(w) {
    const { pro, anna, bo, eventId, registrationId } = await fullClass(w);
    return {
      cast: { professional: pro, client: anna, waitlist: bo },
      session: at(START, END, eventId),
      change: () =>
        w.api(anna, 'POST', `client/event-registrations/${registrationId}/cancel`, { reason: 'Ill' }),
    };
  },

  async registration_declined(w) {
    const { pro, anna, bo, eventId, registrationId } = await fullClass(w);
    return {
      cast: { professional: pro, client: anna, waitlist: bo },
      session: at(START, END, eventId),
      change: () =>
        w.api(pro, 'POST', `event-registrations/${registrationId}/decline`, { reason: 'Too full' }),
    };
  },

  async waitlist_removed(w) {
    const { pro, bo, eventId, waitingId } = await fullClass(w);
    return {
      cast: { professional: pro, client: bo },
      session: at(START, END, eventId),
      change: () =>
        w.api(pro, 'POST', `event-registrations/${waitingId}/decline`, { reason: 'Private group' }),
    };
  },

  async places_added(w) {
    const { pro, anna, bo, eventId } = await fullClass(w);
    return {
      cast: { professional: pro, client: anna, waitlist: bo },
      session: at(START, END, eventId),
      change: () => w.api(pro, 'PUT', `events/${eventId}`, classBody({ max_event_regs: 2 })),
    };
  },

  async place_opened_late(w) {
    const pro = await w.professional();
    // Registration closes 76 h before the start (13:00 today), cancelling 24 h before.
    await w.deadlines(pro, 3, 76, 24);
    const anna = await w.client(pro, 'Anna', 'nl', 'Asia/Kolkata');
    const bo = await w.client(pro, 'Bo', 'es', 'America/New_York');
    const eventId = await w.groupClass(pro, { max_event_regs: 1, waitlist_allowed: true });
    const registrationId = await w.register(anna, eventId);
    await w.register(bo, eventId, true);
    return {
      cast: { professional: pro, client: anna, waitlist: bo },
      session: at(START, END, eventId),
      change: async () => {
        await w.advanceTo(new Date('2027-03-10T14:00:00Z'));
        await w.api(anna, 'POST', `client/event-registrations/${registrationId}/cancel`, { reason: 'Ill' });
      },
    };
  },

  async waitlist_promoted(w) {
    const pro = await w.professional();
    const filler = await w.client(pro, 'Filler', 'en', 'UTC');
    const anna = await w.client(pro, 'Anna', 'nl', 'Asia/Kolkata');
    const eventId = await w.groupClass(pro, { max_event_regs: 1, waitlist_allowed: true });
    const fillerId = await w.register(filler, eventId);
    await w.register(anna, eventId, true);
    await w.api(filler, 'POST', `client/event-registrations/${fillerId}/cancel`, { reason: 'Busy' });
    return {
      cast: { professional: pro, client: anna },
      session: at(START, END, eventId),
      change: async () => void (await w.register(anna, eventId)),
    };
  },

  async waitlist_offered(w) {
    const { pro, anna, bo, eventId } = await fullClass(w);
    await w.api(pro, 'PUT', `events/${eventId}`, classBody({ waitlist_mode: 'offer_in_turn' }));
    return {
      cast: { professional: pro, client: anna, waitlist: bo },
      session: at(START, END, eventId),
      change: () => w.api(pro, 'PUT', `events/${eventId}`, classBody({ max_event_regs: 2 })),
    };
  },

  async waitlist_offer_lapsed(w) {
    const { pro, bo, eventId } = await fullClass(w);
    const cy = await w.client(pro, 'Cy', 'pt', 'Europe/Lisbon');
    await w.register(cy, eventId, true);
    await w.api(pro, 'PUT', `events/${eventId}`, classBody({ waitlist_mode: 'offer_in_turn' }));
    // Bo holds the new place; the change is the end of the hold.
    await w.api(pro, 'PUT', `events/${eventId}`, classBody({ max_event_regs: 2 }));
    return {
      cast: { professional: pro, client: bo, waitlist: cy },
      session: at(START, END, eventId),
      change: () => w.advanceTo(new Date(w.now().getTime() + 3 * HOUR)),
    };
  },

  async waitlist_auto_promoted(w) {
    const { pro, bo, eventId } = await fullClass(w);
    await w.api(pro, 'PUT', `events/${eventId}`, classBody({ waitlist_mode: 'auto_promote' }));
    return {
      cast: { professional: pro, client: bo },
      session: at(START, END, eventId),
      change: () => w.api(pro, 'PUT', `events/${eventId}`, classBody({ max_event_regs: 2 })),
    };
  },

  async waitlist_overlaps_ended(w) {
    const { pro, bo } = await fullClass(w);
    // Another class at the same time with a free place: Bo takes it instead of waiting.
    const other = await w.groupClass(pro, { title: 'Yoga', allow_overlap: true });
    return {
      cast: { professional: pro, client: bo },
      session: at(START, END, other),
      change: async () => void (await w.register(bo, other)),
    };
  },

  async standing_spot_booked(w) {
    const { pro, anna } = await proAndAnna(w);
    const eventId = await w.groupClass(pro, { recurrence_rule: { frequency: 'weekly', count: 2 } });
    return {
      cast: { professional: pro, client: anna },
      session: at(START, END, eventId),
      change: async () =>
        void (await w.api(anna, 'POST', `client/events/${eventId}/standing-spot`, {
          voucher_type_id: 3,
          count: 1,
        })),
    };
  },

  async standing_spot_cancelled(w) {
    const { pro, anna } = await proAndAnna(w);
    const eventId = await w.groupClass(pro);
    await w.api(anna, 'POST', `client/events/${eventId}/standing-spot`, { voucher_type_id: 3 });
    return {
      cast: { professional: pro, client: anna },
      session: at(START, END, eventId),
      change: async () =>
        void (await w.api(anna, 'POST', `client/events/${eventId}/standing-spot/cancel`, {
          reason: 'Moving away',
        })),
    };
  },
};

export type { Person };
