// The token of a staged photo (lib/catalog/staged-photos.ts): what an admin form sends in place of
// a photo. Pure, so the forms' schemas can check its shape anywhere.

const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isStagedToken = (value: unknown): value is string => typeof value === 'string' && TOKEN.test(value);
