/**
 * A page of a role the signed-in user does not have yet (a link into the client calendar opened by a
 * professional-only account, or the reverse): what the page is for, the way to add that role (the
 * profile menu's switch, which creates the profile: docs/product/rules.md#two-roles), and the way back. Shown
 * by
 * the guard in place of the page, inside the navigation of the role the user has, so nobody meets a
 * screen of failed loads (docs/decisions/0031-links-open-in-their-role.md).
 */
import type { Theme } from '@sessionbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, PageTitle, TextLink } from '../components/ui/index.ts';
import { calendarPath } from '../lib/paths.ts';
import { otherRole } from '../lib/roles.ts';
import { useSession } from '../lib/session.tsx';
import { useToast } from '../lib/toast.tsx';

export function RoleNeededPage({ role }: { role: Theme }) {
  const { t } = useTranslation('app');
  const { setTheme } = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  // On success the session user gains the profile and the guard shows the page asked for.
  const addRole = async () => {
    setBusy(true);
    try {
      await setTheme(role);
    } catch (error) {
      toast.error(error);
      setBusy(false);
    }
  };

  return (
    <>
      <PageTitle title={t(`role_needed.title_${role}`)} />
      <Card as="section" className="stack" aria-label={t(`role_needed.title_${role}`)}>
        <p>{t(`role_needed.body_${role}`)}</p>
        <Button block loading={busy} onClick={() => void addRole()}>
          {t(`role_needed.add_${role}`)}
        </Button>
        <TextLink block to={calendarPath(otherRole(role))}>
          {t('role_needed.back')}
        </TextLink>
      </Card>
    </>
  );
}
