import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type ActionFunction } from 'react-router';
import type { Locale } from '@kilau/domain';
import { ModalStackProvider } from '~/components/ui/modal-stack';
import { ToastProvider } from '~/components/ui/toast';
import { LocaleProvider } from '~/lib/i18n';

/**
 * Renders UI inside the shell's providers and a memory router at `path` (tests only). `action`
 * answers the forms and fetchers the UI submits, as the page's route action would.
 */
export function renderInShell(
  ui: ReactNode,
  {
    path = '/',
    locale = 'id',
    rootData = { member: null },
    action,
  }: {
    path?: string;
    locale?: Locale;
    /** What the root loader gave the page (e.g. `{ member }` for a signed-in shopper). */
    rootData?: Record<string, unknown>;
    action?: ActionFunction;
  } = {},
) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '*',
        loader: () => rootData,
        ...(action ? { action } : {}),
        element: (
          <LocaleProvider locale={locale}>
            <ToastProvider>
              <ModalStackProvider>{ui}</ModalStackProvider>
            </ToastProvider>
          </LocaleProvider>
        ),
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: rootData } } },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
