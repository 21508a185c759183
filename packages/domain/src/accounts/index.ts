export * from './constants';
export * from './fields';
export * from './schemas';
export * from './profile';
export * from './login-feedback';
export * from './error-mappings';
export * from './otp';
export * from './addresses';
