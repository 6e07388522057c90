import { PassThrough } from 'node:stream';
import { LIVE_EVENTS, type LiveChange, type LiveReady } from '@sessionbook/domain';

/**
 * One reader's Server-Sent Events stream (the text/event-stream format of the HTML standard): small
 * enough to hand-write, and a shared heartbeat writes to every stream from one timer rather than one
 * timer per connection.
 */
export class EventStream {
  readonly body = new PassThrough();

  /** A reader that stopped reading holds this much unsent text at most before it is let go. */
  static readonly MAX_BACKLOG = 64 * 1024;

  get open(): boolean {
    return !this.body.destroyed && !this.body.writableEnded;
  }

  ready(data: LiveReady): boolean {
    return this.write(`event: ${LIVE_EVENTS.ready}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  change(change: LiveChange): boolean {
    return this.write(`event: ${LIVE_EVENTS.change}\ndata: ${JSON.stringify(change)}\n\n`);
  }

  /** A comment line: keeps proxies from closing an idle connection and finds dead ones. */
  heartbeat(): boolean {
    return this.write(': keep-alive\n\n');
  }

  end(): void {
    if (this.open) this.body.end();
  }

  /** False (and the stream ended) when the reader is gone or too far behind: it reconnects and reads all. */
  private write(text: string): boolean {
    if (!this.open) return false;
    if (this.body.writableLength > EventStream.MAX_BACKLOG) {
      this.body.destroy();
      return false;
    }
    this.body.write(text);
    return true;
  }
}
