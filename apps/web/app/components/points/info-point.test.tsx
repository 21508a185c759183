import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '~/testing/render';
import { InfoPointButton } from './info-point';

describe('the info point modal (001 §2)', () => {
  it.each([
    [
      'id',
      'Apa itu Beauty Points?',
      ['1 poin untuk setiap Rp50.000', 'memotong Rp1.000', 'tidak memiliki masa berlaku'],
    ],
    [
      'en',
      'What are Beauty Points?',
      ['1 point for every Rp50.000', 'takes Rp1.000 off', 'do not expire'],
    ],
  ] as const)('explains earning, using and keeping points (%s)', async (locale, opener, lines) => {
    renderInShell(<InfoPointButton />, { locale });
    fireEvent.click(await screen.findByRole('button', { name: opener }));
    const dialog = await screen.findByRole('dialog');
    for (const line of lines) expect(dialog.textContent?.replace(/\s+/g, ' ')).toContain(line);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
