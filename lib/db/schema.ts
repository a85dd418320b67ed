import 'server-only';
// The whole schema, one import for the client and the domains. Each file below imports the tables it
// references from the file that defines them, never from here, so the schema files form no import
// cycle: the catalogue, blog and accounts (schema-core); the history (audit log, revisions); the
// other locales' words; blog media; raw-SQL-only tables (sessions, view counts) so the schema covers
// all; slugs per locale; inquiries; quotations; the home page.
export * from './schema-core';
export * from './schema-history';
export * from './schema-translations';
export * from './schema-media';
export * from './schema-sql-only';
export * from './schema-slugs';
export * from './schema-inquiries';
export * from './schema-quotations';
export * from './schema-home';
