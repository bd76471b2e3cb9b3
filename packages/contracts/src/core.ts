// The zod-free part of the contracts: error catalogue, role rules, auth and news constants. The web app's entry
// chunk imports only this, so zod and the schemas load with the screens that validate forms.
export * from './common/errors';
export * from './auth/role-checks';
export * from './auth/constants';
export * from './news/constants';
export * from './notifications/types';
export * from './admin/constants';
