import { ok, refuse, type Result } from '../shared/result';

/**
 * The academy's progress rules (issue 22, docs/design/academy.md "Progress"). Pure: the API reads
 * the member's rows under the progress row's lock, asks these rules, and writes what they allow;
 * the web shows the same states. Nothing the client sends can skip a step: every write is checked
 * here against what the server holds.
 *
 * - Levels are taken in `position` order: a level is open when every level before it is
 *   completed.
 * - In an open level, classes are taken in `position` order: a class is open when every class
 *   before it in its level is done.
 * - A class is done when its lesson is read (`next-course`) and, if it has a quiz, the quiz is
 *   passed. Its quiz opens once the lesson is read.
 * - A level may be completed (`complete-level`, exactly once) when all its classes are done and,
 *   if it sets a practice paper, a paper for it was scored passing.
 * - A member graduates when every level is completed.
 */

export type AcademyClassShape = { id: number; has_quiz: boolean };
export type AcademyLevelShape = {
  id: number;
  classes: readonly AcademyClassShape[];
  has_assignment: boolean;
};

/** What the server holds of one member's progress. */
export type AcademyProgressFacts = {
  read: ReadonlySet<number>;
  passed: ReadonlySet<number>;
  completed_levels: ReadonlySet<number>;
  /** Levels whose practice paper was scored passing. */
  papers_passed: ReadonlySet<number>;
};

export type AcademyClassState = 'locked' | 'open' | 'read' | 'done';
export type AcademyLevelState = 'locked' | 'open' | 'ready' | 'completed';

export type AcademyProgressView = {
  levels: {
    id: number;
    state: AcademyLevelState;
    classes: { id: number; state: AcademyClassState }[];
    /** The level's practice paper may be submitted (its classes are done, it is not passed). */
    paper_open: boolean;
  }[];
  /** The class to take next (the first open or read one), or null when none is left. */
  next_class_id: number | null;
  /** Completed classes over all classes, 0–100, rounded down. */
  percent: number;
  graduated: boolean;
};

export const emptyAcademyProgress = (): AcademyProgressFacts => ({
  read: new Set(),
  passed: new Set(),
  completed_levels: new Set(),
  papers_passed: new Set(),
});

const classDone = (shape: AcademyClassShape, facts: AcademyProgressFacts): boolean =>
  facts.read.has(shape.id) && (!shape.has_quiz || facts.passed.has(shape.id));

/** Every class's and level's state, in order. `levels` must be sorted by position, as must each level's classes. */
export function academyProgressView(
  levels: readonly AcademyLevelShape[],
  facts: AcademyProgressFacts,
): AcademyProgressView {
  let previousLevelsCompleted = true;
  let nextClassId: number | null = null;
  let doneCount = 0;
  let classCount = 0;
  const view: AcademyProgressView['levels'] = [];
  for (const level of levels) {
    const completed = facts.completed_levels.has(level.id);
    const levelOpen = previousLevelsCompleted;
    let previousClassesDone = true;
    const classes = level.classes.map((shape) => {
      classCount += 1;
      const done = classDone(shape, facts);
      if (done) doneCount += 1;
      let state: AcademyClassState;
      if (!levelOpen || !previousClassesDone) state = 'locked';
      else if (done) state = 'done';
      else if (facts.read.has(shape.id)) state = 'read';
      else state = 'open';
      // A completed level's classes are done, whatever else happened since (a class added later
      // does not take a completed level back).
      if (completed) state = 'done';
      if (!done && !completed) previousClassesDone = false;
      if (nextClassId === null && (state === 'open' || state === 'read')) nextClassId = shape.id;
      return { id: shape.id, state };
    });
    const classesDone = classes.every((entry) => entry.state === 'done');
    let state: AcademyLevelState;
    if (completed) state = 'completed';
    else if (!levelOpen) state = 'locked';
    else if (classesDone && (!level.has_assignment || facts.papers_passed.has(level.id)))
      state = 'ready';
    else state = 'open';
    view.push({
      id: level.id,
      state,
      classes,
      paper_open:
        level.has_assignment &&
        levelOpen &&
        !completed &&
        classesDone &&
        !facts.papers_passed.has(level.id),
    });
    if (!completed) previousLevelsCompleted = false;
  }
  return {
    levels: view,
    next_class_id: nextClassId,
    percent: classCount === 0 ? 0 : Math.floor((doneCount * 100) / classCount),
    graduated: levels.length > 0 && levels.every((level) => facts.completed_levels.has(level.id)),
  };
}

