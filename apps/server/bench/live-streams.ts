import { request, type ClientRequest } from 'node:http';

/** One open `GET /api/live` of the benchmark, as the app holds it. */
export interface Stream {
  /** The next change event to arrive from now on (earlier ones are not kept). */
  nextChange(): Promise<void>;
  /** Change events heard since it opened (so a bench can prove no stream heard what it should not). */
  readonly changes: number;
  close(): void;
}

/**
 * Opens a stream and answers once its `ready` event arrived (so it follows its calendars). `onChange`
 * hears every change event as it is read.
 */
export function openStream(base: string, token: string, onChange?: () => void): Promise<Stream> {
  const url = new URL('/api/live', base);
  return new Promise((resolve, reject) => {
    let waiting: (() => void) | null = null;
    let changes = 0;
    let text = '';
    const req: ClientRequest = request(
      url,
      { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', host: `app.${url.host}` } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET live answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          let cut: number;
          while ((cut = text.indexOf('\n\n')) >= 0) {
            const block = text.slice(0, cut);
            text = text.slice(cut + 2);
            if (block.startsWith('event: ready'))
              resolve({
                nextChange: () => new Promise<void>((heard) => (waiting = heard)),
                get changes() {
                  return changes;
                },
                close: () => req.destroy(),
              });
            else if (block.startsWith('event: change')) {
              changes += 1;
              onChange?.();
              const heard = waiting;
              waiting = null;
              heard?.();
            }
          }
        });
      },
    );
    req.on('error', (error) => reject(error));
    req.end();
  });
}

/** The p-th percentile (nearest rank) of some measurements. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
