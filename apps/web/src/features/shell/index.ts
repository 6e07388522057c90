export { AppShell } from './app-shell.tsx';
export { Overlays } from './overlays.tsx';
