import { useToast } from '~/components/ui/toast';
import { useCheckoutText } from '~/features/checkout/text';

/** Copies a number (VA number, payment code, amount) for pasting into a banking app. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const text = useCheckoutText();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(text('outcomeCopied', { label }));
    } catch {
      toast.error(value);
    }
  };
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={text('outcomeCopyLabel', { label })}
      className="inline-flex min-h-10 shrink-0 items-center rounded-full bg-white px-4 text-xs font-bold uppercase tracking-wide text-plum-900 ring-1 ring-plum-900/20 transition hover:ring-plum-900"
    >
      {text('outcomeCopy')}
    </button>
  );
}
