import { useCatalogText } from '~/features/catalog/text';

/** What a tile's modal shows while the product's detail loads, or when it could not. */
export function DetailPending({ failed }: { failed: boolean }) {
  const text = useCatalogText();
  return (
    <p role={failed ? 'alert' : 'status'} className="text-sm text-plum-700">
      {text(failed ? 'errorTitle' : 'loading')}
    </p>
  );
}
