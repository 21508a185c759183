// `npm run ops -- <command>`: the operator's command line (see ops-commands.ts, design/order-life-after-payment.md).
import { runOps } from './ops-commands';

process.exitCode = await runOps(process.argv.slice(2), {
  env: process.env,
  fetch: globalThis.fetch,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
