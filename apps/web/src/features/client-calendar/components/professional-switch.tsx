/** Whose calendar is shown: a choice when there are several (spec section 6: one view per professional). */
import { useTranslation } from 'react-i18next';
import { Dropdown } from '../../../components/widgets/index.ts';

export interface ProfessionalView {
  id: string;
  /** Null while unknown (a public profile's professional before their calendar loaded). */
  name: string | null;
}

interface ProfessionalSwitchProps {
  views: ProfessionalView[];
  value: string;
  onChange: (professionalId: string) => void;
}

export function ProfessionalSwitch({ views, value, onChange }: ProfessionalSwitchProps) {
  const { t } = useTranslation('booking');
  const current = views.find((view) => view.id === value);
  if (views.length < 2)
    return current?.name ? (
      <p className="cc-switch cc-switch--single">{t('switch.single', { name: current.name })}</p>
    ) : null;
  return (
    <Dropdown<string>
      label={t('switch.label')}
      className="cc-switch"
      value={value}
      onChange={onChange}
      options={views.map((view) => ({ value: view.id, label: view.name ?? t('switch.other') }))}
    />
  );
}
