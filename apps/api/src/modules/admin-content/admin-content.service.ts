import { checkProfileImage } from '@kilau/domain/accounts';
import type { Locale } from '@kilau/domain';
import {
  CONTENT_IMAGE_MAX_WIDTH,
  type AdminContentPage,
  type ContentDraftInput,
  type ContentImage,
  type ContentPreviewInput,
  type ContentText,
  type RenderedContent,
} from '@kilau/domain/content';
import { contentFingerprint, mediaPath, type PublicFiles } from '../../adapters/storage';
import { AppError, fieldsRefused } from '../../lib/app-error';
import { uploadRefusal, type ImageGuard, type ImageRecipe } from '../../lib/image-guard';
import { renderContent } from '../../lib/markdown';
import type { AuditActor, AuditEntryInput } from '../../lib/staff-request';
import type {
  AdminContentPageRow,
  AdminContentRepository,
  AdminContentTextRow,
} from './admin-content.repository';

const FIELD = 'image';
/** Orientation applied, at most 1,600 px wide (never enlarged), WebP without metadata. */
const CONTENT_PICTURE: ImageRecipe = {
  rotate: true,
  resize: { width: CONTENT_IMAGE_MAX_WIDTH, withoutEnlargement: true },
  format: 'webp',
  formatOptions: { quality: 82 },
};
const LOCALES = ['id', 'en'] as const;
const FIELDS = ['title', 'description', 'body'] as const;
const EMPTY: ContentText = { title: '', description: '', body: '' };

type Texts = { id: ContentText; en: ContentText };
type Audit = (actor: AuditActor, entry: AuditEntryInput) => Promise<void>;
type Tx = { content: AdminContentRepository; audit: Audit };

const textsOf = (rows: readonly AdminContentTextRow[], stage: 'draft' | 'published') => {
  const pick = (locale: 'id' | 'en') => {
    const row = rows.find((text) => text.stage === stage && text.locale === locale);
    return row ? { title: row.title, description: row.description, body: row.body } : EMPTY;
  };
  return { id: pick('id'), en: pick('en') };
};

const sameTexts = (a: Texts, b: Texts) =>
  LOCALES.every((locale) => FIELDS.every((field) => a[locale][field] === b[locale][field]));

/** A page as the back office sees it: its state, the draft, and what shoppers read. */
export function pageView(row: AdminContentPageRow, rows: readonly AdminContentTextRow[]) {
  const draft = textsOf(rows, 'draft');
  const published = row.published_at ? textsOf(rows, 'published') : null;
  const view: AdminContentPage = {
    key: row.key,
    path: row.path,
    kind: row.kind,
    title: draft.id.title,
    status: !published ? 'draft' : sameTexts(draft, published) ? 'published' : 'changed',
    published_at: row.published_at?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
    updated_by: row.updated_by ?? null,
    version: row.version,
    draft,
    published,
  };
  return view;
}

/** What the audit row keeps of a draft edit: the fields changed (a body as its length). */
function draftChange(before: Texts, after: Texts) {
  const change = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const locale of LOCALES) {
    for (const field of FIELDS) {
      const [was, now] = [before[locale][field], after[locale][field]];
      if (was === now) continue;
      const shown = (value: string) => (field === 'body' ? { chars: value.length } : value);
      change.before[`${locale}.${field}`] = shown(was);
      change.after[`${locale}.${field}`] = shown(now);
    }
  }
  return change;
}

/**
 * The content pages in the back office (docs/design/content.md): each write locks the page row,
 * checks the `version` it was read at (409 `changed_by_someone_else` with `data.current`), writes
 * and audits in one transaction; a publish or unpublish then tells `changed`, so the shop's
 * rendered pages are forgotten on every instance.
 */
