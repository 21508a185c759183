// s3rver ships no types: the part the tests use.
declare module 's3rver' {
  import type { IncomingMessage } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  }

  /** A Koa middleware, as s3rver (a Koa application) runs them. */
  export type Middleware = (
    ctx: {
      method: string;
      req: IncomingMessage;
      status: number;
      type: string;
      body: unknown;
    },
    next: () => Promise<void>,
  ) => Promise<void>;

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa's middleware list, composed when the server starts. */
    middleware: Middleware[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
