import { screen, within } from '@testing-library/react';
import {
  renderRouteModule,
  stubApi,
  type ApiReplies,
  type RouteModule,
} from '~/testing/route-module';
import { ADMIN_API } from '../api/admin-paths';
import type { StaffRole } from '../types';
import { makeMe, STAFF_COOKIE } from './admin-fixtures';

/**
 * One of the academy's queue pages rendered for a signed-in staff member (`content` holds
 * `academy.manage`) against a stand-in API (tests only).
 */
export function renderAcademyQueue(
  page: RouteModule,
  path: string,
  {
    replies,
    url = path,
    role = 'content',
  }: { replies: ApiReplies; url?: string; role?: StaffRole },
) {
  const api = stubApi({ [`GET ${ADMIN_API.me}`]: { data: makeMe(role) }, ...replies });
  renderRouteModule(page, { path, url, context: api.context, cookie: STAFF_COOKIE });
  return api;
}

/** The open row's panel: the section its heading names. */
export const academyPanel = async (heading: string) =>
  within((await screen.findByRole('heading', { name: heading })).closest('section') as HTMLElement);
