import type { Shape } from '../tables/lines';
import { hashString } from '../random';
import { esc, fitSize, SANS, SERIF, shift, twoLines } from './colour';
import { makePaint } from './paint';
import { shapeDraw } from './packshot';

export interface BannerArt {
  key: string;
  width: number;
  height: number;
  title: string;
  subtitle: string;
  /** Light background and strong accent. */
  colours: readonly [string, string];
  cta?: string;
  /** A picture without words (the page sets the words beside it: home's cover banner). */
  bare?: boolean;
}

const DECOR_SHAPES: Shape[] = [
  'dropper',
  'jar',
  'lipstick',
  'pump',
  'perfume',
  'tube',
  'wand',
  'compact',
];

/** Three products from the shop's shapes, grouped on a podium, scaled into a box. */
function productCluster(art: BannerArt, x: number, y: number, scale: number) {
  const hash = hashString(art.key);
  const picks = [0, 1, 2].map(
    (i) => DECOR_SHAPES[(hash >> (i * 3)) % DECOR_SHAPES.length] ?? 'jar',
  );
  const parts = picks.map((shape, i) => {
    const paint = makePaint(`b${i}`, `${art.key}-${i}`, i === 1 ? art.colours[1] : null);
    const draw = shapeDraw(shape, []);
    const offset = [-150, 0, 150][i] ?? 0;
    const size = i === 1 ? 1 : 0.8;
    return {
      defs: paint.defs,
      body: `<g transform="translate(${300 + offset} 480) scale(${size}) translate(-300 -480)">${draw(paint, { brand: 'Kilau', title: '', subtitle: '', size: '' })}</g>`,
    };
  });
  const [left, middle, right] = parts;
  return {
    defs: parts.map((part) => part.defs).join(''),
    body: `<g transform="translate(${x} ${y}) scale(${scale})">
<ellipse cx="300" cy="486" rx="290" ry="40" fill="#ffffff" opacity="0.55"/>
${left?.body}${right?.body}${middle?.body}</g>`,
  };
}

/** A promotional banner: headline, subline and call to action beside a product group. */
export function bannerSvg(art: BannerArt): string {
  const { width: w, height: h } = art;
  const [light, strong] = art.colours;
  const ink = shift(strong, { l: -28 });
  const vertical = h >= w * 0.9;
  const textWidth = vertical ? w * 0.84 : w * 0.44;
  const titleLines = twoLines(art.title, vertical ? 16 : 22);
  const titleSize = Math.min(
    ...titleLines.map((line) => fitSize(line, textWidth, h * (vertical ? 0.085 : 0.16))),
  );
  const subSize = fitSize(art.subtitle, textWidth, titleSize * 0.42);
  // The cluster spans x 0–600 and y 100–530 of the shapes' space.
  const scale = vertical
    ? Math.min((h * 0.56) / 430, (w * 0.9) / 600)
    : Math.min((h * 0.9) / 430, (w * 0.48) / 610);
  const cluster = productCluster(
    art,
    vertical ? w / 2 - 300 * scale : w - 610 * scale,
    (vertical ? h * 0.03 : h * 0.04) - 100 * scale,
    scale,
  );
  const textX = vertical ? w / 2 : w * 0.07;
  const anchor = vertical ? 'middle' : 'start';
  let y = vertical
    ? h * 0.62 + titleSize * 0.9
    : h * 0.5 - ((titleLines.length - 1) * titleSize) / 2 - subSize * 0.4;
  const texts = titleLines.map((line) => {
    const text = `<text x="${textX}" y="${y}" text-anchor="${anchor}" font-family="${SERIF}" font-weight="700" font-size="${titleSize}" fill="${ink}">${esc(line)}</text>`;
    y += titleSize * 1.08;
    return text;
  });
  texts.push(
    `<text x="${textX}" y="${y + subSize * 0.2}" text-anchor="${anchor}" font-family="${SANS}" font-size="${subSize}" fill="${ink}" opacity="0.85">${esc(art.subtitle)}</text>`,
  );
  const cta = art.cta ?? 'BELANJA SEKARANG';
  const ctaSize = Math.max(10, Math.round(subSize * 0.8));
  const ctaWidth = cta.length * ctaSize * 0.72 + ctaSize * 2.4;
  const ctaY = y + subSize * 1.2;
  const ctaX = vertical ? w / 2 - ctaWidth / 2 : textX;
  if (h >= 250 || !vertical) {
    texts.push(
      `<rect x="${ctaX}" y="${ctaY}" width="${ctaWidth}" height="${ctaSize * 2.3}" rx="${ctaSize * 1.15}" fill="${strong}"/>`,
      `<text x="${ctaX + ctaWidth / 2}" y="${ctaY + ctaSize * 1.5}" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${ctaSize}" letter-spacing="${ctaSize * 0.12}" fill="#ffffff">${esc(cta)}</text>`,
    );
  }
  if (art.bare) texts.length = 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${shift(light, { l: 3 })}"/><stop offset="1" stop-color="${shift(light, { l: -6 })}"/>
  </linearGradient>
  ${cluster.defs}
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="${w * (vertical ? 0.5 : 0.78)}" cy="${h * (vertical ? 0.34 : 0.5)}" r="${Math.min(w, h) * 0.46}" fill="${strong}" opacity="0.16"/>
<circle cx="${w * 0.96}" cy="${h * 0.08}" r="${Math.min(w, h) * 0.22}" fill="#ffffff" opacity="0.4"/>
<circle cx="${w * 0.03}" cy="${h * 0.95}" r="${Math.min(w, h) * 0.18}" fill="${strong}" opacity="0.12"/>
${cluster.body}
${texts.join('\n')}
</svg>`;
}

/**
 * A campaign's floating icon (001 §2): a square picture, drawn round by the shop — the
 * campaign's colours behind its product group, without words (the icon is named beside it).
 */
export function campaignIconSvg(art: Omit<BannerArt, 'subtitle'>): string {
  const { width: w, height: h } = art;
  const [light, strong] = art.colours;
  const scale = Math.min((w * 0.78) / 600, (h * 0.7) / 430);
  const cluster = productCluster(
    { ...art, subtitle: '' },
    w / 2 - 300 * scale,
    h * 0.14 - 100 * scale,
    scale,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
  <radialGradient id="bg" cx="0.5" cy="0.4" r="0.7">
    <stop offset="0" stop-color="${shift(light, { l: 4 })}"/><stop offset="1" stop-color="${shift(strong, { l: 12 })}"/>
  </radialGradient>
  ${cluster.defs}
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="${w * 0.78}" cy="${h * 0.2}" r="${w * 0.12}" fill="#ffffff" opacity="0.45"/>
${cluster.body}
</svg>`;
}
