import { expect, test } from '@playwright/test';
import { newMember } from '../support/accounts';
import { registerByApi, signIn } from '../support/members';
import { addToBag, bagPage, bagProducts } from '../support/order';
import { expectNoAxeViolations } from '../support/axe';
import { toast, waitForHydration } from '../support/page';
import { mailTo } from '../support/mailbox';

test('a member plays the lucky draw, gets the voucher by e-mail, uses it in the bag and cannot play twice', async ({
  page,
}) => {
  // A guest is sent to sign in first, and comes back here afterwards.
  await page.goto('/lucky-draw');
  await expect(page).toHaveURL(/\/\?login=1&redirect=\/lucky-draw$/);

  const member = newMember('undian');
  await registerByApi(member);
  await signIn(page, member.email, member.password);
  await page.goto('/lucky-draw');
  await waitForHydration(page);
  const machine = page.locator('[data-phase]');
  const play = page.getByRole('button', { name: 'Main sekarang' });
  await expect(machine).toHaveAttribute('data-phase', 'available');
  await expect(page.getByTestId('lucky-draw-bulbs').locator('span')).toHaveCount(16);
  await expect(page.getByTestId('lucky-draw-hearts').locator('svg')).toHaveCount(3);
  await expectNoAxeViolations(page);

  // The draw: the slot cycles while the machine waits 3.5 s, then the claim answers a voucher.
  const claimed = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/lucky-draw'),
  );
  await play.click();
  await expect(machine).toHaveAttribute('data-phase', 'claiming');
  await expect(page.getByTestId('lucky-draw-slot')).toHaveText(/Kejutan|Hadiah|Voucher|Rewards/);
  await claimed;
  await expect(page.getByRole('heading', { name: 'Selamat, kamu menang!' })).toBeVisible();
  const code = (await page.locator('.font-mono').first().textContent())?.trim() ?? '';
  expect(code).not.toBe('');
  await expectNoAxeViolations(page);

  // The e-mail step: the toast, home, and the mail in the outbox with the code.
  await page.getByRole('button', { name: 'Kirim voucher ke email' }).click();
  await expect(toast(page)).toHaveText('Voucher berhasil dikirim ke email');
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(async () => {
      const mails = await mailTo(page.request, member.email, 10);
      return mails.find((mail) => mail.template === 'lucky_draw_voucher')?.text ?? '';
    })
    .toContain(code);

  // A second play is refused: the page shows the voucher won, and no play.
  await page.goto('/lucky-draw');
  await waitForHydration(page);
  await expect(machine).toHaveAttribute('data-phase', 'claimed');
  await expect(page.getByRole('heading', { name: 'Kamu sudah bermain' })).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(play).toHaveCount(0);

  // The voucher works in the bag (every prize's minimum is below this bag).
  const products = await bagProducts(page.request, 2, { minPrice: 150_000 });
  for (const product of products) await addToBag(page.request, product);
  const bag = bagPage(page);
  await bag.open();
  await bag.applyVoucher(code);
  await expect(bag.promotions.getByText(code, { exact: true })).toBeVisible();
});
