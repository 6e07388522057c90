/** What every journey and tool of the suite needs from this machine: free ports and a quiet Chromium. */
export { freePort } from '../../scripts/free-port.mjs';

/** Flags that keep Chromium from calling home on this offline machine (see the machine notes). */
export const OFFLINE_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
