import { BUTTON_CLASS } from '~/components/ui/form-field';
import { Modal } from '~/components/ui/modal';
import { useMessage } from '~/lib/i18n';
import type { MergeReportItem } from '../hooks/use-guest-merge';
import { useCartText } from '~/features/cart/text';

/**
 * What the guest bag's merge could not add (000 §4: quantities are summed, then limits and rules
 * apply): each product with the server's reason, and how many still went in.
 */
export function MergeReportDialog({
  items,
  onClose,
}: {
  items: MergeReportItem[] | null;
  onClose: () => void;
}) {
  const text = useCartText();
  const message = useMessage();
  return (
    <Modal
      kind="addToCartNotification"
      open={items !== null && items.length > 0}
      onClose={onClose}
      title={text('mergeTitle')}
      className="sm:max-w-md"
    >
      <p className="text-sm text-plum-800">{message('cart_merge_partial')}</p>
      <ul className="mt-4 divide-y divide-blush-200 rounded-2xl bg-white ring-1 ring-blush-200">
        {(items ?? []).map((item) => (
          <li key={`${item.id}-${item.combination_id}`} className="p-3 text-sm">
            <p className="font-semibold text-plum-900">
              {item.line?.name ?? item.id}
              {item.line?.combination_name ? (
                <span className="font-normal text-plum-700"> · {item.line.combination_name}</span>
              ) : null}
            </p>
            <p className="mt-0.5 text-berry-700">{item.message}</p>
            {item.added > 0 ? (
              <p className="mt-0.5 text-plum-700">{text('mergePartly', { count: item.added })}</p>
            ) : null}
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClose} className={`${BUTTON_CLASS.primary} mt-6 w-full`}>
        {text('mergeOk')}
      </button>
    </Modal>
  );
}
