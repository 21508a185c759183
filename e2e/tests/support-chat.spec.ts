import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { demoAdminApi, signInFirstTime } from '../support/admin';
import { expectNoAxeViolations } from '../support/axe';
import { openChatAsNewMember } from '../support/chat';
import { waitForHydration } from '../support/page';

/**
 * Issue 24 "Support chat": a member's question is answered from the FAQ; they ask for a person;
 * a support user of this run answers in the back office, and the answer reaches the member's
 * open chat without a reload — and the member's next message reaches the desk the same way.
 * The transcript survives a reload.
 */
test('a chat question is answered from the FAQ, then live by a support user in the back office', async ({
  page,
  browser,
}) => {
  const tag = randomBytes(3).toString('hex');
  const { member, panel, input } = await openChatAsNewMember(page, 'chat');
  await expect(
    panel.getByText(`Hai ${member.firstName}! Aku asisten Kilau.`, { exact: false }),
  ).toBeVisible();
  await input.fill('Bagaimana cara melacak pesananku?');
  await input.press('Enter');
  await expect(
    panel.getByRole('link', { name: 'Dari FAQ: Bagaimana cara melacak pesananku?' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Not in the FAQ: the assistant says so; the member asks for a person.
  await input.fill(`Bisa titip pesan untuk kurir? (${tag})`);
  await input.press('Enter');
  await expect(
    panel.getByText('Maaf, aku belum menemukan jawabannya di FAQ.', { exact: false }),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Ngobrol dengan tim Kilau' }).click();
  await expect(panel.getByText('Menunggu tim Kilau membalas…')).toBeVisible();

  // The member's page is never loaded again from here: only live events move it.
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });

  // A support user of this run, in their own browser.
  const email = `cs.chat.${tag}@kilau.id`;
  const password = 'rahasia-cs-chat-2026';
  const demo = await demoAdminApi();
  const made = await demo.post('/api/admin/staff', {
    data: { email, name: 'Dewi Anggraini', role: 'support', password },
  });
  expect(made.status(), await made.text()).toBe(201);
  await demo.dispose();
  const desk = await browser.newContext();
  const staff = await desk.newPage();
  await signInFirstTime(staff, email, password);
  await staff.getByRole('link', { name: 'Chat pelanggan' }).first().click();
  await expect(staff).toHaveURL(/\/admin\/chats$/);
  await waitForHydration(staff);
  const conversation = staff.getByRole('link').filter({ hasText: member.email });
  await expect(conversation).toContainText('Menunggu');
  await conversation.click();
  await expect(staff).toHaveURL(/\/admin\/chats\/\d+$/);
  const transcript = staff.getByRole('list', { name: 'Isi percakapan' });
  await expect(transcript).toContainText(`Bisa titip pesan untuk kurir? (${tag})`);
  await expect(transcript).toContainText('dari FAQ: Bagaimana cara melacak pesananku?');
  await expectNoAxeViolations(staff);

  await staff
    .getByLabel('Jawaban')
    .fill(`Bisa, Kak ${member.firstName}. Tulis di catatan alamat ya.`);
  await staff.getByRole('button', { name: 'Kirim jawaban' }).click();
  await expect(staff.getByText('Jawaban terkirim.')).toBeVisible();

  // The member sees it at once, with the name of who answers.
  await expect(
    panel.getByText(`Bisa, Kak ${member.firstName}. Tulis di catatan alamat ya.`),
  ).toBeVisible();
  await expect(panel.getByText('Kamu ngobrol dengan Dewi')).toBeVisible();
  // And the desk hears the member's reply without reloading.
  await input.fill(`Siap, terima kasih! (${tag})`);
  await input.press('Enter');
  await expect(transcript).toContainText(`Siap, terima kasih! (${tag})`);
  expect(documents).toBe(0);

  // A reload keeps the whole conversation.
  await page.reload();
  await waitForHydration(page);
  await page.locator('[data-chat-launcher]').click();
  await expect(
    panel.getByText(`Bisa, Kak ${member.firstName}. Tulis di catatan alamat ya.`),
  ).toBeVisible();
  await expect(panel.getByText(`Siap, terima kasih! (${tag})`)).toBeVisible();

  // The desk closes it: the member's chat says so.
  await staff.getByRole('button', { name: 'Tutup percakapan' }).click();
  await expect(staff.getByText('Percakapan ditutup.')).toBeVisible();
  await expect(
    panel.getByText('Percakapan ini sudah ditutup. Kirim pesan kapan saja untuk mulai lagi.'),
  ).toBeVisible();
  await desk.close();
});
