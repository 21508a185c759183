/** Expected refusals are values, never thrown (STYLE §4). */
export type Refusal<Code extends string = string> = {
  ok: false;
  code: Code;
  params?: Record<string, string | number>;
};
export type Ok<T> = { ok: true; value: T };
export type Result<T, Code extends string = string> = Ok<T> | Refusal<Code>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const refuse = <Code extends string>(
  code: Code,
  params?: Record<string, string | number>,
): Refusal<Code> => (params ? { ok: false, code, params } : { ok: false, code });
