/**
 * The authenticator set-up the sign-in page shows: the `otpauth://` address as a QR code (an SVG
 * drawn on the server by `qrcode`, ADR 0037) and the secret in groups of four for typing.
 */
export type TotpSetup = {
  secret: string;
  uri: string;
  /** The QR code's SVG markup. */
  svg: string;
  /** The secret as typed: `JBSW Y3DP EHPK 3PXP`. */
  groups: string[];
};

/**
 * What the sign-in page's action answers: the step to show next, with the set-up (QR code and
 * secret) when the account enrols an authenticator, and the refusal to show.
 */
export type LoginStep =
  | {
      step: 'password';
      /** The email as typed, to fill the field again. */
      email?: string;
      fields?: Record<string, string>;
      message?: string;
    }
  | {
      step: 'code';
      setup: TotpSetup | null;
      fields?: Record<string, string>;
      message?: string;
    };
