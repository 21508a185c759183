import type { CategoryNode, CategoryTrailStep } from '@kilau/domain/catalog';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ListingFacetsRepository } from './listing-facets.repository';
import type { TaxonomyRepository } from './taxonomy.repository';

type CategoryRow = Awaited<ReturnType<TaxonomyRepository['allCategories']>>[number];
const toNode = (row: CategoryRow): CategoryNode => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  parent_id: row.parent_id,
  url: `/shop/${row.id}-${row.slug}`,
  children: [],
});

function trailOf(nodes: Map<number, CategoryNode>, node: CategoryNode) {
  const trail: CategoryTrailStep[] = [];
  for (let at: CategoryNode | undefined = node; at; ) {
    trail.unshift({ id: at.id, name: at.name, slug: at.slug, url: at.url });
    at = at.parent_id === null ? undefined : nodes.get(at.parent_id);
  }
  return trail;
}

/** Letter a brand is listed under: A–Z, or `#` for digits and others. */
export const brandLetter = (name: string) => {
  const first = name.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
};

/** Categories and brands change rarely and are few: kept for a minute per instance. */
const TREE_TTL_MS = 60_000;

export function createTaxonomyService(deps: {
  taxonomy: TaxonomyRepository;
  facets: ListingFacetsRepository;
  clock: () => Date;
}) {
  const cache = createTtlCache<Awaited<ReturnType<typeof buildTree>>>({
    ttlMs: TREE_TTL_MS,
    maxEntries: 1,
    clock: deps.clock,
  });
  const tree = () => cache.getOrLoad('tree', buildTree);
  // Brands, like categories, change rarely and are few.
  const brandCache = createTtlCache<Awaited<ReturnType<TaxonomyRepository['allBrands']>>>({
    ttlMs: TREE_TTL_MS,
    maxEntries: 1,
    clock: deps.clock,
  });
  const allBrands = () => brandCache.getOrLoad('brands', () => deps.taxonomy.allBrands());

  async function buildTree() {
    const rows = await deps.taxonomy.allCategories();
    const nodes = new Map(rows.map((row) => [row.id, toNode(row)]));
    const roots: CategoryNode[] = [];
    for (const node of nodes.values()) {
      const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    return { roots, nodes };
  }

  return {
    /** Forgets the category tree and the brands after a change of either. */
    forget() {
      cache.clear();
      brandCache.clear();
    },
    async categories() {
      return (await tree()).roots;
    },

    async children(parentId: number | undefined) {
      const { roots, nodes } = await tree();
      if (parentId === undefined) return roots.map((root) => ({ ...root, children: [] }));
      return nodes.get(parentId)?.children.map((child) => ({ ...child, children: [] })) ?? null;
    },

    /** A category with its trail (root first) and children. */
    async category(id: number) {
      const { nodes } = await tree();
      const node = nodes.get(id);
      return node ? { ...node, trail: trailOf(nodes, node) } : null;
    },

    /** The category and its ancestors, root first. */
    async trail(id: number) {
      const { nodes } = await tree();
      const node = nodes.get(id);
      return node ? trailOf(nodes, node) : [];
    },

    /** Brands grouped by first letter, A–Z then `#`. */
    async brandLetters() {
      const groups = new Map<string, Awaited<ReturnType<TaxonomyRepository['allBrands']>>>();
      for (const brand of await allBrands()) {
        const letter = brandLetter(brand.name);
        groups.set(letter, [...(groups.get(letter) ?? []), brand]);
      }
      return [...groups.entries()]
        .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
        .map(([letter, brands]) => ({ letter, brands }));
    },

    brand: (slug: string) => deps.taxonomy.findBrand(slug),
    // The facets of one category's or one brand's listing (ADR 0036).
    brandFacets: (categoryId: number | undefined) =>
      deps.facets.brands(categoryId !== undefined ? { categoryId } : {}, deps.clock()),
    categoryFacets: (brandId: number | undefined) =>
      deps.facets.categories(brandId !== undefined ? { brandIds: [brandId] } : {}, deps.clock()),
    tags: () => deps.taxonomy.allTags(),
  };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;
