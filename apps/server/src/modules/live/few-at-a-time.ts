/**
 * Runs `task` for every item, at most `limit` of them at once, and settles when all have (a task's
 * failure is its own business: it is expected to catch what it can).
 */
export async function fewAtATime<T>(
  items: Iterable<T>,
  limit: number,
  task: (item: T) => Promise<unknown>,
): Promise<void> {
  const queue = items[Symbol.iterator]();
  const lane = async () => {
    for (let next = queue.next(); !next.done; next = queue.next()) await task(next.value).catch(() => {});
  };
  await Promise.all(Array.from({ length: limit }, lane));
}
