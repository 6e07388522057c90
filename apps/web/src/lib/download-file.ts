/**
 * Downloads a file the API writes (the exports, docs/decisions/0048-import-and-export.md) and saves it
 * under the name the server gives it. A link cannot carry the bearer token, so the file is fetched
 * with it and handed to the browser as an object URL. Only lazy screens import this, so it costs the
 * first load nothing.
 */
import i18next from 'i18next';
import { ApiError } from './api-client.ts';
import { apiBase } from './config.ts';
import { clearSession, getSessionState } from './session-store.ts';
import { UNAUTHENTICATED_MESSAGE } from '@sessionbook/domain';

/** The `filename="…"` of a Content-Disposition header, or null. */
export function attachmentName(header: string | null): string | null {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? null;
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * GETs `path` (relative to the API, like `professional/export.zip`) and saves the reply; throws
 * `ApiError` as every API call does when the server refuses or cannot be reached.
 */
export async function downloadFromApi(path: string, fallbackName: string): Promise<void> {
  const token = getSessionState().token;
  let response: Response;
  try {
    response = await fetch(new URL(path, new URL(apiBase(), window.location.origin)), {
      headers: {
        'Accept-Language': i18next.language || 'en',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new ApiError(0, 'network_errors.cors', 'network_errors.cors');
  }
  if (!response.ok) {
    const reply = (await response.json().catch(() => ({}))) as { message?: unknown; code?: unknown };
    const message = typeof reply.message === 'string' ? reply.message : '';
    if (response.status === 401 && message === UNAUTHENTICATED_MESSAGE) clearSession();
    throw new ApiError(
      response.status,
      message || `network_errors.${response.status}`,
      typeof reply.code === 'string' ? reply.code : undefined,
      {},
    );
  }
  saveBlob(
    await response.blob(),
    attachmentName(response.headers.get('content-disposition')) ?? fallbackName,
  );
}
