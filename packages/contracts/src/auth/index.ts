export * from './roles';
export * from './schemas';
export * from './two-factor';
export * from './security';
