export * from './constants';
export * from './banners';
export * from './quick-tour';
export * from './infinite-scroll';
export * from './beauty-quiz';
export * from './lucky-draw';
export * from './responses';
export * from './quiz-rules';
