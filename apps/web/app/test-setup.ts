import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// `findBy…`/`waitFor` wait for an outcome, they do not time it: a loaded CI machine (two cores,
// suites in parallel) may take longer than the library's default second to render a route.
configure({ asyncUtilTimeout: 5_000 });

// jsdom's Blob lacks `arrayBuffer()`, which every browser the shop supports has: fill it in
// with jsdom's own FileReader.
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.addEventListener('load', () => resolve(reader.result as ArrayBuffer));
      reader.addEventListener('error', () => reject(reader.error));
      reader.readAsArrayBuffer(this);
    });
  };
}
