import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, translate, type Locale, type MessageCode } from '@kilau/domain';
import { uiText, type TextParams, type UiTextKey } from './ui-text';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export const useLocale = (): Locale => useContext(LocaleContext);

/** `t(key, params)` for UI copy in the current language. */
export function useText() {
  const locale = useLocale();
  return useCallback(
    (key: UiTextKey, params?: Record<string, string | number>) => uiText(key, locale, params),
    [locale],
  );
}

/**
 * The hook for a feature's own copy (`featureText`): `t(key, params)` over the feature's table
 * and the shell's.
 */
export function featureTextHook<K extends string>(
  text: (key: K, locale: Locale, params?: TextParams) => string,
) {
  return function useFeatureText() {
    const locale = useLocale();
    return useCallback((key: K, params?: TextParams) => text(key, locale, params), [locale]);
  };
}

/** `message(code, params)` for the domain's shared message catalogue in the current language. */
export function useMessage() {
  const locale = useLocale();
  return useCallback(
    (code: MessageCode, params?: Record<string, string | number>) =>
      translate(code, locale, params),
    [locale],
  );
}
