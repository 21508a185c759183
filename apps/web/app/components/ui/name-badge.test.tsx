import { render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '~/testing/render';
import { SiteFooter } from '~/components/layout/site-footer';
import { badgeInk, knownBadge, nameBadge } from '~/lib/name-badges';
import { PAYMENT_MARKS } from '~/lib/site-config';
import { NameBadge } from './name-badge';

/** Classes that would cut a name short (none may sit on a badge or around it). */
const CUTTING = /\b(truncate|text-ellipsis|line-clamp-\d|overflow-hidden|max-w-)/;

describe('NameBadge (ADR 0033)', () => {
  it('sets a known brand’s short name as text, with its accent', () => {
    render(<NameBadge code="bca_virtual_account" name="BCA Virtual Account" />);
    const badge = screen.getByText('BCA');
    expect(badge.getAttribute('aria-hidden')).toBeNull();
    expect(badge.className).toContain('name-badge-md');
    expect(badge.style.getPropertyValue('--badge-accent')).toBe('#005eaa');
    expect(badge.style.getPropertyValue('--badge-ink')).toBe('#005eaa');
  });

  it.each([
    ['jnt', 'J&T Express', 'J&T Express'],
    ['sicepat', 'SiCepat', 'SiCepat'],
    ['gosend', 'GoSend', 'GoSend'],
    [null, 'MANDIRI', 'Mandiri'],
    [null, 'QRIS', 'QRIS'],
    ['mastercard', null, 'Mastercard'],
    ['kilat_kurir', 'Kilat Kurir', 'Kilat Kurir'],
  ])('%s / %s reads "%s" in full, never cut', (code, name, label) => {
    render(<NameBadge code={code} name={name} size="sm" />);
    const badge = screen.getByText(label);
    expect(badge.className).not.toMatch(CUTTING);
    expect(badge.className).toContain('name-badge-sm');
  });

  it('hides itself from assistive technology when the full name is beside it', () => {
    render(
      <p>
        <NameBadge code="gopay" name="GoPay" decorative /> GoPay
      </p>,
    );
    expect(
      screen.getByText('GoPay', { selector: '[data-name-badge]' }).getAttribute('aria-hidden'),
    ).toBe('true');
  });

  it('falls back to the name in the shop’s plum for a brand it does not know', () => {
    expect(knownBadge('kilat_kurir', 'Kilat Kurir')).toBeUndefined();
    expect(nameBadge('kilat_kurir', 'Kilat Kurir')).toEqual({
      label: 'Kilat Kurir',
      accent: '#764a69',
    });
  });

  it.each([
    ['#005eaa', '#005eaa'],
    ['#00aed6', '#4a1f3d'],
    ['#ff6a13', '#4a1f3d'],
    ['not a colour', '#4a1f3d'],
  ])('writes the name in %s only when it reads at AA on white (%s)', (accent, ink) => {
    expect(badgeInk(accent)).toBe(ink);
  });

  it('is styled at 12 px and up, on one line (app.css)', () => {
    const css = readFileSync(path.join(__dirname, '../../app.css'), 'utf8');
    const rule = (name: string) => css.match(new RegExp(`\\.${name} \\{([^}]*)\\}`))?.[1] ?? '';
    expect(rule('name-badge')).toContain('whitespace-nowrap');
    expect(rule('name-badge')).not.toMatch(CUTTING);
    expect(rule('name-badge-sm')).toContain('text-xs');
    expect(rule('name-badge-md')).toContain('text-[0.8125rem]');
    expect(rule('name-badge-lg')).toContain('text-sm');
  });

  it('marks the footer’s payment list with a badge for every way the shop takes payment', () => {
    renderInShell(<SiteFooter year={2026} />);
    const list = screen.getByText('Visa').closest('ul');
    expect(list).toBeTruthy();
    const badges = within(list!).getAllByText(/./, { selector: '[data-name-badge]' });
    expect(badges.map((badge) => badge.textContent)).toEqual(
      PAYMENT_MARKS.map((code) => nameBadge(code).label),
    );
    expect(badges.map((badge) => badge.textContent)).toEqual(
      expect.arrayContaining([
        'Visa',
        'Mastercard',
        'JCB',
        'BCA',
        'Mandiri',
        'GoPay',
        'OVO',
        'QRIS',
      ]),
    );
  });
});
