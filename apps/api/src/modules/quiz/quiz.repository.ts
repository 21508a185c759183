/**
 * The beauty quiz's SQL (docs/design/beauty-quiz.md). Shared on purpose (architecture.md, table
 * ownership): it reads the catalogue's `tags`, `products`, `product_categories`, `categories`,
 * `product_tags`, `combinations` and `preorder_rules` (the routine's and the shade's candidates), and writes a member's beauty
 * profile in `user_tags` (kind `beauty`, as `POST /api/user/me/tags` does) in the submission's
 * transaction.
 */
import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';
import { quizAnswersOf } from '../../lib/quiz-answers.repository';

export type QuizRow = {
  id: number;
  slug: string;
  title_id: string;
  title_en: string;
  description_id: string;
  description_en: string;
  cover_image: string | null;
  total_joined: number;
};

const QUIZ_COLUMNS = [
  'id',
  'slug',
  'title_id',
  'title_en',
  'description_id',
  'description_en',
  'cover_image',
  'total_joined',
] as const;

/**
 * Product `p` may be recommended: active, published by `now`, sellable on its own (no pack, no
 * gift) and in an active category of `slugs`.
 */
const sellableIn = (slugs: readonly string[], now: Date) =>
  sql<boolean>`p.is_active and p.classification is null and p.published_at <= ${now}
    and exists (select 1 from product_categories pc join categories c on c.id = pc.category_id
      where pc.product_id = p.id and c.is_active and c.slug in (${sql.join([...slugs])}))`;
/** Combination `cb` is sold ahead of stock (an active pre-order rule, as the catalogue reads it). */
const isPreOrder = sql<boolean>`exists (select 1 from preorder_rules pr
  where pr.combination_id = cb.id and pr.is_active)`;
/** Combination `cb`'s shade name (its SKU when it has no shade). */
const shadeName = sql<string>`coalesce(cb.attributes -> 'shade' ->> 'name', cb.sku)`;

