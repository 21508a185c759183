import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '~/testing/render';
import { AccountMenu } from './account-menu';

const member = {
  id: 7,
  user_name: 'ayu',
  first_name: 'Ayu',
  last_name: null,
  name: 'Ayu',
  email: 'ayu@example.com',
  phone_no: null,
  image: null,
  is_agree_to_legal_statements: true,
  is_verified_phone: false,
  is_verified_email: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('account menu', () => {
  it('signs out with a POST (a GET another site could trigger ends no cookie session)', async () => {
    const fetchMock = vi.fn(
      async (_path: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: true, data: null, meta: { code: 200 } }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderInShell(<AccountMenu />, { rootData: { member } });
    fireEvent.click(screen.getByRole('button', { expanded: false }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
  });
});
