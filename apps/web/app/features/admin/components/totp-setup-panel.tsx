import type { TotpSetup } from '../login-steps';
import { useAdminText } from '../text';
import { TrustedHtml } from '~/components/ui/trusted-html';

/**
 * Enrolling an authenticator: the QR code of the `otpauth://` address (an SVG the server drew
 * with `qrcode`) and the secret in groups of four for typing by hand.
 */
export function TotpSetupPanel({ setup }: { setup: TotpSetup }) {
  const text = useAdminText();
  return (
    <section aria-labelledby="totp-setup-intro" className="flex flex-col gap-4">
      <p id="totp-setup-intro" className="text-sm text-plum-700">
        {text('setupIntro')}
      </p>
      {/* The server drew it from the validated TOTP address (totp-setup.server.ts). */}
      <TrustedHtml
        role="img"
        aria-label={text('setupQrLabel')}
        className="mx-auto size-52 rounded-2xl border border-blush-200 bg-white p-2 [&_svg]:size-full"
        html={setup.svg}
      />
      <div>
        <p className="text-sm text-plum-700">{text('setupSecretLabel')}</p>
        <p className="mt-1 break-all rounded-xl bg-cream-100 px-3 py-2 font-mono text-base tracking-wider text-plum-900">
          {setup.groups.map((group, index) => (
            <span key={index} className="mr-2 inline-block">
              {group}
            </span>
          ))}
        </p>
      </div>
    </section>
  );
}
