/** Every PostgreSQL test file's database is a copy of this one (CREATE DATABASE … TEMPLATE): migrated once, copied in a blink. */
export const POSTGRES_TEMPLATE = 'tubelift_int_template'
