import {
  goingNamesSetting,
  professionalProfile,
  profileVisibility,
  type ProfessionalProfile,
  type ProfessionalProfileInput,
} from '@sessionbook/domain';
import { api } from '../../lib/api-client.ts';

export const PROFESSIONAL_PROFILE_KEY = ['professional-profile'] as const;

export const professionalProfileApi = {
  async get(): Promise<ProfessionalProfile> {
    return professionalProfile.parse(await api.get('professional/profile'));
  },
  async update(body: ProfessionalProfileInput): Promise<ProfessionalProfile> {
    return professionalProfile.parse(await api.put('professional/profile', body));
  },
  async setVisible(visible: boolean): Promise<boolean> {
    return profileVisibility.parse(await api.post('profile/visible', { visible })).is_public;
  },
  async setGoingNames(shown: boolean): Promise<boolean> {
    return goingNamesSetting.parse(await api.post('professional/profile/going-names', { shown }))
      .show_going_names;
  },
};
