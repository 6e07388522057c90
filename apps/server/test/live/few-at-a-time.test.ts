import { describe, expect, it } from 'vitest';
import { fewAtATime } from '../../src/modules/live/few-at-a-time.ts';

describe('fewAtATime', () => {
  it('runs every task, never more than the limit at once, and goes on past a failure', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await fewAtATime(
      Array.from({ length: 50 }, (_, index) => index),
      3,
      async (item) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, item % 4));
        running -= 1;
        if (item === 7) throw new Error('one check failed');
        done.push(item);
      },
    );
    expect(most).toBe(3);
    expect(done.sort((a, b) => a - b)).toEqual([...Array(50).keys()].filter((item) => item !== 7));
  });

  it('settles at once with nothing to do', async () => {
    await expect(fewAtATime([], 2, () => Promise.reject(new Error('never called')))).resolves.toBeUndefined();
  });
});
