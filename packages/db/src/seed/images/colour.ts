import { hashString } from '../random';

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function hexToHsl(hex: string): Hsl {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const r = ((value >> 16) & 255) / 255;
  const g = ((value >> 8) & 255) / 255;
  const b = (value & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l: l * 100 };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r
      ? ((g - b) / d + (g < b ? 6 : 0)) * 60
      : max === g
        ? ((b - r) / d + 2) * 60
        : ((r - g) / d + 4) * 60;
  return { h, s: s * 100, l: l * 100 };
}

export function hsl({ h, s, l }: Hsl): string {
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const light = Math.max(0, Math.min(100, l)) / 100;
  const k = (n: number) => (n + ((h % 360) + 360) / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const byte = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${byte(f(0))}${byte(f(8))}${byte(f(4))}`;
}

export const shift = (colour: string, change: Partial<Hsl>): string => {
  const base = hexToHsl(colour);
  return hsl({
    h: base.h + (change.h ?? 0),
    s: base.s + (change.s ?? 0),
    l: base.l + (change.l ?? 0),
  });
};

export const withLightness = (colour: string, l: number, s?: number): string => {
  const base = hexToHsl(colour);
  return hsl({ h: base.h, s: s ?? base.s, l });
};

export const isDark = (colour: string) => hexToHsl(colour).l < 55;

/** Pleasant hues for cosmetics packaging (pinks, peaches, lilacs, mints, sky, sand). */
const HUES = [345, 330, 355, 15, 25, 35, 45, 150, 165, 185, 200, 215, 260, 275, 290, 310];

/** A colour from a name: the same name always gives the same colour. */
export function colourFromName(name: string, saturation = 55, lightness = 62): string {
  const hash = hashString(name);
  const hue = (HUES[hash % HUES.length] ?? 340) + ((hash >> 8) % 14) - 7;
  return hsl({ h: hue, s: saturation + ((hash >> 12) % 15), l: lightness });
}

/** XML-escapes text for SVG. */
export const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A font size at which a line of text fits a width (average glyph ≈ 0.6 em, caps wider). */
export function fitSize(text: string, width: number, max: number, capsSpacing = 0): number {
  const em = text.length * (0.6 + capsSpacing);
  return Math.max(9, Math.min(max, Math.floor(width / Math.max(1, em))));
}

/** Splits text into at most two lines near the middle word break. */
export function twoLines(text: string, maxChars: number): string[] {
  if (text.length <= maxChars) return [text];
  const words = text.split(' ');
  let best = [text];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i += 1) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const diff = Math.abs(a.length - b.length);
    if (diff < bestDiff) {
      bestDiff = diff;
      best = [a, b];
    }
  }
  return best;
}

export const SANS = "'Noto Sans', 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
export const SERIF = "'Noto Serif', 'DejaVu Serif', 'Liberation Serif', Georgia, serif";
