import { AppError } from '../../lib/app-error';
import type { NotifyMeRepository } from './notify-me.repository';

/**
 * Notify-me (000 §7): a request to be e-mailed when a combination is back in stock. Stored once
 * per combination and address while pending; the stock trigger turns it into an outbox e-mail.
 */
export function createNotifyMeService(deps: { notifyMe: NotifyMeRepository }) {
  return {
    async request(input: {
      product_id: number;
      combination_id: number;
      email: string;
      user_id?: number | undefined;
    }) {
      const combination = await deps.notifyMe.activeCombination(
        input.product_id,
        input.combination_id,
      );
      if (!combination) throw new AppError(404, 'product_not_found', 'product_not_found');
      await deps.notifyMe.add({
        productId: input.product_id,
        combinationId: input.combination_id,
        email: input.email.trim().toLowerCase(),
        userId: input.user_id ?? null,
      });
      return { in_stock: combination.stock > 0 };
    },
  };
}

export type NotifyMeService = ReturnType<typeof createNotifyMeService>;
