import { translate, type Locale, type MessageCode } from '@kilau/domain';
import {
  isBundle,
  PRODUCT_FLAGS,
  priceAfterDiscount,
  type AdminCombination,
  type AdminProduct,
  type AdminProductRow,
  type CatalogueOptions,
  type CombinationInput,
  type ProductBulkInput,
  type ProductCreateInput,
  type ProductUpdateInput,
} from '@kilau/domain/admin';
import { productPath } from '@kilau/domain/catalog';
import { AppError } from '../../lib/app-error';
import type { AdminProductsRepository, ProductListQuery } from './admin-products.repository';
import type { AuditActor, ProductsTransaction } from './products-transaction';

type ProductRow = NonNullable<Awaited<ReturnType<AdminProductsRepository['product']>>>;

/** A 422 on one field (or several), in the request's language. */
export const fieldRefusal = (
  locale: Locale,
  code: MessageCode,
  fields: string[],
  params: Record<string, string | number> = {},
) =>
  new AppError(422, code, code, params, {
    fields: Object.fromEntries(fields.map((field) => [field, translate(code, locale, params)])),
  });

export const productNotFound = () => new AppError(404, 'product_not_found', 'product_not_found');

function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
  return slug || 'produk';
}

const attributesOf = (
  stored: Record<string, { name: string }>,
): AdminCombination['attributes'] => ({
  ...(stored.shade ? { shade: stored.shade.name } : {}),
  ...(stored.size ? { size: stored.size.name } : {}),
  ...(stored.variant ? { variant: stored.variant.name } : {}),
});

/** The form's option names as the shop stores them; a product without options is `non_specify`. */
const storedAttributes = (attributes: CombinationInput['attributes']) => {
  const entries = (['shade', 'size', 'variant'] as const).flatMap((key) => {
    const value = attributes[key];
    return value ? [[key, { name: value }] as const] : [];
  });
  return JSON.stringify(
    entries.length ? Object.fromEntries(entries) : { non_specify: { name: '' } },
  );
};

/** What the audit log keeps of a product: its fields and its combinations' prices. */
const audited = (product: AdminProduct) => ({
  name: product.name,
  slug: product.slug,
  brand_id: product.brand.id,
  default_category_id: product.default_category_id,
  category_ids: product.category_ids,
  tag_ids: product.tag_ids,
  classification: product.classification,
  ...Object.fromEntries(PRODUCT_FLAGS.map((flag) => [flag, product[flag]])),
  is_active: product.is_active,
  max_limit_per_order: product.max_limit_per_order,
  description: product.description,
  how_to_use: product.how_to_use,
  ingredients: product.ingredients,
  pack_items: product.pack_items.map(({ combination_id, quantity }) => ({
    combination_id,
    quantity,
  })),
  combinations: product.combinations.map((c) => ({
    id: c.id,
    sku: c.sku,
    attributes: c.attributes,
    price: c.price,
    price_after_discount: c.price_after_discount,
    hex: c.hex,
    is_active: c.is_active,
    is_default: c.is_default,
    preorder: c.preorder,
  })),
});

function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

const dayText = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * The back office's products (docs/design/back-office.md § Products). Every write runs in one
 * transaction with its audit row; an edit names the `version` it was read at (a stale one is a
 * 409 with the product as it is now); after the commit the shop's caches hear of the change.
 */