export function createQuizRepository(db: Kysely<Database>) {
  return {
    /** An active quiz by its slug. */
    findBySlug: (slug: string): Promise<QuizRow | undefined> =>
      db
        .selectFrom('quizzes')
        .select(QUIZ_COLUMNS)
        .where('slug', '=', slug)
        .where('is_active', '=', true)
        .executeTakeFirst(),

    /** An active quiz by its id. */
    findById: (id: number): Promise<QuizRow | undefined> =>
      db
        .selectFrom('quizzes')
        .select(QUIZ_COLUMNS)
        .where('id', '=', id)
        .where('is_active', '=', true)
        .executeTakeFirst(),

    /** The quiz's questions by position. */
    questions: (quizId: number) =>
      db
        .selectFrom('quiz_questions')
        .select(['id', 'position', 'text_id', 'text_en', 'answer_type'])
        .where('quiz_id', '=', quizId)
        .orderBy('position')
        .execute(),

    /** The answers of the quiz's questions, by question then position (shared query). */
    answers: (quizId: number) => quizAnswersOf(db, quizId),

    /** What the quiz's answers say about the shade: skin colour and undertone, when set. */
    shadeRules: (quizId: number) =>
      db
        .selectFrom('quiz_answers as a')
        .innerJoin('quiz_questions as q', 'q.id', 'a.question_id')
        .select(['a.id as answer_id', 'q.position', 'a.shade_hex', 'a.undertone'])
        .where('q.quiz_id', '=', quizId)
        .where((eb) =>
          eb.or([eb('a.shade_hex', 'is not', null), eb('a.undertone', 'is not', null)]),
        )
        .execute(),

    /** The quiz's result rules on skin-type and concern tags. */
    rules: (quizId: number) =>
      db
        .selectFrom('quiz_answer_tags as r')
        .innerJoin('quiz_answers as a', 'a.id', 'r.answer_id')
        .innerJoin('quiz_questions as q', 'q.id', 'a.question_id')
        .innerJoin('tags as t', 't.id', 'r.tag_id')
        .select(['r.answer_id', 'q.position', 'r.tag_id', 't.type', 'r.weight'])
        .where('q.quiz_id', '=', quizId)
        .where('t.type', 'in', ['skin_type', 'concern'])
        .execute(),

    tags: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('tags')
            .select(['id', 'name', 'slug'])
            .where('id', 'in', [...ids])
            .execute(),

    /**
     * The routine step's candidates: active, published, sellable (no pack, no gift) products of
     * the category with an active combination in stock, scored 3 for the skin type's tag and 1
     * for each concern's; only those scoring, best first, then best-selling, then lowest id.
     */
    async routineCandidates(input: {
      categorySlug: string;
      skinTypeId: number | null;
      concernIds: readonly number[];
      now: Date;
      limit: number;
    }): Promise<number[]> {
      const tagged = (ids: readonly number[]) =>
        ids.length === 0
          ? sql<number>`0`
          : sql<number>`(select count(*)::int from product_tags pt
              where pt.product_id = p.id and pt.tag_id in (${sql.join(ids)}))`;
      const score = sql<number>`(${tagged(input.skinTypeId === null ? [] : [input.skinTypeId])} * 3
        + ${tagged(input.concernIds)})`;
      const rows = await db
        .selectFrom('products as p')
        .select(['p.id', score.as('score')])
        .where(sellableIn([input.categorySlug], input.now))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('combinations as cb')
              .whereRef('cb.product_id', '=', 'p.id')
              .where('cb.is_active', '=', true)
              .where('cb.stock', '>', 0)
              .select(sql`1`.as('one')),
          ),
        )
        .where(score, '>', 0)
        .orderBy(score, 'desc')
        .orderBy('p.total_sold', 'desc')
        .orderBy('p.id')
        .limit(input.limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * The shade match's candidates (docs/design/beauty-quiz.md "The shade"): every active
     * combination in stock with a swatch colour of an active, published, sellable product of the
     * categories (foundations, cushions), with its shade's name and whether it is a pre-order.
     */
    shadeCandidates: (input: { categorySlugs: readonly string[]; now: Date }) =>
      db
        .selectFrom('combinations as cb')
        .innerJoin('products as p', 'p.id', 'cb.product_id')
        .select([
          'cb.product_id',
          'cb.id as combination_id',
          sql<string>`cb.hex`.as('hex'),
          shadeName.as('name'),
          isPreOrder.as('is_pre_order'),
          'p.total_sold',
        ])
        .where('cb.is_active', '=', true)
        .where('cb.stock', '>', 0)
        .where('cb.hex', 'is not', null)
        .where(sellableIn(input.categorySlugs, input.now))
        .orderBy('cb.id')
        .execute(),

    /** Shades by combination id, as they are now (a saved result's matches read again). */
    shadesNow: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('combinations as cb')
            .select([
              'cb.id',
              'cb.product_id',
              sql<string | null>`cb.hex`.as('hex'),
              shadeName.as('name'),
              isPreOrder.as('is_pre_order'),
              sql<boolean>`cb.is_active and cb.stock > 0`.as('is_in_stock'),
            ])
            .where('cb.id', 'in', [...ids])
            .execute(),

    /** The quiz's row locked for update: counting takers one at a time (lock order: quiz first). */
    async lockQuiz(quizId: number): Promise<void> {
      await db.selectFrom('quizzes').select('id').where('id', '=', quizId).forUpdate().execute();
    },

    /** Whether this taker has already been counted for the quiz (read under the quiz's lock). */
    async takerCounted(quizId: number, taker: string): Promise<boolean> {
      const row = await db
        .selectFrom('quiz_submissions')
        .select('id')
        .where('quiz_id', '=', quizId)
        .where('taker', '=', taker)
        .where('counted', '=', true)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** One more shopper took the quiz: the count after, in one atomic update. */
    async countJoined(quizId: number): Promise<number> {
      const row = await db
        .updateTable('quizzes')
        .set((eb) => ({ total_joined: eb('total_joined', '+', 1) }))
        .where('id', '=', quizId)
        .returning('total_joined')
        .executeTakeFirstOrThrow();
      return row.total_joined;
    },

    /**
     * The count as it stands, under a share lock on the quiz: a back-office edit of its questions
     * (which locks the quiz for update first) waits for the submission, or ran before it.
     */
    async totalJoined(quizId: number): Promise<number> {
      const row = await db
        .selectFrom('quizzes')
        .select('total_joined')
        .where('id', '=', quizId)
        .forShare()
        .executeTakeFirstOrThrow();
      return row.total_joined;
    },

    async addSubmission(input: {
      quizId: number;
      userId: number | null;
      isNewQuiz: boolean;
      taker: string;
      counted: boolean;
      answers: unknown;
      result: unknown;
      now: Date;
    }): Promise<number> {
      const row = await db
        .insertInto('quiz_submissions')
        .values({
          quiz_id: input.quizId,
          user_id: input.userId,
          is_new_quiz: input.isNewQuiz,
          taker: input.taker,
          counted: input.counted,
          answers: JSON.stringify(input.answers),
          result: JSON.stringify(input.result),
          created_at: input.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The member's beauty profile replaced by these tags (`POST /user/me/tags`, beauty). */
    async replaceBeautyTags(userId: number, tagIds: readonly number[], now: Date) {
      await db
        .deleteFrom('user_tags')
        .where('user_id', '=', userId)
        .where('type', '=', 'beauty')
        .execute();
      if (tagIds.length === 0) return;
      await db
        .insertInto('user_tags')
        .values(
          tagIds.map((tag_id) => ({
            user_id: userId,
            tag_id,
            type: 'beauty' as const,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'tag_id']).doNothing())
        .execute();
    },

    /** The member's latest submission of each quiz, newest first. */
    async latestOfMember(userId: number) {
      const rows = await db
        .selectFrom('quiz_submissions as s')
        .innerJoin('quizzes as q', 'q.id', 's.quiz_id')
        .distinctOn('s.quiz_id')
        .select([
          's.id',
          's.quiz_id',
          'q.slug',
          'q.title_id',
          'q.title_en',
          's.result',
          's.created_at',
        ])
        .where('s.user_id', '=', userId)
        .orderBy('s.quiz_id')
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id', 'desc')
        .execute();
      return rows.sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id);
    },
  };
}

export type QuizRepository = ReturnType<typeof createQuizRepository>;
