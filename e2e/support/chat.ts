import type { Page } from '@playwright/test';
import { newMember } from './accounts';
import { registerByApi, signIn } from './members';
import { waitForHydration } from './page';

/**
 * A new member of the run, signed in, with the support chat opened on the FAQ page
 * (docs/design/support-chat.md): the member, the panel and its message box.
 */
export async function openChatAsNewMember(page: Page, tag: string) {
  const member = newMember(tag);
  await registerByApi(member);
  await signIn(page, member.email, member.password);
  await page.goto('/faq');
  await waitForHydration(page);
  await page.locator('[data-chat-launcher]').click();
  const panel = page.getByRole('dialog', { name: 'Kilau Care' });
  return { member, panel, input: panel.getByLabel('Tulis pesan') };
}
