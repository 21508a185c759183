import type { ReactNode } from 'react';
import { FormMessage } from '~/components/ui/form-field';
import type { AcademyQueueActionData } from '../academy-queue-forms';
import { useAdminText, type AdminTextKey } from '../text';
import { AcademyAdminTabs } from './academy-admin-tabs';
import { LinkTabs } from './link-tabs';
import { PagingNav } from './paging-nav';

/** A queue page's top: the academy's sections, the title and what the page is for. */
export function AcademyQueueHeader({ title, intro }: { title: AdminTextKey; intro: AdminTextKey }) {
  const text = useAdminText();
  return (
    <>
      <AcademyAdminTabs />
      <header className="max-w-3xl">
        <h1 className="font-display text-3xl font-semibold text-plum-900">{text(title)}</h1>
        <p className="mt-1 text-plum-700">{text(intro)}</p>
      </header>
    </>
  );
}

/** A queue's states as tabs: links, so the address is the page's state. */
export function AcademyStatusTabs<S extends string>({
  label,
  statuses,
  current,
  labelOf,
  hrefOf,
}: {
  label: AdminTextKey;
  statuses: readonly S[];
  current: S;
  labelOf: (status: S) => AdminTextKey;
  hrefOf: (status: S) => string;
}) {
  const text = useAdminText();
  return (
    <LinkTabs
      label={text(label)}
      tabs={statuses.map((status) => ({
        key: status,
        to: hrefOf(status),
        label: text(labelOf(status)),
        current: status === current,
      }))}
    />
  );
}

/** A queue's pages (the API's pages of `perPage`): the range and the links either side. */
export function AcademyQueuePaging({
  label,
  page,
  perPage,
  shown,
  total,
  hrefOf,
}: {
  label: AdminTextKey;
  page: number;
  perPage: number;
  shown: number;
  total: number;
  hrefOf: (page: number) => string;
}) {
  const text = useAdminText();
  if (shown === 0 && page === 1) return null;
  const first = (page - 1) * perPage + 1;
  const last = first + shown - 1;
  return (
    <PagingNav
      label={text(label)}
      range={shown > 0 ? text('academyQueueRange', { first, last, total }) : null}
      previous={page > 1 ? { href: hrefOf(page - 1), label: text('academyQueuePrevious') } : null}
      next={last < total ? { href: hrefOf(page + 1), label: text('academyQueueNext') } : null}
    />
  );
}

/** A saved decision's message, above the list. */
export function AcademyQueueSaved({ answer }: { answer: AcademyQueueActionData | undefined }) {
  return answer?.ok && answer.message ? (
    <FormMessage tone="success">{answer.message}</FormMessage>
  ) : null;
}

/** One line of a row's facts: a term and its value (a `dl` group). */
export function AcademyFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-plum-700">{term}</dt>
      <dd className="text-plum-900">{children}</dd>
    </div>
  );
}

/** A queue's table: a named, scrollable region, its caption and column heads; rows as children. */
export function AcademyTable({
  caption,
  heads,
  minWidth,
  framed = true,
  children,
}: {
  caption: AdminTextKey;
  heads: readonly AdminTextKey[];
  /** The width below which it scrolls (a Tailwind `min-w-*` class). */
  minWidth: string;
  /** A rounded white frame (a page's list) or none (inside a panel). */
  framed?: boolean;
  children: ReactNode;
}) {
  const text = useAdminText();
  return (
    <div
      role="region"
      aria-label={text(caption)}
      tabIndex={0}
      className={`overflow-x-auto ${framed ? 'rounded-2xl border border-blush-200 bg-white' : ''}`}
    >
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{text(caption)}</caption>
        <thead className="bg-cream-100 text-plum-800">
          <tr>
            {heads.map((key) => (
              <th key={key} scope="col" className="px-3 py-2 font-semibold">
                {text(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A paged queue's page: the header, the states as tabs, a saved decision's message, the row open
 * beside the list (or that it is gone), the list and its pages.
 */
export function AcademyPagedQueue<S extends string>({
  words,
  statuses,
  statusLabel,
  address,
  hrefOf,
  answer,
  open,
  shown,
  total,
  perPage,
  children,
}: {
  words: {
    title: AdminTextKey;
    intro: AdminTextKey;
    statusNav: AdminTextKey;
    notFound: AdminTextKey;
    paging: AdminTextKey;
  };
  statuses: readonly S[];
  statusLabel: (status: S) => AdminTextKey;
  address: { status: S; page: number; open: number | null };
  hrefOf: (address: { status: S; page: number; open: number | null }) => string;
  answer: AcademyQueueActionData | undefined;
  /** The open row's panel; null when the address names a row that does not exist. */
  open: ReactNode | null | undefined;
  shown: number;
  total: number;
  perPage: number;
  /** The list. */
  children: ReactNode;
}) {
  const text = useAdminText();
  return (
    <div className="flex flex-col gap-5">
      <AcademyQueueHeader title={words.title} intro={words.intro} />
      <AcademyStatusTabs
        label={words.statusNav}
        statuses={statuses}
        current={address.status}
        labelOf={statusLabel}
        hrefOf={(status) => hrefOf({ status, page: 1, open: null })}
      />
      <AcademyQueueSaved answer={answer} />
      {open === null ? <FormMessage tone="error">{text(words.notFound)}</FormMessage> : open}
      {children}
      <AcademyQueuePaging
        label={words.paging}
        page={address.page}
        perPage={perPage}
        shown={shown}
        total={total}
        hrefOf={(page) => hrefOf({ ...address, page, open: null })}
      />
    </div>
  );
}
