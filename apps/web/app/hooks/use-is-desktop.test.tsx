import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIsDesktop } from './use-is-desktop';

function Probe() {
  return <p>{useIsDesktop() ? 'desktop' : 'mobile'}</p>;
}

const resizeTo = (width: number) => {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
};

describe('useIsDesktop', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.innerWidth = 1024;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('re-evaluates 150 ms after the last resize event', () => {
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeTruthy();

    act(() => resizeTo(800));
    act(() => vi.advanceTimersByTime(100));
    act(() => resizeTo(700)); // restarts the debounce
    act(() => vi.advanceTimersByTime(149));
    expect(screen.getByText('desktop')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('mobile')).toBeTruthy();
  });
});