export function createAdminProductsService(deps: {
  /** The repository outside a transaction (the reads). */
  reads: AdminProductsRepository;
  inTransaction: <T>(work: (on: ProductsTransaction) => Promise<T>) => Promise<T>;
  clock: () => Date;
  changed: (productIds: number[]) => Promise<void>;
}) {
  const { clock, reads } = deps;

  async function view(repo: AdminProductsRepository, row: ProductRow): Promise<AdminProduct> {
    const id = Number(row.id);
    const [brand, categoryIds, tagIds, combinations, images, packItems, categorySlug] =
      await Promise.all([
        repo.brand(Number(row.brand_id)),
        repo.categoryIds(id),
        repo.tagIds(id),
        repo.combinations(id),
        repo.images(id),
        repo.packItems(id),
        repo.categorySlug(Number(row.default_category_id)),
      ]);
    const preorders = await repo.preorders(combinations.map((c) => Number(c.id)));
    return {
      id,
      name: row.name,
      slug: row.slug,
      brand: { id: Number(row.brand_id), name: brand?.name ?? '' },
      default_category_id: Number(row.default_category_id),
      category_ids: categoryIds,
      tag_ids: tagIds,
      classification: row.classification,
      description: row.description,
      how_to_use: row.how_to_use,
      ingredients: row.ingredients,
      is_new: row.is_new,
      is_exclusive: row.is_exclusive,
      is_limited: row.is_limited,
      is_online: row.is_online,
      is_buy_one_get_one_free: row.is_buy_one_get_one_free,
      is_sale: row.is_sale,
      is_out_of_stock_academy: row.is_out_of_stock_academy,
      is_active: row.is_active,
      max_limit_per_order: row.max_limit_per_order,
      pack_items: packItems.map((item) => ({
        combination_id: Number(item.combination_id),
        quantity: item.quantity,
        label: `${item.name} (${item.sku})`,
      })),
      combinations: combinations.map((c) => {
        const rule = preorders.find((p) => Number(p.combination_id) === Number(c.id));
        return {
          id: Number(c.id),
          sku: c.sku,
          barcode: c.barcode,
          attributes: attributesOf(c.attributes),
          price: c.price,
          deduction_type: c.deduction_type,
          deduction_amount: c.deduction_amount,
          deduction_percentage: c.deduction_percentage,
          price_after_discount: c.price_after_discount,
          hex: c.hex,
          swatch_image: c.swatch_image,
          weight_grams: c.weight_grams,
          is_default: c.is_default,
          is_active: c.is_active,
          position: c.position,
          stock: c.stock,
          preorder: rule
            ? {
                total_quota: rule.total_quota,
                sold_quota: rule.sold_quota,
                delivery_date: dayText(rule.delivery_date),
                is_active: rule.is_active,
              }
            : null,
        };
      }),
      images: images.map((image) => ({
        id: Number(image.id),
        url: image.url,
        alt: image.alt,
        alt_en: image.alt_en,
        kind: image.kind,
        is_cover: image.is_cover,
        position: image.position,
        combination_id: image.combination_id === null ? null : Number(image.combination_id),
      })),
      shop_url: productPath({ categorySlug, productId: id, productSlug: row.slug }),
      version: row.version,
      updated_at: row.updated_at.toISOString(),
    };
  }

  const stale = (current: AdminProduct) =>
    new AppError(409, 'changed_by_someone_else', 'changed_by_someone_else', {}, { current });

  /** Brands, categories, tags and bundle items named by the form exist. */
  async function checkOptions(
    repo: AdminProductsRepository,
    input: {
      brand_id?: number | undefined;
      default_category_id?: number | undefined;
      category_ids?: number[] | undefined;
      tag_ids?: number[] | undefined;
      pack_items?: Array<{ combination_id: number }> | undefined;
    },
    locale: Locale,
  ) {
    const unknown: string[] = [];
    if (input.brand_id !== undefined && !(await repo.existing('brands', [input.brand_id])).size) {
      unknown.push('brand_id');
    }
    const categories = [
      ...(input.default_category_id !== undefined ? [input.default_category_id] : []),
      ...(input.category_ids ?? []),
    ];
    const foundCategories = await repo.existing('categories', categories);
    if (
      input.default_category_id !== undefined &&
      !foundCategories.has(input.default_category_id)
    ) {
      unknown.push('default_category_id');
    }
    if ((input.category_ids ?? []).some((id) => !foundCategories.has(id))) {
      unknown.push('category_ids');
    }
    const tags = input.tag_ids ?? [];
    if ((await repo.existing('tags', tags)).size !== new Set(tags).size) unknown.push('tag_ids');
    const items = (input.pack_items ?? []).map((item) => item.combination_id);
    if ((await repo.existing('combinations', items)).size !== new Set(items).size) {
      unknown.push('pack_items');
    }
    if (unknown.length) throw fieldRefusal(locale, 'product_option_unknown', unknown);
  }

  /** SKUs and barcodes no other product uses. */
  async function checkCodes(
    repo: AdminProductsRepository,
    combinations: CombinationInput[],
    productId: number | undefined,
    locale: Locale,
  ) {
    const taken = await repo.takenCodes(
      combinations.map((c) => c.sku),
      combinations.flatMap((c) => (c.barcode ? [c.barcode] : [])),
      productId,
    );
    const skuFields = combinations.flatMap((c, i) =>
      taken.skus.has(c.sku.toUpperCase()) ? [`combinations.${i}.sku`] : [],
    );
    if (skuFields.length) throw fieldRefusal(locale, 'product_sku_taken', skuFields);
    const barcodeFields = combinations.flatMap((c, i) =>
      c.barcode && taken.barcodes.has(c.barcode) ? [`combinations.${i}.barcode`] : [],
    );
    if (barcodeFields.length) throw fieldRefusal(locale, 'product_barcode_taken', barcodeFields);
  }

  async function uniqueSlug(
    repo: AdminProductsRepository,
    wanted: string | undefined,
    name: string,
    productId: number | undefined,
    locale: Locale,
  ) {
    if (wanted !== undefined) {
      if (await repo.slugTaken(wanted, productId)) {
        throw fieldRefusal(locale, 'product_slug_taken', ['slug']);
      }
      return wanted;
    }
    const base = slugify(name);
    let slug = base;
    for (let n = 2; await repo.slugTaken(slug, productId); n += 1) slug = `${base}-${n}`;
    return slug;
  }

  const combinationValues = (c: CombinationInput, position: number) => ({
    sku: c.sku,
    barcode: c.barcode ?? null,
    attributes: storedAttributes(c.attributes),
    price: c.price,
    price_after_discount: priceAfterDiscount(c.price, {
      type: c.deduction_type,
      amount: c.deduction_amount,
      percentage: c.deduction_percentage,
    }),
    deduction_type: c.deduction_type,
    deduction_amount: c.deduction_type === 'amount' ? c.deduction_amount : 0,
    deduction_percentage: c.deduction_type === 'percentage' ? c.deduction_percentage : 0,
    is_show_as_percentage: c.deduction_type !== 'amount',
    hex: c.hex ?? null,
    swatch_image: c.swatch_image ?? null,
    weight_grams: c.weight_grams,
    is_active: c.is_active,
    position: c.position ?? position,
  });

  async function writePreorder(
    repo: AdminProductsRepository,
    combinationId: number,
    rule: CombinationInput['preorder'],
    index: number,
    locale: Locale,
  ) {
    if (rule === undefined) return;
    const existing = await repo.latestPreorder(combinationId);
    if (rule === null) {
      if (existing) await repo.deactivatePreorders(combinationId);
      return;
    }
    const values = {
      total_quota: rule.total_quota,
      delivery_date: rule.delivery_date,
      is_active: rule.is_active,
    };
    if (!existing) {
      await repo.insertPreorder({ combination_id: combinationId, ...values });
      return;
    }
    if (rule.total_quota < existing.sold_quota) {
      throw fieldRefusal(
        locale,
        'number_out_of_range',
        [`combinations.${index}.preorder.total_quota`],
        {
          min: existing.sold_quota,
          max: 1_000_000,
        },
      );
    }
    await repo.updatePreorder(Number(existing.id), values);
  }

  /**
   * The product's combinations become `list`: new ones inserted (with their opening stock),
   * listed ones updated (never their stock), the rest deleted — or deactivated when an order, a
   * bag or a bundle points at them. One default: the one marked, else the first active one.
   */
  async function syncCombinations(
    repo: AdminProductsRepository,
    productId: number,
    list: CombinationInput[],
    locale: Locale,
  ) {
    const current = await repo.combinations(productId);
    const currentIds = new Set(current.map((c) => Number(c.id)));
    const unknown = list.flatMap((c, i) =>
      c.id !== undefined && !currentIds.has(c.id) ? [`combinations.${i}.id`] : [],
    );
    if (unknown.length) throw fieldRefusal(locale, 'product_option_unknown', unknown);

    const kept = new Set(list.flatMap((c) => (c.id !== undefined ? [c.id] : [])));
    const gone = current.filter((c) => !kept.has(Number(c.id))).map((c) => Number(c.id));
    // The default is set again below (one per product: a unique index).
    await repo.clearDefaultCombination(productId);
    if (gone.length) {
      const referenced = await repo.referencedCombinations(gone);
      const deactivate = gone.filter((id) => referenced.has(id));
      const remove = gone.filter((id) => !referenced.has(id));
      if (deactivate.length) await repo.deactivateCombinations(deactivate);
      if (remove.length) await repo.deleteCombinations(remove);
    }
    const ids: number[] = [];
    for (const [index, combination] of list.entries()) {
      const values = combinationValues(combination, index);
      const id =
        combination.id !== undefined
          ? combination.id
          : await repo.insertCombination({
              ...values,
              product_id: productId,
              stock: combination.stock ?? 0,
            });
      if (combination.id !== undefined) await repo.updateCombination(id, values);
      ids.push(id);
      await writePreorder(repo, id, combination.preorder, index, locale);
    }
    const marked = list.findIndex((c) => c.is_default);
    const firstActive = list.findIndex((c) => c.is_active);
    const defaultId = ids[marked >= 0 ? marked : Math.max(0, firstActive)];
    if (defaultId !== undefined) await repo.setDefaultCombination(defaultId);
  }

  async function replaceLinks(
    repo: AdminProductsRepository,
    productId: number,
    links: {
      categoryIds?: number[] | undefined;
      defaultCategoryId: number;
      tagIds?: number[] | undefined;
      packItems?: Array<{ combination_id: number; quantity: number }> | undefined;
    },
  ) {
    if (links.categoryIds !== undefined) {
      await repo.replaceCategories(productId, [
        ...new Set([links.defaultCategoryId, ...links.categoryIds]),
      ]);
    }
    if (links.tagIds !== undefined) await repo.replaceTags(productId, [...new Set(links.tagIds)]);
    if (links.packItems !== undefined) await repo.replacePackItems(productId, links.packItems);
  }

  async function refreshSearchText(repo: AdminProductsRepository, id: number) {
    const row = (await repo.product(id))!;
    const words = await repo.searchWords(
      Number(row.brand_id),
      await repo.categoryIds(id),
      await repo.tagIds(id),
    );
    await repo.updateProduct(id, { search_text: [row.name, words].filter(Boolean).join(' ') });
  }

  return {
    async list(query: ProductListQuery): Promise<{ rows: AdminProductRow[]; total: number }> {
      const { ids, total } = await reads.list(query);
      const rows = await reads.rows(ids);
      return {
        total,
        rows: rows.map((row) => ({
          id: Number(row.id),
          name: row.name,
          slug: row.slug,
          brand: { id: Number(row.brand_id), name: row.brand_name },
          cover_image: row.cover_image,
          price: { min: row.min_price, max: row.max_price },
          total_stock: row.total_stock ?? 0,
          combinations_count: row.combinations_count ?? 0,
          is_active: row.is_active,
          flags: PRODUCT_FLAGS.filter((flag) => row[flag]),
          version: row.version,
          updated_at: row.updated_at.toISOString(),
        })),
      };
    },

    async get(id: number): Promise<AdminProduct> {
      const row = await reads.product(id);
      if (!row) throw productNotFound();
      return view(reads, row);
    },

    async options(): Promise<CatalogueOptions> {
      const { brands, categories, tags } = await reads.options();
      const children = new Map<number | null, typeof categories>();
      for (const category of categories) {
        const parent = category.parent_id === null ? null : Number(category.parent_id);
        children.set(parent, [...(children.get(parent) ?? []), category]);
      }
      const flat: CatalogueOptions['categories'] = [];
      const walk = (parent: number | null, depth: number) => {
        for (const category of children.get(parent) ?? []) {
          flat.push({
            id: Number(category.id),
            name: category.name,
            depth,
            parent_id: parent,
          });
          if (depth < 10) walk(Number(category.id), depth + 1);
        }
      };
      walk(null, 0);
      return {
        brands: brands.map((b) => ({ id: Number(b.id), name: b.name, is_active: b.is_active })),
        categories: flat,
        tags: tags.map((t) => ({ id: Number(t.id), name: t.name, type: t.type })),
      };
    },

    async create(actor: AuditActor, input: ProductCreateInput, locale: Locale) {
      const product = await deps.inTransaction(async ({ products: repo, audit }) => {
        const now = clock();
        await checkOptions(repo, input, locale);
        await checkCodes(repo, input.combinations, undefined, locale);
        const slug = await uniqueSlug(repo, input.slug, input.name, undefined, locale);
        const id = await repo.insertProduct({
          name: input.name,
          slug,
          brand_id: input.brand_id,
          default_category_id: input.default_category_id,
          classification: input.classification,
          description: input.description,
          how_to_use: input.how_to_use,
          ingredients: input.ingredients,
          is_new: input.is_new,
          is_exclusive: input.is_exclusive,
          is_limited: input.is_limited,
          is_online: input.is_online,
          is_buy_one_get_one_free: input.is_buy_one_get_one_free,
          is_sale: input.is_sale,
          is_out_of_stock_academy: input.is_out_of_stock_academy,
          is_active: input.is_active,
          max_limit_per_order: input.max_limit_per_order,
          published_at: now,
          created_at: now,
          updated_at: now,
        });
        await syncCombinations(repo, id, input.combinations, locale);
        await replaceLinks(repo, id, {
          categoryIds: input.category_ids,
          defaultCategoryId: input.default_category_id,
          tagIds: input.tag_ids,
          packItems: isBundle(input.classification) ? input.pack_items : [],
        });
        await refreshSearchText(repo, id);
        const after = await view(repo, (await repo.product(id))!);
        await audit(
          actor,
          {
            action: 'product.create',
            entity: 'product',
            entityId: id,
            before: null,
            after: audited(after),
          },
          now,
        );
        return after;
      });
      await deps.changed([product.id]);
      return product;
    },

    async update(actor: AuditActor, id: number, input: ProductUpdateInput, locale: Locale) {
      const product = await deps.inTransaction(async ({ products: repo, audit }) => {
        const now = clock();
        const row = await repo.product(id, true);
        if (!row) throw productNotFound();
        const before = await view(repo, row);
        if (row.version !== input.version) throw stale(before);
        await checkOptions(repo, input, locale);
        if (input.combinations) await checkCodes(repo, input.combinations, id, locale);
        const name = input.name ?? row.name;
        const slug =
          input.slug !== undefined && input.slug !== row.slug
            ? await uniqueSlug(repo, input.slug, name, id, locale)
            : row.slug;
        const classification =
          input.classification !== undefined ? input.classification : row.classification;
        const packItems =
          input.pack_items ?? (input.classification !== undefined ? before.pack_items : undefined);
        if (isBundle(classification) && packItems !== undefined && packItems.length === 0) {
          throw fieldRefusal(locale, 'product_bundle_needs_items', ['pack_items']);
        }
        const {
          version: _version,
          combinations,
          category_ids,
          tag_ids,
          pack_items: _items,
          ...fields
        } = input;
        await repo.updateProduct(id, {
          ...fields,
          slug,
          version: row.version + 1,
          updated_at: now,
        });
        if (combinations) await syncCombinations(repo, id, combinations, locale);
        const defaultCategoryId = input.default_category_id ?? Number(row.default_category_id);
        await replaceLinks(repo, id, {
          categoryIds:
            category_ids ??
            (input.default_category_id !== undefined ? before.category_ids : undefined),
          defaultCategoryId,
          tagIds: tag_ids,
          packItems: isBundle(classification)
            ? packItems?.map((item) => ({
                combination_id: item.combination_id,
                quantity: item.quantity,
              }))
            : input.classification !== undefined
              ? []
              : undefined,
        });
        await refreshSearchText(repo, id);
        const after = await view(repo, (await repo.product(id))!);
        await audit(
          actor,
          {
            action: 'product.update',
            entity: 'product',
            entityId: id,
            ...changed(audited(before), audited(after)),
          },
          now,
        );
        return after;
      });
      await deps.changed([product.id]);
      return product;
    },

    /** One action on many products, one audit row per product changed. */
    async bulk(actor: AuditActor, input: ProductBulkInput) {
      const [verb, flag] = input.action.split(':') as [string, string | undefined];
      const column = (flag ?? 'is_active') as (typeof PRODUCT_FLAGS)[number] | 'is_active';
      const value = verb === 'activate' || verb === 'flag';
      const ids = [...new Set(input.ids)];
      const changedIds = await deps.inTransaction(async ({ products: repo, audit }) => {
        const now = clock();
        const rows = await repo.lockFlag(ids, column);
        const moving = rows.filter((row) => row.value !== value).map((row) => row.id);
        if (moving.length === 0) return [];
        await repo.setFlag(moving, column, value, now);
        for (const productId of moving) {
          await audit(
            actor,
            {
              action: `product.${verb}`,
              entity: 'product',
              entityId: productId,
              before: { [column]: !value },
              after: { [column]: value },
            },
            now,
          );
        }
        return moving;
      });
      if (changedIds.length) await deps.changed(changedIds);
      return { changed: changedIds };
    },
  };
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
