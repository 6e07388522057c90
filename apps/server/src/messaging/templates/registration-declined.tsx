/**
 * The professional ended a client's place (docs/product/entities-and-states.md#registration-states, "declined
 * by the professional"): a
 * registration or slot claim (`registration_declined`), or a waitlist entry (`waitlist_removed`). The
 * e-mail greets the client by name and lists when (in the client's zone), where and the reason given;
 * `data.professional` names the professional, `data.event` the class title or "a session", and
 * `data.url` is the client's calendar.
 */
export const REGISTRATION_DECLINED = {
  section: 'registration_declined',
  greetsByName: true,
  details: ['when', 'where', 'reason'],
  sms: true,
} as const;

export const WAITLIST_REMOVED = {
  section: 'waitlist_removed',
  greetsByName: true,
  details: ['when', 'where', 'reason'],
} as const;
