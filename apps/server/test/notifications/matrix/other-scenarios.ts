import { nextDailySummary } from '@sessionbook/domain';
import { sql } from 'drizzle-orm';
import type { Scenario } from './session-scenarios.ts';
import { END, START, T0, type World } from './world.ts';

const HOUR = 3_600_000;
const at = (start: Date, end: Date, id: string, claim = false) => ({ id, claim, start, end });

/** A class that begins half an hour after T0 (no reminder is due for it), Anna registered with vouchers. */
async function soonClass(w: World, vouchers: number) {
  const pro = await w.professional();
  const anna = await w.client(pro, 'Anna', 'nl', 'Asia/Kolkata');
  const start = new Date(T0.getTime() + HOUR / 2);
  const end = new Date(start.getTime() + HOUR);
  await w.api(pro, 'POST', `clients/${anna.bookId}/vouchers`, {
    voucher_type_id: 3,
    duration: 60,
    count: vouchers,
  });
  const eventId = await w.groupClass(pro, { start_time: start.toISOString(), end_time: end.toISOString() });
  await w.register(anna, eventId);
  return { pro, anna, eventId, start, end };
}

/** Anna's booking of time in the professional's availability slot. */
async function claimed(w: World) {
  const pro = await w.professional();
  const anna = await w.client(pro, 'Anna', 'nl', 'Asia/Kolkata');
  const slotId = await w.slot(pro);
  const claim = await w.claim(anna, slotId);
  return { pro, anna, slotId, ...claim };
}

/** Anna has an account, and the professional invited her address to their client book. */
async function invitedAnna(w: World) {
  const pro = await w.professional();
  const anna = await w.loneClient('Anna', 'nl', 'Asia/Kolkata');
  await w.api(pro, 'POST', 'clients', { full_name: 'Anna', email: anna.email });
  return { pro, anna };
}

/** Anna asked to become the professional's client. */
async function requestingAnna(w: World) {
  const pro = await w.professional();
  const anna = await w.loneClient('Anna', 'nl', 'Asia/Kolkata');
  await w.api(anna, 'POST', 'client/professionals/invite', { email: pro.email });
  return { pro, anna, bookId: await w.bookIdOf(pro, anna) };
}

