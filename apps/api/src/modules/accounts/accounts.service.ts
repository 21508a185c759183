import { hash, verify } from '@node-rs/argon2';
import { translate } from '@kilau/domain';
import {
  genderFromSalute,
  isValidUsername,
  LOGIN_ATTEMPTS,
  loginFailureFeedback,
  registerConflict,
  REGISTER_ERROR_CODES,
  type RegisterInput,
} from '@kilau/domain/accounts';
import { AppError } from '../../lib/app-error';
import { deviceOf } from '../../lib/sessions';
import type { SessionsRepository } from '../../lib/sessions.repository';
import { requireRecaptcha, type RecaptchaVerifier } from '../../adapters/identity';
import type { AccountsRepository } from './accounts.repository';
import type { LoginDevicesRepository } from './login-devices.repository';
import { openSession } from '../../lib/member-session';
import type { RequestMeta } from './session-meta';
import type { InTransaction, WelcomeVouchers } from './unit-of-work';
import { freeUsernames } from './usernames';

/** A stable hash to verify against when no user matches, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
const verifyNothing = async (password: string) => {
  dummyHash ??= hash('kilau-timing-equaliser');
  await verify(await dummyHash, password);
};

export type RegisterBody = RegisterInput & {
  acquisition_source?: string | undefined;
  recaptcha_token?: string | undefined;
  is_agree_to_legal_statements?: true | undefined;
};

export function createAccountsService(deps: {
  accounts: AccountsRepository;
  devices: LoginDevicesRepository;
  inTransaction: InTransaction;
  sessions: SessionsRepository;
  storeName: string;
  /** reCAPTCHA on register; null when not configured (no token asked for). */
  recaptcha: RecaptchaVerifier | null;
  welcomeVouchers: WelcomeVouchers;
}) {
  /** With reCAPTCHA configured, a register needs a token Google accepts (before anything else). */
  const checkRecaptcha = (token: string | undefined, ip: string) =>
    requireRecaptcha(deps.recaptcha, token, ip);

  /** The member a sign-in answers (`toUser`); one removed meanwhile is a removed account's 404. */
  async function signedInMember(userId: number) {
    const user = await deps.accounts.profile(userId);
    if (!user) throw new AppError(404, 'USER_ALREADY_REMOVED', 'login_account_removed');
    return user;
  }

  return {
    /**
     * `POST /auth/register` (001 §5, §7): reCAPTCHA when configured, the spec's duplicate
     * messages, then the member and their welcome voucher in one transaction, then a session.
     */
    async register(input: RegisterBody, meta: RequestMeta) {
      await checkRecaptcha(input.recaptcha_token, meta.ip);
      const conflict = registerConflict(await deps.accounts.taken(input.email, input.user_name));
      if (conflict) {
        throw new AppError(409, conflict, REGISTER_ERROR_CODES[conflict]);
      }
      const { gender, salute } =
        input.salute_id === undefined
          ? { gender: null, salute: null }
          : genderFromSalute(input.salute_id);
      const passwordHash = await hash(input.password);
      let created;
      try {
        created = await deps.inTransaction(async (tx) => {
          const { id } = await tx.accounts.insert({
            email: input.email.trim(),
            user_name: input.user_name.trim(),
            password_hash: passwordHash,
            first_name: input.first_name ?? '',
            last_name: input.last_name ?? '',
            gender,
            salute,
            phone_no: input.phone_no ?? null,
            date_of_birth: input.date_of_birth ?? null,
            acquisition_source: input.acquisition_source ?? null,
            ...(input.is_agree_to_legal_statements
              ? { is_agree_to_legal_statements: true, legal_statements_agreed_at: meta.now }
              : {}),
            created_at: meta.now,
            updated_at: meta.now,
          });
          return { id, voucher: await deps.welcomeVouchers.issue(tx.db, id, meta.now) };
        });
      } catch (error) {
        // Two registrations raced past the check: the unique indexes decide.
        if ((error as { code?: string }).code === '23505') {
          const raced = registerConflict(await deps.accounts.taken(input.email, input.user_name));
          if (raced) throw new AppError(409, raced, REGISTER_ERROR_CODES[raced]);
        }
        throw error;
      }
      const token = await openSession(deps.sessions, created.id, meta);
      const device = deviceOf(meta.device);
      await deps.devices.remember(created.id, device.hash, meta.now);
      return {
        user: await signedInMember(created.id),
        voucher: created.voucher,
        token,
        device: device.token,
        message: translate('register_success', meta.locale, { product: deps.storeName }),
      };
    },

    /**
     * `POST /auth/login` by e-mail or username. Failures are counted (001 §4/§8): the 3rd warns,
     * the 4th warns with the count, the 5th blocks until a password reset. A browser the member
     * signed in from before counts on its own; every other source counts on the account, so a
     * lockout from elsewhere does not lock the member out on their own browser (ADR 0015).
     */
    async login(input: { email: string; password: string }, meta: RequestMeta) {
      const user = await deps.accounts.findForLogin(input.email);
      if (!user || !user.password_hash) {
        await verifyNothing(input.password);
        throw new AppError(404, 'USER_NOT_FOUND', 'login_user_not_found');
      }
      if (user.removed_at) throw new AppError(404, 'USER_ALREADY_REMOVED', 'login_account_removed');
      const blocked = () =>
        new AppError(
          403,
          'ACCOUNT_BLOCKED',
          'login_account_blocked',
          {},
          { attempts: LOGIN_ATTEMPTS.locked },
        );
      const device = deviceOf(meta.device);
      const known = device.presented ? await deps.devices.find(user.id, device.hash) : undefined;
      if (known ? known.locked_at : user.locked_at) throw blocked();

      if (!(await verify(user.password_hash, input.password))) {
        const { failed_login_count: attempts } = known
          ? await deps.devices.countFailure(user.id, device.hash, LOGIN_ATTEMPTS.locked, meta.now)
          : await deps.accounts.countFailure(user.id, LOGIN_ATTEMPTS.locked, meta.now);
        if (attempts >= LOGIN_ATTEMPTS.locked) throw blocked();
        const feedback = loginFailureFeedback({
          status: 401,
          errorCode: 'INCORRECT_PASSWORD',
          attempts,
        });
        const code =
          feedback.kind === 'error' && 'code' in feedback.message
            ? feedback.message.code
            : 'login_wrong_password';
        throw new AppError(401, 'INCORRECT_PASSWORD', code, {}, { attempts });
      }

      // Suspended by the shop (the back office): told only to who knows the password.
      if (user.suspended_at) {
        throw new AppError(403, 'ACCOUNT_SUSPENDED', 'login_account_suspended');
      }
      if (!known) await deps.accounts.clearFailures(user.id);
      await deps.devices.remember(user.id, device.hash, meta.now);
      const token = await openSession(deps.sessions, user.id, meta);
      return {
        user: await signedInMember(user.id),
        token,
        device: device.token,
        message: translate('login_success', meta.locale),
      };
    },

    /** `POST /auth/username/suggestions`: up to 5 free usernames derived from the wanted one. */
    async suggestUsernames(wanted: string) {
      const name = wanted.trim();
      const taken = await deps.accounts.takenUsernames([name]);
      return {
        user_name: name,
        /** Whether the wanted name itself can be registered (valid and free). */
        is_available: isValidUsername(name) && !taken.has(name.toLowerCase()),
        suggestions: await freeUsernames(deps.accounts, wanted),
      };
    },

    profile: (userId: number) => deps.accounts.profile(userId),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
