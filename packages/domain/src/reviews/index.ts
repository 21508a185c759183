export * from './constants';
export * from './validation';
export * from './rating';
export * from './wizard';
export { reviewErrorMessage, reviewSuccessMessage } from '../accounts/error-mappings';
