// Only beside pages that cannot answer 404 or 403: a loading boundary starts the response (status
// 200) before the page runs, so a page that may call notFound()/forbidden() must not sit under one.
export { default } from '@/components/admin/shell/admin-loading';
