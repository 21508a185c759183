import { describe, expect, it } from 'vitest';
import { entries } from '../testing/fixtures';
import { NO_FILTER } from './filter';
import { initialList, listReducer, type ListState } from './list-state';

const page = (count: number, total = count) => ({ entries: entries(0, count), total });

describe('the order list state (000 §4, 001 §4 loader states)', () => {
  it.each([
    [10, 'ready'],
    [9, 'complete'],
    [0, 'complete'],
  ])('a first page of %i is %s', (count, loader) => {
    expect(initialList(NO_FILTER, page(count)).loader).toBe(loader);
  });

  it('a first page that failed is an error, 401 as login', () => {
    expect(initialList(NO_FILTER, null, 'login')).toMatchObject({
      loader: 'error',
      failure: 'login',
    });
  });

  it('loads the next page from the skip reached; more only while the last page was full', () => {
    let state: ListState = initialList(NO_FILTER, page(10, 25));
    state = listReducer(state, { type: 'load' });
    expect(state.loader).toBe('loading');
    state = listReducer(state, { type: 'loaded', page: { entries: entries(10, 20), total: 25 } });
    expect(state).toMatchObject({ skip: 20, loader: 'ready' });
    state = listReducer(listReducer(state, { type: 'load' }), {
      type: 'loaded',
      page: { entries: entries(20, 25), total: 25 },
    });
    expect(state).toMatchObject({ skip: 25, loader: 'complete' });
    expect(state.entries).toHaveLength(25);
    // Complete: nothing more is asked for.
    expect(listReducer(state, { type: 'load' })).toBe(state);
  });

  it('a failed page is an error that Retry loads again', () => {
    let state = listReducer(initialList(NO_FILTER, page(10, 12)), { type: 'load' });
    state = listReducer(state, { type: 'failed', failure: 'failed' });
    expect(state).toMatchObject({ loader: 'error', failure: 'failed' });
    state = listReducer(state, { type: 'load' });
    expect(state).toMatchObject({ loader: 'loading', failure: null, skip: 10 });
  });

  it('a filter change resets the list to its first page', () => {
    const filter = { status: 'shipped', from: null, to: null };
    const state = listReducer(initialList(NO_FILTER, page(10, 30)), { type: 'reset', filter });
    expect(state).toMatchObject({ filter, entries: [], skip: 0, total: 0, loader: 'loading' });
  });

  it('an update changes one entry only', () => {
    const state = listReducer(initialList(NO_FILTER, page(3)), {
      type: 'update',
      id: '2',
      change: (entry) => ({ ...entry, price: 1 }),
    });
    expect(state.entries.map((entry) => entry.price)).toEqual([138_000, 1, 138_000]);
  });
});
