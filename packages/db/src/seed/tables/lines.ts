import { BODY_HAIR_LINES } from './lines-body-hair';
import { FRAGRANCE_TOOL_LINES } from './lines-fragrance-tools';
import { MAKEUP_LINES } from './lines-makeup';
import type { ProductLine } from './product-line';
import { SKINCARE_LINES } from './lines-skincare';

export type { OptionKind, ProductLine, Shape } from './product-line';

export const PRODUCT_LINES: readonly ProductLine[] = [
  ...SKINCARE_LINES,
  ...MAKEUP_LINES,
  ...BODY_HAIR_LINES,
  ...FRAGRANCE_TOOL_LINES,
];
