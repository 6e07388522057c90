import type { FastifyReply } from 'fastify';

interface Entry {
  /** The change stamps the reply was computed under (see calendarStamps in db/schema/scheduling.ts). */
  stamps: string;
  /** After this instant (ms) the reply may be wrong even with the same stamps (it depends on the time). */
  validUntil: number;
  /** The serialized reply, as bytes: sending them skips encoding tens of kilobytes of text again. */
  body: Buffer;
}

/** How many bytes of replies one cache keeps: a few thousand calendar weeks. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Serialized calendar replies of one server instance, by view, reader and window. An entry is served
 * only while the stamps the request read in its session query equal those it was computed under:
 * every write to what the view shows gives its professionals new stamps in the write's own
 * transaction (database triggers), so no instance serves a reply older than a committed write, and
 * the reply's stamps were read before its data, so a write committed in between only causes a miss.
 * Oldest entries go first when the cache is full.
 */
export class ReplyCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  get(key: string, stamps: string, now: number): Buffer | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.stamps === stamps && now < entry.validUntil) return entry.body;
    this.delete(key);
    return null;
  }

  set(key: string, entry: Entry): void {
    this.delete(key);
    if (entry.body.length > MAX_BYTES / 16) return;
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= old.body.length;
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

const caches = new WeakMap<object, ReplyCache>();

/**
 * The one reply cache of an app (its config object), shared by all its calendar routes so that
 * MAX_BYTES bounds the instance, not each route module; null when `CALENDAR_CACHE=off`.
 */
export function replyCacheOf(config: { calendarCache: boolean }): ReplyCache | null {
  if (!config.calendarCache) return null;
  let cache = caches.get(config);
  if (!cache) caches.set(config, (cache = new ReplyCache()));
  return cache;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A computed view: its `data` as values, which the route's own serializer writes, or as JSON text the
 * database wrote (issue 30 item 2), sent as it is; and until when it holds regardless of the stamps.
 */
export type ComputedView<T> = ({ data: T } | { json: string }) & { validUntil?: number };

/**
 * Answers a calendar view from the cache when its stamps still hold, or computes it, serializes it
 * with the route's own serializer (the reply is byte for byte what the route would send) or takes the
 * JSON the database wrote, and keeps it. No cache (`CALENDAR_CACHE=off`) or no stamps (none found for
 * the reader) computes every time.
 */
export async function cachedView<T>(
  cache: ReplyCache | null,
  reply: FastifyReply,
  view: { key: string; stamps: string | null; now: Date },
  compute: () => Promise<ComputedView<T>>,
): Promise<FastifyReply> {
  const { key, stamps, now } = view;
  const hit = cache && stamps !== null ? cache.get(key, stamps, now.getTime()) : null;
  if (hit !== null) return reply.type(JSON_TYPE).send(hit);
  const computed = await compute();
  const { validUntil = Infinity } = computed;
  // A route with a JSON schema serializes to text.
  const text =
    'json' in computed ? `{"data":${computed.json}}` : (reply.serialize({ data: computed.data }) as string);
  const body = Buffer.from(text);
  if (cache && stamps !== null) cache.set(key, { stamps, validUntil, body });
  return reply.type(JSON_TYPE).send(body);
}
