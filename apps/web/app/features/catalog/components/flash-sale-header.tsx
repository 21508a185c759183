import { Link } from 'react-router';
import { Countdown } from '~/components/ui/countdown';
import { BoltIcon } from '~/components/ui/icons';
import type { FlashSale } from '../types';
import { useCatalogText } from '~/features/catalog/text';

/**
 * The flash sale's band: its name and a live countdown to its end (or to its start while it
 * has not begun).
 */
export function FlashSaleHeader({
  sale,
  serverNow,
  headingLevel: Heading = 'h2',
  headingId,
  seeAllTo,
}: {
  sale: Pick<FlashSale, 'name' | 'starts_at' | 'ends_at' | 'is_running'>;
  serverNow: number;
  headingLevel?: 'h1' | 'h2';
  headingId?: string;
  seeAllTo?: string;
}) {
  const text = useCatalogText();
  return (
    <div className="on-dark mt-2 flex flex-wrap items-center justify-between gap-4 rounded-3xl bg-gradient-to-r from-plum-900 via-plum-800 to-rose-700 px-5 py-4 text-cream-50 md:px-7 md:py-5">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-cream-50/15">
          <BoltIcon className="size-6 text-peach-200" />
        </span>
        <div>
          <Heading id={headingId} className="font-display text-2xl font-semibold md:text-3xl">
            {sale.name}
          </Heading>
          <p className="text-sm text-cream-100/90">
            {sale.is_running ? text('flashSaleEndsIn') : text('flashSaleStartsIn')}
          </p>
        </div>
      </div>
      <div className="flex items-center gap-3">
        <Countdown
          endsAt={sale.is_running ? sale.ends_at : sale.starts_at}
          serverNow={serverNow}
          tone="light"
        />
        {seeAllTo ? (
          <Link
            to={seeAllTo}
            className="inline-flex min-h-10 items-center rounded-full bg-cream-50 px-4 text-sm font-bold text-plum-900 hover:bg-white"
          >
            {text('seeAll')}
            <span className="sr-only"> {sale.name}</span>
          </Link>
        ) : null}
      </div>
    </div>
  );
}
