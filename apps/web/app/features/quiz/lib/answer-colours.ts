import { luminance } from '~/lib/name-badges';

const HEX = /^#[0-9a-f]{6}$/i;
const PLUM_900 = '#4a1f3d';
const PLUM_950 = '#2f1227';

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/**
 * An answer's text colour (text_and_color) on the card's white: the back office's colour when it
 * reads as large bold text (3:1, WCAG AA), else the shop's plum.
 */
export const answerTextInk = (colour: string | null): string =>
  colour && HEX.test(colour) && contrast(colour, '#ffffff') >= 3 ? colour : PLUM_900;

/** The ink on an answer's background colour (text_and_background_color): plum or white, AA. */
export const answerBackgroundInk = (background: string | null): string =>
  background && HEX.test(background) && contrast(background, PLUM_950) < 4.5 ? '#ffffff' : PLUM_950;

/** A colour the back office set, only when it is one (`#rrggbb`). */
export const answerColour = (colour: string | null): string | undefined =>
  colour && HEX.test(colour) ? colour : undefined;
