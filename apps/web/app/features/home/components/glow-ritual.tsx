import { useHomeText, type HomeTextKey } from '~/features/home/text';
const STEPS: ReadonlyArray<{ title: HomeTextKey; body: HomeTextKey }> = [
  { title: 'ritualCleanseTitle', body: 'ritualCleanseText' },
  { title: 'ritualTreatTitle', body: 'ritualTreatText' },
  { title: 'ritualProtectTitle', body: 'ritualProtectText' },
];

/** Editorial guidance (no products, prices or reviews): a three-step routine. */
export function GlowRitual() {
  const text = useHomeText();
  return (
    <section aria-labelledby="ritual-title" className="mx-auto max-w-6xl px-4 pt-14 md:pt-20">
      <div className="on-dark overflow-hidden rounded-[2rem] bg-plum-900 px-6 py-10 text-cream-50 md:px-12 md:py-14">
        <h2 id="ritual-title" className="max-w-lg font-display text-3xl font-semibold md:text-4xl">
          {text('ritualTitle')}
        </h2>
        <p className="mt-3 max-w-lg text-cream-100/85">{text('ritualText')}</p>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ title, body }, index) => (
            <li key={title} className="rounded-3xl bg-white/5 p-5 ring-1 ring-white/10">
              <span className="font-display text-4xl text-blush-200" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-3 text-lg font-semibold">{text(title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-cream-100/85">{text(body)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
