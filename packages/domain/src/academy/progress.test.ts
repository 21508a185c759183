import { describe, expect, it } from 'vitest';
import {
  academyProgressView,
  emptyAcademyProgress,
  mayCompleteLevel,
  mayMarkRead,
  mayReadClass,
  maySubmitPaper,
  mayTakeQuiz,
  type AcademyLevelShape,
  type AcademyProgressFacts,
} from './progress';

// Two levels: level 10 has classes 1 (quiz) and 2 (no quiz); level 20 has class 3 (quiz) and a
// practice paper.
const LEVELS: AcademyLevelShape[] = [
  {
    id: 10,
    has_assignment: false,
    classes: [
      { id: 1, has_quiz: true },
      { id: 2, has_quiz: false },
    ],
  },
  { id: 20, has_assignment: true, classes: [{ id: 3, has_quiz: true }] },
];

const facts = (partial: Partial<Record<keyof AcademyProgressFacts, number[]>>) => ({
  ...emptyAcademyProgress(),
  ...Object.fromEntries(Object.entries(partial).map(([key, ids]) => [key, new Set(ids)])),
});

describe('academyProgressView (issue 22: no skipping)', () => {
  it.each([
    [
      'a new member: the first class is open, the rest locked',
      {},
      ['open', 'locked', 'locked'],
      ['open', 'locked'],
      1,
      0,
    ],
    [
      'lesson read, quiz not passed: the next class stays locked',
      { read: [1] },
      ['read', 'locked', 'locked'],
      ['open', 'locked'],
      1,
      0,
    ],
    [
      'quiz passed: the next class opens',
      { read: [1], passed: [1] },
      ['done', 'open', 'locked'],
      ['open', 'locked'],
      2,
      33,
    ],
    [
      'a class without a quiz is done once read',
      { read: [1, 2], passed: [1] },
      ['done', 'done', 'locked'],
      ['ready', 'locked'],
      null,
      66,
    ],
    [
      'a later class read out of order does not open it',
      { read: [3], passed: [3] },
      ['open', 'locked', 'locked'],
      ['open', 'locked'],
      1,
      33,
    ],
    [
      'level completed: the next level opens',
      { read: [1, 2], passed: [1], completed_levels: [10] },
      ['done', 'done', 'open'],
      ['completed', 'open'],
      3,
      66,
    ],
    [
      'classes done but the paper not passed: not ready',
      { read: [1, 2, 3], passed: [1, 3], completed_levels: [10] },
      ['done', 'done', 'done'],
      ['completed', 'open'],
      null,
      100,
    ],
    [
      'paper passed: ready to complete',
      { read: [1, 2, 3], passed: [1, 3], completed_levels: [10], papers_passed: [20] },
      ['done', 'done', 'done'],
      ['completed', 'ready'],
      null,
      100,
    ],
  ] as const)('%s', (_name, partial, classStates, levelStates, next, percent) => {
    const view = academyProgressView(LEVELS, facts(partial as never));
    expect(view.levels.flatMap((level) => level.classes.map((entry) => entry.state))).toEqual(
      classStates,
    );
    expect(view.levels.map((level) => level.state)).toEqual(levelStates);
    expect(view.next_class_id).toBe(next);
    expect(view.percent).toBe(percent);
    expect(view.graduated).toBe(false);
  });

  it('graduates when every level is completed', () => {
    const view = academyProgressView(LEVELS, facts({ completed_levels: [10, 20] }));
    expect(view.graduated).toBe(true);
    expect(view.levels.map((level) => level.state)).toEqual(['completed', 'completed']);
  });

  it('an academy without levels graduates nobody', () => {
    expect(academyProgressView([], emptyAcademyProgress()).graduated).toBe(false);
  });
});

describe('the progress writes refuse what the state does not allow', () => {
  const fresh = academyProgressView(LEVELS, emptyAcademyProgress());
  const read1 = academyProgressView(LEVELS, facts({ read: [1] }));
  const level1Done = academyProgressView(LEVELS, facts({ read: [1, 2], passed: [1] }));
  const classes3Done = academyProgressView(
    LEVELS,
    facts({ read: [1, 2, 3], passed: [1, 3], completed_levels: [10] }),
  );

  it.each([
    ['read the open class', mayReadClass(fresh, 1), { ok: true, value: 'open' }],
    ['read a locked class', mayReadClass(fresh, 2), { ok: false, code: 'academy_class_locked' }],
    [
      'read an unknown class',
      mayReadClass(fresh, 99),
      { ok: false, code: 'academy_class_not_found' },
    ],
    ['mark the open class read', mayMarkRead(fresh, 1), { ok: true, value: { already: false } }],
    ['mark it read again', mayMarkRead(read1, 1), { ok: true, value: { already: true } }],
    [
      'skip ahead to a later level',
      mayMarkRead(fresh, 3),
      { ok: false, code: 'academy_class_locked' },
    ],
    [
      'quiz before the lesson is read',
      mayTakeQuiz(fresh, 1, 0, 3),
      { ok: false, code: 'academy_quiz_not_open' },
    ],
    ['quiz after reading', mayTakeQuiz(read1, 1, 0, 3), { ok: true, value: { attempt_no: 1 } }],
    ['third attempt of three', mayTakeQuiz(read1, 1, 2, 3), { ok: true, value: { attempt_no: 3 } }],
    [
      'fourth attempt of three',
      mayTakeQuiz(read1, 1, 3, 3),
      { ok: false, code: 'academy_quiz_attempts_used', params: { max: 3 } },
    ],
    [
      'unlimited attempts',
      mayTakeQuiz(read1, 1, 40, null),
      { ok: true, value: { attempt_no: 41 } },
    ],
    [
      'quiz already passed',
      mayTakeQuiz(level1Done, 1, 1, 3),
      { ok: false, code: 'academy_quiz_passed' },
    ],
    [
      'complete a level not ready',
      mayCompleteLevel(read1, 10),
      { ok: false, code: 'academy_level_not_ready' },
    ],
    [
      'complete a ready level',
      mayCompleteLevel(level1Done, 10),
      { ok: true, value: { graduates: false } },
    ],
    [
      'complete a locked level',
      mayCompleteLevel(level1Done, 20),
      { ok: false, code: 'academy_level_locked' },
    ],
    [
      'complete an unknown level',
      mayCompleteLevel(level1Done, 99),
      { ok: false, code: 'academy_level_not_found' },
    ],
    [
      'complete a level twice',
      mayCompleteLevel(classes3Done, 10),
      { ok: false, code: 'academy_level_completed' },
    ],
    [
      'complete the last level before its paper passed',
      mayCompleteLevel(classes3Done, 20),
      { ok: false, code: 'academy_level_not_ready' },
    ],
    [
      'submit a paper once the classes are done',
      maySubmitPaper(classes3Done, 20),
      { ok: true, value: true },
    ],
    [
      'submit a paper before the classes are done',
      maySubmitPaper(level1Done, 20),
      { ok: false, code: 'academy_level_locked' },
    ],
    [
      'submit a paper for a level without one',
      maySubmitPaper(level1Done, 10),
      { ok: false, code: 'academy_paper_not_open' },
    ],
  ] as const)('%s', (_name, result, expected) => {
    expect(result).toEqual(expected);
  });

  it('completing the last level graduates', () => {
    const view = academyProgressView(
      LEVELS,
      facts({ read: [1, 2, 3], passed: [1, 3], completed_levels: [10], papers_passed: [20] }),
    );
    expect(mayCompleteLevel(view, 20)).toEqual({ ok: true, value: { graduates: true } });
  });
});
