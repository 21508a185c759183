import { list, parseTable } from './table';

/** A named option with the colour used on its packshot. */
export interface ShadeSeed {
  name: string;
  hex: string;
}

const shades = (text: string): ShadeSeed[] => parseTable(text, ['name', 'hex']);

/** Foundation and cushion shades, light to deep (Indonesian skin tones sit mostly mid-range). */
export const FACE_SHADES = shades(`
  11 Porcelain | #f3d9c4
  13 Fair Ivory | #efd2b6
  17 Light Rose | #eccbb3
  21 Light Ivory | #e8c5a4
  21N Light Neutral | #e3bf9c
  23 Natural Beige | #ddb48f
  23W Warm Beige | #d9ae85
  25 Sand | #d2a57c
  27 Honey | #c99a6e
  30 Golden Tan | #bd8a5d
  33 Caramel | #ad7a4f
  35 Almond | #9c6a43
  40 Mocha | #7f5334
`);

export const POWDER_SHADES = shades(`
  00 Translucent | #f4e4d4
  01 Light | #ecd0b4
  02 Natural | #ddb690
  03 Sand Beige | #cfa47c
  04 Tan | #b98a60
`);

/** Lip shades: classic names and Indonesian snack-and-spice names. */
export const LIP_SHADES = shades(`
  01 Nude Pink | #d99a94
  02 Rosy Brown | #b06a62
  03 Brick Red | #9e3b2f
  04 Cabe Rawit | #c8232c
  05 Mauve Kiss | #a8616f
  06 Coral Crush | #e0604f
  07 Berry Wine | #7c2340
  08 Cherry Pop | #c2183f
  09 Peach Tea | #e4917a
  10 Terracotta | #b45237
  11 Kopi Susu | #8b5a4a
  12 Gula Aren | #7a4331
  13 Jambu Air | #e56b7f
  14 Sawo Matang | #8e4f3a
  15 Merah Bata | #a5402f
  16 Bunga Sepatu | #d8344f
  17 Teh Tarik | #b87a5e
  18 Kayu Manis | #9a5137
  19 Rambutan | #cf2f3f
  20 Plum Jam | #6e2844
`);

export const CHEEK_SHADES = shades(`
  Peach Blossom | #f2a58e
  Rose Petal | #e88a9a
  Coral Sunset | #ef7f68
  Jambu Air | #ec8399
  Soft Mauve | #c98a9a
  Apricot | #f0a072
  Berry Flush | #c75a72
  Terracotta | #c8704f
`);

/** Eyeshadow palettes: a variant name and the colours of its pans. */
export const PALETTES = parseTable(
  `
  Sunset Bali | #f3c7a6, #e3956b, #b75c3c, #7b3524, #f1d9a5, #c58d5b
  Nude Kopi | #ecd3bd, #cfa484, #a1714f, #6b4430, #e6c9a8, #3e2a20
  Lombok Coral | #f7c6b5, #ef8a73, #d45a4d, #8c3a33, #f6dcc8, #c96f5a
  Raja Ampat | #cfe6ea, #7fb9c6, #2f7d94, #1c4a5c, #e9d9b7, #a67c52
  Bromo Smoky | #d8d2cc, #9c928a, #5f5650, #2c2724, #c9b59a, #7b6a5a
  Rose Latte | #f4d2d0, #dfa0a0, #b8707a, #7e4552, #f0dccb, #a8766a
  Gold Rush | #f3e1b0, #d9b36a, #a9813c, #6a4c22, #efe1c9, #8a5a30
  Plum Night | #e4cfe0, #b58bb0, #7e4e7a, #472a4a, #dcc2b0, #5c3a3a
`,
  ['name', 'colours'],
).map((row) => ({ name: row.name, colours: list(row.colours) }));

export const MASCARA_SHADES = shades(`
  Black | #1b1b1f
  Brown Black | #3a2a24
  Deep Brown | #4e3426
`);

/** Scent variants for body care, mists and perfume oils. */
export const SCENTS = shades(`
  Rose | #f2b8c6
  Melati | #f4f1e4
  Vanilla Latte | #e9d3b5
  Coconut Pandan | #cfe5c2
  Sakura | #f7cfdc
  Yuzu Citrus | #f6e38c
  Lavender | #cdbfe6
  Green Tea | #c7dfb0
  Kopi Susu | #cdaa8b
  Ocean Breeze | #bfe1ec
  Peach | #f8c4a4
  Sandalwood | #d9bf9c
`);

export const TOOL_COLOURS = shades(`
  Blush Pink | #f2b6c1
  Rose Gold | #e2b3a0
  Midnight Black | #2b2b30
  Lavender | #c9b8e8
  Mint | #bfe3d3
  Peach | #f7c3a5
`);
