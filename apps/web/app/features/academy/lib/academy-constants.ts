import { PAGE_SIZES } from '@kilau/domain/shared';

/** 001 §9: academy courses 10 a page, content (articles) 5; a class's comments 10 at a time. */
export const ACADEMY_PAGE_SIZES = {
  courses: PAGE_SIZES.academyCourses,
  content: PAGE_SIZES.academyContent,
  comments: 10,
} as const;
