/**
 * The professional's own profile and settings (docs/api-client-book.md): edited on the profile page, and
 * read by the class form for the waitlist mode a new class starts with, hence in lib/.
 */
import {
  goingNamesSetting,
  meetingLinkSetting,
  waitlistModeSetting,
  type WaitlistMode,
  professionalProfile,
  profileVisibility,
  type ProfessionalProfile,
  type ProfessionalProfileInput,
} from '@sessionbook/domain';
import { api } from './api-client.ts';

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
  async setWaitlistMode(mode: WaitlistMode): Promise<WaitlistMode> {
    return waitlistModeSetting.parse(await api.post('professional/profile/waitlist-mode', { mode }))
      .waitlist_mode;
  },
  async setMeetingLink(link: string | null): Promise<string | null> {
    return meetingLinkSetting.parse(await api.post('professional/profile/meeting-link', { link }))
      .meeting_link;
  },
};
