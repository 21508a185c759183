// @vitest-environment node
// The post editor's attachment upload with a real multipart form (Node's Request and File).
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { ACADEMY_AUTHORING_API } from '~/features/admin/api/academy-authoring.server';
import { makeAcademyPost } from '~/features/admin/testing/academy-authoring-fixtures';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { actionAnswer, stubApi, type ApiReplies } from '~/testing/route-module';
import * as postPage from './admin-academy-post-edit';

const api = (replies: ApiReplies) =>
  stubApi({ [`GET ${ADMIN_API.me}`]: { data: makeMe('content') }, ...replies });

describe('/admin/academy/posts/:id action, attachments', () => {
  it('uploads an attachment as the API’s multipart form, and asks for a file first', async () => {
    const { context, callsTo } = api({
      [`POST ${ACADEMY_AUTHORING_API.attachments(40)}`]: { status: 201, data: makeAcademyPost() },
    });
    const post = (file?: File) => {
      const form = new FormData();
      form.set('intent', 'add-attachment');
      if (file) form.set('file', file);
      const request = new Request('http://localhost/admin/academy/posts/40', {
        method: 'POST',
        headers: { Cookie: STAFF_COOKIE },
        body: form,
      });
      return postPage.action({ request, context, params: { id: '40' } } as never);
    };
    expect(actionAnswer(await post())).toEqual({
      status: 422,
      body: { intent: 'add-attachment', ok: false, fields: { file: 'Data belum diisi' } },
    });
    expect(callsTo('POST', ACADEMY_AUTHORING_API.attachments(40))).toEqual([]);
    const added = actionAnswer(
      await post(new File(['%PDF-1.4'], 'modul.pdf', { type: 'application/pdf' })),
    );
    expect(added).toEqual({
      status: 200,
      body: { intent: 'add-attachment', ok: true, message: 'Lampiran ditambahkan.' },
    });
    expect(callsTo('POST', ACADEMY_AUTHORING_API.attachments(40))).toHaveLength(1);
  });
});
