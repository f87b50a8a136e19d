export * from './accounts.ts';
export * from './legs.ts';
export * from './post.ts';
export * from './applicable-day.ts';
export * from './peru-holidays.ts';
