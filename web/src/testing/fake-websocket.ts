import { vi } from 'vitest';

/**
 * A WebSocket stand-in that tests drive by hand: `open()`, `receive(message)`, `drop(code)`. Every socket
 * made is kept in `FakeWebSocket.made`, newest last. Install it with `installFakeWebSocket()`.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static made: FakeWebSocket[] = [];

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  readonly sent: string[] = [];
  /** The code the app closed it with, if it did. */
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.made.push(this);
  }

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send() before open');
    this.sent.push(data);
  }

  close(code?: number): void {
    this.closedWith = code;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code: code ?? 1005 } as CloseEvent);
  }

  /** The server accepted the connection. */
  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** A message from the server (objects are sent as JSON). */
  receive(message: unknown): void {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    this.onmessage?.({ data } as MessageEvent);
  }

  /** The connection ends from the other side (1006: dropped without a close frame). */
  drop(code = 1006): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code } as CloseEvent);
  }

  /** The messages the app sent, parsed. */
  sentJson(): unknown[] {
    return this.sent.map((s) => JSON.parse(s) as unknown);
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.made.at(-1);
    if (!socket) throw new Error('No WebSocket was opened');
    return socket;
  }
}

export function installFakeWebSocket(): void {
  FakeWebSocket.made = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
}
