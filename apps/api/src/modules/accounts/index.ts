import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { ImageGuard } from '../../lib/image-guard';
import type { SessionsRepository } from '../../lib/sessions.repository';
import type { RecaptchaVerifier, SocialProviders } from '../../adapters/identity';
import type { PublicFiles } from '../../adapters/storage';
import { createAccountsRepository } from './accounts.repository';
import { authRoutes, userRoutes } from './accounts.routes';
import { createAccountsService } from './accounts.service';
import { createIdentitiesRepository } from './identities.repository';
import { createLoginDevicesRepository } from './login-devices.repository';
import { memberTagsRoutes } from './member-tags.routes';
import { createMemberTagsService, type MemberNewsletter } from './member-tags.service';
import { createPasswordsRepository } from './passwords.repository';
import { passwordRoutes } from './passwords.routes';
import { createPasswordsService } from './passwords.service';
import { profileImageRoutes } from './profile-image.routes';
import { createProfileImageService } from './profile-image.service';
import { createProfileRepository } from './profile.repository';
import { profileRoutes } from './profile.routes';
import { createProfileService, type PublicBadges } from './profile.service';
import { socialLoginRoutes } from './social-login.routes';
import { createSocialLoginService } from './social-login.service';
import { createUnitOfWork, type WelcomeVouchers } from './unit-of-work';

export type { WelcomeVouchers, IssuedVoucher } from './unit-of-work';
export type { MemberNewsletter } from './member-tags.service';
export type { PublicBadges } from './profile.service';

export type AccountsModuleOptions = {
  db: Kysely<Database>;
  sessions: SessionsRepository;
  clock: () => Date;
  storeName: string;
  /** The shop's public origin (PUBLIC_URL, or this machine's address): e-mailed links use it. */
  publicUrl: string;
  /** The file store's public area, where profile photos go (`users/…`). */
  media: PublicFiles;
  /** The image guard every upload is decoded through (ADR 0016). */
  images: ImageGuard;
  recaptcha: RecaptchaVerifier | null;
  socialProviders: SocialProviders;
  welcomeVouchers: WelcomeVouchers;
  /** The newsletter's subscriptions, which the preferences' switch writes through to. */
  newsletter?: MemberNewsletter;
  /** A member's badges for the public profile (the rewards module's). */
  badges?: PublicBadges;
};

/**
 * Members (issue 5): `/auth/*`, `/users/*`, `/user/me/*` and `/profile` of the public store API,
 * and `/accounts/user/me` of the accounts back end; the app registers it under `/api`.
 */
export const accountsModule: FastifyPluginAsync<AccountsModuleOptions> = async (api, deps) => {
  const repository = createAccountsRepository(deps.db);
  const inTransaction = createUnitOfWork(deps.db);
  const profileRepository = createProfileRepository(deps.db);
  const accounts = createAccountsService({
    accounts: repository,
    devices: createLoginDevicesRepository(deps.db),
    inTransaction,
    sessions: deps.sessions,
    storeName: deps.storeName,
    recaptcha: deps.recaptcha,
    welcomeVouchers: deps.welcomeVouchers,
  });
  const social = createSocialLoginService({
    providers: deps.socialProviders,
    accounts: repository,
    identities: createIdentitiesRepository(deps.db),
    inTransaction,
    sessions: deps.sessions,
    storeName: deps.storeName,
    welcomeVouchers: deps.welcomeVouchers,
  });
  const passwords = createPasswordsService({
    passwords: createPasswordsRepository(deps.db),
    clock: deps.clock,
  });
  const { clock } = deps;

  await api.register(async (app) => {
    await app.register(authRoutes, { accounts, sessions: deps.sessions, clock });
    await app.register(socialLoginRoutes, { social, clock });
    await app.register(passwordRoutes, { passwords, publicUrl: deps.publicUrl });
    await app.register(profileRoutes, {
      profiles: createProfileService({ profiles: profileRepository, clock, badges: deps.badges }),
      users: repository,
    });
    await app.register(memberTagsRoutes, {
      tags: createMemberTagsService({
        profiles: profileRepository,
        clock,
        newsletter: deps.newsletter,
      }),
      users: repository,
    });
    await app.register(profileImageRoutes, {
      images: createProfileImageService({
        profiles: profileRepository,
        images: deps.images,
        media: deps.media,
        clock,
      }),
      users: repository,
    });
  });
  await api.register(userRoutes, { accounts, prefix: '/accounts' });
};
