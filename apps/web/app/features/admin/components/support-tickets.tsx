import { Form, Link } from 'react-router';
import { formatDateTime } from '@kilau/domain';
import {
  SUPPORT_TOPIC_LABELS,
  type AdminTicketRow,
  type TicketStatus,
} from '@kilau/domain/support';
import { useLocale } from '~/lib/i18n';
import { useAdminText, type AdminTextKey } from '../text';

export const TICKET_STATUS_WORDS: Record<TicketStatus, AdminTextKey> = {
  open: 'supportStatusOpen',
  answered: 'supportStatusAnswered',
  closed: 'supportStatusClosed',
};

const TABS: Array<{ status: TicketStatus | null; label: AdminTextKey }> = [
  { status: 'open', label: 'supportStatusOpen' },
  { status: 'answered', label: 'supportStatusAnswered' },
  { status: 'closed', label: 'supportStatusClosed' },
  { status: null, label: 'supportStatusAll' },
];

/** The tickets by status, searched by reference, e-mail or name. */
export function SupportTickets({
  rows,
  status,
  q,
}: {
  rows: AdminTicketRow[];
  status: TicketStatus | null;
  q: string;
}) {
  const text = useAdminText();
  const locale = useLocale();
  return (
    <div className="space-y-5">
      <header>
        <h1 className="font-display text-2xl font-semibold text-plum-900">
          {text('supportTitle')}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-plum-700">{text('supportIntro')}</p>
      </header>
      <nav aria-label={text('supportStatusNav')} className="flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <Link
            key={tab.label}
            to={tab.status ? `?status=${tab.status}` : '?status=all'}
            aria-current={tab.status === status ? 'page' : undefined}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${
              tab.status === status ? 'bg-plum-900 text-cream-50' : 'bg-white text-plum-900'
            }`}
          >
            {text(tab.label)}
          </Link>
        ))}
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
        <input type="hidden" name="status" value={status ?? 'all'} />
        <label className="grid gap-1 text-sm font-semibold text-plum-800">
          {text('supportSearch')}
          <input
            name="q"
            defaultValue={q}
            className="h-11 w-72 rounded-xl border border-blush-300 bg-white px-3 font-normal"
          />
        </label>
        <button
          type="submit"
          className="h-11 rounded-full bg-plum-900 px-5 text-sm font-bold text-cream-50"
        >
          {text('supportApply')}
        </button>
      </Form>
      {rows.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-plum-700">{text('supportEmpty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{text('supportTableLabel')}</caption>
            <thead className="bg-blush-50 text-plum-800">
              <tr>
                <th scope="col" className="p-3">
                  {text('supportColReference')}
                </th>
                <th scope="col" className="p-3">
                  {text('supportColCustomer')}
                </th>
                <th scope="col" className="p-3">
                  {text('supportColTopic')}
                </th>
                <th scope="col" className="p-3">
                  {text('supportColMessage')}
                </th>
                <th scope="col" className="p-3">
                  {text('supportColStatus')}
                </th>
                <th scope="col" className="p-3">
                  {text('supportColLast')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-blush-100 align-top">
                  <td className="p-3 font-semibold">
                    <Link className="text-berry-700 underline" to={`/admin/support/${row.id}`}>
                      {row.reference}
                    </Link>
                  </td>
                  <td className="p-3">
                    {row.customer_name}
                    <br />
                    <span className="text-plum-700">{row.email}</span>
                  </td>
                  <td className="p-3">{SUPPORT_TOPIC_LABELS[row.subject][locale]}</td>
                  <td className="max-w-xs p-3 text-plum-800">{row.message}</td>
                  <td className="p-3">{text(TICKET_STATUS_WORDS[row.status])}</td>
                  <td className="whitespace-nowrap p-3">
                    {formatDateTime(row.last_message_at, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
