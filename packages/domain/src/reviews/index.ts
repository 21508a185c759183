export * from './constants';
export * from './validation';
export * from './review-ratings';
export * from './wizard';
export * from './moderation';
export * from './stats';
export * from './responses';
export * from './review-photos';
export { reviewErrorMessage, reviewSuccessMessage } from '../accounts/error-mappings';
