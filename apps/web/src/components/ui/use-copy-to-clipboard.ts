/**
 * Copying a text the user asked for, and saying so: `state` is 'copied' or 'failed' (the browser refused:
 * no permission, not a secure context) for COPIED_NOTICE_MS after each attempt, then null again. Every
 * copy button of the app says "Copied" the same way and for the same time.
 */
import { COPIED_NOTICE_MS } from '@sessionbook/domain';
import { useCallback, useEffect, useState } from 'react';

export type CopyState = 'copied' | 'failed' | null;

export function useCopyToClipboard(): {
  state: CopyState;
  /** Resolves to whether the text is on the clipboard. */
  copy: (text: string) => Promise<boolean>;
  reset: () => void;
} {
  const [state, setState] = useState<CopyState>(null);
  // A new attempt restarts the notice's time even when the state stays the same.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!state) return;
    const timer = setTimeout(() => setState(null), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [state, attempt]);

  const copy = useCallback(async (text: string) => {
    let copied = true;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      copied = false;
    }
    setState(copied ? 'copied' : 'failed');
    setAttempt((count) => count + 1);
    return copied;
  }, []);

  const reset = useCallback(() => setState(null), []);
  return { state, copy, reset };
}
