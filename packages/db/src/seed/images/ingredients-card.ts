import { hashString } from '../random';
import { colourFromName, esc, fitSize, SANS, SERIF, shift, withLightness } from './colour';

/**
 * What a product's ingredients (or benefits) card says, in Indonesian like the pack: a small
 * heading, the key ingredient or idea in large type, its INCI names, what it does, and a short
 * list (more ingredients, scent notes, materials, the set's contents or the steps of a gift card).
 */
export interface CardContent {
  eyebrow: string;
  title: string;
  subtitle: string;
  body: string;
  listLabel: string;
  items: string[];
  /** Picks the card's colours: cards with the same theme look alike. */
  theme: string;
}

/** Words wrapped into lines of at most `max` characters (a long word keeps its own line). */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The card as SVG (600×600): a cream panel with a coloured band and a botanical mark. */
export function ingredientsCardSvg(card: CardContent): string {
  const accent = colourFromName(card.theme, 45, 52);
  const ink = withLightness(accent, 22, 35);
  const wash = withLightness(accent, 94, 45);
  const band = withLightness(accent, 86, 50);
  const parts: string[] = [];
  let y = 92;
  parts.push(
    `<text x="64" y="${y}" font-family="${SANS}" font-weight="700" font-size="15" letter-spacing="3.6" fill="${shift(accent, { l: -12 })}">${esc(card.eyebrow.toUpperCase())}</text>`,
  );
  const titleLines = wrap(card.title, 18).slice(0, 2);
  const titleSize = Math.min(54, ...titleLines.map((line) => fitSize(line, 470, 54)));
  y += titleSize * 1.15;
  for (const line of titleLines) {
    parts.push(
      `<text x="64" y="${y}" font-family="${SERIF}" font-size="${titleSize}" fill="${ink}">${esc(line)}</text>`,
    );
    y += titleSize * 1.08;
  }
  if (card.subtitle) {
    for (const line of wrap(card.subtitle, 44).slice(0, 2)) {
      parts.push(
        `<text x="64" y="${y}" font-family="${SANS}" font-style="italic" font-size="17" fill="${ink}" opacity="0.75">${esc(line)}</text>`,
      );
      y += 24;
    }
  }
  y += 8;
  parts.push(`<rect x="64" y="${y}" width="56" height="3" rx="1.5" fill="${accent}"/>`);
  y += 40;
  for (const line of wrap(capitalise(card.body), 38).slice(0, 3)) {
    parts.push(
      `<text x="64" y="${y}" font-family="${SANS}" font-size="22" fill="${ink}">${esc(line)}</text>`,
    );
    y += 31;
  }
  // Each item on one line, or two when long (a gift card's steps).
  const items = card.items.slice(0, 4).map((item) => wrap(item, 44).slice(0, 2));
  const rows = items.reduce((total, lines) => total + lines.length, 0);
  if (rows > 0) {
    const top = Math.max(y + 12, 600 - 64 - rows * 30 - items.length * 8 - 40);
    parts.push(
      `<rect x="40" y="${top - 8}" width="520" height="${600 - top - 32}" rx="22" fill="${band}"/>`,
      `<text x="64" y="${top + 28}" font-family="${SANS}" font-weight="700" font-size="13" letter-spacing="2.6" fill="${ink}" opacity="0.8">${esc(card.listLabel.toUpperCase())}</text>`,
    );
    let iy = top + 64;
    for (const lines of items) {
      parts.push(`<circle cx="72" cy="${iy - 6}" r="5" fill="${accent}"/>`);
      for (const line of lines) {
        parts.push(
          `<text x="90" y="${iy}" font-family="${SANS}" font-size="${fitSize(line, 440, 19)}" fill="${ink}">${esc(line)}</text>`,
        );
        iy += 30;
      }
      iy += 8;
    }
  }
  // A sprig drawn in the corner: the card's mark.
  const leaf = (a: number, cx: number, cy: number) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="12" ry="30" transform="rotate(${a} ${cx} ${cy})" fill="${accent}" opacity="0.28"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<rect width="600" height="600" fill="${wash}"/>
<rect x="20" y="20" width="560" height="560" rx="30" fill="#fffdfa"/>
<path d="M 560 40 C 520 80 500 120 492 170" fill="none" stroke="${accent}" stroke-width="3" opacity="0.35"/>
${leaf(-30, 540, 70)}${leaf(-55, 516, 110)}${leaf(20, 520, 58)}${leaf(-10, 500, 140)}
${parts.join('\n')}
</svg>`;
}

/** Where a card is stored: named by what it says, so identical cards share one file. */
export const cardKey = (card: CardContent) =>
  `products/cards/${hashString(JSON.stringify(card)).toString(16).padStart(8, '0')}${hashString(
    `${card.title}|${card.items.join('|')}|${card.body}`,
  )
    .toString(16)
    .padStart(8, '0')}.webp`;