export type AcademyProgressRefusal =
  | 'academy_class_not_found'
  | 'academy_level_not_found'
  | 'academy_class_locked'
  | 'academy_level_locked'
  | 'academy_quiz_not_open'
  | 'academy_quiz_passed'
  | 'academy_level_not_ready'
  | 'academy_level_completed'
  | 'academy_paper_not_open';

const findClass = (view: AcademyProgressView, classId: number) => {
  for (const level of view.levels) {
    const found = level.classes.find((entry) => entry.id === classId);
    if (found) return { level, entry: found };
  }
  return null;
};

/** Whether the member may open a class's lesson (and its comments and attachments). */
export function mayReadClass(
  view: AcademyProgressView,
  classId: number,
): Result<AcademyClassState, AcademyProgressRefusal> {
  const found = findClass(view, classId);
  if (!found) return refuse('academy_class_not_found');
  if (found.entry.state === 'locked') return refuse('academy_class_locked');
  return ok(found.entry.state);
}

/**
 * `POST user-progress/next-course/{class}`: the member finished reading the lesson. Allowed on
 * an open class (and idempotent on a read or done one); answers the class to go to next.
 */
export function mayMarkRead(
  view: AcademyProgressView,
  classId: number,
): Result<{ already: boolean }, AcademyProgressRefusal> {
  const read = mayReadClass(view, classId);
  if (!read.ok) return read;
  return ok({ already: read.value !== 'open' });
}

/** Whether a class's quiz may be taken now: its lesson is read and it is not passed yet. */
export function mayTakeQuiz(
  view: AcademyProgressView,
  classId: number,
  attemptsUsed: number,
  maxAttempts: number | null,
): Result<{ attempt_no: number }, AcademyProgressRefusal | 'academy_quiz_attempts_used'> {
  const found = findClass(view, classId);
  if (!found) return refuse('academy_class_not_found');
  if (found.entry.state === 'locked') return refuse('academy_class_locked');
  if (found.entry.state === 'open') return refuse('academy_quiz_not_open');
  if (found.entry.state === 'done') return refuse('academy_quiz_passed');
  if (maxAttempts !== null && attemptsUsed >= maxAttempts)
    return refuse('academy_quiz_attempts_used', { max: maxAttempts });
  return ok({ attempt_no: attemptsUsed + 1 });
}

/** `POST complete-level`: allowed once, when the level is ready. */
export function mayCompleteLevel(
  view: AcademyProgressView,
  levelId: number,
): Result<{ graduates: boolean }, AcademyProgressRefusal> {
  const index = view.levels.findIndex((level) => level.id === levelId);
  if (index < 0) return refuse('academy_level_not_found');
  const level = view.levels[index]!;
  if (level.state === 'completed') return refuse('academy_level_completed');
  if (level.state === 'locked') return refuse('academy_level_locked');
  if (level.state !== 'ready') return refuse('academy_level_not_ready');
  const othersCompleted = view.levels.every(
    (other, position) => position === index || other.state === 'completed',
  );
  return ok({ graduates: othersCompleted });
}

/** Whether a practice paper for a level may be submitted (none may wait already: the API's unique index). */
export function maySubmitPaper(
  view: AcademyProgressView,
  levelId: number,
): Result<true, AcademyProgressRefusal> {
  const level = view.levels.find((entry) => entry.id === levelId);
  if (!level) return refuse('academy_level_not_found');
  if (level.state === 'locked') return refuse('academy_level_locked');
  if (!level.paper_open) return refuse('academy_paper_not_open');
  return ok(true);
}
