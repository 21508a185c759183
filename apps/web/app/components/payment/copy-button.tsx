import { useToast } from '~/components/ui/toast';
import { useText } from '~/lib/i18n';

/** Copies a number (VA number, payment code, amount, tracking number) for pasting elsewhere. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const text = useText();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(text('copyDone', { label }));
    } catch {
      toast.error(value);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={text('copyLabel', { label })}
      className="inline-flex min-h-10 shrink-0 items-center rounded-full bg-white px-4 text-xs font-bold text-plum-900 ring-1 ring-plum-900/20 transition hover:ring-plum-900"
    >
      {text('copyAction')}
    </button>
  );
}
