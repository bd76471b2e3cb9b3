// One file per domain; every table of the application is re-exported here for Drizzle and drizzle-kit.
export * from './platform';
export * from './auth';
