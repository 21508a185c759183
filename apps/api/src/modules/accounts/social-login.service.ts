import { translate } from '@kilau/domain';
import {
  decideSocialLink,
  isSocialProvider,
  LOGIN_ATTEMPTS,
  socialNames,
  type SocialProfile,
} from '@kilau/domain/accounts';
import { AppError } from '../../lib/app-error';
import type { SessionsRepository } from '../../lib/sessions.repository';
import {
  InvalidTokenError,
  ProviderUnavailableError,
  type SocialProviders,
} from '../../adapters/identity';
import type { AccountsRepository } from './accounts.repository';
import type { IdentitiesRepository } from './identities.repository';
import { openSession } from '../../lib/member-session';
import type { RequestMeta } from './session-meta';
import type { InTransaction, IssuedVoucher, WelcomeVouchers } from './unit-of-work';
import { freeUsernames } from './usernames';

const LABELS = { google: 'Google', facebook: 'Facebook' } as const;
/** Another sign-in of the same person (or for the same username) may win a race: try again. */
const RACE_RETRIES = 2;

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export function createSocialLoginService(deps: {
  providers: SocialProviders;
  accounts: AccountsRepository;
  identities: IdentitiesRepository;
  inTransaction: InTransaction;
  sessions: SessionsRepository;
  storeName: string;
  welcomeVouchers: WelcomeVouchers;
}) {
  /** A removed or blocked member stays out, whichever way they sign in. */
  async function admit(userId: number) {
    const state = await deps.accounts.loginState(userId);
    if (!state || state.removed_at) {
      throw new AppError(404, 'USER_ALREADY_REMOVED', 'login_account_removed');
    }
    if (state.suspended_at) {
      throw new AppError(403, 'ACCOUNT_SUSPENDED', 'login_account_suspended');
    }
    if (state.locked_at) {
      throw new AppError(
        403,
        'ACCOUNT_BLOCKED',
        'login_account_blocked',
        {},
        { attempts: LOGIN_ATTEMPTS.locked },
      );
    }
  }

  /** The member this profile signs in as: linked, linked now by verified e-mail, or new. */
  async function resolve(
    profile: SocialProfile,
    acquisitionSource: string | null,
    now: Date,
  ): Promise<{ userId: number; isNew: boolean; voucher: IssuedVoucher | null }> {
    const linked = await deps.identities.linkedUser(profile.provider, profile.subject);
    const owner =
      linked === null && profile.email ? await deps.accounts.findByEmail(profile.email) : undefined;
    const decision = decideSocialLink({
      profile,
      linkedUserId: linked,
      emailOwnerId: owner?.id ?? null,
    });
    if (!decision.ok) {
      const provider = LABELS[profile.provider];
      if (decision.code === 'login_facebook_no_email') {
        throw new AppError(
          422,
          'FACEBOOK_EMAIL_REQUIRED',
          decision.code,
          {},
          { provider: profile.provider, missing_email: true },
        );
      }
      if (decision.code === 'social_email_missing') {
        throw new AppError(422, 'SOCIAL_EMAIL_REQUIRED', decision.code, { provider });
      }
      throw new AppError(409, 'EMAIL_TAKEN', decision.code);
    }

    const { value } = decision;
    if (value.action === 'login') {
      await admit(value.userId);
      await deps.identities.touch(profile.provider, profile.subject, now);
      return { userId: value.userId, isNew: false, voucher: null };
    }
    if (value.action === 'link') {
      await admit(value.userId);
      await deps.identities.link({ userId: value.userId, ...identityOf(profile), now });
      return { userId: value.userId, isNew: false, voucher: null };
    }
    return deps.inTransaction(async (tx) => {
      const seed = value.email.split('@')[0] || profile.name || '';
      const [userName] = await freeUsernames(tx.accounts, seed, 1);
      if (!userName) throw new AppError(409, 'USERNAME_TAKEN', 'register_username_taken');
      const { id } = await tx.accounts.insert({
        email: value.email,
        user_name: userName,
        password_hash: null,
        ...socialNames(profile),
        gender: null,
        salute: null,
        phone_no: null,
        date_of_birth: null,
        acquisition_source: acquisitionSource,
        is_verified_email: value.emailVerified,
        created_at: now,
        updated_at: now,
      });
      await tx.identities.link({ userId: id, ...identityOf(profile), now });
      return { userId: id, isNew: true, voucher: await deps.welcomeVouchers.issue(tx.db, id, now) };
    });
  }

  return {
    /**
     * `POST /auth/login/{provider}` (001 §7): verifies the provider's token, signs in the linked
     * member (linking or creating one by e-mail first) and opens a session like `/auth/login`.
     * A member missing mandatory info gets `missing_fields` (the web sends them to
     * /complete-profile).
     */
    async login(
      providerName: string,
      input: { access_token: string; acquisition_source?: string | undefined },
      meta: RequestMeta,
    ) {
      const provider = isSocialProvider(providerName) ? deps.providers[providerName] : undefined;
      if (!provider) {
        throw new AppError(404, 'social_login_disabled', 'social_login_disabled', {
          provider: isSocialProvider(providerName) ? LABELS[providerName] : providerName,
        });
      }
      let profile: SocialProfile;
      try {
        profile = await provider.verify(input.access_token);
      } catch (error) {
        const label = LABELS[provider.name];
        if (error instanceof InvalidTokenError) {
          throw new AppError(401, 'social_token_invalid', 'social_token_invalid', {
            provider: label,
          });
        }
        if (error instanceof ProviderUnavailableError) {
          throw new AppError(503, 'social_provider_unavailable', 'generic_retry');
        }
        throw error;
      }

      let signedIn: Awaited<ReturnType<typeof resolve>> | undefined;
      for (let attempt = 0; !signedIn; attempt += 1) {
        try {
          signedIn = await resolve(profile, input.acquisition_source ?? null, meta.now);
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= RACE_RETRIES) throw error;
        }
      }

      const token = await openSession(deps.sessions, signedIn.userId, meta);
      const user = await deps.accounts.profile(signedIn.userId);
      if (!user) throw new AppError(404, 'USER_ALREADY_REMOVED', 'login_account_removed');
      return {
        user,
        voucher: signedIn.voucher,
        isNew: signedIn.isNew,
        token,
        message: signedIn.isNew
          ? translate('register_success', meta.locale, { product: deps.storeName })
          : translate('login_success', meta.locale),
      };
    },
  };
}

const identityOf = (profile: SocialProfile) => ({
  provider: profile.provider,
  subject: profile.subject,
  email: profile.email,
});

export type SocialLoginService = ReturnType<typeof createSocialLoginService>;
