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
    action,
  }: { path?: string; locale?: Locale; action?: ActionFunction } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
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
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
