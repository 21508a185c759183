import { describe, expect, it } from 'vitest';
import { academyPath, academyRouteName, isAcademySegmentAllowed } from './academy-paths';

describe('academy paths (ADR 0047: every page under the academy segment)', () => {
  it.each([
    ['landing', academyPath('glowlab-academy', 'landing'), '/glowlab-academy'],
    ['profile', academyPath('glowlab-academy', 'profile'), '/glowlab-academy/profile'],
    [
      'a class',
      academyPath('glowlab-academy', 'class', 'double-cleansing'),
      '/glowlab-academy/class/double-cleansing',
    ],
    [
      'a class quiz',
      academyPath('glowlab-academy', 'quiz', 'double-cleansing'),
      '/glowlab-academy/quiz/double-cleansing',
    ],
  ])('%s', (_name, path, expected) => expect(path).toBe(expected));

  it.each([
    ['/glowlab-academy', 'GlowlabAcademy'],
    ['/glowlab-academy/', 'GlowlabAcademy'],
    ['/glowlab-academy/profile', 'Profile'],
    ['/glowlab-academy/enroll', 'Enroll'],
    ['/glowlab-academy/class', 'Class'],
    ['/glowlab-academy/class/serum-101', 'Class'],
    ['/glowlab-academy/locked', 'Locked'],
    ['/glowlab-academy/quiz', 'Quiz'],
    ['/glowlab-academy/quiz/serum-101', 'Quiz'],
    ['/glowlab-academy/graduation', 'Graduation'],
    ['/quiz/shade-foundation', null],
    ['/glowlab-academy/unknown', null],
    ['/glowlab-academy/class/a/b', null],
  ])('%s is %s', (path, name) =>
    expect(academyRouteName('glowlab-academy', 'Glowlab', path)).toBe(name),
  );

  it.each([
    ['glowlab-academy', true],
    ['quiz', false],
    ['admin', false],
    ['ab', false],
    ['Glowlab', false],
    ['glow--lab', false],
  ])('segment %s allowed: %s', (segment, allowed) =>
    expect(isAcademySegmentAllowed(segment)).toBe(allowed),
  );
});
