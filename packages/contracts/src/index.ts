export * from './common.js';
export * from './auth.js';
export * from './admin-languages.js';
export * from './paths.js';
