import { COPIED_NOTICE_MS } from '@sessionbook/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCopyToClipboard } from './use-copy-to-clipboard.ts';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.useRealTimers());

describe('useCopyToClipboard', () => {
  it('copies the text and says so for the notice time, then goes quiet', async () => {
    writeText.mockResolvedValue(undefined);
    const { result } = renderHook(() => useCopyToClipboard());
    let done = false;
    await act(async () => {
      done = await result.current.copy('https://example.test/@anna');
    });
    expect(done).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://example.test/@anna');
    expect(result.current.state).toBe('copied');
    act(() => vi.advanceTimersByTime(COPIED_NOTICE_MS - 1));
    expect(result.current.state).toBe('copied');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toBeNull();
  });

  it('says failed when the browser refuses, and the caller hears false', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const { result } = renderHook(() => useCopyToClipboard());
    let done = true;
    await act(async () => {
      done = await result.current.copy('secret');
    });
    expect(done).toBe(false);
    expect(result.current.state).toBe('failed');
  });

  it('a second copy restarts the notice time', async () => {
    writeText.mockResolvedValue(undefined);
    const { result } = renderHook(() => useCopyToClipboard());
    await act(async () => void (await result.current.copy('a')));
    act(() => vi.advanceTimersByTime(COPIED_NOTICE_MS - 100));
    await act(async () => void (await result.current.copy('a')));
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.state).toBe('copied');
    act(() => result.current.reset());
    expect(result.current.state).toBeNull();
  });
});
