export * from './quarter.ts';
export * from './rescue-rules.ts';
