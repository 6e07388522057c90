import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../lib/config.ts';
import { setupI18n, useTestConfig } from '../test/helpers.ts';
import { boot } from './boot.tsx';

describe('boot and the mount-failure page (docs/product/screens.md#overlays)', () => {
  let container: HTMLElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the mount-failure page when /config.json fails, asking for a reload or the administrator', async () => {
    const failing = vi.fn(async () => new Response('Bad gateway', { status: 502 }));
    let started: boolean | undefined;
    await act(async () => {
      started = await boot(root, 'en', {
        loadConfig: () => loadConfig(failing as unknown as typeof fetch),
        initI18n: async () => undefined,
      });
    });
    expect(started).toBe(false);
    expect(failing).toHaveBeenCalledWith('/config.json', expect.anything());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sessionbook could not start' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/contact the administrator/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it('shows it too when the configuration does not match the schema, or the catalogs or the session check cannot load', async () => {
    const malformed = vi.fn(async () => Response.json({ api: {} }));
    await act(async () => {
      await boot(root, 'en', {
        loadConfig: () => loadConfig(malformed as unknown as typeof fetch),
        initI18n: async () => undefined,
      });
    });
    expect(screen.getByRole('heading', { name: 'Sessionbook could not start' })).toBeInTheDocument();

    act(() => root.unmount());
    root = createRoot(container);
    await act(async () => {
      await boot(root, 'nl', {
        loadConfig: async () => undefined,
        initI18n: () => Promise.reject(new Error('chunk failed')),
      });
    });
    // i18n never started, so the bundled English words stand in.
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    // The session check's chunk (zod) loads at boot too; when it cannot, the app does not start.
    act(() => root.unmount());
    root = createRoot(container);
    let started: boolean | undefined;
    await act(async () => {
      started = await boot(root, 'en', {
        loadConfig: async () => undefined,
        initI18n: async () => undefined,
        restoreSession: () => Promise.reject(new Error('chunk failed')),
      });
    });
    expect(started).toBe(false);
    expect(screen.getByRole('heading', { name: 'Sessionbook could not start' })).toBeInTheDocument();
  });

  it('mounts the app when configuration and catalogs load', async () => {
    localStorage.clear();
    useTestConfig(); // what a successful /config.json leaves behind
    let started: boolean | undefined;
    await act(async () => {
      started = await boot(root, 'en', { loadConfig: async () => undefined, initI18n: setupI18n });
    });
    expect(started).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: /sign in/i })).toBeInTheDocument();
    expect(screen.queryByText('Sessionbook could not start')).not.toBeInTheDocument();
  });
});
