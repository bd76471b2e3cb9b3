// Zod-free admin constants the web app's first paint needs (exported from core.ts).

/** GET: the maintenance banner and the registration mode, no sign-in (admin/settings). */
export const PUBLIC_SETTINGS_PATH = '/settings/public';
