/** The configuration's rules, or null in tests and before boot finished. */
import type { AppConfig } from '@sessionbook/domain';
import { getConfig } from './config.ts';

export function useConfigRules(): AppConfig['rules'] | null {
  try {
    return getConfig().rules;
  } catch {
    return null;
  }
}
