/** Load scenarios; each issue adds the calls whose speed it promises. */
export interface Scenario {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export const SCENARIOS: Scenario[] = [
  { name: 'health (API + database ping)', path: '/api/health' },
  { name: 'home page (SSR)', path: '/', headers: { accept: 'text/html' } },
];
