import { useToast } from '~/components/ui/toast';
import { useOrdersText } from '~/features/orders/text';

/** Copies a number (VA number, tracking number, amount) for pasting elsewhere. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const text = useOrdersText();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(text('ordersCopied', { label }));
    } catch {
      toast.error(value);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={text('ordersCopyLabel', { label })}
      className="inline-flex min-h-10 shrink-0 items-center rounded-full bg-white px-4 text-xs font-bold uppercase tracking-wide text-plum-900 ring-1 ring-plum-900/20 transition hover:ring-plum-900"
    >
      {text('ordersCopy')}
    </button>
  );
}
