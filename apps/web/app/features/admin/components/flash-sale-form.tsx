import { TextField } from '~/components/ui/form-field';
import type { PromotionActionData } from '../lib/promotion-intents';
import { useAdminText } from '../text';
import type { AdminFlashSale } from '../types';
import { FlashSaleItemsEditor } from './flash-sale-items-editor';
import { CheckField, FormSection, PromotionFormFrame, WindowFields } from './promotion-form-parts';

/**
 * A flash sale's form: name, window in WIB, the switch, and the items table (each combination's
 * flash price and quota). A new sale (no `sale`) or an edit at the version it was read at; field
 * messages come from the action (the domain's schema, then the API's).
 */
export function FlashSaleForm({
  sale: s,
  answer,
}: {
  sale?: AdminFlashSale | undefined;
  answer: PromotionActionData | undefined;
}) {
  const text = useAdminText();
  return (
    <PromotionFormFrame
      promotion={s}
      label={s ? text('flashSaleEditTitle', { name: s.name }) : text('flashSaleNewTitle')}
      answer={answer}
      submit={s ? text('voucherSaveSubmit') : text('flashSaleCreateSubmit')}
    >
      {(error) => (
        <>
          <FormSection title={text('flashSaleSectionBasics')}>
            <TextField
              name="name"
              label={text('flashSaleName')}
              defaultValue={s?.name ?? ''}
              autoComplete="off"
              error={error('name')}
            />
            <CheckField
              name="is_active"
              label={text('flashSaleActive')}
              defaultChecked={s?.is_active ?? true}
            />
            <WindowFields
              startsAt={s?.starts_at}
              endsAt={s?.ends_at}
              labels={{ starts: text('flashSaleStartsAt'), ends: text('flashSaleEndsAt') }}
              error={error}
            />
          </FormSection>
          <FlashSaleItemsEditor items={s?.items ?? []} error={error} />
        </>
      )}
    </PromotionFormFrame>
  );
}
