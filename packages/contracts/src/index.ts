export * from './common.js';
export * from './auth.js';
export * from './admin-languages.js';
export * from './hosts.js';
export * from './country-presets.js';
export * from './variables.js';
export * from './game-languages.js';
export * from './paths.js';
