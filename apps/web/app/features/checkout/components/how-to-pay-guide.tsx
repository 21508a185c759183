import { ChevronDownIcon } from '~/components/ui/icons';
import type { GuideValues } from '~/components/payment/guide-values';
import type { HowToPayGuide } from '../lib/how-to-pay-guides';
import { useCheckoutText } from '~/features/checkout/text';

/** What a guide's steps are filled with: the order's own figures, or the help page's words. */

/**
 * A method's how-to-pay guide: one disclosure per way to pay (ATM, app, counter), the first one
 * open, each with its numbered steps.
 */
export function HowToPayGuideView({
  guide,
  values,
  headingLevel = 3,
}: {
  guide: HowToPayGuide;
  values: GuideValues;
  headingLevel?: 2 | 3;
}) {
  const text = useCheckoutText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="divide-y divide-blush-200 overflow-hidden rounded-2xl ring-1 ring-blush-200">
      {guide.channels.map((channel, index) => (
        <details key={channel.title} open={index === 0} className="group bg-white">
          <summary className="flex min-h-13 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 hover:bg-blush-50 [&::-webkit-details-marker]:hidden">
            <Heading className="text-sm font-semibold text-plum-900">{text(channel.title)}</Heading>
            <ChevronDownIcon className="size-5 shrink-0 text-plum-600 transition group-open:rotate-180" />
          </summary>
          <ol className="space-y-2.5 px-4 pb-4 pt-1 text-sm leading-relaxed text-plum-800">
            {channel.steps.map((step, stepIndex) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-blush-100 text-[0.65rem] font-bold text-plum-900"
                >
                  {stepIndex + 1}
                </span>
                <span>{text(step, values)}</span>
              </li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  );
}
