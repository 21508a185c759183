import { idReference } from '../shared/input';
import { z } from '../shared/zod';

/** `POST /users/me/claim-reward/lucky-draw/email` (001 §7): the claimed voucher's `_id`. */
export const LuckyDrawEmailRequestSchema = z.object({ voucher_id: idReference() });
export type LuckyDrawEmailRequest = z.infer<typeof LuckyDrawEmailRequestSchema>;