export function createAdminContentService(deps: {
  content: AdminContentRepository;
  inTransaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  images: ImageGuard;
  media: PublicFiles;
  clock: () => Date;
  changed: () => Promise<void>;
}) {
  const { clock } = deps;
  const notFound = () => new AppError(404, 'content_page_not_found', 'content_page_not_found');

  async function read(content: AdminContentRepository, key: string) {
    const row = await content.byKey(key);
    if (!row) return undefined;
    return pageView(row, await content.texts([row.id]));
  }

  /** Locks the page at the version the form was read at, or refuses. */
  async function locked(content: AdminContentRepository, key: string, version: number) {
    const row = await content.lock(key);
    if (!row) throw notFound();
    const current = (await read(content, key))!;
    if (row.version !== version) {
      throw new AppError(
        409,
        'changed_by_someone_else',
        'changed_by_someone_else',
        {},
        { current },
      );
    }
    return { id: row.id, current };
  }

  async function setPublished(
    actor: AuditActor,
    key: string,
    version: number,
    publish: boolean,
    locale: Locale,
  ) {
    const page = await deps.inTransaction(async ({ content, audit }) => {
      const { id, current } = await locked(content, key, version);
      if (publish && !current.draft.id.body.trim()) {
        throw fieldsRefused({ 'id.body': 'content_body_required' }, locale);
      }
      await content.setPublished(id, publish);
      const now = clock();
      await content.touch(id, { now, staffId: actor.staffId, publishedAt: publish ? now : null });
      await audit(actor, {
        action: publish ? 'content.publish' : 'content.unpublish',
        entity: 'content_page',
        entityId: key,
        before: { status: current.status, published_at: current.published_at },
        after: { status: publish ? 'published' : 'draft', published_at: publish ? now : null },
      });
      return (await read(content, key))!;
    });
    await deps.changed();
    return page;
  }

  return {
    async list() {
      const rows = await deps.content.list();
      const texts = await deps.content.texts(rows.map((row) => row.id));
      return rows
        .map((row) =>
          pageView(
            row,
            texts.filter((text) => text.page_id === row.id),
          ),
        )
        .map(({ draft: _draft, published: _published, ...summary }) => summary);
    },

    async get(key: string) {
      const page = await read(deps.content, key);
      if (!page) throw notFound();
      return page;
    },

    async saveDraft(actor: AuditActor, key: string, input: ContentDraftInput) {
      return deps.inTransaction(async ({ content, audit }) => {
        const { id, current } = await locked(content, key, input.version);
        const draft: Texts = { id: input.id, en: input.en };
        await content.saveDraft(id, draft);
        await content.touch(id, { now: clock(), staffId: actor.staffId });
        await audit(actor, {
          action: 'content.draft',
          entity: 'content_page',
          entityId: key,
          ...draftChange(current.draft, draft),
        });
        return (await read(content, key))!;
      });
    },

    publish: (actor: AuditActor, key: string, version: number, locale: Locale) =>
      setPublished(actor, key, version, true, locale),

    unpublish: (actor: AuditActor, key: string, version: number, locale: Locale) =>
      setPublished(actor, key, version, false, locale),

    /** Unsaved words rendered as shoppers would see them (the editor's live preview). */
    async preview(key: string, input: ContentPreviewInput): Promise<RenderedContent> {
      const row = await deps.content.byKey(key);
      if (!row) throw notFound();
      return renderContent(input.body, row.kind);
    },

    /**
     * A picture for a page's body: judged by its bytes and declared size before decoding,
     * re-encoded as WebP through the image guard, stored at `/media/content/…`; answers its
     * URL and the Markdown that shows it.
     */
    async uploadImage(
      actor: AuditActor,
      upload: Buffer,
      alt: string,
      locale: Locale,
    ): Promise<ContentImage> {
      const checked = checkProfileImage({ head: upload.subarray(0, 16), size: upload.length });
      if (!checked.ok) throw uploadRefusal(checked.code, FIELD, locale);
      const webp = await deps.images.decodeUpload(
        { bytes: upload, field: FIELD, owner: `content:${actor.staffId ?? 'cli'}`, locale },
        CONTENT_PICTURE,
      );
      const fingerprint = contentFingerprint(webp);
      const key = `content/img-${fingerprint}.webp`;
      await deps.media.put(key, webp, 'image/webp');
      const url = mediaPath(key);
      await deps.inTransaction(({ audit }) =>
        audit(actor, {
          action: 'content.image',
          entity: 'content_image',
          entityId: fingerprint,
          before: null,
          after: { url, alt },
        }),
      );
      const text = alt.replace(/[[\]\\]/g, '').trim();
      return { url, markdown: `![${text}](${url})` };
    },

    tooLarge: (locale: Locale) => uploadRefusal('review_photo_too_large', FIELD, locale),
  };
}

export type AdminContentService = ReturnType<typeof createAdminContentService>;
