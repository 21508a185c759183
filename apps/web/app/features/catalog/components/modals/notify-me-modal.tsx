import { Modal } from '~/components/ui/modal';
import { NotifyMeForm } from '../notify-me-form';
import { useCatalogText } from '~/features/catalog/text';

/** The notify-me modal (000 §2): the notify-me form over the page. */
export default function NotifyMeModal({
  productId,
  combinationId,
  action,
  onClose,
}: {
  productId: number;
  combinationId: number;
  action: string;
  onClose: () => void;
}) {
  const text = useCatalogText();
  return (
    <Modal kind="notifyMe" open onClose={onClose} title={text('notifyMeTitle')}>
      <NotifyMeForm productId={productId} combinationId={combinationId} action={action} />
    </Modal>
  );
}
