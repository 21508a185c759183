import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { baseURL } from '../playwright.config';
import type { NewMember } from './accounts';

/** The seeded demo member (README). */
export const DEMO_MEMBER = { email: 'demo@kilau.id', password: 'kilau-demo-2026' } as const;

/**
 * The demo member is one shared account (one bag, one history): the files that use it declare
 * this lock, so Playwright never runs two of them at the same time.
 */
export const DEMO_MEMBER_LOCK = 'demo-member';

/**
 * Registers `member` through the API in its own request context (the browser stays a guest),
 * terms accepted so that no prompt stands in the way later.
 */
export async function registerByApi(member: NewMember) {
  const api = await playwrightRequest.newContext({ baseURL });
  const response = await api.post('/api/auth/register', {
    data: {
      is_agree_to_legal_statements: true,
      email: member.email,
      user_name: member.userName,
      password: member.password,
      first_name: member.firstName,
      last_name: member.lastName,
      phone_no: `0${member.phone}`,
      salute_id: 1,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  await api.dispose();
}

/** A request context signed in as `email` (its own cookie jar; the browser is untouched). */
export async function memberApi(email: string, password: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const response = await api.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

/** Signs the browser in through the API (the page's request context shares its cookies). */
export async function signIn(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}