export const OTHER_SCENARIOS: Record<string, Scenario> = {
  async slot_claimed(w) {
    const pro = await w.professional();
    const anna = await w.client(pro, 'Anna', 'nl', 'Asia/Kolkata');
    const slotId = await w.slot(pro);
    const stage: Awaited<ReturnType<Scenario>> = {
      cast: { professional: pro, client: anna },
      change: async () => {
        stage.session = at(START, END, (await w.claim(anna, slotId)).eventId, true);
      },
    };
    return stage;
  },

  async claim_cancelled(w) {
    const { pro, anna, eventId, registrationId } = await claimed(w);
    return {
      cast: { professional: pro, client: anna },
      session: at(START, END, eventId, true),
      change: () =>
        w.api(anna, 'POST', `client/event-registrations/${registrationId}/cancel`, { reason: 'Ill' }),
    };
  },

  async claim_refused(w) {
    const { pro, anna, eventId, registrationId } = await claimed(w);
    return {
      cast: { professional: pro, client: anna },
      session: at(START, END, eventId, true),
      change: () => w.api(pro, 'POST', `event-registrations/${registrationId}/decline`, { reason: 'Away' }),
    };
  },

  async slot_cancelled(w) {
    const { pro, anna, eventId, slotId } = await claimed(w);
    return {
      cast: { professional: pro, client: anna },
      session: at(START, END, eventId, true),
      change: () => w.api(pro, 'POST', `availability-slots/${slotId}/cancel`, { update_mode: 'this' }),
    };
  },

  async vouchers_added(w) {
    const pro = await w.professional();
    const anna = await w.client(pro, 'Anna', 'nl', 'Asia/Kolkata');
    return {
      cast: { professional: pro, client: anna },
      change: () =>
        w.api(pro, 'POST', `clients/${anna.bookId}/vouchers`, { voucher_type_id: 1, duration: 60, count: 5 }),
    };
  },

  async voucher_used(w) {
    const { pro, anna, eventId, start, end } = await soonClass(w, 5);
    return {
      cast: { professional: pro, client: anna },
      session: at(start, end, eventId),
      change: () => w.advanceTo(start),
    };
  },

  async attendance_marked(w) {
    const { pro, anna, eventId, start, end } = await soonClass(w, 5);
    await w.advanceTo(start);
    return {
      cast: { professional: pro, client: anna },
      session: at(start, end, eventId),
      change: () => w.api(pro, 'PUT', `events/${eventId}/attendance`, { attendance: 'no_show' }),
    };
  },

  async registration_cancelled_late(w) {
    const pro = await w.professional();
    const anna = await w.client(pro, 'Anna', 'nl', 'Asia/Kolkata');
    const bo = await w.client(pro, 'Bo', 'es', 'America/New_York');
    await w.api(pro, 'POST', `clients/${anna.bookId}/vouchers`, {
      voucher_type_id: 3,
      duration: 60,
      count: 5,
    });
    await w.api(pro, 'PUT', 'vouchers-settings', {
      voucher_settings: [
        {
          voucher_type_id: 3,
          registration_deadline: 0,
          cancellation_deadline: 24,
          late_cancel: 'use_voucher',
        },
      ],
    });
    const start = new Date(T0.getTime() + HOUR / 2);
    const end = new Date(start.getTime() + HOUR);
    const eventId = await w.groupClass(pro, {
      start_time: start.toISOString(),
      end_time: end.toISOString(),
      max_event_regs: 1,
      waitlist_allowed: true,
    });
    const registrationId = await w.register(anna, eventId);
    await w.register(bo, eventId, true);
    return {
      cast: { professional: pro, client: anna, waitlist: bo },
      session: at(start, end, eventId),
      change: () =>
        w.api(anna, 'POST', `client/event-registrations/${registrationId}/cancel`, { reason: 'Ill' }),
    };
  },

  async no_show_returned(w) {
    const { pro, anna, eventId, start, end } = await soonClass(w, 5);
    await w.api(pro, 'PUT', 'vouchers-settings', {
      voucher_settings: [
        { voucher_type_id: 3, registration_deadline: 0, cancellation_deadline: 24, no_show: 'return' },
      ],
    });
    await w.advanceTo(start);
    return {
      cast: { professional: pro, client: anna },
      session: at(start, end, eventId),
      change: () => w.api(pro, 'PUT', `events/${eventId}/attendance`, { attendance: 'no_show' }),
    };
  },

  async no_show_return_undone(w) {
    const { pro, anna, eventId, start, end } = await soonClass(w, 5);
    await w.api(pro, 'PUT', 'vouchers-settings', {
      voucher_settings: [
        { voucher_type_id: 3, registration_deadline: 0, cancellation_deadline: 24, no_show: 'return' },
      ],
    });
    await w.advanceTo(start);
    await w.api(pro, 'PUT', `events/${eventId}/attendance`, { attendance: 'no_show' });
    await w.advanceTo(new Date(start.getTime() + 60_000));
    return {
      cast: { professional: pro, client: anna },
      session: at(start, end, eventId),
      change: () => w.api(pro, 'PUT', `events/${eventId}/attendance`, { attendance: 'attended' }),
    };
  },

  async vouchers_running_low(w) {
    const { pro, anna, eventId, start, end } = await soonClass(w, 2);
    return {
      cast: { professional: pro, client: anna },
      session: at(start, end, eventId),
      change: () => w.advanceTo(start),
    };
  },

  async vouchers_expiring(w) {
    const pro = await w.professional();
    const anna = await w.client(pro, 'Anna', 'nl', 'Asia/Kolkata');
    await w.api(pro, 'POST', `clients/${anna.bookId}/vouchers`, {
      voucher_type_id: 3,
      duration: 60,
      count: 4,
      valid_days: 10,
    });
    return {
      cast: { professional: pro, client: anna },
      change: () => w.advanceTo(new Date(T0.getTime() + 3 * 24 * HOUR + 60_000)),
    };
  },

  async voucher_returned(w) {
    const { pro, anna, eventId, start, end } = await soonClass(w, 5);
    await w.advanceTo(start);
    return {
      cast: { professional: pro, client: anna },
      session: at(start, end, eventId),
      change: () =>
        w.api(pro, 'POST', `events/${eventId}/cancel`, { cancelled_reason: 'Ill', update_mode: 'this' }),
    };
  },

  async client_invited(w) {
    const pro = await w.professional();
    const invitee = w.stranger(pro, { phone: '+31698765432' });
    return {
      cast: { professional: pro, invitee },
      change: () => w.api(pro, 'POST', 'clients', { full_name: 'Pat', phone: invitee.phone }),
    };
  },

  async clients_imported(w) {
    const pro = await w.professional();
    const invitee = w.stranger(pro, { phone: '+31698765432' });
    return {
      cast: { professional: pro, invitee },
      change: () =>
        w.api(pro, 'POST', 'professional/clients/import', {
          rows: [{ full_name: 'Pat', phone: invitee.phone }],
        }),
    };
  },

  async held_invitations_sent(w) {
    const pro = await w.professional();
    const invitee = w.stranger(pro, { phone: '+31698765432' });
    await w.api(pro, 'POST', 'professional/clients/import', {
      rows: [{ full_name: 'Pat', phone: invitee.phone }],
    });
    return {
      cast: { professional: pro, invitee },
      change: () => w.api(pro, 'POST', 'professional/clients/invite-held', {}),
    };
  },

  async invitation_accepted(w) {
    const { pro, anna } = await invitedAnna(w);
    return {
      cast: { professional: pro, client: anna },
      change: () => w.api(anna, 'POST', `professionals/${pro.professionalId}/accept`),
    };
  },

  async invitation_declined(w) {
    const { pro, anna } = await invitedAnna(w);
    return {
      cast: { professional: pro, client: anna },
      change: () => w.api(anna, 'POST', `professionals/${pro.professionalId}/decline`),
    };
  },

  async professional_invited(w) {
    const pro = await w.professional();
    const anna = await w.loneClient('Anna', 'nl', 'Asia/Kolkata');
    return {
      cast: { professional: pro, client: anna },
      change: () => w.api(anna, 'POST', 'client/professionals/invite', { email: pro.email }),
    };
  },

  async request_accepted(w) {
    const { pro, anna, bookId } = await requestingAnna(w);
    return {
      cast: { professional: pro, client: anna },
      change: () => w.api(pro, 'POST', `clients/${bookId}/accept`),
    };
  },

  async request_declined(w) {
    const { pro, anna, bookId } = await requestingAnna(w);
    return {
      cast: { professional: pro, client: anna },
      change: () => w.api(pro, 'DELETE', `clients/${bookId}`),
    };
  },

  async client_removed(w) {
    const pro = await w.professional();
    const anna = await w.client(pro, 'Anna', 'nl', 'Asia/Kolkata');
    return {
      cast: { professional: pro, client: anna },
      change: () => w.api(pro, 'DELETE', `clients/${anna.bookId}`),
    };
  },

  async professional_removed(w) {
    const pro = await w.professional();
    const anna = await w.client(pro, 'Anna', 'nl', 'Asia/Kolkata');
    return {
      cast: { professional: pro, client: anna },
      change: () => w.api(anna, 'DELETE', `professionals/${pro.professionalId}`),
    };
  },

  async client_deleted(w) {
    const pro = await w.professional();
    const anna = await w.client(pro, 'Anna', 'nl', 'Asia/Kolkata');
    const bo = await w.client(pro, 'Bo', 'es', 'America/New_York');
    const eventId = await w.groupClass(pro, { max_event_regs: 1, waitlist_allowed: true });
    await w.register(anna, eventId);
    await w.register(bo, eventId, true);
    return {
      cast: { professional: pro, client: anna, waitlist: bo },
      session: at(START, END, eventId),
      change: () => w.api(anna, 'DELETE', 'user', { email: anna.email }),
    };
  },

  async professional_deleted(w) {
    const pro = await w.professional();
    const anna = await w.client(pro, 'Anna', 'nl', 'Asia/Kolkata');
    const bo = await w.client(pro, 'Bo', 'es', 'America/New_York');
    const cy = await w.client(pro, 'Cy', 'pt', 'Europe/Lisbon');
    const eventId = await w.groupClass(pro, {
      max_event_regs: 1,
      waitlist_allowed: true,
      client_ids: [cy.bookId],
    });
    await w.register(anna, eventId);
    await w.register(bo, eventId, true);
    return {
      cast: { professional: pro, client: anna, waitlist: bo, invited: cy },
      session: at(START, END, eventId),
      change: () => w.api(pro, 'DELETE', 'user', { email: pro.email }),
    };
  },

  async early_reminder(w) {
    const pro = await w.professional();
    const anna = await w.client(pro, 'Anna', 'nl', 'Asia/Kolkata');
    const eventId = await w.groupClass(pro);
    await w.register(anna, eventId);
    return {
      cast: { professional: pro, client: anna },
      session: at(START, END, eventId),
      // The default cancellation deadline is 24 h: 12 h before it.
      change: () => w.advanceTo(new Date(START.getTime() - 36 * HOUR)),
    };
  },

  async day_reminder(w) {
    const pro = await w.professional();
    const anna = await w.client(pro, 'Anna', 'nl', 'Asia/Kolkata');
    const eventId = await w.groupClass(pro);
    await w.register(anna, eventId);
    await w.advanceTo(new Date(START.getTime() - 36 * HOUR));
    return {
      cast: { professional: pro, client: anna },
      session: at(START, END, eventId),
      // 15:00 UTC is 20:30 in Kolkata, outside the night.
      change: () => w.advanceTo(new Date(START.getTime() - 2 * HOUR)),
    };
  },

  async answer_reminder(w) {
    const pro = await w.professional();
    const anna = await w.client(pro, 'Anna', 'nl', 'Asia/Kolkata');
    const eventId = await w.session(pro, [anna.bookId!]);
    return {
      cast: { professional: pro, client: anna },
      session: at(START, END, eventId),
      change: () => w.advanceTo(new Date(T0.getTime() + 48 * HOUR)),
    };
  },

  async invitation_reminder(w) {
    const pro = await w.professional();
    const invitee = w.stranger(pro, { email: 'new.person@example.test' });
    await w.api(pro, 'POST', 'clients', { full_name: 'Pat', email: invitee.email });
    return {
      cast: { professional: pro, invitee },
      change: () => w.advanceTo(new Date(T0.getTime() + 48 * HOUR)),
    };
  },

  async booking_summary(w) {
    const pro = await w.professional();
    await w.t.deps.database.db.execute(
      sql`update users set booking_updates = 'daily' where id = ${pro.userId}`,
    );
    const anna = await w.client(pro, 'Anna', 'nl', 'Asia/Kolkata');
    const eventId = await w.groupClass(pro);
    await w.register(anna, eventId);
    return {
      cast: { professional: pro, client: anna },
      session: at(START, END, eventId),
      change: () => w.advanceTo(nextDailySummary(w.now(), pro.timeZone)),
    };
  },
};
