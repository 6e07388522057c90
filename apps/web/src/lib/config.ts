/**
 * `/config.json` is fetched once at start (docs/product/entities-and-states.md#app-configuration) and
 * validated with the shared schema, so a
 * misconfigured server fails loudly on the mount-failure page instead of deep inside a screen.
 */
import type { AppConfig } from '@sessionbook/domain';

let current: AppConfig | null = null;

export async function loadConfig(fetcher: typeof fetch = fetch): Promise<AppConfig> {
  // The schema's chunk (./start-schemas.ts) loads while the request is on its way.
  const [{ appConfig }, response] = await Promise.all([
    import('./start-schemas.ts'),
    fetcher('/config.json', { headers: { Accept: 'application/json' } }),
  ]);
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  const parsed = appConfig.parse(await response.json());
  current = parsed;
  return parsed;
}

/** The loaded configuration; throws before `loadConfig` resolved, which is a programming error. */
export function getConfig(): AppConfig {
  if (!current) throw new Error('Configuration not loaded yet');
  return current;
}

/** For tests and for the boot sequence. */
export function setConfig(config: AppConfig | null): void {
  current = config;
}

/** API base with a trailing slash, so relative paths like `auth/login` resolve beneath it. */
export function apiBase(): string {
  const url = getConfig().api.url;
  return url.endsWith('/') ? url : `${url}/`;
}
