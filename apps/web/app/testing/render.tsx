import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type ActionFunction } from 'react-router';
import type { Locale } from '@kilau/domain';
import { ModalStackProvider } from '~/components/ui/modal-stack';
import { ToastProvider } from '~/components/ui/toast';
import { BagActionsProvider, type BagActions } from '~/lib/bag-actions';
import { LocaleProvider } from '~/lib/i18n';

/** A bag that takes every add (tests only); pass `bag` to watch or refuse adds. */
const acceptingBag: BagActions = { add: () => Promise.resolve('added') };

/**
 * Renders UI inside the shell's providers and a memory router at `path` (tests only). `action`
 * answers the forms and fetchers the UI submits, as the page's route action would. `bag` answers
 * the shelves' adds (the shell's bag provider in the app).
 */
export function renderInShell(
  ui: ReactNode,
  {
    path = '/',
    locale = 'id',
    rootData = { member: null },
    action,
    bag = acceptingBag,
  }: {
    path?: string;
    locale?: Locale;
    /** What the root loader gave the page (e.g. `{ member }` for a signed-in shopper). */
    rootData?: Record<string, unknown>;
    action?: ActionFunction;
    bag?: BagActions;
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
              <ModalStackProvider>
                <BagActionsProvider value={bag}>{ui}</BagActionsProvider>
              </ModalStackProvider>
            </ToastProvider>
          </LocaleProvider>
        ),
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: rootData } } },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
