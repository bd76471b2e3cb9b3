export * from './common/errors';
export * from './common/envelope';
export * from './common/pagination';
export * from './system/index';
export * from './auth/index';
