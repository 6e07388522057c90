import { createServer } from 'node:net';

/**
 * A port nobody listens on now, on 127.0.0.1: for the scripts, the journeys and the tests that start
 * servers of their own.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
