import { useState, type ReactNode } from 'react';
import { Form } from 'react-router';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  PRODUCT_IMAGE_KINDS,
  type AdminCombination,
  type AdminProductImage,
} from '@kilau/domain/admin';
import { BUTTON_CLASS, SelectField, TextField } from '~/components/ui/form-field';
import { PRODUCT_INTENTS } from '../lib/product-form';
import { useAdminText, type AdminTextKey } from '../text';
import { ROW_BUTTON_CLASS } from './confirm-button';

const KIND_LABELS: Record<AdminProductImage['kind'], AdminTextKey> = {
  packshot: 'imagesKindPackshot',
  texture: 'imagesKindTexture',
  lifestyle: 'imagesKindLifestyle',
  ingredients: 'imagesKindIngredients',
};

const shadeName = (c: AdminCombination) =>
  [c.attributes.shade, c.attributes.size, c.attributes.variant].filter(Boolean).join(' / ') ||
  c.sku;

type Props = {
  images: AdminProductImage[];
  combinations: AdminCombination[];
  fields: Record<string, string> | undefined;
  busy: boolean;
};

/**
 * A product's pictures: upload one (its kind, texts and shade), then order them by dragging
 * (@dnd-kit: a pointer, or the keyboard — Space to lift, arrows to move, Space to drop) or with
 * the up and down buttons, choose the cover and each one's shade, and save the list.
 */
