export type {
  AuthenticityCheck,
  AuthenticityHistoryItem,
  AuthenticityProduct,
} from '@kilau/domain/authenticity';

/** Where the dialogs open: the explanation first, or a member's history. */
export type AuthenticityStart = 'confirm' | 'history';

/** What the form shows after a refused check: the field's message or the whole form's. */
export type CheckRefusal = { fields: Record<string, string>; message: string | null };
