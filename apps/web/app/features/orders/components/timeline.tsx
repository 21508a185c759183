import type { ReactNode } from 'react';

export type TimelineStep = { key: string; title: ReactNode; detail?: ReactNode; time: ReactNode };

/** A vertical timeline, newest first: the first step is marked as the current one. */
export function Timeline({ steps, label }: { steps: readonly TimelineStep[]; label: string }) {
  return (
    <ol aria-label={label} className="relative space-y-5 pl-7">
      <span
        aria-hidden="true"
        className="absolute bottom-2 left-[0.4375rem] top-2 w-px bg-blush-200"
      />
      {steps.map((step, index) => (
        <li key={step.key} className="relative" aria-current={index === 0 ? 'step' : undefined}>
          <span
            aria-hidden="true"
            className={`absolute -left-7 top-1 size-3.5 rounded-full ring-4 ${
              index === 0 ? 'bg-rose-600 ring-blush-100' : 'bg-blush-300 ring-cream-50'
            }`}
          />
          <p
            className={`text-sm ${index === 0 ? 'font-bold text-plum-900' : 'font-semibold text-plum-800'}`}
          >
            {step.title}
          </p>
          {step.detail ? <p className="mt-0.5 text-sm text-plum-700">{step.detail}</p> : null}
          <p className="mt-0.5 text-xs tabular-nums text-plum-700">{step.time}</p>
        </li>
      ))}
    </ol>
  );
}