export function ProductImagesEditor({ images, combinations, fields, busy }: Props) {
  const text = useAdminText();
  const [list, setList] = useState(images);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const change = (id: number, patch: Partial<AdminProductImage>) =>
    setList((all) => all.map((image) => (image.id === id ? { ...image, ...patch } : image)));
  const move = (from: number, to: number) => setList((all) => arrayMove(all, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = list.findIndex((image) => image.id === active.id);
    const to = list.findIndex((image) => image.id === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };
  const payload = JSON.stringify(
    list.map(({ id, alt, alt_en, kind, is_cover, combination_id }) => ({
      id,
      alt,
      alt_en,
      kind,
      is_cover,
      combination_id,
    })),
  );
  const shadeOptions = (
    <>
      <option value="">{text('imagesAllShades')}</option>
      {combinations.map((c) => (
        <option key={c.id} value={c.id}>
          {shadeName(c)}
        </option>
      ))}
    </>
  );

  return (
    <div className="flex flex-col gap-5">
      <Form
        method="post"
        encType="multipart/form-data"
        aria-label={text('imagesUpload')}
        className="grid gap-3 rounded-2xl border border-blush-200 bg-cream-50 p-4 dt:grid-cols-3 dt:items-end"
      >
        <input type="hidden" name="intent" value={PRODUCT_INTENTS.upload} />
        <TextField name="alt" label={text('imagesAlt')} maxLength={200} optional />
        <TextField name="alt_en" label={text('imagesAltEn')} maxLength={200} optional />
        <SelectField name="kind" label={text('imagesKind')} defaultValue="packshot">
          {PRODUCT_IMAGE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {text(KIND_LABELS[kind])}
            </option>
          ))}
        </SelectField>
        <SelectField name="combination_id" label={text('imagesUploadShade')} defaultValue="">
          {shadeOptions}
        </SelectField>
        <TextField
          name="image"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          label={text('imagesUploadFile')}
          hint={text('imagesUploadHint')}
          required
          error={fields?.image}
        />
        <button type="submit" disabled={busy} className={BUTTON_CLASS.secondary}>
          {text('imagesUpload')}
        </button>
      </Form>

      {list.length === 0 ? (
        <p className="text-plum-700">{text('imagesEmpty')}</p>
      ) : (
        <Form method="post" aria-label={text('imagesLabel')} className="flex flex-col gap-3">
          <input type="hidden" name="intent" value={PRODUCT_INTENTS.images} />
          <input type="hidden" name="images" value={payload} />
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext
              items={list.map((image) => image.id)}
              strategy={verticalListSortingStrategy}
            >
              <ol className="flex flex-col gap-3" aria-label={text('imagesLabel')}>
                {list.map((image, index) => (
                  <SortableImage
                    key={image.id}
                    image={image}
                    n={index + 1}
                    count={list.length}
                    onMove={(to) => move(index, to)}
                    onChange={(patch) => change(image.id, patch)}
                    onCover={() =>
                      setList((all) =>
                        all.map((other) => ({ ...other, is_cover: other.id === image.id })),
                      )
                    }
                    shadeOptions={shadeOptions}
                    error={(field) => fields?.[`images.${index}.${field}`]}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
          <button type="submit" disabled={busy} className={`${BUTTON_CLASS.primary} self-start`}>
            {text('imagesSave')}
          </button>
        </Form>
      )}
    </div>
  );
}

function SortableImage({
  image,
  n,
  count,
  onMove,
  onChange,
  onCover,
  shadeOptions,
  error,
}: {
  image: AdminProductImage;
  n: number;
  count: number;
  onMove: (to: number) => void;
  onChange: (patch: Partial<AdminProductImage>) => void;
  onCover: () => void;
  shadeOptions: ReactNode;
  error: (field: string) => string | undefined;
}) {
  const text = useAdminText();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: image.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={text('imagesN', { n })}
      className="grid gap-3 rounded-2xl border border-blush-200 bg-white p-3 dt:grid-cols-[auto_6rem_1fr_1fr_1fr_1fr_auto] dt:items-end"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={text('imagesDrag', { n })}
        className={`${ROW_BUTTON_CLASS} cursor-grab`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <img
        src={image.url}
        alt={image.alt}
        width={96}
        height={96}
        className="size-24 rounded-xl border border-blush-200 object-cover"
      />
      <TextField
        label={`${text('imagesAlt')} (${n})`}
        value={image.alt}
        maxLength={200}
        onChange={(event) => onChange({ alt: event.target.value })}
        error={error('alt')}
      />
      <TextField
        label={`${text('imagesAltEn')} (${n})`}
        value={image.alt_en}
        maxLength={200}
        onChange={(event) => onChange({ alt_en: event.target.value })}
        error={error('alt_en')}
      />
      <SelectField
        name={`kind-${image.id}`}
        label={`${text('imagesKind')} (${n})`}
        value={image.kind}
        onChange={(event) => onChange({ kind: event.target.value as AdminProductImage['kind'] })}
      >
        {PRODUCT_IMAGE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {text(KIND_LABELS[kind])}
          </option>
        ))}
      </SelectField>
      <SelectField
        name={`shade-${image.id}`}
        label={`${text('imagesUploadShade')} (${n})`}
        value={image.combination_id === null ? '' : String(image.combination_id)}
        onChange={(event) =>
          onChange({ combination_id: event.target.value ? Number(event.target.value) : null })
        }
        error={error('combination_id')}
      >
        {shadeOptions}
      </SelectField>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex min-h-9 items-center gap-2 text-sm text-plum-900">
          <input
            type="radio"
            name="cover"
            checked={image.is_cover}
            onChange={onCover}
            aria-label={text('imagesMakeCover', { n })}
            className="size-4 accent-rose-600"
          />
          <span aria-hidden="true">{text('imagesCover')}</span>
        </label>
        <button
          type="button"
          disabled={n === 1}
          onClick={() => onMove(n - 2)}
          aria-label={text('imagesMoveUp', { n })}
          className={ROW_BUTTON_CLASS}
        >
          ↑
        </button>
        <button
          type="button"
          disabled={n === count}
          onClick={() => onMove(n)}
          aria-label={text('imagesMoveDown', { n })}
          className={ROW_BUTTON_CLASS}
        >
          ↓
        </button>
        <button
          type="submit"
          form={`delete-image-${image.id}`}
          aria-label={text('imagesDelete', { n })}
          className={ROW_BUTTON_CLASS}
        >
          ✕
        </button>
      </div>
    </li>
  );
}

/** One form per picture's delete button (forms cannot nest inside the list's form). */
export function ImageDeleteForms({ images }: { images: AdminProductImage[] }) {
  return (
    <>
      {images.map((image) => (
        <Form key={image.id} method="post" id={`delete-image-${image.id}`} hidden>
          <input type="hidden" name="intent" value={PRODUCT_INTENTS.deleteImage} />
          <input type="hidden" name="image_id" value={image.id} />
        </Form>
      ))}
    </>
  );
}
