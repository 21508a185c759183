import type { ReactNode } from 'react';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { Modal } from '~/components/ui/modal';
import type { ModalKind } from '~/components/ui/modal-stack';
import { useReviewsText } from '../text';
import type { WizardProduct } from '../types';

/**
 * The review modal's frame (001 §2): the step's header, the progress bar ((step + 1) / steps)
 * with "Langkah n dari m", the product reviewed (and, on desktop, the combination beside the
 * form), the step, and Back with the step's own button.
 */
export function WizardFrame({
  kind,
  title,
  product,
  variant,
  side,
  progress,
  stepLabel,
  onClose,
  onBack,
  footer,
  children,
}: {
  kind: Extract<ModalKind, 'reviewWriting' | 'editReview'>;
  title: string;
  product: WizardProduct;
  variant: string | null;
  side: ReactNode;
  progress: number;
  stepLabel: string;
  onClose: () => void;
  onBack: () => void;
  footer: ReactNode;
  children: ReactNode;
}) {
  const text = useReviewsText();
  return (
    <Modal kind={kind} open onClose={onClose} title={title} className="sm:max-w-2xl dt:max-w-4xl">
      <div
        role="progressbar"
        aria-label={stepLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
        className="h-1.5 overflow-hidden rounded-full bg-blush-100"
      >
        <span
          className="block h-full rounded-full bg-plum-900 transition-[width] duration-300"
          style={{ width: `${progress * 100}%` }}
        />
      </div>
      <p className="mt-2 text-xs font-semibold tracking-wide text-plum-700">{stepLabel}</p>

      <div className="mt-4 grid gap-5 dt:grid-cols-[15rem_1fr] dt:gap-8">
        <aside className="flex items-center gap-3 dt:block">
          {product.image ? (
            <img
              src={product.image}
              alt=""
              width={240}
              height={240}
              className="size-16 shrink-0 rounded-2xl bg-cream-100 object-cover ring-1 ring-blush-200 dt:size-auto dt:w-full"
            />
          ) : null}
          <div className="min-w-0 dt:mt-3">
            <p className="font-semibold text-plum-900">{product.name}</p>
            {variant ? <p className="text-sm text-plum-700">{variant}</p> : null}
          </div>
          {side ? <div className="hidden dt:mt-5 dt:block">{side}</div> : null}
        </aside>
        <div className="min-w-0">{children}</div>
      </div>

      <div className="sticky -bottom-6 -mx-6 mt-6 flex gap-3 border-t border-blush-100 bg-cream-50 px-6 py-4">
        <button type="button" onClick={onBack} className={BUTTON_CLASS.secondary}>
          {text('wizardBack')}
        </button>
        {footer}
      </div>
    </Modal>
  );
}
