import { academyPath, type AcademyLevel, type AcademyProgress } from '@kilau/domain/academy';
import { Link } from 'react-router';
import { useAcademyText } from '../text';

type ClassState = AcademyProgress['levels'][number]['classes'][number]['state'];

const STATE_STYLES: Record<ClassState, string> = {
  done: 'bg-leaf-700 text-white',
  read: 'bg-[var(--academy-accent)] text-plum-950',
  open: 'bg-[var(--academy-primary)] text-white',
  locked: 'bg-cream-200 text-plum-700',
};

/**
 * The academy's levels and classes in order. With the member's progress each class shows its
 * state (done, in progress, open, locked) and links to its page — a locked class to the locked
 * page; without it (a guest, or not approved yet) the syllabus is a plain list. `headingLevel`
 * keeps the page's outline: 3 under the landing's section heading, 2 right under a page's h1.
 */
export function Syllabus({
  segment,
  levels,
  progress,
  headingLevel = 3,
}: {
  segment: string;
  levels: AcademyLevel[];
  progress: AcademyProgress | null;
  headingLevel?: 2 | 3;
}) {
  const LevelHeading = headingLevel === 2 ? 'h2' : 'h3';
  const text = useAcademyText();
  const stateWords: Record<ClassState, string> = {
    done: text('academyStateDone'),
    read: text('academyStateRead'),
    open: text('academyStateOpen'),
    locked: text('academyStateLocked'),
  };
  const states = new Map(
    (progress?.levels ?? []).flatMap((level) =>
      level.classes.map((entry) => [entry.id, entry.state] as const),
    ),
  );
  return (
    <ol className="grid gap-6">
      {levels.map((level) => (
        <li key={level.id} className="rounded-3xl border border-plum-900/10 bg-white p-5">
          <LevelHeading className="font-display text-xl font-semibold text-plum-900">
            {text('academyLevelHeading', { position: level.position, title: level.title })}
          </LevelHeading>
          {level.summary ? <p className="mt-1 text-plum-700">{level.summary}</p> : null}
          <ol className="mt-4 grid gap-2">
            {level.classes.map((entry) => {
              const state = states.get(entry.id) ?? null;
              const to =
                state === null
                  ? null
                  : state === 'locked'
                    ? `${academyPath(segment, 'locked')}?class=${encodeURIComponent(entry.slug)}`
                    : academyPath(segment, 'class', entry.slug);
              const body = (
                <>
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-cream-100 font-semibold text-plum-900"
                  >
                    {entry.position}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-plum-900">{entry.title}</span>
                    <span className="block text-sm text-plum-700">
                      {entry.question_count > 0
                        ? text('academyClassQuestions', { count: entry.question_count })
                        : entry.summary}
                    </span>
                  </span>
                  {state ? (
                    <span
                      className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${STATE_STYLES[state]}`}
                    >
                      {stateWords[state]}
                    </span>
                  ) : null}
                </>
              );
              return (
                <li key={entry.id}>
                  {to ? (
                    <Link
                      to={to}
                      className="flex min-h-12 items-center gap-3 rounded-2xl px-2 py-2 hover:bg-cream-50"
                    >
                      {body}
                    </Link>
                  ) : (
                    <div className="flex min-h-12 items-center gap-3 px-2 py-2">{body}</div>
                  )}
                </li>
              );
            })}
          </ol>
          {level.assignment ? (
            <p className="mt-3 rounded-2xl bg-cream-100 px-4 py-3 text-sm text-plum-800">
              {text('academyAssignment', { title: level.assignment.title })}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
