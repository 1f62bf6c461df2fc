// A fake XMLHttpRequest for component tests of uploads. It hands every request to the
// (faked) fetch, so the routes given to fakeNetwork answer uploads too, with the real
// envelope; the test drives the upload progress itself.

interface ProgressLike {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

class FakeUploadTarget {
  onprogress: ((event: ProgressLike) => void) | null = null;
}

export interface FakeXhrRequest {
  method: string;
  url: string;
  withCredentials: boolean;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeUploads {
  /** Every request sent, in order. */
  requests: FakeXhrRequest[];
  /** Reports `percent` of the body as sent on every request still in flight. */
  progress: (percent: number) => void;
  restore: () => void;
}

/** Replaces XMLHttpRequest until `restore()`; answers come from `globalThis.fetch` (use fakeNetwork). */
export function fakeUploads(): FakeUploads {
  const original = globalThis.XMLHttpRequest;
  const requests: FakeXhrRequest[] = [];
  const inFlight = new Set<FakeXMLHttpRequest>();

  class FakeXMLHttpRequest {
    upload = new FakeUploadTarget();
    status = 0;
    responseText = '';
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private settled = false;

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    send(body?: unknown) {
      requests.push({ method: this.method, url: this.url, withCredentials: this.withCredentials, headers: this.headers, body });
      inFlight.add(this);
      globalThis
        .fetch(this.url, { method: this.method, body: body as BodyInit, credentials: this.withCredentials ? 'include' : 'same-origin' })
        .then(async (response) => {
          const payload: unknown = await response.json().catch(() => undefined);
          if (this.settled) return;
          this.sent(100);
          this.finish();
          this.status = response.status;
          this.responseText = payload === undefined ? '' : JSON.stringify(payload);
          this.onload?.();
        })
        .catch(() => {
          if (this.settled) return;
          this.finish();
          this.onerror?.();
        });
    }

    abort() {
      if (this.settled) return;
      this.finish();
      this.onabort?.();
    }

    sent(percent: number) {
      this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
    }

    private finish() {
      this.settled = true;
      inFlight.delete(this);
    }
  }

  globalThis.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
  return {
    requests,
    progress: (percent) => inFlight.forEach((request) => request.sent(percent)),
    restore: () => void (globalThis.XMLHttpRequest = original),
  };
}
