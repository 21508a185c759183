import type { Category } from '../types';

export type CategoryNode = Category & { depth: number; children: CategoryNode[] };

/** The flat list as a tree: roots and children by position, then id; depth from the top. */
export function categoryTree(categories: readonly Category[]): CategoryNode[] {
  const byParent = new Map<number | null, Category[]>();
  const ids = new Set(categories.map((category) => category.id));
  for (const category of categories) {
    // A parent missing from the list (never expected) shows its children at the top.
    const parent =
      category.parent_id !== null && ids.has(category.parent_id) ? category.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), category]);
  }
  const build = (parent: number | null, depth: number, seen: Set<number>): CategoryNode[] =>
    (byParent.get(parent) ?? [])
      .filter((category) => !seen.has(category.id))
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((category) => ({
        ...category,
        depth,
        children: build(category.id, depth + 1, new Set([...seen, category.id])),
      }));
  return build(null, 0, new Set());
}

/** The tree in reading order (each node before its children). */
export const flatten = (nodes: readonly CategoryNode[]): CategoryNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);

/** The ids of a node and everything under it: where it cannot move. */
export const branchOf = (node: CategoryNode): Set<number> =>
  new Set(flatten([node]).map((each) => each.id));
