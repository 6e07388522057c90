/**
 * The professional moved a future occurrence a client is registered for (`event_changed`): the new
 * time and place, then the old time (`data.previously`, when a time moved) and the old place
 * (`data.previous_where`, when the place moved). `data.url` opens the client's calendar at the event.
 */
export const EVENT_CHANGED = {
  section: 'event_changed',
  greetsByName: true,
  details: ['when', 'where', 'join', 'previously', 'previous_where'],
  sms: true,
} as const;
