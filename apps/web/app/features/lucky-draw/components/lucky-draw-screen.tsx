import { Link } from 'react-router';
import { LUCKY_DRAW, type LuckyDrawVoucher } from '@kilau/domain/engagement';
import { formatDate } from '@kilau/domain/shared';
import { CopyButton } from '~/components/payment/copy-button';
import { HeartIcon, SparkleIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/i18n';
import { SLOT_GIFT_TEXT } from '../lucky-draw-intents';
import { useLuckyDrawText, type LuckyDrawTextKey } from '../text';
import { useLuckyDraw, type DrawCampaigns } from './use-lucky-draw';

/** Where each of the 16 bulbs sits on the machine's frame (top, right, bottom, left), in %. */
const BULB_SPOTS: ReadonlyArray<readonly [number, number]> = [
  ...[8, 29, 50, 71, 92].map((x) => [x, 0] as const),
  ...[25, 50, 75].map((y) => [100, y] as const),
  ...[92, 71, 50, 29, 8].map((x) => [x, 100] as const),
  ...[75, 50, 25].map((y) => [0, y] as const),
];

const STATUS_TEXT: Record<string, LuckyDrawTextKey> = {
  loading: 'luckyDrawLoading',
  available: 'luckyDrawAvailable',
  unavailable: 'luckyDrawUnavailable',
  claiming: 'luckyDrawDrawing',
  requesting: 'luckyDrawDrawing',
};

/**
 * The lucky-draw screen (001 §2): the banner, three blinking hearts, a frame of sixteen blinking
 * bulbs around a question-mark slot that cycles four gift labels while the draw runs, and the
 * play button — then the won voucher and its e-mail step. Driven by the domain's state machine
 * through `useLuckyDraw`; `data-phase` names the machine's phase.
 */
export function LuckyDrawScreen({
  claimedVoucher,
  campaigns,
}: {
  claimedVoucher: LuckyDrawVoucher | null;
  campaigns: DrawCampaigns;
}) {
  const text = useLuckyDrawText();
  const draw = useLuckyDraw({ claimedVoucher, campaigns });
  const { state } = draw;
  const phase = state.phase;
  const drawing = phase === 'claiming' || phase === 'requesting';
  const shown =
    phase === 'rewarded' || phase === 'claimed' || phase === 'emailing' || phase === 'finished'
      ? draw.voucher
      : null;
  const status = STATUS_TEXT[phase];

  return (
    <div
      data-phase={phase}
      className="mx-auto grid max-w-5xl gap-5 px-4 py-5 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:items-start md:gap-8 md:py-10"
    >
      {state.showBanner ? (
        <header className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-plum-900 via-plum-800 to-rose-700 px-5 py-5 text-cream-50 md:px-8 md:py-10">
          <SparkleIcon
            aria-hidden
            className="absolute -right-4 -top-4 size-24 text-cream-50/10 md:size-36"
          />
          <p className="text-xs font-semibold uppercase tracking-[0.16em] text-blush-200">
            {text('luckyDrawBannerEyebrow')}
          </p>
          <h1 className="mt-2 max-w-xl font-display text-2xl font-semibold leading-tight md:text-4xl">
            {text('luckyDrawBannerTitle')}
          </h1>
          <p className="mt-2 max-w-xl text-sm text-cream-100/90 md:mt-4 md:text-base">
            {text('luckyDrawBannerText')}
          </p>
        </header>
      ) : null}

      <section
        aria-label={text('luckyDrawMachineLabel')}
        className="rounded-3xl bg-blush-50 px-5 pb-6 pt-5 ring-1 ring-blush-200 md:px-10 md:pb-8 md:pt-6"
      >
        <div aria-hidden className="flex justify-center gap-5" data-testid="lucky-draw-hearts">
          {Array.from({ length: LUCKY_DRAW.loveCount }, (_, index) => (
            <HeartIcon
              key={index}
              data-lit={draw.lit(index + 1)}
              className="size-7 text-rose-500 transition-opacity duration-150 data-[lit=false]:opacity-30 [&_path]:fill-current"
            />
          ))}
        </div>

        <div className="relative mx-auto mt-4 aspect-[2/1] w-full max-w-xs rounded-[2rem] bg-gradient-to-b from-rose-500 to-plum-800 p-5 shadow-xl shadow-plum-900/25">
          <div aria-hidden data-testid="lucky-draw-bulbs">
            {BULB_SPOTS.map(([x, y], index) => (
              <span
                key={index}
                data-lit={draw.lit(index)}
                style={{ left: `${x}%`, top: `${y}%` }}
                className="absolute size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-star shadow-[0_0_10px_3px_rgba(232,163,23,0.75)] ring-2 ring-cream-50/80 transition-opacity duration-150 data-[lit=false]:opacity-35 data-[lit=false]:shadow-none"
              />
            ))}
          </div>
          <div
            role="status"
            aria-live="polite"
            data-testid="lucky-draw-slot"
            className="flex h-full flex-col items-center justify-center rounded-2xl bg-cream-50 text-center shadow-inner"
          >
            {shown ? (
              <>
                <SparkleIcon aria-hidden className="size-8 text-rose-600" />
                <p className="mt-1 px-3 font-display text-lg font-semibold leading-snug text-plum-900 md:text-xl">
                  {shown.name}
                </p>
              </>
            ) : draw.slotGift ? (
              <p className="font-display text-3xl font-semibold text-rose-700 md:text-4xl">
                {text(SLOT_GIFT_TEXT[draw.slotGift])}
              </p>
            ) : (
              <>
                <span
                  aria-hidden
                  className="font-display text-6xl font-bold leading-none text-rose-600"
                >
                  ?
                </span>
                <span className="sr-only">{text('luckyDrawSlotHidden')}</span>
              </>
            )}
          </div>
        </div>

        {status ? (
          <p
            className={`mx-auto mt-5 max-w-md text-center text-sm ${phase === 'unavailable' ? 'font-medium text-berry-700' : 'text-plum-700'}`}
          >
            {text(status)}
          </p>
        ) : null}

        {shown ? (
          <WonVoucher
            voucher={shown}
            claimedBefore={!state.reward}
            sending={phase === 'emailing' || phase === 'finished'}
            onSend={draw.sendEmail}
          />
        ) : (
          <div className="mt-4 flex justify-center">
            <button
              type="button"
              onClick={draw.play}
              disabled={phase !== 'available'}
              aria-busy={state.loading || drawing}
              className="inline-flex min-h-12 min-w-56 items-center justify-center rounded-full bg-plum-900 px-8 text-base font-bold uppercase tracking-wide text-cream-50 shadow-lg shadow-plum-900/25 transition hover:bg-plum-800 disabled:cursor-not-allowed disabled:bg-plum-500 disabled:shadow-none"
            >
              {drawing ? text('luckyDrawPlaying') : text('luckyDrawPlay')}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}

function WonVoucher({
  voucher,
  claimedBefore,
  sending,
  onSend,
}: {
  voucher: LuckyDrawVoucher;
  claimedBefore: boolean;
  sending: boolean;
  onSend: () => void;
}) {
  const text = useLuckyDrawText();
  const locale = useLocale();
  return (
    <div className="mx-auto mt-5 grid max-w-md gap-4 text-center">
      <div>
        <h2 className="font-display text-2xl font-semibold text-plum-900">
          {text(claimedBefore ? 'luckyDrawClaimedTitle' : 'luckyDrawWonTitle')}
        </h2>
        <p className="mt-1 text-sm text-plum-700">
          {text(claimedBefore ? 'luckyDrawClaimedText' : 'luckyDrawWonText')}
        </p>
      </div>
      <article className="rounded-2xl border-2 border-dashed border-rose-400 bg-white p-4 text-left">
        <p className="font-semibold text-plum-900">{voucher.name}</p>
        {voucher.description ? (
          <p className="mt-0.5 text-sm text-plum-700">{voucher.description}</p>
        ) : null}
        <div className="mt-3 flex items-center justify-between gap-3 rounded-xl bg-cream-100 px-3 py-2">
          <div>
            <p className="text-[0.7rem] font-semibold uppercase tracking-[0.12em] text-plum-700">
              {text('luckyDrawVoucherCode')}
            </p>
            <p className="font-mono text-lg font-bold tracking-wider text-plum-900">
              {voucher.code}
            </p>
          </div>
          <CopyButton value={voucher.code} label={text('luckyDrawVoucherCode')} />
        </div>
        {voucher.to_date ? (
          <p className="mt-2 text-xs text-plum-700">
            {text('luckyDrawVoucherUntil', { date: formatDate(voucher.to_date, locale) })}
          </p>
        ) : null}
      </article>
      <div className="grid gap-3">
        <button
          type="button"
          onClick={onSend}
          disabled={sending}
          aria-busy={sending}
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-plum-900 px-6 text-sm font-bold uppercase tracking-wide text-cream-50 transition hover:bg-plum-800 disabled:cursor-wait disabled:bg-plum-500"
        >
          {sending ? text('luckyDrawSending') : text('luckyDrawSendEmail')}
        </button>
        <Link
          to="/order"
          className="inline-flex min-h-12 items-center justify-center rounded-full px-6 text-sm font-bold uppercase tracking-wide text-plum-900 ring-1 ring-plum-900/30 transition hover:ring-plum-900"
        >
          {text('luckyDrawShop')}
        </Link>
      </div>
    </div>
  );
}
