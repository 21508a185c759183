import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { routeRequest, stubApi } from '~/testing/route-module';
import * as logout from './admin-logout';

describe('/admin/logout', () => {
  it('ends the staff session, passes the cleared cookie on and goes to the sign-in', async () => {
    const cleared = 'kilau_staff=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict';
    const { context, callsTo } = stubApi({
      [`POST ${ADMIN_API.logout}`]: { data: null, headers: { 'Set-Cookie': cleared } },
    });
    const response = (await logout.action({
      request: routeRequest('/admin/logout', { form: {}, cookie: STAFF_COOKIE }),
      context,
      params: {},
    } as never)) as Response;
    expect(callsTo('POST', ADMIN_API.logout)).toHaveLength(1);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/admin/login');
    expect(response.headers.getSetCookie()).toEqual([cleared]);
  });

  it('sends a stray visit to the back office home', () => {
    expect(logout.loader().headers.get('Location')).toBe('/admin');
  });
});
