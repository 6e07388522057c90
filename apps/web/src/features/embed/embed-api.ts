/** The booking widget's settings (`GET/PUT professional/embed`, docs/api-embed.md), parsed with the shared schemas. */
import { embedSettings, type EmbedSettings } from '@sessionbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { PROFESSIONAL_PROFILE_KEY, professionalProfileApi } from '../../lib/professional-profile-api.ts';

const EMBED_KEY = ['embed-settings'] as const;

export function useEmbedSettings() {
  return useQuery({
    queryKey: EMBED_KEY,
    queryFn: async () => embedSettings.parse(await api.get('professional/embed')),
  });
}

export function useSaveAllowedOrigins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (origins: string[]): Promise<EmbedSettings> =>
      embedSettings.parse(await api.put('professional/embed', { allowed_origins: origins })),
    onSuccess: (saved) => queryClient.setQueryData(EMBED_KEY, saved),
  });
}

/** Whether the profile is public: the widget shows a professional's times only then. */
export function useProfileIsPublic() {
  return useQuery({
    queryKey: PROFESSIONAL_PROFILE_KEY,
    queryFn: () => professionalProfileApi.get(),
    select: (profile) => profile.is_public,
  });
}
