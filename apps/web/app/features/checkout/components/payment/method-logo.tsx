import { WalletIcon } from '~/components/ui/icons';

/** A payment method's logo in its white tile (a wallet when it has none). */
export function MethodLogo({
  logo,
  size = 'md',
}: {
  logo: string | null | undefined;
  size?: 'sm' | 'md';
}) {
  const box = size === 'sm' ? 'h-8 w-12' : 'h-10 w-14';
  return (
    <span
      className={`inline-flex ${box} shrink-0 items-center justify-center rounded-xl bg-white ring-1 ring-blush-200`}
    >
      {logo ? (
        <img
          src={logo}
          alt=""
          width={44}
          height={22}
          className="h-[1.375rem] w-11 object-contain"
        />
      ) : (
        <WalletIcon className="size-5 text-plum-700" />
      )}
    </span>
  );
}
