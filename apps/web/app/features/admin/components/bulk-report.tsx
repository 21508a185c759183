import type { BulkImportReport } from '@kilau/domain/admin';
import { useAdminText } from '../text';

const cell = 'border-b border-blush-100 px-2 py-1.5 text-left align-top';

/** What an import did or would do: the counts, then each problem by row and column. */
export function BulkReport({ report }: { report: BulkImportReport }) {
  const text = useAdminText();
  return (
    <section aria-labelledby="bulk-report" className="flex flex-col gap-3">
      <h2 id="bulk-report" className="text-lg font-semibold text-plum-900">
        {text('bulkReportTitle')}
      </h2>
      <p className="text-plum-800">
        {text('bulkReportCounts', {
          rows: report.rows,
          changed: report.changed,
          unchanged: report.unchanged,
          problems: report.problem_count,
        })}
        {report.created > 0 ? ` ${text('bulkReportCreated', { created: report.created })}` : null}
      </p>
      {report.problems.length > 0 ? (
        <>
          <table className="w-full text-sm text-plum-900">
            <caption className="sr-only">{text('bulkProblemsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={`${cell} font-semibold text-plum-700`}>
                  {text('bulkRow')}
                </th>
                <th scope="col" className={`${cell} font-semibold text-plum-700`}>
                  {text('bulkColumn')}
                </th>
                <th scope="col" className={`${cell} font-semibold text-plum-700`}>
                  {text('bulkProblem')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.problems.map((problem, index) => (
                <tr key={`${problem.row}-${problem.column ?? ''}-${index}`}>
                  <td className={`${cell} tabular-nums`}>{problem.row}</td>
                  <td className={`${cell} font-mono`}>{problem.column ?? '—'}</td>
                  <td className={cell}>{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.problem_count > report.problems.length ? (
            <p className="text-sm text-plum-700">
              {text('bulkProblemsMore', {
                shown: report.problems.length,
                count: report.problem_count,
              })}
            </p>
          ) : null}
        </>
      ) : report.dry_run ? (
        <p className="text-plum-800">{text('bulkClean')}</p>
      ) : null}
    </section>
  );
}
