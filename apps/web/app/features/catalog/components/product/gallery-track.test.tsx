import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnapTrack } from './gallery-track';

const WIDTH = 400;

/** A strip of four slides 400 px wide; jsdom lays nothing out, so the test moves `scrollLeft`. */
function Strip() {
  const { track, current, show, onScroll } = useSnapTrack(4);
  return (
    <>
      <ul ref={track} onScroll={onScroll} data-testid="strip" />
      <p data-testid="current">{current}</p>
      <button type="button" onClick={() => show(1)}>
        next
      </button>
    </>
  );
}

const strip = () => screen.getByTestId('strip');
const current = () => screen.getByTestId('current').textContent;
const scrollTo = (left: number) => {
  strip().scrollLeft = left;
  fireEvent.scroll(strip());
};

beforeEach(() => {
  vi.useFakeTimers();
  HTMLElement.prototype.scrollTo = vi.fn();
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the snap strip', () => {
  it('a swipe moves the current slide with the scroll position', () => {
    render(<Strip />);
    scrollTo(WIDTH * 0.7);
    expect(current()).toBe('1');
    scrollTo(WIDTH * 2);
    expect(current()).toBe('2');
  });

  it('a step keeps its slide current while the smooth scroll passes over the slides between', () => {
    render(<Strip />);
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(current()).toBe('1');
    // The smooth scroll's first frames are still nearer the first slide.
    scrollTo(WIDTH * 0.2);
    expect(current()).toBe('1');
    scrollTo(WIDTH * 1);
    // Arrived: from here a swipe counts again.
    scrollTo(WIDTH * 0.1);
    expect(current()).toBe('0');
  });

  it('a scroll interrupted before it arrives counts as a swipe once it has had its time', () => {
    render(<Strip />);
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    act(() => vi.advanceTimersByTime(1_500));
    scrollTo(WIDTH * 3);
    expect(current()).toBe('3');
  });
});
