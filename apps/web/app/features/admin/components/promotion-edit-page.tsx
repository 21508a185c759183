import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { VoucherStatus } from '@kilau/domain/admin';
import { BUTTON_CLASS, FormMessage } from '~/components/ui/form-field';
import { PROMOTION_INTENTS, type PromotionActionData } from '../lib/promotion-intents';
import { STATUS_LABEL } from '../lib/voucher-words';
import { useAdminText, type AdminTextKey } from '../text';
import { PromotionConflict, type ConflictCheck } from './promotion-conflict';

type Editable = { id: number; version: number; is_active: boolean; status: VoucherStatus };

const BACK_CLASS = 'text-sm font-semibold text-plum-800 underline underline-offset-4';

/** A new promotion's page: back to the list, the title, the form. */
export function PromotionNewPage({
  listPath,
  title,
  children,
}: {
  listPath: string;
  title: string;
  children: ReactNode;
}) {
  const text = useAdminText();
  return (
    <div className="flex flex-col gap-5">
      <header>
        <Link to={listPath} className={BACK_CLASS}>
          {text('promotionBack')}
        </Link>
        <h1 className="mt-2 font-display text-3xl font-semibold text-plum-900">{title}</h1>
      </header>
      {children}
    </div>
  );
}

/**
 * A promotion's page (special price, flash sale, bank promotion): back to the list, the title
 * and status, the switch off (or on) at the read version, what the last write said, a change
 * someone else saved in between (409: what changed, and a reload), the usage so far, the form.
 */
export function PromotionEditPage<T extends Editable>({
  listPath,
  title,
  subtitle,
  promotion,
  answer,
  created,
  toggle,
  conflictChecks,
  usage,
  children,
}: {
  listPath: string;
  title: string;
  subtitle?: string;
  promotion: T;
  answer: PromotionActionData<T> | undefined;
  /** Just made: "X created." */
  created: string | null;
  toggle: { activate: AdminTextKey; deactivate: AdminTextKey };
  conflictChecks: ReadonlyArray<ConflictCheck<T>>;
  usage: ReadonlyArray<readonly [AdminTextKey, string]>;
  children: ReactNode;
}) {
  const text = useAdminText();
  const navigation = useNavigation();
  const toggleIntent = promotion.is_active
    ? PROMOTION_INTENTS.deactivate
    : PROMOTION_INTENTS.activate;
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === toggleIntent;
  const current = answer?.current;
  const conflict = current !== undefined && current.version !== promotion.version ? current : null;
  const said =
    answer &&
    !conflict &&
    current === undefined &&
    (answer.ok || answer.intent !== PROMOTION_INTENTS.save)
      ? answer
      : null;
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Link to={listPath} className={BACK_CLASS}>
            {text('promotionBack')}
          </Link>
          <h1 className="mt-2 font-display text-3xl font-semibold text-plum-900">{title}</h1>
          <p className="mt-1 text-plum-700">
            {subtitle ? `${subtitle} · ` : ''}
            {text(STATUS_LABEL[promotion.status])}
          </p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value={toggleIntent} />
          <input type="hidden" name="version" value={String(promotion.version)} />
          <button
            type="submit"
            disabled={busy}
            className={promotion.is_active ? BUTTON_CLASS.danger : BUTTON_CLASS.secondary}
          >
            {text(promotion.is_active ? toggle.deactivate : toggle.activate)}
          </button>
        </Form>
      </header>
      {created && !answer ? <FormMessage tone="success">{created}</FormMessage> : null}
      {said?.message ? (
        <FormMessage tone={said.ok ? 'success' : 'error'}>{said.message}</FormMessage>
      ) : null}
      {conflict ? (
        <PromotionConflict
          read={promotion}
          current={conflict}
          checks={conflictChecks}
          message={answer?.message}
        />
      ) : null}
      <PromotionUsage facts={usage} />
      {children}
    </div>
  );
}

/** "Use so far": each figure under its label. */
export function PromotionUsage({
  facts,
}: {
  facts: ReadonlyArray<readonly [AdminTextKey, string]>;
}) {
  const text = useAdminText();
  return (
    <section
      aria-labelledby="promotion-usage"
      className="rounded-2xl border border-blush-200 bg-white p-5"
    >
      <h2 id="promotion-usage" className="font-display text-lg font-semibold text-plum-900">
        {text('promotionUsageTitle')}
      </h2>
      <dl className="mt-3 grid gap-4 text-sm dt:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-plum-600">{text(label)}</dt>
            <dd className="text-lg font-semibold text-plum-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
