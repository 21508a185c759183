import { Link } from 'react-router';
import { formatDateTime } from '@kilau/domain/shared';
import type { AdminContentPageRow, ContentPageStatus } from '@kilau/domain/content';
import { useLocale } from '~/lib/i18n';
import { useAdminText, type AdminTextKey } from '../text';

const STATUS: Record<ContentPageStatus, { label: AdminTextKey; tone: string }> = {
  draft: { label: 'contentStatusDraft', tone: 'bg-cream-200 text-plum-800' },
  published: { label: 'contentStatusPublished', tone: 'bg-leaf-700/10 text-leaf-700' },
  changed: { label: 'contentStatusChanged', tone: 'bg-berry-700/10 text-berry-700' },
};

/** A content page's state as a badge: draft, published, or changed since published. */
export function ContentStatusBadge({ status }: { status: ContentPageStatus }) {
  const text = useAdminText();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS[status].tone}`}
    >
      {text(STATUS[status].label)}
    </span>
  );
}

/** The content pages: page, path, status and the last change (WIB). */
export function ContentTable({ rows }: { rows: readonly AdminContentPageRow[] }) {
  const text = useAdminText();
  const locale = useLocale();
  return (
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-blush-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-cream-100 text-plum-900">
          <tr>
            <th scope="col" className="px-4 py-3">
              {text('contentColPage')}
            </th>
            <th scope="col" className="px-4 py-3">
              {text('contentColPath')}
            </th>
            <th scope="col" className="px-4 py-3">
              {text('contentColStatus')}
            </th>
            <th scope="col" className="px-4 py-3">
              {text('contentColUpdated')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-blush-200">
              <td className="px-4 py-3">
                <Link
                  to={`/admin/content/${row.key}`}
                  className="font-semibold text-plum-900 underline-offset-4 hover:text-rose-700 hover:underline"
                >
                  {row.title}
                </Link>
                {row.kind === 'faq' ? (
                  <span className="ml-2 text-xs font-bold text-plum-700">
                    {text('contentKindFaq')}
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3 font-mono text-xs text-plum-800">{row.path}</td>
              <td className="px-4 py-3">
                <ContentStatusBadge status={row.status} />
              </td>
              <td className="px-4 py-3 text-plum-800">
                {formatDateTime(row.updated_at, locale)}
                {row.updated_by ? (
                  <span className="block text-xs">
                    {text('contentBy', { who: row.updated_by })}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
