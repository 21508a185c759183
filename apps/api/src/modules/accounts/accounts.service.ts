import { hash, verify } from '@node-rs/argon2';
import { translate, type Locale } from '@kilau/domain';
import {
  genderFromSalute,
  LOGIN_ATTEMPTS,
  loginFailureFeedback,
  registerConflict,
  REGISTER_ERROR_CODES,
  type RegisterInput,
} from '@kilau/domain/accounts';
import { AppError } from '../../lib/app-error';
import { newSessionToken, type SessionStore } from '../../lib/sessions';
import type { AccountsRepository } from './accounts.repository';

type Meta = { now: Date; ip: string; userAgent: string | undefined; locale: Locale };

/** A stable hash to verify against when no user matches, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
const verifyNothing = async (password: string) => {
  dummyHash ??= hash('kilau-timing-equaliser');
  await verify(await dummyHash, password);
};

export function createAccountsService(deps: {
  accounts: AccountsRepository;
  sessions: SessionStore;
  storeName: string;
}) {
  async function openSession(userId: number, meta: Meta) {
    const { token, hash: tokenHash } = newSessionToken();
    await deps.sessions.create({ userId, tokenHash, ...meta });
    return token;
  }

  return {
    /** `POST /auth/register` (001 §5, §7): the spec's duplicate messages, then a session. */
    async register(input: RegisterInput & { acquisition_source?: string | undefined }, meta: Meta) {
      const conflict = registerConflict(await deps.accounts.taken(input.email, input.user_name));
      if (conflict) {
        throw new AppError(409, conflict, REGISTER_ERROR_CODES[conflict]);
      }
      const { gender, salute } =
        input.salute_id === undefined
          ? { gender: null, salute: null }
          : genderFromSalute(input.salute_id);
      let created: { id: number };
      try {
        created = await deps.accounts.insert({
          email: input.email.trim(),
          user_name: input.user_name.trim(),
          password_hash: await hash(input.password),
          first_name: input.first_name ?? '',
          last_name: input.last_name ?? '',
          gender,
          salute,
          phone_no: input.phone_no ?? null,
          date_of_birth: input.date_of_birth ?? null,
          acquisition_source: input.acquisition_source ?? null,
          created_at: meta.now,
          updated_at: meta.now,
        });
      } catch (error) {
        // Two registrations raced past the check: the unique indexes decide.
        if ((error as { code?: string }).code === '23505') {
          const raced = registerConflict(await deps.accounts.taken(input.email, input.user_name));
          if (raced) throw new AppError(409, raced, REGISTER_ERROR_CODES[raced]);
        }
        throw error;
      }
      const token = await openSession(created.id, meta);
      return {
        user: await deps.accounts.profile(created.id),
        token,
        message: translate('register_success', meta.locale, { product: deps.storeName }),
      };
    },

    /**
     * `POST /auth/login` by e-mail or username. Failures are counted on the account (001 §4/§8):
     * the 3rd warns, the 4th warns with the count, the 5th blocks until a password reset.
     */
    async login(input: { email: string; password: string }, meta: Meta) {
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
      if (user.locked_at) throw blocked();

      if (!(await verify(user.password_hash, input.password))) {
        const { failed_login_count: attempts } = await deps.accounts.countFailure(
          user.id,
          LOGIN_ATTEMPTS.locked,
          meta.now,
        );
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

      await deps.accounts.clearFailures(user.id);
      const token = await openSession(user.id, meta);
      return {
        user: await deps.accounts.profile(user.id),
        token,
        message: translate('login_success', meta.locale),
      };
    },

    profile: (userId: number) => deps.accounts.profile(userId),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
