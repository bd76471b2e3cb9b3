// One file per domain; every table of the application is re-exported here for Drizzle and drizzle-kit.
export * from './platform';
export * from './auth';
export * from './contact';
export * from './connections';
export * from './messaging';
export * from './realtime';
export * from './profiles';
export * from './catalog';
export * from './companies';
export * from './games';
export * from './marketplace';
export * from './notifications';
export * from './jobs';
export * from './accounting';
