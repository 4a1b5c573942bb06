import type { AdminRole } from '@shared/domain';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

// The team behind the back office (docs/product-rules.md#roles): its members, invitations to join
// it, the recovery codes of two-factor sign-in, the team's own rules, and the audit trail of every
// change a member makes.

// The team's members (docs/product-rules.md#roles). A removed member's row stays, signed out for
// good, so what they did still names them; an invitation to the same address brings it back.
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-case so the unique index is case-insensitive in effect.
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role').$type<AdminRole>().notNull().default('ADMIN'),
    passwordHash: text('password_hash').notNull(),
    // Every token carries the version it was issued under; raising it (a password change, a
    // removal) ends every session issued before, however long they still had to run.
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    // The authenticator's shared secret, encrypted with a key derived from JWT_SECRET
    // (auth/two-factor-secret.ts); set while two-factor sign-in is being set up, in force once
    // twoFactorEnabledAt is set.
    totpSecret: text('totp_secret'),
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
  },
  (table) => [check('admins_role_check', sql`${table.role} in ('OWNER', 'ADMIN', 'FINANCE', 'CHECK_IN')`)],
);

/** An e-mailed invitation to join the team with a role; only the SHA-256 of its link's token is kept. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    index('invitations_email_idx').on(table.email),
    check('invitations_role_check', sql`${table.role} in ('OWNER', 'ADMIN', 'FINANCE', 'CHECK_IN')`),
  ],
);

/** The one-time codes that stand in for the authenticator app; stored hashed, each used once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('recovery_codes_admin_idx').on(table.adminId)],
);

/** The team's own rules: one row. */
export const teamSettings = pgTable(
  'team_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Every member must sign in with a second factor; one without it sets it up before anything else. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    /** Buyers are erased this many months after their last event; null: never on its own. */
    eraseBuyersAfterMonths: integer('erase_buyers_after_months'),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('team_settings_one_row', sql`${table.id} = 1`),
    check(
      'team_settings_erase_months_check',
      sql`${table.eraseBuyersAfterMonths} is null or ${table.eraseBuyersAfterMonths} between 1 and 120`,
    ),
  ],
);

/**
 * Every change a member makes, written in the transaction of the change: who, when, what and the
 * fields before and after. Append-only: the database refuses UPDATE, DELETE and TRUNCATE on it
 * (migration 0010). The actor is kept by e-mail as well, so a removed member's rows still say who.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    changes: jsonb('changes').notNull().default({}),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_entity_idx').on(table.entity, table.entityId),
    index('audit_log_actor_idx').on(table.actorId),
  ],
);
