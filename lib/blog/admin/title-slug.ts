// The one slug generator lives in lib/html (products and categories use it too).
export { titleSlug } from '@/lib/html/title-slug';
