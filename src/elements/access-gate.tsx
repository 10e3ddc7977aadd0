// What an admin-only element shows: the sign-in form when signed out, Access Denied without the admin level, else the area.

import type { ReactNode } from 'react';
import { hasLevel } from '../core/access';
import { t } from '../core/i18n';
import { AccessDenied } from '../ui/access-denied';
import { SignInForm } from '../ui/sign-in-form';
import { useSession } from '../ui/use-session';

export function AccessGate(props: { requiresAdmin: boolean; children: ReactNode }) {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const user = useSession((state) => state.user);
  if (!props.requiresAdmin) return props.children;
  if (!isAuthenticated) return <SignInForm prompt={t('signIn.prompt')} />;
  if (!hasLevel(user, 'admin')) return <AccessDenied headingLevel={2} />;
  return props.children;
}
