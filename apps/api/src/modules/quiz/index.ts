import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../lib/transaction';
import { createQuizRepository } from './quiz.repository';
import { quizRoutes } from './quiz.routes';
import type { QuizProductTiles } from './quiz-ports';
import { createQuizService } from './quiz.service';

export type { QuizProductTiles } from './quiz-ports';

/** Told, in the submission's transaction, that a member took a quiz (the rewards' badge). */
export type QuizTaken = (tx: Kysely<Database>, memberId: number) => Promise<unknown>;

/**
 * The beauty quiz (prefix `/api`; issue 21, docs/design/beauty-quiz.md): `GET /quiz/{slug}`,
 * `POST /quiz/pid_quiz/{id}` and `GET /users/me/quiz-results`. The routine's tiles come from the
 * catalogue through `tiles` (composed in app.ts).
 */
export const quizModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  tiles: QuizProductTiles;
  quizTaken?: QuizTaken;
  /** The taker cookie is `Secure` when the shop is served over HTTPS. */
  httpsOnly: boolean;
}> = async (app, { db, clock, tiles, quizTaken, httpsOnly }) => {
  const quiz = createQuizService({
    quizzes: createQuizRepository(db),
    transaction: (work) =>
      inTransaction(db, (tx) =>
        work(createQuizRepository(tx), {
          quizTaken: async (memberId) => {
            await quizTaken?.(tx, memberId);
          },
        }),
      ),
    tiles,
    clock,
  });
  await app.register(quizRoutes, { quiz, httpsOnly });
};
