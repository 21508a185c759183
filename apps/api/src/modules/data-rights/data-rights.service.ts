import { createHash, randomBytes } from 'node:crypto';
import { startOfWibDay, translate, type Locale } from '@kilau/domain';
import {
  DATA_EXPORT_LINK_TTL_MS,
  DATA_EXPORT_MAX_ATTEMPTS,
  DATA_EXPORTS_PER_DAY,
  type AccountClosed,
  type AccountClosureInput,
  type ClosureCodeSent,
  type DataExportList,
} from '@kilau/domain/accounts';
import type { Database } from '@kilau/db';
import type { Transaction } from 'kysely';
import type { PrivateFiles, PublicFiles } from '../../adapters/storage';
import { AppError } from '../../lib/app-error';
import type { AccountClosureRepository } from './account-closure.repository';
import { buildExportZip } from './data-export-zip';
import { EXPORT_KINDS, type DataExportRepository } from './data-export.repository';
import type { DataRightsRepository } from './data-rights.repository';

/** The OTP module's codes, as this module needs them (filled by the composition root). */
export interface ClosureCodes {
  send(
    recipient: string,
    caller: { userId: number; locale: Locale },
  ): Promise<{ recipient: string; expires_at: string; resend_in_seconds: number }>;
  /** Consumes the code once; throws the OTP module's own 410/422 when it is not the one. */
  consume(
    recipient: string,
    code: string,
    caller: { userId: number; locale: Locale },
  ): Promise<void>;
}

/** The reviews module's removal of a member's reviews, in the closure's transaction. */
export interface ClosureReviews {
  count(tx: Transaction<Database>, memberId: number): Promise<number>;
  removeAll(
    tx: Transaction<Database>,
    memberId: number,
  ): Promise<{ removed: number; productIds: number[]; photoKeys: string[] }>;
}

export const DATA_EXPORT_TEMPLATE = 'data_export_ready';
/** Where the exports are kept in the private file area. */
export const DATA_EXPORT_PREFIX = 'data-exports';
/** How long a pass may build one export before another pass may take it over. */
const CLAIM_LEASE_MS = 10 * 60_000;

export const hashExportToken = (token: string) => createHash('sha256').update(token).digest('hex');

const linkInvalid = () => new AppError(404, 'data_export_link_invalid', 'data_export_link_invalid');

const README: Record<Locale, string> = {
  id:
    'Data akunmu dari toko kami (UU PDP 27/2022).\r\n\r\n' +
    'data.json: semua data dalam satu berkas JSON.\r\n' +
    'csv/: satu berkas CSV per jenis data (profil, alamat, pesanan, ulasan, poin, voucher, ' +
    'persetujuan, dan lainnya). Jenis yang kosong berupa berkas kosong.\r\n' +
    'Kata sandi, token, dan kode tidak pernah disertakan.\r\n',
  en:
    'Your account data from our shop (UU PDP 27/2022).\r\n\r\n' +
    'data.json: all of it in one JSON file.\r\n' +
    'csv/: one CSV file per kind of record (profile, addresses, orders, reviews, points, ' +
    'vouchers, consents and more). A kind without records is an empty file.\r\n' +
    'Passwords, tokens and codes are never included.\r\n',
};

