import { expect, type Page } from '@playwright/test';

/** A review text of `n` Indonesian words (the spec asks for 150 at least). */
export const reviewText = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      ['teksturnya', 'ringan', 'dan', 'cepat', 'meresap', 'di', 'kulit', 'berminyak', 'aku'][i % 9],
  ).join(' ');

/** A photo as a phone's camera would give it: a JPEG drawn in the page (`width` × `height`). */
export async function cameraPhoto(page: Page, hue: number, width = 1200, height = 900) {
  const base64 = await page.evaluate(
    ({ hue, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, `hsl(${hue} 60% 80%)`);
      gradient.addColorStop(1, `hsl(${hue + 40} 50% 55%)`);
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      context.fillStyle = `hsl(${hue} 45% 40%)`;
      context.beginPath();
      context.ellipse(width / 2, height / 2, width / 5, height / 4, 0.4, 0, Math.PI * 2);
      context.fill();
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
    },
    { hue, width, height },
  );
  return { name: `foto-${hue}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** The review wizard's verbs. */
export function reviewWizard(page: Page) {
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('progressbar') })
    .first();
  const next = () => dialog.getByRole('button', { name: 'Lanjut' }).click();
  return {
    dialog,
    next,
    async rateAll(stars: number) {
      const groups = dialog.getByRole('group').filter({ has: page.getByLabel(`${stars} bintang`) });
      await expect(groups.first()).toBeVisible();
      for (const group of await groups.all())
        await group.getByLabel(`${stars} bintang`).check({ force: true });
    },
    async write(text: string) {
      await dialog.getByLabel('Ceritakan pengalamanmu').fill(text);
    },
    async addPhoto(photo: Awaited<ReturnType<typeof cameraPhoto>>) {
      await dialog.getByRole('button', { name: 'Tambah foto' }).click();
      await dialog.locator('input[type="file"]').setInputFiles(photo);
      await dialog.getByRole('button', { name: 'Terapkan' }).click();
    },
    async answerLastStep() {
      await dialog
        .getByRole('group', { name: 'Apakah kamu merekomendasikan produk ini?' })
        .getByLabel('Ya')
        .check();
      await dialog
        .getByRole('group', { name: 'Apakah kamu akan membeli lagi?' })
        .getByLabel('Ya')
        .check();
      await dialog.getByLabel('1–3 bulan').check();
    },
  };
}
