/** The code of a change refused because the device is offline (message `common:network_errors.offline`). */
export const OFFLINE_CODE = 'network_errors.offline';