export function createDataRightsService(deps: {
  requests: DataRightsRepository;
  exports: DataExportRepository;
  closure: AccountClosureRepository;
  reviews: ClosureReviews;
  codes: ClosureCodes;
  transaction: <T>(work: (tx: Transaction<Database>) => Promise<T>) => Promise<T>;
  files: { private: PrivateFiles; public: PublicFiles };
  clock: () => Date;
  publicUrl: string;
  productsChanged: (productIds: number[]) => Promise<void>;
  log?: { warn(object: unknown, message: string): void };
}) {
  const { requests, exports, closure, clock } = deps;

  /** A member's requests as the account page shows them. */
  async function list(userId: number): Promise<DataExportList> {
    const rows = await requests.list(userId);
    const now = clock();
    const dayStart = startOfWibDay(now) ?? now;
    const today = rows.filter((row) => row.requested_at.getTime() >= dayStart.getTime()).length;
    return {
      requests: rows.map((row) => ({
        id: String(row.id),
        status:
          row.status === 'ready' && row.expires_at && row.expires_at <= now
            ? 'expired'
            : row.status,
        requested_at: row.requested_at.toISOString(),
        ready_at: row.ready_at?.toISOString() ?? null,
        expires_at: row.expires_at?.toISOString() ?? null,
        size_bytes: row.size_bytes,
      })),
      can_request: !rows.some((row) => row.status === 'requested') && today < DATA_EXPORTS_PER_DAY,
    };
  }

  /** Builds, stores and e-mails one claimed export; answers whether one was claimed. */
  async function buildOne(): Promise<boolean> {
    const now = clock();
    const claimed = await requests.claimNext(now, new Date(now.getTime() + CLAIM_LEASE_MS));
    if (!claimed) return false;
    const id = Number(claimed.id);
    const userId = Number(claimed.user_id);
    try {
      const sections = [];
      for (const kind of EXPORT_KINDS) {
        sections.push({ name: kind.name, rows: await exports.rowsOf(kind, userId) });
      }
      const bytes = buildExportZip({
        memberId: userId,
        generatedAt: now,
        sections,
        readme: README[claimed.locale],
      });
      const token = randomBytes(32).toString('base64url');
      const key = `${DATA_EXPORT_PREFIX}/${userId}/${id}-${randomBytes(8).toString('hex')}.zip`;
      await deps.files.private.put(key, Buffer.from(bytes), 'application/zip');
      const readyAt = clock();
      const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_LINK_TTL_MS);
      const sent = await requests.markReady({
        id,
        storageKey: key,
        tokenHash: hashExportToken(token),
        size: bytes.byteLength,
        now: readyAt,
        expiresAt,
        message: () => ({
          template: DATA_EXPORT_TEMPLATE,
          payload: {
            url: `${deps.publicUrl}/api/account/data-export/${token}`,
            expires_at: expiresAt.toISOString(),
            request_id: String(id),
          },
          locale: claimed.locale,
        }),
      });
      if (!sent) await deps.files.private.remove(key);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.log?.warn({ err: error, request: id }, 'data export failed');
      await requests.markFailed(id, message, claimed.attempts >= DATA_EXPORT_MAX_ATTEMPTS);
    }
    return true;
  }

  /** Refuses while an order is open: the member hears it before any code is spent. */
  async function refuseOpenOrders(tx: Transaction<Database>, userId: number) {
    const open = await closure.openOrders(tx, userId);
    if (open > 0) {
      throw new AppError(409, 'closure_orders_open', 'closure_orders_open', { count: open });
    }
  }

  const memberOf = async (userId: number) => {
    const member = await deps.transaction((tx) => requests.lockMemberForRequest(tx, userId));
    if (!member || member.closed_at !== null) {
      throw new AppError(401, 'unauthorized', 'login_required');
    }
    return member;
  };

  return {
    list,

    /**
     * `POST /api/account/data-export`: queues one export. One may be pending at a time, and
     * `DATA_EXPORTS_PER_DAY` asked for per WIB day; checked under the member's row lock.
     */
    async requestExport(userId: number, locale: Locale) {
      await deps.transaction(async (tx) => {
        const member = await requests.lockMemberForRequest(tx, userId);
        if (!member || member.closed_at !== null) {
          throw new AppError(401, 'unauthorized', 'login_required');
        }
        if (await requests.pendingOf(tx, userId)) {
          throw new AppError(409, 'data_export_pending', 'data_export_pending');
        }
        const now = clock();
        const since = startOfWibDay(now) ?? now;
        if ((await requests.countSince(tx, userId, since)) >= DATA_EXPORTS_PER_DAY) {
          throw new AppError(429, 'data_export_too_many', 'data_export_too_many', {
            max: DATA_EXPORTS_PER_DAY,
          });
        }
        await requests.insertRequest(tx, { userId, locale, now });
      });
      return list(userId);
    },

    /**
     * `GET /api/account/data-export/:token`: the zip, to the member it was made for only, while
     * its link lives. Any other case is the same 404: a link reveals nothing of whose it is.
     */
    async download(userId: number, token: string) {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw linkInvalid();
      const row = await requests.byTokenHash(hashExportToken(token));
      if (
        !row ||
        Number(row.user_id) !== userId ||
        row.status !== 'ready' ||
        !row.storage_key ||
        !row.expires_at ||
        row.expires_at.getTime() <= clock().getTime()
      ) {
        throw linkInvalid();
      }
      const file = await deps.files.private.get(row.storage_key);
      if (!file) throw linkInvalid();
      return {
        bytes: file.bytes,
        fileName: `data-${formatStamp(row.ready_at ?? clock())}.zip`,
      };
    },

    /** `GET /api/account/data-export/:id/download`: the member's own ready export, by its id. */
    async downloadById(userId: number, id: number) {
      const row = (await requests.list(userId, 50)).find((request) => Number(request.id) === id);
      if (
        !row ||
        row.status !== 'ready' ||
        !row.storage_key ||
        !row.expires_at ||
        row.expires_at.getTime() <= clock().getTime()
      ) {
        throw linkInvalid();
      }
      const file = await deps.files.private.get(row.storage_key);
      if (!file) throw linkInvalid();
      return { bytes: file.bytes, fileName: `data-${formatStamp(row.ready_at ?? clock())}.zip` };
    },

    /**
     * One pass of the export job: expired links' files removed, then every waiting request
     * built, one at a time, each with its own short queries (no transaction held while zipping).
     */
    async runExportJob(maxPerPass = 10) {
      const expired = await requests.expireDue(clock());
      await Promise.all(expired.map((key) => deps.files.private.remove(key)));
      let built = 0;
      while (built < maxPerPass && (await buildOne())) built += 1;
      return { built, expired: expired.length };
    },

    /** `POST /api/account/closure/code`: the one-time code to the member's own e-mail. */
    async sendClosureCode(userId: number, locale: Locale): Promise<ClosureCodeSent> {
      const member = await memberOf(userId);
      await deps.transaction((tx) => refuseOpenOrders(tx, userId));
      const sent = await deps.codes.send(member.email.toLowerCase(), { userId, locale });
      return {
        recipient: sent.recipient,
        expires_at: sent.expires_at,
        resend_in_seconds: sent.resend_in_seconds,
      };
    },

    /**
     * `POST /api/account/closure`: the code is consumed once (so of two parallel closures only
     * one goes on), then one transaction locks the member's row first, checks again, and erases.
     * Files (exports, the profile photo, removed reviews' photos) go after commit.
     */
    async close(
      userId: number,
      input: AccountClosureInput,
      locale: Locale,
    ): Promise<{ closed: AccountClosed; message: string }> {
      const member = await memberOf(userId);
      await deps.transaction((tx) => refuseOpenOrders(tx, userId));
      await deps.codes.consume(member.email.toLowerCase(), input.code, { userId, locale });
      const now = clock();
      const outcome = await deps.transaction(async (tx) => {
        const locked = await closure.lockMember(tx, userId);
        if (!locked) throw new AppError(401, 'unauthorized', 'login_required');
        if (locked.closed_at !== null) {
          throw new AppError(409, 'closure_already_closed', 'closure_already_closed');
        }
        await refuseOpenOrders(tx, userId);
        const files = await closure.exportFiles(tx, userId);
        let reviews = { removed: 0, productIds: [] as number[], photoKeys: [] as string[] };
        if (input.reviews === 'remove') reviews = await deps.reviews.removeAll(tx, userId);
        else reviews.removed = await deps.reviews.count(tx, userId);
        await closure.erase(tx, { id: userId, email: locked.email }, now);
        return { files, reviews, image: locked.image_url };
      });

      const removals = [
        ...outcome.files.map((key) => deps.files.private.remove(key)),
        ...outcome.reviews.photoKeys.map((key) => deps.files.public.remove(key)),
      ];
      const image = outcome.image?.match(/^\/media\/(.+)$/)?.[1];
      if (image) removals.push(deps.files.public.remove(image));
      const settled = await Promise.allSettled(removals);
      for (const result of settled) {
        if (result.status === 'rejected') {
          deps.log?.warn({ err: result.reason }, 'closure: a file was not removed');
        }
      }
      if (outcome.reviews.productIds.length > 0) {
        await deps.productsChanged(outcome.reviews.productIds);
      }
      return {
        closed: {
          closed_at: now.toISOString(),
          reviews: input.reviews,
          reviews_affected: outcome.reviews.removed,
        },
        message: translate('closure_done', locale),
      };
    },
  };
}

/** `20261129-1142` (UTC) for the file's name. */
const formatStamp = (date: Date) =>
  date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 13);

export type DataRightsService = ReturnType<typeof createDataRightsService>;
