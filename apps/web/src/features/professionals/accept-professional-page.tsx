/**
 * `professionals/{id}/accept` (the link in a professional's invitation e-mail). The route forces the
 * client theme; this screen accepts once and goes on to the professionals list, whatever the answer
 * (an error shows as a toast; the list then shows the invitation's real state).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/index.ts';
import { professionalsPath } from '../../lib/paths.ts';
import { PROFESSIONALS_KEY, professionalsApi } from '../../lib/professionals-api.ts';
import { useToast } from '../../lib/toast.tsx';

export function AcceptProfessionalPage() {
  const { t } = useTranslation('people');
  const { id = '' } = useParams();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development: one accept call is enough.
    if (started.current) return;
    started.current = true;
    professionalsApi
      .accept(id)
      .then(
        () => toast.success('people:invite.accepted'),
        (error: unknown) => toast.error(error),
      )
      .finally(() => {
        void queryClient.invalidateQueries({ queryKey: PROFESSIONALS_KEY });
        void navigate(professionalsPath(), { replace: true });
      });
  }, [id, navigate, queryClient, toast]);

  return (
    <>
      <PageTitle title={t('accept.title')} />
      <p role="status" className="muted">
        {t('accept.working')}
      </p>
    </>
  );
}
