export * from './constants';
export * from './validation';
export * from './review-ratings';
export * from './wizard';
export { reviewErrorMessage, reviewSuccessMessage } from '../accounts/error-mappings';
