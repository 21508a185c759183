import { vi } from 'vitest';

export type SentRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
};

/**
 * XMLHttpRequest as the browser would run it against the API (`lib/upload.ts`): the test decides
 * when the upload progresses and what the API answers — a JSON envelope at once (`answer`), or a
 * streamed one line by line (`line`, then `end`). Stubbed globally until `vi.unstubAllGlobals()`.
 */
export function fakeXhr() {
  const sent: SentRequest[] = [];
  const requests: FakeRequest[] = [];
  class FakeRequest extends EventTarget {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload = new EventTarget();
    private contentType = 'application/json';
    private request: SentRequest = { method: '', url: '', headers: {}, body: undefined };
    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? this.contentType : null;
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      requests.push(this);
    }
    /** The upload's bytes sent so far. */
    progress(loaded: number, total: number) {
      const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
      this.upload.dispatchEvent(event);
    }
    answer(status: number, body: Record<string, unknown>) {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.dispatchEvent(new Event('load'));
    }
    /** One line of a streamed answer (`application/x-ndjson`), as it arrives. */
    line(value: unknown) {
      this.status = 200;
      this.contentType = 'application/x-ndjson; charset=utf-8';
      this.responseText += `${JSON.stringify(value)}\n`;
      this.dispatchEvent(new Event('progress'));
    }
    end() {
      this.dispatchEvent(new Event('load'));
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return { sent, requests };
}
