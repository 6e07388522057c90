/**
 * A client ended their own place (docs/product/entities-and-states.md#registration-states, "cancelled by the
 * client with a reason"), or declined
 * a session the professional booked for them: the professional is told, in their own language and
 * zone, with when, where and the client's reason. `data.client` names the client, `data.event` the
 * class title or "a session", and `data.url` is the professional's calendar.
 */
export const REGISTRATION_CANCELLED = {
  section: 'registration_cancelled',
  greetsByName: false,
  details: ['when', 'where', 'reason'],
} as const;

export const SESSION_DECLINED = {
  section: 'session_declined',
  greetsByName: false,
  details: ['when', 'where', 'reason'],
} as const;
