import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '~/testing/render';
import { PasswordField } from './form-field';

describe('the password field', () => {
  it('shows the password with an eye button that says whether it is pressed', () => {
    renderInShell(<PasswordField label="Password" name="password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Tampilkan password' });
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    // An icon, not a long label.
    expect(toggle.textContent).toBe('');
    expect(toggle.querySelector('svg')).not.toBeNull();

    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Tampilkan password' })).toBe(toggle);
  });
});
