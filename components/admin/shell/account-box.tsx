import { getTranslations } from 'next-intl/server';
import { can, type Role } from '@/lib/auth/roles';
import type { AppLocale } from '@/lib/i18n/routing';
import { Icon } from './icons';

/**
 * E-mail (or 'Guest'), the role, the 'Blog Access Enabled' indicator and the Logout button (a plain form
 * post, so it works without JavaScript). Server-rendered; inside the collapsed desktop sidebar
 * (`group/sidebar` with data-collapsed) only the Logout icon stays visible.
 */
export async function AccountBox({ locale, email, role }: { locale: AppLocale; email: string | null; role: Role }) {
  const t = await getTranslations({ locale, namespace: 'admin' });
  return (
    <div className="space-y-3 border-t border-brand-600 pt-4">
      <div className="px-1 group-data-[collapsed=true]/sidebar:sr-only">
        <p className="text-xs text-brand-200">{t('signedInAs')}</p>
        <p className="truncate text-sm font-medium text-white" data-testid="admin-email">
          {email || t('guest')}
        </p>
        <p className="text-xs text-brand-200" data-testid="admin-role">
          {t('roleLabel', { role: t(`roles.${role}`) })}
        </p>
        {can(role, 'blog') ? (
          <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-900" />
            {t('blogAccess')}
          </p>
        ) : null}
      </div>
      <form method="post" action="/api/auth/logout">
        <input type="hidden" name="locale" value={locale} />
        <button
          type="submit"
          data-testid="admin-logout"
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-brand-50 group-data-[collapsed=true]/sidebar:justify-center hover:bg-brand-600"
        >
          <Icon name="logout" className="shrink-0" />
          <span className="group-data-[collapsed=true]/sidebar:sr-only">{t('logout')}</span>
        </button>
      </form>
    </div>
  );
}
