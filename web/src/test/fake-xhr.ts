import { vi } from "vitest";

type Listener = ((event: ProgressEvent) => void) | null;

function progressEvent(type: string, loaded = 0, total = 0): ProgressEvent {
  return new ProgressEvent(type, { lengthComputable: total > 0, loaded, total });
}

/**
 * A stand-in for XMLHttpRequest, the way the browser PUTs a file to storage. Each request is kept
 * so a test can drive its progress and answer; with `autoRespond` it answers by itself.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  /** Answer every request with this status once sent (after one progress event); null = the test answers. */
  static autoRespond: number | null = null;

  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = "";
  upload: { onloadstart: Listener; onprogress: Listener } = { onloadstart: null, onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.requests.push(this);
    const status = FakeXhr.autoRespond;
    if (status !== null) {
      queueMicrotask(() => {
        this.start();
        this.progress(1, 1);
        this.respond(status);
      });
    }
  }

  /** The bytes start going up. */
  start() {
    this.upload.onloadstart?.(progressEvent("loadstart"));
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.(progressEvent("progress", loaded, total));
  }

  respond(status: number, responseText = "") {
    this.status = status;
    this.responseText = responseText;
    this.onload?.();
  }

  /** A network failure: no answer at all. */
  fail() {
    this.onerror?.();
  }
}

/** Installs FakeXhr as the global XMLHttpRequest for this test (setup.ts unstubs globals after each). */
export function installFakeXhr({ autoRespond = null }: { autoRespond?: number | null } = {}) {
  FakeXhr.requests = [];
  FakeXhr.autoRespond = autoRespond;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return {
    requests: FakeXhr.requests,
    last: () => FakeXhr.requests.at(-1),
  };
}
