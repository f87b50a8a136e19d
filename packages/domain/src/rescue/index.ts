export * from './quarter.ts';
export * from './rescue-rules.ts';
export * from './reinvestment.ts';
export * from './rescue-batch.ts';
