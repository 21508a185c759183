import { SelectField } from '~/components/ui/form-field';
import { useAdminText } from '../text';

/** The store a back-office page works on (`?store=`): the store desk and the store stock. */
export function StorePicker({
  stores,
  storeId,
}: {
  stores: ReadonlyArray<{ id: number; name: string }>;
  storeId: number;
}) {
  const text = useAdminText();
  return (
    <SelectField
      label={text('storeCollectionStore')}
      name="store"
      defaultValue={String(storeId)}
      className="min-w-56"
    >
      {stores.map((store) => (
        <option key={store.id} value={store.id}>
          {store.name}
        </option>
      ))}
    </SelectField>
  );
}
