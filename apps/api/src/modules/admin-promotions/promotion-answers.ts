import type { CombinationAttributes } from '@kilau/db';
import { AppError } from '../../lib/app-error';
import type { AuditActor, AuditEntryInput } from '../../lib/staff-request';

/**
 * What the promotions' services share (special prices, flash sales, bank promotions): the
 * audit row's changed keys, the 409 of a stale version, a 422 on fields, and a combination's
 * shade or size as staff read it.
 */

/** The audit writer a service's transaction gets (bound to its `tx`). */
export type PromotionAudit = (
  actor: AuditActor,
  entry: AuditEntryInput,
  now: Date,
) => Promise<void>;

/** The keys whose values differ, before and after (what an update's audit row keeps). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const keys = Object.keys(after).filter((key) => !same(before[key], after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** The audit row of a new promotion: what the log keeps of it, after. */
export const createdEntry = (
  entity: string,
  id: number,
  after: Record<string, unknown>,
): AuditEntryInput => ({ action: `${entity}.create`, entity, entityId: id, before: null, after });

/** The audit row of an edit: the kept fields that changed, before and after. */
export const updatedEntry = (
  entity: string,
  id: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditEntryInput => ({
  action: `${entity}.update`,
  entity,
  entityId: id,
  ...changedFields(before, after),
});

/** An edit's fields the staff member sent (a key left out, or undefined, keeps its value). */
export const definedChanges = <T>(change: Record<string, unknown>): Partial<T> =>
  Object.fromEntries(
    Object.entries(change).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

/** 409: someone saved in between; `current` is what it is now. */
export const staleVersion = (current: unknown) =>
  new AppError(409, 'changed_by_someone_else', 'changed_by_someone_else', {}, { current });

/** 422 with each field's message (already in the caller's language). */
export const fieldsRefused = (fields: Record<string, string>) =>
  new AppError(422, 'validation_failed', 'validation_failed', {}, { fields });

/** Throws the 422 when there is anything to say. */
export function refuseFields(fields: Record<string, string>) {
  if (Object.keys(fields).length > 0) throw fieldsRefused(fields);
}

/** A combination's options as people say them (`01 Rosy · 30 ml`); null for none. */
export function combinationLabel(attributes: CombinationAttributes | null): string | null {
  const names = Object.entries(attributes ?? {})
    .filter(([key]) => key !== 'non_specify')
    .map(([, attribute]) => attribute?.name)
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '');
  return names.length > 0 ? names.join(' · ') : null;
}
