import type { Locale } from '@kilau/domain';
import type { AcademyLevel, AcademySettingsView, AcademyWinner } from '@kilau/domain/academy';
import {
  pick,
  shortName,
  type AcademyServiceDeps,
  type AcademyState,
  type LevelRow,
} from './academy-member-state';

/**
 * The academy's public face (docs/design/academy.md): its settings, the syllabus of levels and
 * classes, and the winners' board.
 */
export function createAcademySyllabusService(deps: AcademyServiceDeps, state: AcademyState) {
  const { academy } = deps;
  const { settingsRow, syllabus } = state;

  return {
    async settings(locale: Locale): Promise<AcademySettingsView> {
      const row = await settingsRow();
      const [{ levels, classes }, graduates] = await Promise.all([
        syllabus(),
        academy.graduatesCount(),
      ]);
      return {
        name: row.name,
        path_segment: row.path_segment,
        brand: {
          id: Number(row.brand_id),
          name: row.brand_name,
          slug: row.brand_slug,
          logo_url: row.brand_logo_url,
        },
        tagline: pick(locale, row.tagline_id, row.tagline_en),
        description: pick(locale, row.description_id, row.description_en),
        logo_url: row.logo_url,
        primary_colour: row.primary_colour,
        accent_colour: row.accent_colour,
        is_active: row.is_active,
        levels_count: levels.length,
        classes_count: classes.length,
        graduates_count: graduates,
      };
    },

    async levels(locale: Locale): Promise<AcademyLevel[]> {
      await settingsRow();
      const { levels, classes } = await syllabus();
      return levels.map((level: LevelRow) => ({
        id: Number(level.id),
        position: level.position,
        title: pick(locale, level.title_id, level.title_en),
        summary: pick(locale, level.summary_id, level.summary_en),
        assignment:
          level.assignment_pass_score === null
            ? null
            : {
                title: pick(
                  locale,
                  level.assignment_title_id ?? '',
                  level.assignment_title_en ?? '',
                ),
                brief: pick(
                  locale,
                  level.assignment_brief_id ?? '',
                  level.assignment_brief_en ?? '',
                ),
                pass_score: level.assignment_pass_score,
              },
        classes: classes
          .filter((row) => Number(row.level_id) === Number(level.id))
          .map((row) => ({
            id: Number(row.id),
            slug: row.slug,
            position: row.position,
            title: pick(locale, row.title_id, row.title_en),
            summary: pick(locale, row.summary_id, row.summary_en),
            owner: row.owner,
            cover_image: row.cover_image,
            question_count: Number(row.question_count),
            pass_mark: row.pass_mark,
            max_attempts: row.max_attempts,
          })),
      }));
    },

    async winners(): Promise<AcademyWinner[]> {
      await settingsRow();
      return (await academy.winners()).map((row) => ({
        period: row.period,
        kind: row.kind,
        rank: row.rank,
        name: shortName(row),
        image_url: row.image_url,
        note: row.note,
      }));
    },
  };
}
