import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Platform settings (admin/settings): one row per setting an admin has ever saved; a setting without a
 * row has its built-in default. `value` is the setting's JSON value (text, number or boolean).
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * The admin area's audit log: one row per changed platform setting, and per audited company change (a
 * legal name, a website, the verification), with who changed it and the old and new values. The largest
 * id among the settings' rows (company_id null) is the settings' version, which every instance compares
 * with its cache.
 */
export const platformSettingChanges = pgTable(
  'platform_setting_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    setting: text('setting').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set on a company's audited change (legal name, website, verification); null for platform settings. Kept when the company goes. */
    companyId: integer('company_id'),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [index('platform_setting_changes_setting_idx').on(t.setting, t.id), index('platform_setting_changes_actor_idx').on(t.actorUserId, t.id)],
);

/**
 * The prospects list (admin/prospects): companies the team means to invite. `contact_email` is stored
 * lower-cased and unique; `linked_user_id` is the account the invited person registered.
 */
export const prospects = pgTable(
  'prospects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyName: text('company_name').notNull(),
    website: text('website'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email').notNull(),
    status: text('status').notNull().default('NEW'),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    nextStep: text('next_step'),
    nextStepDate: date('next_step_date', { mode: 'string' }),
    invitedAt: timestamptz('invited_at'),
    inviteCount: integer('invite_count').notNull().default(0),
    linkedUserId: integer('linked_user_id').references(() => users.id, { onDelete: 'set null' }),
    linkedAt: timestamptz('linked_at'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('prospects_contact_email_key').on(t.contactEmail),
    index('prospects_created_idx').on(t.createdAt, t.id),
    index('prospects_status_idx').on(t.status, t.createdAt),
    index('prospects_owner_idx').on(t.ownerUserId),
    check('prospects_status_check', sql`${t.status} in ('NEW', 'CONTACTED', 'INTERESTED', 'ONBOARDED', 'LOST')`),
  ],
);
