// The image decoding process (ADR 0016): the shop forks it once and lowers its CPU priority, so
// that decoding a picture only ever uses the CPU the shop's pages leave free. It takes
// `{ id, bytes, recipe }` messages and answers `{ id, bytes }` or `{ id, error }`.
// Plain JavaScript: it runs without the TypeScript loader the shop itself starts with.
import sharp from 'sharp';

sharp.concurrency(1);

async function apply(bytes, recipe) {
  let image = sharp(bytes, { limitInputPixels: recipe.limitInputPixels, failOn: 'error' });
  if (recipe.rotate) image = image.rotate();
  image = image.resize(recipe.resize);
  if (recipe.flatten) image = image.flatten(recipe.flatten);
  return image.toFormat(recipe.format, recipe.formatOptions).toBuffer();
}

process.on('message', async ({ id, bytes, recipe }) => {
  try {
    const output = await apply(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      recipe,
    );
    process.send({ id, bytes: output });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
