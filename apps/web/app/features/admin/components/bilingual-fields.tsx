import { TextAreaField, TextField } from '~/components/ui/form-field';
import type { useFormValidation } from '~/hooks/use-form-validation';
import { useAdminText, type AdminTextKey } from '../text';

/**
 * One text in both languages, Indonesian first: the fields `{name}_id` and `{name}_en` (grid
 * cells), a line each or, with `rows`, a box each.
 */
export function BilingualFields({
  field,
  name,
  labels,
  values,
  rows,
  optional = false,
}: {
  field: ReturnType<typeof useFormValidation>['field'];
  name: string;
  labels: readonly [AdminTextKey, AdminTextKey];
  values: { id: string; en: string } | undefined;
  rows?: number;
  optional?: boolean;
}) {
  const text = useAdminText();
  return (['id', 'en'] as const).map((code, index) => {
    const props = {
      ...field(`${name}_${code}`),
      label: text(labels[index]!),
      defaultValue: values?.[code] ?? '',
      optional,
    };
    return rows ? (
      <TextAreaField key={code} {...props} rows={rows} />
    ) : (
      <TextField key={code} {...props} />
    );
  });
}
