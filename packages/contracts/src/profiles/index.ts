export * from './schemas';
export * from './completion';
