/**
 * Input masks (spec 001 §5): `#` digit, `X` letter or digit, `S` letter, `A` letter made
 * uppercase, `a` letter made lowercase, `!` escapes the next character. Other mask characters
 * are literals inserted as the shopper types.
 */
type Token = { pattern: RegExp; transform?: (char: string) => string };

const TOKENS: Record<string, Token> = {
  '#': { pattern: /\d/ },
  X: { pattern: /[0-9a-zA-Z]/ },
  S: { pattern: /[a-zA-Z]/ },
  A: { pattern: /[a-zA-Z]/, transform: (char) => char.toUpperCase() },
  a: { pattern: /[a-zA-Z]/, transform: (char) => char.toLowerCase() },
};
const ESCAPE = '!';

/** Applies a mask to raw input; characters that fit no token are dropped. */
export function applyInputMask(value: string, mask: string): string {
  let output = '';
  let iMask = 0;
  let iValue = 0;
  while (iMask < mask.length && iValue < value.length) {
    let maskChar = mask.charAt(iMask);
    const valueChar = value.charAt(iValue);
    const token = TOKENS[maskChar];
    if (token) {
      if (token.pattern.test(valueChar)) {
        output += token.transform ? token.transform(valueChar) : valueChar;
        iMask += 1;
      }
      iValue += 1;
      continue;
    }
    if (maskChar === ESCAPE) {
      iMask += 1;
      maskChar = mask.charAt(iMask);
    }
    output += maskChar;
    if (valueChar === maskChar) iValue += 1;
    iMask += 1;
  }
  return output + trailingLiterals(mask, iMask);
}

/** Literals that close the mask, e.g. the `)` of `(###)`, once every token is filled. */
function trailingLiterals(mask: string, from: number): string {
  let rest = '';
  for (let i = from; i < mask.length; i += 1) {
    const char = mask.charAt(i);
    if (TOKENS[char]) return '';
    if (char === ESCAPE) {
      i += 1;
      rest += mask.charAt(i);
      continue;
    }
    rest += char;
  }
  return rest;
}

/** The mask characters that stand for input (not literals). */
export const isMaskToken = (char: string): boolean => char in TOKENS;
