// Practice-paper images going up (issue 22, docs/design/academy.md): the upload URL an approved
// member asks for, the shop's own `PUT /uploads/*` taking the picture under the member's prefix
// (type, size and bytes judged like a review photo's), and the paper naming it — whose image a
// member sees through a short-lived link, and nobody else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, seedAcademy, type AcademyFixture } from '../../test/academy';
import { picture, reviewPhotosApp, type Member } from '../../test/review-photos';

let env: Awaited<ReturnType<typeof reviewPhotosApp>>;
let academy: AcademyFixture;

beforeAll(async () => {
  env = await reviewPhotosApp();
  academy = await seedAcademy(env.database.db);
});
afterAll(async () => {
  await env?.close();
});

const approved = async () => {
  const member = await env.newMember();
  await approvedMember(env.database.db, member.id, academy.products[0]!);
  return member;
};
const uploadUrl = async (member: Member, type: string) =>
  env.call(member, 'POST', '/api/academy/practice-papers/upload-url', { content_type: type });

/** Level 1 done and level 2's lesson read: the paper of level 2 is open. */
async function paperOpen(member: Member) {
  for (const [classId, slug, quiz] of [
    [academy.classes.a, 'kelas-a', academy.quizA],
    [academy.classes.b, 'kelas-b', academy.quizB],
  ] as const) {
    await env.call(member, 'POST', `/api/academy/user-progress/next-course/${classId}`);
    const answers = quiz.map((q) => ({ question_id: q.id, option_id: q.right }));
    await env.call(member, 'POST', `/api/academy/classes/${slug}/quiz`, { answers });
  }
  expect(
    (await env.call(member, 'POST', '/api/academy/complete-level', { level_id: academy.levels[0] }))
      .status,
  ).toBe(200);
  await env.call(member, 'POST', `/api/academy/user-progress/next-course/${academy.classes.c}`);
}

describe('practice-paper images', () => {
  it('only an approved member gets a link, for a photo type, under their own prefix', async () => {
    const stranger = await env.newMember();
    expect((await uploadUrl(stranger, 'image/png')).status).toBe(403);
    const member = await approved();
    expect((await uploadUrl(member, 'application/pdf')).status).toBe(422);
    const link = await uploadUrl(member, 'image/webp');
    expect(link.status).toBe(200);
    expect(link.body.data.name).toMatch(
      new RegExp(`^academy/papers/${member.id}/[0-9a-f]+\\.webp$`),
    );
    expect(link.body.data).toMatchObject({
      method: 'PUT',
      headers: { 'content-type': 'image/webp' },
    });
  });

  it('the link takes the picture it was signed for, and nothing else', async () => {
    const member = await approved();
    const png = await picture(40, 30, 'png');
    const link = (await uploadUrl(member, 'image/png')).body.data;
    // Not the type it says (a JPEG sent as PNG's link is another content type: 403; PNG-labelled
    // bytes that are not a PNG: 415), too large: 413.
    expect((await env.put(link.url, await picture(40, 30, 'jpeg'), 'image/jpeg')).status).toBe(403);
    expect((await env.put(link.url, Buffer.from('not a picture at all'), 'image/png')).status).toBe(
      415,
    );
    const big = Buffer.concat([png.subarray(0, 16), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    expect((await env.put(link.url, big, 'image/png')).status).toBe(413);
    expect(await env.files.private.head(link.name)).toBeNull();
    expect((await env.put(link.url, png, 'image/png')).status).toBe(204);
    expect(await env.files.private.head(link.name)).toMatchObject({ contentType: 'image/png' });
    expect((await env.put(link.url, png, 'image/png')).status).toBe(409);
  });

  it('a paper names its uploads; the member sees them through links, another member never', async () => {
    const member = await approved();
    await paperOpen(member);
    const names: string[] = [];
    for (const format of ['png', 'jpeg'] as const) {
      const link = (await uploadUrl(member, `image/${format}`)).body.data;
      expect(
        (await env.put(link.url, await picture(60, 40, format), `image/${format}`)).status,
      ).toBe(204);
      names.push(link.name);
    }
    const missing = `academy/papers/${member.id}/${'0'.repeat(24)}.png`;
    const refused = await env.call(member, 'POST', '/api/academy/practice-papers', {
      level_id: academy.levels[1],
      body: 'Foto rutinitas pagi saya.',
      images: [...names, missing],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.data.fields.images).toBeTruthy();

    const sent = await env.call(member, 'POST', '/api/academy/practice-papers', {
      level_id: academy.levels[1],
      body: 'Foto rutinitas pagi saya.',
      images: names,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const papers = (await env.call(member, 'GET', '/api/academy/practice-papers')).body.data;
    expect(papers).toHaveLength(1);
    expect(papers[0].images).toHaveLength(2);
    const shown = await env.app.inject({ url: papers[0].images[0] });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');

    // The same uploads cannot go with a second paper, nor with another member's.
    const other = await approved();
    await paperOpen(other);
    const stolen = await env.call(other, 'POST', '/api/academy/practice-papers', {
      level_id: academy.levels[1],
      body: 'x',
      images: [names[0]],
    });
    expect(stolen.status).toBe(422);
    expect((await env.call(other, 'GET', '/api/academy/practice-papers')).body.data).toEqual([]);
  });
});
