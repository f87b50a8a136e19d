export * from './constants.ts';
export * from './simulate.ts';
export * from './choices.ts';
export * from './contracts.ts';
