export * from './errors.ts';
export * from './envelope.ts';
export * from './profiles.ts';
export * from './validation.ts';
export * from './contracts/auth.ts';
export * from './contracts/health.ts';
export * from './contracts/products.ts';
