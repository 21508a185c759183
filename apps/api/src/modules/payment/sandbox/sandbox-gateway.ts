import { createHash } from 'node:crypto';
import { ALL_PAYMENT_METHOD_CODES, isGatewayMethod } from '@kilau/domain/payment';
import {
  fromMidtransRefund,
  fromMidtransResponse,
  toMidtransCharge,
  toMidtransRefund,
} from '../gateway/midtrans-protocol';
import type { PaymentGateway } from '../gateway/gateway-port';
import type { CoreAnswer } from './core-answer';
import { createSandboxCore, type SandboxCore, type SandboxCoreDeps } from './sandbox-core';

/** Every method the gateway carries: the sandbox simulates them all. */
export const SANDBOX_METHODS = ALL_PAYMENT_METHOD_CODES.filter(isGatewayMethod);

export type SandboxGateway = PaymentGateway & { readonly core: SandboxCore };

/**
 * The in-process sandbox adapter: the same Midtrans request the HTTP adapter sends, handed to the
 * sandbox core instead of the network, and its answer read by the same parser.
 */
export function sandboxGateway(
  options: Omit<SandboxCoreDeps, 'clock' | 'clientKey'> & {
    clock?: () => Date;
    clientKey?: string;
  },
): SandboxGateway {
  const core = createSandboxCore({
    ...options,
    clock: options.clock ?? (() => new Date()),
    clientKey:
      options.clientKey ??
      `SB-Kilau-client-${createHash('sha256').update(`client:${options.serverKey}`).digest('hex').slice(0, 24)}`,
  });
  const read = (answer: CoreAnswer) => fromMidtransResponse(answer.body);
  return {
    kind: 'sandbox',
    methods: SANDBOX_METHODS,
    core,
    charge: async (request) => read(await core.charge(toMidtransCharge(request))),
    status: async (orderRef) => read(await core.status(orderRef)),
    cancel: async (orderRef) => read(await core.cancel(orderRef)),
    refund: async (orderRef, request) =>
      fromMidtransRefund(
        (await core.refund(orderRef, toMidtransRefund(request))).body,
        request.refundKey,
      ),
  };
}
