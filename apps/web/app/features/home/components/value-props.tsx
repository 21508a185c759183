import { formatRupiah, FREE_SHIPPING_LIMIT } from '@kilau/domain/shared';
import type { ComponentType, SVGProps } from 'react';
import { ShieldIcon, TruckIcon, WalletIcon } from '~/components/ui/icons';
import { useHomeText, type HomeTextKey } from '~/features/home/text';

const VALUES: ReadonlyArray<{
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: HomeTextKey;
  body: HomeTextKey;
}> = [
  { icon: ShieldIcon, title: 'valueOriginalTitle', body: 'valueOriginalText' },
  { icon: TruckIcon, title: 'valueShippingTitle', body: 'valueShippingText' },
  { icon: WalletIcon, title: 'valuePaymentTitle', body: 'valuePaymentText' },
];

export function ValueProps() {
  const text = useHomeText();
  const amount = formatRupiah(FREE_SHIPPING_LIMIT);
  return (
    <section aria-labelledby="values-title" className="mx-auto max-w-6xl px-4 pt-12 md:pt-16">
      <h2 id="values-title" className="sr-only">
        {text('valuesTitle')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3 sm:gap-5">
        {VALUES.map(({ icon: Icon, title, body }) => (
          <li
            key={title}
            className="flex items-start gap-4 rounded-3xl border border-blush-200/70 bg-white/70 p-5"
          >
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-blush-100 text-rose-700">
              <Icon className="size-6" />
            </span>
            <div>
              <h3 className="font-semibold text-plum-900">{text(title)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-plum-700">{text(body, { amount })}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
